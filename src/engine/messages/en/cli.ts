import { formatBytes, formatCount, pluralForm } from '../../text/format'
import type { CliCatalogue, CliCode, CliText, FileKind } from '../cli'

const FILE: Record<FileKind, string> = { 'deck list': 'deck list', 'card file': 'card file', 'ban list': 'ban list' }
/** A file as the messages name it: its path, or standard input. */
const file = (what: FileKind, name: string | null) => `${FILE[what]} ${name ?? 'on standard input'}`
const withUsage = (message: string, usage: string) => `${message}\n\n${usage}`

/** The CLI's messages in English, as it always said them. */
const MESSAGES: CliCatalogue = {
  'file.too-big': (p) =>
    p.bytes === null
      ? `${file(p.what, p.name)} is over the limit of ${formatBytes(p.limit)} (reading stopped there)`
      : `${file(p.what, p.name)} is ${formatBytes(p.bytes)}; the limit is ${formatBytes(p.limit)}`,
  'file.folder': (p) => `${file(p.what, p.name)} is a folder, not a file`,
  'file.missing': (p) => `cannot read ${file(p.what, p.name)}: no such file`,
  'file.unreadable': (p) => `cannot read ${file(p.what, p.name)}: ${p.detail}`,
  'file.not-utf8': (p) => `${file(p.what, p.name)} is not UTF-8 text`,
  'cards.missing': (p) => `cannot read card data ${p.path}: no such file or folder`,
  'cards.none': (p) => `no cards could be read from ${p.path}${p.detail === null ? '' : `: ${p.detail}`}`,
  'cards.other-files': (p) => `${p.path}: left out ${p.files.length} file(s) that hold no card data: ${p.files.join(', ')}`,
  'cards.skipped': (p) => `${p.path}: ${p.skipped} record(s) skipped; ${p.problems} problem(s):`,
  'cards.more-problems': (p) => `  ... and ${p.count} more`,
  'format.unknown': (p) => `unknown format "${p.id}"; known formats: ${p.known.join(', ')}`,
  'lang.unknown': (p) => `--lang must be one of ${p.known.join(', ')}, not "${p.lang}"`,
  'option.unknown': (p) => p.detail,
  'command.unknown': (p) => withUsage(`unknown command "${p.command}"`, p.usage),
  'lists.none': (p) => withUsage('no deck list given', p.usage),
  'lists.one': (p) => withUsage(p.given === 0 ? 'no deck list given' : 'give one deck list', p.usage),
  'convert.one': (p) => withUsage('give exactly one deck list to convert', p.usage),
  'cards.required': (p) =>
    withUsage(
      `--cards PATH is required: ${
        p.command === 'validate'
          ? 'the card data to check against'
          : p.command === 'simulate'
            ? 'the card data the deck uses'
            : 'the card data names and places the cards'
      }`,
      p.usage,
    ),
  'to.unknown': (p) => withUsage(`--to must be one of ${p.known.join(', ')}${p.to ? ` (not "${p.to}")` : ''}`, p.usage),
  'jobs.bad': (p) => `--jobs must be a whole number from 1 to 64, not "${p.given}"`,
  'assume.both': () => '--assume-resources and --no-assume-resources contradict each other: give one (assuming is the default)',
  'folder.no-lists': (p) => `folder ${p.path} holds no .txt, .csv or .json deck list`,
  'report.unwritable': (p) => `cannot write the report ${p.path}: ${p.folder ? 'its folder ' : ''}${p.detail}`,
  'report.is-input': (p) => `--report ${p.path} is one of the deck lists being checked: gundeck never writes over a list; write the report to another file`,
  'report.not-ours': (p) =>
    `--report ${p.path} already exists and is not a gundeck report: gundeck will not write over it; choose another file name or remove it first`,
  'ban-list.not-json': (p) => `ban list ${p.path} is not JSON: ${p.detail}`,
  'ban-list.field': (p) => `ban list ${p.path}: field ${p.field ?? '(the file)'}: ${p.detail}`,
  'ban-list.other-game': (p) => `ban list ${p.path} is for ${p.game}; format ${p.format} is ${p.formatGame}`,
  'ban-list.none-in-format': (p) => `format ${p.format} plays without a ban list; use a format that has one (e.g. gcg) with --banlist or --as-of`,
  'ban-list.none-in-force': (p) =>
    `no ${p.game} ban list known to gundeck was in force on ${p.date}${p.earliest ? ` (the earliest is dated ${p.earliest})` : ''}; give one with --banlist FILE`,
  'as-of.bad': (p) => `--as-of must be a day of the calendar as YYYY-MM-DD (not "${p.given}")`,
  'hit.required': (p) => withUsage('--hit NUMBERS[:N] is required: the cards to look for', p.usage),
  'hit.too-many': (p) => `at most ${p.max} --hit groups`,
  'hit.bad': (p) => `--hit "${p.hit}": expected NUMBERS[:N], e.g. "GD01-001,GD01-002:2"`,
  'hit.empty-number': (p) => `--hit "${p.hit}": an empty card number`,
  'hit.unknown-card': (p) => `--hit "${p.hit}": no card ${p.number} in the card data`,
  'whole-number': (p) => `${p.option} must be a whole number from ${p.min} to ${formatCount(p.max)}, not "${p.given}"`,
  'player.bad': (p) => `--player must be first or second, not "${p.given}"`,
  'redraw.bad': (p) => `--redraw must be never, if-miss or optimal, not "${p.given}"`,
  'deck.unreadable': (p) => `${p.file}: ${p.detail}`,
  'deck.no-main': (p) => `${p.file}: no main-deck cards`,
  'simulate.failed': (p) => `cannot simulate ${p.file}: ${p.problems.join('; ')}`,
  'convert.unreadable': (p) => `${p.file}: ${p.lines} line(s) cannot be read; nothing converted`,
  'warning.deck-size': (p) => `warning: the main deck has ${p.cards} cards; ${p.format} decks have ${p.min === p.max ? p.min : `${p.min}-${p.max}`} (${p.ref})`,
  warning: (p) => `warning: ${p.text}`,
  progress: (p) => `checked ${p.done} of ${p.total} lists`,
  'threads.several': (p) =>
    `checked ${p.total} lists in ${p.threads} threads: ${p.byWorkers} by the worker ${pluralForm(p.threads - 1, 'thread')}, ${p.total - p.byWorkers} by the main one`,
  'threads.one': (p) =>
    `checked ${p.total} lists in one thread${p.why === 'no-idle-core' ? ' (no idle core for another)' : p.why === 'read-ahead' ? ', the files read ahead by another' : ''}`,
  'reports.left-out': (p) => `left out ${p.count} gundeck ${pluralForm(p.count, 'report')} found among the lists (--report files are never read as lists)`,
  error: (p) => `gundeck: ${p.message}`,
  'internal-error': (p) => `gundeck: internal error: ${p.detail}`,
}

/** A CLI message in English. */
export function cliMessage(text: CliText): string {
  return (MESSAGES[text.code] as (p: CliText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_CLI_CODES = Object.keys(MESSAGES) as CliCode[]

import { DECK_FILE_KIND } from '~/schemas/deck-file'
import { formatBytes, plural } from '../../text/format'
import type { EntryPlace, ForeignJson, ReadingCatalogue, ReadingCode, ReadingText, ZipCatalogue, ZipCode, ZipText } from '../reading'
import { limitMessage } from './limits'

/**
 * The list readers' messages in English: what the app shows under a pasted list, and the CLI prints
 * (and its JSON's `message`). Most start with where: the line, or the entry of a file or code that has
 * no lines. One function per code, so a code without a message does not compile.
 */

/** `the deck list is 1.2 MB; the limit is 1 MB`, or `... is over the limit of 1 MB` when both read alike. */
function tooBig(what: string, bytes: number, limit: number): string {
  const size = formatBytes(bytes)
  return size === formatBytes(limit) ? `${what} is over the limit of ${size}` : `${what} is ${size}; the limit is ${formatBytes(limit)}`
}

const quoted = (keys: readonly string[]) => keys.map((k) => `"${k}"`).join(', ')

function foreignJson(f: ForeignJson): string {
  switch (f.shape) {
    case 'list':
      return `a JSON list of ${plural(f.items, 'item')}, not an object`
    case 'list-of-objects':
      return `a JSON list of ${plural(f.items, 'item')} with ${quoted(f.keys)}${f.cardData ? ': card data, not a deck' : ''}`
    case 'value':
      return `a single JSON ${f.type}`
    case 'deck':
      return `another tool's deck file: a "${f.key}" list of ${plural(f.entries, 'entry', 'entries')} with ${quoted(f.keys)}`
    case 'object':
      return f.keys.length === 0 ? 'an empty JSON object' : `a JSON object with ${quoted(f.keys)}${f.more ? ', ...' : ''}`
  }
}

const foreignPrinting = (number: string, printing: string) =>
  `printing ${printing} is not a printing of card ${number}: a printing is its card number or a parallel of it (${number}_p1, ...), 2-1-1`

/** An entry's line, or its section and place when it has none. */
const where = (entry: EntryPlace | null, line: number) => (entry === null ? `line ${line}` : `${entry.section} entry ${entry.index}`)

/** The system's reasons a file cannot be read, in words. */
const SYSTEM_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'no such file (it went away during the run)',
  EISDIR: 'it is a folder',
  ELOOP: 'too many symbolic links',
  EIO: 'input/output error',
}

/** Why a file or folder could not be read, in words, with the system's code (or its own text without one). */
export const systemReason = (p: { errno: string | null; error: string | null }) =>
  p.errno ? `${SYSTEM_REASONS[p.errno] ?? 'cannot be read'} (${p.errno})` : (p.error ?? '')

const LINK_HINT = 'one card a line ("4 GD01-001")'
const NO_CARDS_HINT = 'write one card a line, its count and its card number ("4 GD01-001")'

const DAMAGED = 'the ZIP is damaged'

/** Why a ZIP, or a file in it, cannot be read (io/zip.ts); counts in digits alone, as it always said them. */
const ZIP: ZipCatalogue = {
  'too-big': (p) => `the ZIP is ${formatBytes(p.bytes)}; gundeck reads ZIPs of deck lists up to ${formatBytes(p.limit)}`,
  'not-zip': () => 'it is not a ZIP file, or it is cut short (no end of central directory)',
  zip64: () => 'it is a ZIP64 archive, which gundeck does not read; zip the lists without ZIP64',
  'too-many-entries': (p) => `it holds ${p.count} entries; gundeck reads at most ${p.max} lists from one ZIP`,
  'directory-outside': () => `its central directory lies outside the file: ${DAMAGED}`,
  'directory-damaged': (p) => `entry ${p.entry} of its central directory is damaged`,
  'too-big-unpacked': (p) => `its files add up to more than ${formatBytes(p.limit)} once unpacked: that is no set of deck lists (a zip bomb?)`,
  encrypted: () => 'it is encrypted; gundeck cannot read a ZIP with a password',
  method: (p) => `it is compressed with method ${p.method}; gundeck reads stored and deflated entries only`,
  'entry-too-big': (p) => `it is ${formatBytes(p.bytes)} once unpacked; a deck list is at most ${formatBytes(p.limit)}`,
  'header-damaged': () => 'its header is damaged',
  'cut-short': () => 'it is cut short',
  'inflate-failed': (p) => `it cannot be unpacked (${p.error})`,
  'size-mismatch': (p) => `it unpacks to ${p.more ? 'more' : 'fewer'} bytes than its header says: ${DAMAGED}`,
  checksum: () => `its checksum does not match: ${DAMAGED}`,
}

/** Why a ZIP or a file in it cannot be read, in English. */
export const zipMessage = (text: ZipText): string => (ZIP[text.code] as (p: ZipText['params']) => string)(text.params)

/** Every ZIP code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_ZIP_CODES = Object.keys(ZIP) as ZipCode[]

const MESSAGES: ReadingCatalogue = {
  'line.unreadable': (p, line) => `line ${line}: cannot read "${p.text}": expected a count and a card, e.g. "4 GD01-001 Gundam", "4x GD01-001" or "4 Gundam"`,
  'count.out-of-range': (p, line) => `line ${line}: count ${p.written} must be from 1 to ${p.max}`,
  'count.total-too-large': (p, line) => `line ${line}: ${p.card} adds up to more than ${p.max} copies`,
  'card.missing': (_, line) => `line ${line}: no card given after the count`,
  'card-name.needs-card-data': (p, line) => `line ${line}: "${p.name}" has no card number, and names cannot be looked up without card data`,
  'card-name.unknown': (p, line) => `line ${line}: no card is named "${p.name}": check the spelling or write its card number`,
  'card-name.ambiguous': (p, line) =>
    `line ${line}: "${p.name}" is the name of ${p.numbers.length} cards (${p.numbers.join(', ')}): write the card number you mean (2-1-1)`,
  'list.too-big': (p) => `${tooBig(p.input === 'file' ? 'the deck file' : 'the deck list', p.bytes, p.limit)}; nothing was read`,
  'list.too-many-lines': (p) => `the deck list has ${p.lines} lines; the limit is ${p.limit}; nothing was read`,

  'list.unreadable': (p, line) => `line ${line}: ${readingMessage(p.reason, line)}`,
  'list.report': () => 'this is a gundeck validate report (--report), not a deck list: it lists verdicts, not cards',
  'list.link': (p) =>
    `this list is only a link (${p.url}); gundeck checks lists offline and does not open links. Open it and send the deck's cards as text instead, ${LINK_HINT}`,
  'list.tcg-plus-link': (p) => {
    const holds = p.copies === null ? 'holds' : `holds ${plural(p.copies, 'card copy', 'card copies')}, as`
    return (
      `this list is a Bandai TCG+ deck link (${p.url}), which gundeck cannot read: in the Bandai TCG+ app or site, copy the deck as text ` +
      `(its text export) and paste that instead, ${LINK_HINT}. The link's deck= ${holds} one 3-character token per copy, ` +
      `a base-64 number that is the TCG+ app's own id of that printing (Japanese and English printings, parallels and reprints each have ` +
      `their own), and turning those ids into card numbers needs Bandai's id table, which is not public`
    )
  },

  'list.no-cards': (p) => {
    if (p.problems.length === 0) return `no card could be read from this list: it has no line with a count and a card; ${NO_CARDS_HINT}`
    // Each line's error ends with the same example of a card line: said once, at the end.
    const named = p.problems.map((d) => readingMessage(d, d.line).replace(/: expected a count and a card, e\.g\. .*$/, ''))
    return `no card could be read from this list: ${named.join('; ')}${p.more > 0 ? `; and ${plural(p.more, 'more problem')}` : ''}; ${NO_CARDS_HINT}`
  },

  'csv.malformed': (p, line) => `line ${line}: ${p.error}`,
  'csv.no-header': (p, line) => `line ${line}: a deck CSV needs a header row with count and number columns (${p.columns.join(',')})`,
  'csv.count-invalid': (p, line) => `line ${line}, column count: count "${p.written}" must be a whole number from 1 to ${p.max}`,
  'csv.number-empty': (_, line) => `line ${line}, column number: the card number is empty`,
  'csv.number-too-long': (_, line) => `line ${line}, column number: the card number is too long`,
  'csv.foreign-printing': (p, line) => `line ${line}, column printing: printing ${p.printing} is not a printing of ${p.number}`,
  'csv.unknown-section': (p, line) => `line ${line}, column section: unknown section "${p.section}" (main, resource or sideboard)`,

  'json.invalid': (p, line) => `line ${line}: not valid JSON: ${p.error}`,
  'json.unknown-version': (p) => `deck file version ${p.version} is not one this version of gundeck reads (it reads version ${p.supported})`,
  'json.backup': () => 'not a gundeck deck file: this is a gundeck backup; restore it on the Card data page (Backup), then export the deck you want',
  'json.foreign': (p) =>
    `not a gundeck deck file (no "kind": "${DECK_FILE_KIND}"${p.kind !== null ? `; its kind is "${p.kind}"` : ''}): it looks like ${foreignJson(
      p.looksLike,
    )}. Export the deck from the tool that made it as text, ${LINK_HINT}, or as a gundeck deck file`,
  'json.invalid-field': (p) => `deck file field ${p.field ?? '(the file)'}: ${p.error}`,
  'json.entry-not-card': (p) => `deck entry ${p.entry}: not a card and a count (expected {"card_id": "GD01-001", "count": 4})`,
  'json.entry-bad-number': (p) => `deck entry ${p.entry}: "${p.written}" is not a card number (such as GD01-001 or GD01-001_p1)`,
  'json.entry-bad-count': (p) => `deck entry ${p.entry}: ${p.number}: count ${p.written} must be a whole number from 1 to ${p.max}`,
  'json.entry-total-too-large': (p) => `deck entry ${p.entry}: ${p.card} adds up to more than ${p.max} copies`,
  'json.too-many-entries': (p) => `the deck holds ${p.entries} entries; only the first ${p.read} were read`,

  'code.too-long': (p) => `deck code: ${tooBig('the code', p.chars, p.limit)}: that is not a deck code gundeck writes`,
  'code.malformed': () => 'deck code: not a deck code: it should start "gd1." followed by letters, digits, "-" and "_"',
  'code.unknown-version': (p) => `deck code: version ${p.version} is not one this version of gundeck reads (it reads version ${p.supported}); update gundeck`,
  'code.incomplete': () => 'deck code: the code is incomplete or was cut short',
  'code.damaged': () => 'deck code: the code is damaged (its checksum does not match): copy the whole code again',
  'code.card-table-unreadable': () => 'deck code: the card table is unreadable',
  'code.section-unreadable': (p) => `deck code: the ${p.section} section is unreadable`,
  'code.entry-unreadable': (p) => `deck code: entry ${p.entry} of the ${p.section} section is unreadable`,
  'code.foreign-printing': (p) => `deck code: entry ${p.entry} of the ${p.section} section: ${foreignPrinting(p.number, p.printing)}`,
  'code.leftover-bytes': () => 'deck code: the code has bytes left over after the deck',

  'file.unreadable': (p) => `cannot read it: ${systemReason(p)}`,
  'file.too-big': (p) => `it is over the limit of ${formatBytes(p.limit)} for a deck list`,
  'file.not-utf8': () => 'it is not UTF-8 text',
  'folder.unreadable': (p) => `this folder cannot be read: ${systemReason(p)}; the lists in it were not checked`,

  'desk.not-a-list': () => 'this file in the ZIP is not a deck list (.txt, .csv or .json): it was not read',
  'desk.not-utf8': () => 'this file is not UTF-8 text',
  'desk.too-big': (p) => `${limitMessage({ code: 'size.over', params: { what: 'this file', bytes: p.bytes, limit: p.limit } })}: that is no deck list`,
  'zip.entry-unreadable': (p) => `this file in the ZIP cannot be read: ${zipMessage(p.problem)}`,
  'zip.empty': () => 'this ZIP holds no files',
  'zip.unreadable': (p) => `this ZIP cannot be read: ${zipMessage(p.problem)}`,

  'entry.foreign-printing': (p, line) => `${where(p.entry, line)}: ${foreignPrinting(p.number, p.printing)}`,
  'entry.refused': (p, line) => `${where(p.entry, line)}: ${p.id}: ${p.field ?? 'entry'}: ${p.error}`,
  'deck-name.too-long': (p) => `the deck name is ${p.length} characters; a deck name holds at most ${p.max}, so it was shortened to "${p.shortened}..."`,
}

/** A reader's message in English, for the diagnostic on `line`. */
export function readingMessage(text: ReadingText, line: number): string {
  return (MESSAGES[text.code] as (p: ReadingText['params'], line: number) => string)(text.params, line)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_READING_CODES = Object.keys(MESSAGES) as ReadingCode[]

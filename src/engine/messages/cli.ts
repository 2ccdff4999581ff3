/**
 * What the `gundeck` CLI says on standard error (a usage error, progress, a warning), as data: a catalogue per
 * language words it (messages/en/cli.ts, ja/cli.ts), in the language `--lang` picks. Paths, card numbers and
 * the system's or a parser's own text (`detail`) are passed as they are; `usage` is the command's help, put
 * after the message when a command was given wrong.
 */
export interface CliParams {
  /** A file the CLI reads: `what` it is for, `name` its path (null: standard input); `bytes` null when reading stopped at the limit. */
  'file.too-big': { what: FileKind; name: string | null; bytes: number | null; limit: number }
  'file.folder': { what: FileKind; name: string | null }
  'file.missing': { what: FileKind; name: string | null }
  'file.unreadable': { what: FileKind; name: string | null; detail: string }
  'file.not-utf8': { what: FileKind; name: string | null }
  'cards.missing': { path: string }
  'cards.none': { path: string; detail: string | null }
  /** Read with --verbose: files of a card folder that hold no card data. */
  'cards.other-files': { path: string; files: string[] }
  'cards.skipped': { path: string; skipped: number; problems: number }
  'cards.more-problems': { count: number }
  'format.unknown': { id: string; known: string[] }
  'lang.unknown': { lang: string; known: string[] }
  'option.unknown': { detail: string }
  'command.unknown': { command: string; usage: string }
  'lists.none': { usage: string }
  'lists.one': { given: number; usage: string }
  'convert.one': { usage: string }
  'cards.required': { command: 'validate' | 'simulate' | 'convert'; usage: string }
  'to.unknown': { to: string | null; known: string[]; usage: string }
  'jobs.bad': { given: string }
  'assume.both': Record<string, never>
  'folder.no-lists': { path: string }
  'report.unwritable': { path: string; detail: string; folder: boolean }
  'report.is-input': { path: string }
  'report.not-ours': { path: string }
  'ban-list.not-json': { path: string; detail: string }
  'ban-list.field': { path: string; field: string | null; detail: string }
  'ban-list.other-game': { path: string; game: string; format: string; formatGame: string }
  'ban-list.none-in-format': { format: string }
  'ban-list.none-in-force': { game: string; date: string; earliest: string | null }
  'as-of.bad': { given: string }
  'hit.required': { usage: string }
  'hit.too-many': { max: number }
  'hit.bad': { hit: string }
  'hit.empty-number': { hit: string }
  'hit.unknown-card': { hit: string; number: string }
  'whole-number': { option: string; min: number; max: number; given: string }
  'player.bad': { given: string }
  'redraw.bad': { given: string }
  'deck.unreadable': { file: string; detail: string }
  'deck.no-main': { file: string }
  'simulate.failed': { file: string; problems: string[] }
  /** A deck list `convert` cannot read whole: its lines said above. */
  'convert.unreadable': { file: string; lines: number }
  /** The main deck's size outside the format's, said before the odds. */
  'warning.deck-size': { cards: number; format: string; min: number; max: number; ref: string }
  /** A warning of the simulator, already in the language. */
  warning: { text: string }
  /** Progress, for a person watching a big run. */
  progress: { done: number; total: number }
  /** With --verbose: how the run was split. */
  'threads.several': { total: number; threads: number; byWorkers: number }
  'threads.one': { total: number; why: 'no-idle-core' | 'read-ahead' | null }
  'reports.left-out': { count: number }
  /** What went wrong, after the program's name. */
  error: { message: string }
  'internal-error': { detail: string }
}

/** What a file the CLI reads is for. */
export type FileKind = 'deck list' | 'card file' | 'ban list'

export type CliCode = keyof CliParams

/** A CLI message: a code with its parameters typed together. */
export type CliText = { [C in CliCode]: { code: C; params: CliParams[C] } }[CliCode]

/** A language's words for the CLI: one function per code, so a code without one does not compile. */
export type CliCatalogue = { [C in CliCode]: (p: CliParams[C]) => string }

/** What the commands' help lists from the data: the formats, the list dialects, each format's opening, the default trials. */
export interface CliUsageParams {
  formats: string[]
  dialects: string[]
  /** Each opening in the language, one line per opening (formats with the same opening share one). */
  openings: string
  trials: number
}

/** A language's help for `gundeck` and each command. */
export type CliUsageCatalogue = Record<'main' | 'validate' | 'simulate' | 'convert', (p: CliUsageParams) => string>

/**
 * The lines of `convert --to` help that show a dialect by a sample line, the same in every language (the
 * dialects whose line needs words, canonical, json and code, are each catalogue's own).
 */
export const DIALECT_SAMPLES = `                  limitless   4 Gundam GD01-013
                  egman       4 GD01-013 Gundam
                  exburst     4 x GD01-013
                  deckplanet  4 Gundam [GD01-013]
                  oneline     4xGD01-013,4xST01-001,...
                  csv         section,count,number,printing,name`

/** The commands' lines of `gundeck --help`, the same in every language (only the words around them differ). */
export const COMMAND_LINES = `  gundeck validate FILE|FOLDER... --cards PATH [--format ID] [--banlist FILE] [--as-of DATE]
                   [--no-assume-resources] [--report FILE.csv] [--json] [--jobs N] [--verbose] [--lang en|ja]
  gundeck simulate FILE --cards PATH [--format ID] --hit NUMBERS[:N] [--hit ...] [--by-turn T]
                   [--player first|second] [--redraw never|if-miss] [--trials N] [--seed S] [--json] [--lang en|ja]
  gundeck convert FILE --cards PATH --to FORMAT [--name NAME] [--lang en|ja]`

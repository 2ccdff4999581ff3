import type { Section } from '~/schemas/deck'

/**
 * What the list readers (src/engine/decklist) can say about a list, as data: a code and its parameters,
 * never a sentence. A catalogue per language renders them (messages/en/reading.ts) with the diagnostic's
 * line. Text from the list is passed as it is written there, cut if long (`...` after 57 characters of a
 * line, 20 of a count, 40 of a number, as each reader cuts it); a library's own error text (papaparse's,
 * JSON.parse's, the schema's) is passed as it is, in `error`.
 */

/** An entry with no list line (a deck file's, a deck code's): its section and place there, from 1. */
export interface EntryPlace {
  section: Section
  index: number
}

/** What a JSON value that is no gundeck deck file looks like (keys: the first six, each cut at 30 characters). */
export type ForeignJson =
  | { shape: 'list'; items: number }
  | { shape: 'list-of-objects'; items: number; keys: string[]; cardData: boolean }
  | { shape: 'value'; type: 'null' | 'string' | 'number' | 'boolean' }
  /** Another tool's deck: a `key` list of entries with a card and a count. */
  | { shape: 'deck'; key: string; entries: number; keys: string[] }
  | { shape: 'object'; keys: string[]; more: boolean }

export interface ReadingParams {
  // A text list (decklist/parse.ts).
  /** A line with no count and card that can be read. */
  'line.unreadable': { text: string }
  /** A count outside 1 to `max` (`written`: the digits as written). */
  'count.out-of-range': { written: string; max: number }
  /** Lines of one card (or printing) adding up to more than `max` copies. */
  'count.total-too-large': { card: string; max: number }
  /** A count and nothing after it. */
  'card.missing': Record<string, never>
  /** A name with no number, read without card data to look it up. */
  'card-name.needs-card-data': { name: string }
  /** A name no card has. */
  'card-name.unknown': { name: string }
  /** A name printed on several card numbers: never guessed (2-1-1). */
  'card-name.ambiguous': { name: string; numbers: string[] }
  /** An input over its size limit, in UTF-8 bytes: nothing read. */
  'list.too-big': { input: 'list' | 'file'; bytes: number; limit: number }
  /** A text list over its line limit: nothing read. */
  'list.too-many-lines': { lines: number; limit: number }

  // Input that is no deck list at all (decklist/read.ts).
  /** The list cannot be read, for `reason` (one of the codes below but the last, `list.too-big`, `json.backup` or `json.foreign`). */
  'list.unreadable': { reason: UnreadableReason }
  /** gundeck's own validate report. */
  'list.report': Record<string, never>
  /** A link alone (`url` cut at 80 characters). */
  'list.link': { url: string }
  /** A Bandai TCG+ deck link, and the card copies its `deck=` holds when it is well-formed. */
  'list.tcg-plus-link': { url: string; copies: number | null }
  /** Not one line read as a card: the first errors, with their lines, and how many more there are. */
  'list.no-cards': { problems: (ReadingText & { line: number })[]; more: number }

  // A deck CSV (decklist/csv.ts).
  /** A row papaparse could not read. */
  'csv.malformed': { error: string }
  /** No header row naming the count and number columns. */
  'csv.no-header': { columns: string[] }
  /** A count that is no whole number from 1 to `max`. */
  'csv.count-invalid': { written: string; max: number }
  'csv.number-empty': Record<string, never>
  'csv.number-too-long': Record<string, never>
  /** A printing of another card number. */
  'csv.foreign-printing': { printing: string; number: string }
  /** A section cell that names no section. */
  'csv.unknown-section': { section: string }

  // A JSON deck file, or a tournament site's deck record (decklist/json.ts).
  /** Text JSON.parse refuses. */
  'json.invalid': { error: string }
  /** A deck file of another version than the one read. */
  'json.unknown-version': { version: string; supported: number }
  /** A gundeck backup, not a deck file. */
  'json.backup': Record<string, never>
  /** JSON that is no gundeck deck file (`kind`: its own kind field, when a string). */
  'json.foreign': { kind: string | null; looksLike: ForeignJson }
  /** A deck file field the schema refuses (`field`: its path, null for the file itself). */
  'json.invalid-field': { field: string | null; error: string }
  /** A deck record's entry without a card and a count (`entry`: its place, from 1). */
  'json.entry-not-card': { entry: number }
  'json.entry-bad-number': { entry: number; written: string }
  'json.entry-bad-count': { entry: number; number: string; written: string; max: number }
  'json.entry-total-too-large': { entry: number; card: string; max: number }
  /** A deck record over the entries read. */
  'json.too-many-entries': { entries: number; read: number }

  // A deck code (decklist/code.ts).
  'code.too-long': { chars: number; limit: number }
  'code.malformed': Record<string, never>
  'code.unknown-version': { version: string; supported: number }
  'code.incomplete': Record<string, never>
  /** Its checksum does not match. */
  'code.damaged': Record<string, never>
  'code.card-table-unreadable': Record<string, never>
  'code.section-unreadable': { section: Section }
  'code.entry-unreadable': { section: Section; entry: number }
  'code.foreign-printing': { section: Section; entry: number; number: string; printing: string }
  'code.leftover-bytes': Record<string, never>

  // A list file, or a folder of them, the CLI could not read (cli/io.ts): `errno` the system's code, or
  // null and `error` its own text (null beside a code).
  'file.unreadable': { errno: string | null; error: string | null }
  /** A list file over the limit (`limit` in bytes). */
  'file.too-big': { limit: number }
  'file.not-utf8': Record<string, never>
  'folder.unreadable': { errno: string | null; error: string | null }

  // A dropped file, or a ZIP of lists, the event desk could not read (workers/event-desk-handler.ts).
  /** A file in a ZIP whose name is no deck list's: not read. */
  'desk.not-a-list': Record<string, never>
  'desk.not-utf8': Record<string, never>
  /** A file over the limit (`bytes`, `limit` in bytes). */
  'desk.too-big': { bytes: number; limit: number }
  /** A file in a ZIP that could not be unpacked (io/zip.ts), and why. */
  'zip.entry-unreadable': { problem: ZipText }
  'zip.empty': Record<string, never>
  /** A ZIP that could not be read at all, and why. */
  'zip.unreadable': { problem: ZipText }

  // What every reader's result is held to (decklist/contract.ts); `entry` null when the entry has a list line.
  /** A printing of another card number (2-1-1). */
  'entry.foreign-printing': { number: string; printing: string; entry: EntryPlace | null }
  /** An entry storage's schema refuses (`id` cut at 60 characters; `field` null for the entry itself). */
  'entry.refused': { id: string; field: string | null; error: string; entry: EntryPlace | null }
  /** A deck name over storage's limit, shortened (`shortened`: its first 40 characters). */
  'deck-name.too-long': { length: number; max: number; shortened: string }
}

export type ReadingCode = keyof ReadingParams

/** Why a ZIP (the first seven) or one file in it (the others) cannot be read (io/zip.ts); sizes in bytes. */
export interface ZipParams {
  'too-big': { bytes: number; limit: number }
  'not-zip': Record<string, never>
  zip64: Record<string, never>
  'too-many-entries': { count: number; max: number }
  'directory-outside': Record<string, never>
  /** An entry of the central directory, from 1. */
  'directory-damaged': { entry: number }
  'too-big-unpacked': { limit: number }
  encrypted: Record<string, never>
  /** A compression method other than stored (0) and deflated (8). */
  method: { method: number }
  'entry-too-big': { bytes: number; limit: number }
  'header-damaged': Record<string, never>
  'cut-short': Record<string, never>
  /** The inflater's own text. */
  'inflate-failed': { error: string }
  /** It unpacks to more bytes than its header says (or fewer). */
  'size-mismatch': { more: boolean }
  checksum: Record<string, never>
}

export type ZipCode = keyof ZipParams

/** A code with its parameters, typed together. */
export type ZipText = { [C in ZipCode]: { code: C; params: ZipParams[C] } }[ZipCode]

/** A language's messages: one function per code. */
export type ZipCatalogue = { [C in ZipCode]: (p: ZipParams[C]) => string }

/** A language's messages: one function per code (with the diagnostic's line), so a code without a message does not compile. */
export type ReadingCatalogue = { [C in ReadingCode]: (p: ReadingParams[C], line: number) => string }

/** A code with its parameters, typed together. */
export type ReadingText = { [C in ReadingCode]: { code: C; params: ReadingParams[C] } }[ReadingCode]

type FileCode = 'file.unreadable' | 'file.too-big' | 'file.not-utf8' | 'folder.unreadable'
type DeskCode = 'desk.not-a-list' | 'desk.not-utf8' | 'desk.too-big' | 'zip.entry-unreadable' | 'zip.empty' | 'zip.unreadable'
type UnreadableCode =
  'list.too-big' | 'list.report' | 'list.link' | 'list.tcg-plus-link' | 'list.no-cards' | 'json.backup' | 'json.foreign' | FileCode | DeskCode

/** Why a file the event desk was given could not be read. */
export type DeskProblem = Extract<ReadingText, { code: DeskCode }>

/** Why a list file (or its folder) could not be read at all. */
export type FileProblem = Extract<ReadingText, { code: FileCode }>

/** Why a whole input cannot be read as a deck list. */
export type UnreadableReason = Extract<ReadingText, { code: UnreadableCode }>

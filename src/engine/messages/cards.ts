import type { CardType, Game } from '~/schemas/card'

/**
 * What the card readers say about a value or a file they cannot take, as data: a card type a game does
 * not print (cards/fields.ts), and the problems of a names file (cards/names.ts). A catalogue per
 * language renders them (messages/en/cards.ts). Text from the file is passed as it is written there (a
 * language tag cut at 40 characters, a header's first cells at 120); a library's own error text
 * (JSON.parse's, papaparse's, the schema's) is passed as it is, in `error`.
 */

/** Where a names file's number was first given: a CSV line, or a JSON field as the problem's `field` says it. */
export type NamesAt = { line: number } | { field: string }

export interface CardsParams {
  // A card type (cards/fields.ts): `allowed` the types `game` prints.
  'type.empty': Record<string, never>
  'type.unknown': { written: string; game: Game; allowed: CardType[] }
  /** A type the app knows, of another game. */
  'type.other-game': { written: string; game: Game; allowed: CardType[] }

  // A names file (cards/names.ts).
  /** The file over its size limit: nothing read. */
  'names.too-big': { bytes: number; limit: number }
  /** A line that is no UTF-8 text (a spreadsheet's Shift JIS). */
  'names.not-utf8': Record<string, never>
  'names.empty': Record<string, never>
  /** A language (asked, or the file's own) that is no language tag. */
  'names.language-invalid': { written: string }
  /** The file's language is not the one the player chose. */
  'names.language-differs': { file: string; chosen: string }
  /** Neither the file nor the player says the language. */
  'names.language-unknown': Record<string, never>
  /** A CSV line in another language than the lines before it. */
  'names.language-mixed': { tag: string; before: string }
  /** A JSON entry that is no object. */
  'names.entry-not-object': Record<string, never>
  /** An entry the schema refuses. */
  'names.entry-refused': { error: string }
  /** A number given twice (`name` this time, `before` the first). */
  'names.repeated': { number: string; first: NamesAt; name: string; before: string }
  'names.too-many': { max: number }
  /** A number the card data does not hold: its name kept for a newer card list. */
  'names.unknown-number': { number: string }
  'names.csv-unreadable': { error: string }
  /** A header without the `missing` columns (`read`: its first cells). */
  'names.no-header': { missing: ('number' | 'name')[]; read: string }
  'names.not-json': { error: string }
  /** JSON of another shape than a names file's. */
  'names.json-shape': Record<string, never>

  // A card file's record (io/cards/*): `json` a value as JSON.stringify writes it, `written` a cell as written.
  /** A field the record's schema refuses: the schema's own text. */
  'record.refused': { error: string }
  /** A record a reader threw on (`error`: what it threw). */
  'record.unreadable': { error: string }
  'record.duplicate-printing': { id: string }
  /** An NDJSON line that is no JSON. */
  'record.not-json': Record<string, never>
  /** An NDJSON line over `limit` characters. */
  'record.line-too-long': { limit: number }
  'record.color-unreadable': { written: string }
  'record.stat-invalid': { json: string }

  // Our card CSV (io/cards/csv.ts).
  /** A row papaparse could not read: its own text. */
  'csv.unreadable': { error: string }
  'csv.empty': Record<string, never>
  'csv.missing-columns': { missing: string[] }
  'csv.number-empty': Record<string, never>
  'csv.name-empty': Record<string, never>
  'csv.unknown-game': { written: string; games: string[] }
  /** A Gundam War column filled for another game's card. */
  'csv.gundam-war-only': { column: string }
  'csv.stat-invalid': { written: string }
  'csv.copy-limit-invalid': { written: string }
  'csv.copy-limit-scope-invalid': { written: string }
  'csv.foreign-printing': { printing: string; number: string }
  'csv.battle-points-partial': Record<string, never>
  'csv.generation-invalid': { written: string }

  // A Gundam War card file (io/cards/gundam-war.ts).
  'gundam-war.card-id': Record<string, never>
  'gundam-war.type-code-unknown': { typeCode: string }
  'gundam-war.requirement-invalid': { json: string }
  'gundam-war.battle-points-invalid': { json: string }
  'gundam-war.unit-type-invalid': { json: string }
  'gundam-war.generation-invalid': { written: string }

  // An errata file (io/cards/errata.ts).
  'errata.unknown-card': { number: string }
  'errata.field-unsupported': { field: string }

  // A whole card file (io/cards/detect.ts).
  'file.empty-list': Record<string, never>
  'file.not-json': { error: string }
  'file.unrecognised': Record<string, never>
  /** A file of errata, rulings or a manifest, imported without its cards. */
  'file.errata': Record<string, never>
  'file.rulings': Record<string, never>
  'file.manifest': Record<string, never>

  // Replacing the stored cards with new data (io/cards/replacement.ts).
  'replace.dropped': { dropped: number; current: number }
  'replace.mostly-unread': { read: number; skipped: number }
  /** The question: `subject` the file, the files or the download that would replace the cards. */
  'replace.question': { subject: ReplaceSubject; current: number; next: number; skipped: number }
  /** No cards read: the first `problems` (each in its place), and how many `more`. */
  'replace.no-cards': { problems: ImportProblem[]; more: number }
}

/** What would replace the stored cards. */
export type ReplaceSubject = 'file' | 'files' | 'download'

/** Where a card file's problem is: a line (from 1), or a record (from 0), and a field; null when not known. */
export interface ImportPlace {
  line: number | null
  record: number | null
  field: string | null
}

/** A card file's problem as data: its place, the file's name in an import of several, and what. */
export type ImportProblem = ImportPlace & { file?: string | undefined; text: CardsText }

export type CardsCode = keyof CardsParams

/** A code with its parameters, typed together. */
export type CardsText = { [C in CardsCode]: { code: C; params: CardsParams[C] } }[CardsCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type CardsCatalogue = { [C in CardsCode]: (p: CardsParams[C]) => string }

/** Where a names file's problem is, as its page lists it: a line, a JSON field, or the file. */
export interface NamesPlace {
  line?: number | undefined
  field?: string | undefined
}

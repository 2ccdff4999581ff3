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
}

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

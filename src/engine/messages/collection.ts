/**
 * What the collection CSV reader (src/engine/collection/io.ts) says about a file it cannot take whole, as
 * data; a catalogue per language renders it (messages/en/collection.ts). Cells are passed as written.
 */
export interface CollectionParams {
  'collection.too-big': { bytes: number; limit: number }
  'collection.empty': Record<string, never>
  'collection.no-column': { line: number; column: string }
  /** A row left out, for its `field`. */
  'collection.no-number': { line: number }
  'collection.too-long': { line: number; field: 'number' | 'printing' | 'note'; max: number }
  'collection.foreign-printing': { line: number; printing: string; number: string }
  'collection.not-whole': { line: number; field: 'owned' | 'trade'; written: string }
  'collection.too-many': { line: number; written: string; max: number }
  'collection.trade-over-owned': { line: number; trade: string; owned: string }
}

export type CollectionCode = keyof CollectionParams

/** A code with its parameters, typed together. */
export type CollectionText = { [C in CollectionCode]: { code: C; params: CollectionParams[C] } }[CollectionCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type CollectionCatalogue = { [C in CollectionCode]: (p: CollectionParams[C]) => string }

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

/**
 * What a change of the collection was, as its History entry keeps it (schemas/collection.ts: `text`, beside
 * the English `action` older versions and backups read): a code and its values, worded in the language
 * shown (messages/en/collection.ts). Printings and a deck's name are passed as written.
 */
export interface CollectionHistoryParams {
  /** − / + on a printing: copies added (a negative count took them away). */
  'history.copies': { printing: string; count: number }
  'history.owned': { printing: string; owned: number }
  'history.trade': { printing: string; trade: number }
  'history.note': { printing: string }
  /** "I bought this deck": its cards added. */
  'history.deck': { name: string }
  /** A file's rows added to the collection, or replacing it. */
  'history.import': { printings: number; mode: 'add' | 'replace' }
  /** One printing's row brought by sync from another device; owned null: the row went. */
  'history.synced': { printing: string; owned: number | null }
  /** Several printings' rows brought by sync from another device. */
  'history.synced-rows': { printings: number }
}

export type CollectionHistoryCode = keyof CollectionHistoryParams

/** A change other than an Undo, with its values, typed together. */
export type CollectionChangeText = { [C in CollectionHistoryCode]: { code: C; params: CollectionHistoryParams[C] } }[CollectionHistoryCode]

/**
 * An Undo: the change it took back, by its code when that change had one, or by the English label an entry
 * of an older version holds (`action`).
 */
export interface CollectionUndoText {
  code: 'history.undo'
  params: { action: string; undone?: CollectionChangeText | undefined }
}

/** What a History entry says, as data. */
export type CollectionHistoryText = CollectionChangeText | CollectionUndoText

/** A language's History labels: one function per code, so a code without a label does not compile. */
export type CollectionHistoryCatalogue = { [C in CollectionHistoryCode]: (p: CollectionHistoryParams[C]) => string } & {
  'history.undo': (label: string) => string
}

/** Render a History text with a language's catalogue: an Undo names the change it took back. */
export function renderHistory(catalogue: CollectionHistoryCatalogue, text: CollectionHistoryText): string {
  if (text.code === 'history.undo') return catalogue['history.undo'](text.params.undone ? renderHistory(catalogue, text.params.undone) : text.params.action)
  return (catalogue[text.code] as (p: CollectionChangeText['params']) => string)(text.params)
}

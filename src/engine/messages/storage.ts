import type { StoredCounts } from '~/schemas/store-record'

/**
 * What the storage notices say when the browser lost or would not open gundeck's saved data, as data:
 * a code and its parameters for the title and for each line; a catalogue per language renders them
 * (messages/en/storage.ts). `what` is a count of each kind of thing held (decks, the card list's cards,
 * history entries, saved playtests).
 */
export interface StorageParams {
  // Titles.
  'title.dropped': Record<string, never>
  /** `lost`: something is still lost after what was recovered. */
  'title.short': { lost: boolean }
  'title.moved': { decks: number }
  'title.vanished': { lost: boolean }
  'title.unopenable': Record<string, never>

  // What happened.
  dropped: Record<string, never>
  short: Record<string, never>
  moved: { decks: number }
  vanished: Record<string, never>
  /** Decks recovered from the copy kept in the browser (`decks` 0: none could be). */
  recovered: { decks: number }
  'written-back': { what: StoredCounts }
  'images-off': Record<string, never>

  // What is lost, and what came back.
  rebuilt: { cards: number }
  /** `decks`: whether decks are counted; `unread`: the page had not read it yet. */
  lost: { what: StoredCounts; decks: boolean; unread: boolean }
  'not-recovered': { what: StoredCounts }
  'get-cards': Record<string, never>

  // A database that cannot be opened.
  unopenable: Record<string, never>
  'copy.safe': { decks: number }
  'copy.none': Record<string, never>
  'copy.not-in': { what: StoredCounts }
  'copy.put-back': Record<string, never>
  'copy.download': Record<string, never>
}

export type StorageCode = keyof StorageParams

/** A code with its parameters, typed together. */
export type StorageText = { [C in StorageCode]: { code: C; params: StorageParams[C] } }[StorageCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type StorageCatalogue = { [C in StorageCode]: (p: StorageParams[C]) => string }

/** A notice as data: its title and its lines. */
export interface NoticeCodes {
  title: StorageText
  lines: StorageText[]
}

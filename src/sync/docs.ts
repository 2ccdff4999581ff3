import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import { DeckContentSchema, DeckSnapshotSchema, StoredDeckSchema, type DeckContent, type DeckSnapshot, type StoredDeck } from '~/schemas/deck'
import { SettingsSchema } from '~/schemas/stored'
import { CollectionRowSchema, type CollectionRow } from '~/schemas/collection'

/**
 * What syncs, as documents of the user's CouchDB database (and of its PouchDB replica in the browser):
 * - `deck:<id>`: a deck's synced fields (the content, its bin state and who wrote it);
 * - `history:<deckId>:<key>`: one entry of its History, made on the device the key names;
 * - `setting:app`: the settings that are the same on every device (see SYNCED_SETTINGS);
 * - `collection:<printing>`: one printing's row of the collection, with when and on which device it changed.
 * Never: card data, image caches, saved playtests, the journal (each device keeps its own).
 * Every document read from the replica is checked against these schemas: a bad one is skipped, never applied.
 */

/** The fields CouchDB adds to every document: made with the schema that spreads them, not at load. */
const rev = () => ({ _id: z.string(), _rev: z.string().optional(), _conflicts: z.array(z.string()).optional(), _deleted: z.boolean().optional() })

export const DeckDocSchema = lazySchema(() =>
  z.object({
    ...rev(),
    type: z.literal('deck'),
    ...DeckContentSchema.shape,
    game: StoredDeckSchema.shape.game,
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The revision on the device that wrote it: for reading, never compared across devices. */
    revision: z.number().int().min(0),
    device: z.string().max(64).nullable(),
    deletedAt: z.string().nullable(),
  }),
)
export type DeckDoc = z.infer<typeof DeckDocSchema>

export const HistoryDocSchema = lazySchema(() =>
  z.object({
    ...rev(),
    type: z.literal('history'),
    deckId: z.string().min(1).max(64),
    at: z.string(),
    revision: z.number().int().min(0),
    reason: DeckSnapshotSchema.shape.reason,
    content: DeckContentSchema,
    device: z.string().max(64).nullable(),
    conflict: z.boolean(),
  }),
)
export type HistoryDoc = z.infer<typeof HistoryDocSchema>

/**
 * Settings that follow the player, not the device (SYNCED_SETTINGS): where the card list and card images
 * come from. Not the theme (a phone read outdoors at an event and a laptop at home want different ones,
 * and 'system' already follows each device), nor whether images show (a phone on mobile data may turn
 * them off).
 */
export const SETTINGS_DOC = 'setting:app'
export const SettingDocSchema = lazySchema(() =>
  z.object({
    ...rev(),
    type: z.literal('setting'),
    updatedAt: z.string(),
    device: z.string().max(64).nullable(),
    value: SettingsSchema.pick({ datasetUrl: true, imageUrlTemplate: true, language: true, namesLanguage: true, namesShown: true }),
  }),
)
export type SettingDoc = z.infer<typeof SettingDocSchema>

export const deckDocId = (deckId: string) => `deck:${deckId}`
export const deckIdOf = (docId: string) => (docId.startsWith('deck:') ? docId.slice(5) : null)

/** The id of a History entry's document: the same on every device for the same entry. */
export function historyDocId(deckId: string, s: Pick<DeckSnapshot, 'device' | 'at' | 'revision' | 'reason'>): string {
  return `history:${deckId}:${s.device ?? '-'}:${s.at}:${s.revision}:${s.reason}`
}

export function deckToDoc(deck: StoredDeck): Omit<DeckDoc, '_rev'> {
  return {
    _id: deckDocId(deck.id),
    type: 'deck',
    name: deck.name,
    format: deck.format,
    cards: deck.cards,
    notes: deck.notes,
    tags: deck.tags,
    game: deck.game,
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
    revision: deck.revision,
    device: deck.device ?? null,
    deletedAt: deck.deletedAt,
  }
}

export function contentOf(d: DeckContent): DeckContent {
  return { name: d.name, format: d.format, cards: d.cards, notes: d.notes, tags: d.tags }
}

export function historyToDoc(deckId: string, s: DeckSnapshot): Omit<HistoryDoc, '_rev'> {
  return {
    _id: historyDocId(deckId, s),
    type: 'history',
    deckId,
    at: s.at,
    revision: s.revision,
    reason: s.reason,
    content: contentOf(s.content),
    device: s.device ?? null,
    conflict: s.reason === 'conflict' || s.conflict === true,
  }
}

/** The newer of two versions: by time, then by device id (any fixed order does, as long as every device uses it). */
export function newer<T extends { updatedAt: string; device?: string | null }>(a: T, b: T): T {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b
  return (a.device ?? '') >= (b.device ?? '') ? a : b
}

/**
 * One printing's row of the collection, as it was after its newest change, and when and where that change
 * was made. A row the collection no longer holds (no copies and no note) stays a document with `owned` 0
 * and no note, never a deleted document: CouchDB lets any edit win over a deletion and keeps deletions
 * out of `_conflicts`, so "the newer change wins" would not hold for a row removed on one device (a
 * collection replaced) and changed on another.
 */
export const CollectionDocSchema = lazySchema(() =>
  z
    .object({
      ...rev(),
      type: z.literal('collection'),
      ...CollectionRowSchema.shape,
      updatedAt: z.string().min(1).max(40),
      device: z.string().max(64).nullable(),
    })
    // Codes, never shown: a document that fails is left out of the collection (sync/bridge.ts).
    .refine((d) => d._id === collectionDocId(d.printing), { message: 'id-not-printing', path: ['_id'] })
    .refine((d) => CollectionRowSchema.safeParse(rowFields(d)).success, { message: 'not-a-row', path: ['printing'] }),
)
export type CollectionDoc = z.infer<typeof CollectionDocSchema>

export const collectionDocId = (printing: string) => `collection:${printing}`
export const printingOf = (docId: string) => (docId.startsWith('collection:') ? docId.slice(11) : null)

function rowFields(d: CollectionRow): CollectionRow {
  return { number: d.number, printing: d.printing, owned: d.owned, ...(d.trade ? { trade: d.trade } : {}), ...(d.note ? { note: d.note } : {}) }
}

/** The row a document holds; null: the printing is not in the collection (no copies and no note). */
export function rowOfDoc(d: CollectionDoc): CollectionRow | null {
  return d.owned === 0 && !d.note ? null : rowFields(d)
}

/** A printing's document: its row, or (null) the row removed; `number` the card number of a removed row. */
export function collectionToDoc(
  printing: string,
  row: CollectionRow | null,
  number: string,
  change: { updatedAt: string; device: string | null },
): Omit<CollectionDoc, '_rev'> {
  return { _id: collectionDocId(printing), type: 'collection', ...(row ? rowFields(row) : { number, printing, owned: 0 }), ...change }
}

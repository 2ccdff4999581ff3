import type { IndexedDbPlace } from '~/platform/storage-bucket'
import Dexie, { type Table } from 'dexie'
import type { DeckSnapshot, StoredDeck } from '~/schemas/deck'
import type { SavedEvent } from '~/schemas/event'
import type { CollectionHistoryEntry, CollectionRow } from '~/schemas/collection'
import type { StoredCardNames } from '~/schemas/card-names'
import { printingsByNumber, StoredPrintingSchema, type Dataset, type StoredCardRow, type StoredPrinting } from '~/schemas/stored'
import { readInChunks } from './read-in-chunks'

/**
 * The one IndexedDB database. Every schema version stays declared here, oldest first; a change adds a
 * version with its `upgrade()` and a test in database.test.ts that opens the old shape with data in it.
 */
export const DB_NAME = 'gundeck'

/**
 * A table's Dexie index spec ('id, number, set') from its key and indexes, named one by one: these are
 * field names, not words, and a comma-joined literal of them read as an English sentence to the test
 * that looks for English left in the app (tests/unit/no-english-in-app.test.ts).
 */
const keys = (...fields: string[]) => fields.join(', ')

export interface SettingRow {
  key: string
  value: unknown
}

/**
 * A deck, the synced settings or a printing's collection row that changed here and is not yet in the sync
 * replica (`key` `deck:<id>`, `setting:app`, `collection:<printing>`). Written in the same
 * transaction as the change, so a crash before sending loses nothing; removed only once sent, and only
 * if `stamp` is still the one sent (a save meanwhile leaves it for the next round).
 */
export interface SyncOutboxRow {
  key: string
  stamp: number
  /** The replica revision holding this change, once written there: the row stays until the server has it. */
  sent?: string
}

/** What sync knows: `deck:<id>` the replica revision the stored deck is in step with, the feed checkpoint, the account. */
export interface SyncStateRow {
  key: string
  value: unknown
}

export const LATEST_VERSION = 9

export class GundeckDatabase extends Dexie {
  /** Where this database lives; null: the site's own IndexedDB. */
  readonly place: IndexedDbPlace | null
  /** Since v5 a card's row holds its printings (StoredCardRow). */
  cards!: Table<StoredCardRow, string>
  /** Since v5 only rows an upgrade could not place in a card row (unreadable, or of no stored card): reported, never dropped. */
  printings!: Table<StoredPrinting, string>
  datasets!: Table<Dataset, string>
  settings!: Table<SettingRow, string>
  decks!: Table<StoredDeck, string>
  deckHistory!: Table<DeckSnapshot, number>
  /** The card data an import replaced, as it was stored (raw rows), so it can be restored. */
  previousCards!: Table<unknown, string>
  previousPrintings!: Table<unknown, string>
  previousDatasets!: Table<unknown, string>
  /** One goldfish playtest per deck, raw: read back through the engine's `readSaved`. */
  playtests!: Table<unknown, string>
  /** Events the organiser saved from the event desk (since v6), read back through SavedEventSchema. */
  events!: Table<SavedEvent, string>
  /** Since v7, sync: what still has to be sent (written in the saving transaction) and what is in step. */
  syncOutbox!: Table<SyncOutboxRow, string>
  syncState!: Table<SyncStateRow, string>
  /** Since v8, the collection: one row per printing owned (collection-repository.ts), and its History. */
  collection!: Table<CollectionRow, string>
  collectionHistory!: Table<CollectionHistoryEntry, number>
  /** Since v9, card names in other languages: one row per language, replaced whole by an import (card-names-repository.ts). */
  cardNames!: Table<StoredCardNames, string>

  /** `upTo` exists for upgrade tests: open the database as an older app version would. */
  constructor(name = DB_NAME, upTo = LATEST_VERSION, place: IndexedDbPlace | null = null) {
    super(name, place ?? undefined)
    this.place = place
    // v1: the card database (cards by number, printings by id) with its dataset metadata, and settings.
    this.version(1).stores({
      cards: keys('number', 'name', 'type', 'color', 'set', 'game'),
      printings: keys('id', 'number', 'set'),
      datasets: 'id',
      settings: 'key',
    })
    if (upTo < 2) return
    // v2: decks and their version history. New tables only: nothing to migrate, the card data stays.
    this.version(2).stores({
      decks: keys('id', 'name', 'format', 'updatedAt', '*tags'),
      deckHistory: keys('++id', 'deckId', 'at'),
    })
    if (upTo < 3) return
    // v3: the card data the last import replaced (same keys as cards, printings, datasets; looked up by
    // key only, so no indexes). New tables only: they start empty and the stored card data stays as it is.
    this.version(3).stores({
      previousCards: 'number',
      previousPrintings: 'id',
      previousDatasets: 'id',
    })
    if (upTo < 4) return
    // v4: the playtest of each deck (its start and actions, by deck id). A new table only: it starts empty.
    this.version(4).stores({
      playtests: 'deckId',
    })
    if (upTo < 5) return
    // v5: a card's printings live in its own row, so storing a card is one IndexedDB write, not one per
    // printing too (a 100,000-printing pool: 59,000 writes instead of 159,000), and a load reads the cards
    // as they are. The indexes nothing queries are dropped (each write updated them). Printing rows that
    // pass their schema move into their card's row, in print order; any other row (unreadable, or of no
    // stored card) stays where it is, to be reported and downloaded, never lost.
    this.version(5)
      .stores({
        cards: 'number',
        printings: 'id',
      })
      .upgrade(async (tx) => {
        await movePrintingsIntoCards(tx.table('cards'), tx.table('printings'))
        await movePrintingsIntoCards(tx.table('previousCards'), tx.table('previousPrintings'))
      })
    if (upTo < 6) return
    // v6: the events saved from the event desk (the lists' rows as checked, the settings), by id, listed
    // newest first. A new table only: it starts empty and nothing else changes.
    this.version(6).stores({
      events: keys('id', 'savedAt'),
    })
    if (upTo < 7) return
    // ---- v7: sync (src/sync). New tables only, they start empty; nothing else changes. ----
    // syncOutbox: decks changed here and not yet sent (see SyncOutboxRow); syncState: the replica revision
    // each deck is in step with, the changes-feed checkpoint and the signed-in account (never a password).
    this.version(7).stores({
      syncOutbox: 'key',
      syncState: 'key',
    })
    // ---- end of v7 ----
    if (upTo < 8) return
    // ---- v8: the collection. New tables only, they start empty; nothing else changes. ----
    // collection: copies owned per printing, keyed by the printing id as normalizeNumber writes it (a
    // parallel is its own row); collectionHistory: every change with each row before and after, for Undo.
    this.version(8).stores({
      collection: 'printing',
      collectionHistory: '++id',
    })
    // ---- end of v8 ----
    if (upTo < 9) return
    // ---- v9: card names in other languages. A new table only, it starts empty; nothing else changes. ----
    // cardNames: one row per language tag, holding every name of that language's file, so an import
    // replaces a language's names in one write and a failed one leaves the old names whole.
    this.version(9).stores({
      cardNames: 'language',
    })
    // ---- end of v9 ----
  }
}

/**
 * The v5 upgrade of one pair of card tables (current or previous); see version 5 above. A big pool is
 * read and rewritten a chunk per request, never in one long task: the page stays responsive while a
 * 100,000-printing database is upgraded.
 */
export async function movePrintingsIntoCards(cards: Table<unknown, string>, printings: Table<unknown, string>): Promise<void> {
  const all: { id: unknown; raw: unknown }[] = []
  const readable: StoredPrinting[] = []
  await readInChunks(printings, 2000, (rows) => {
    for (const raw of rows) {
      all.push({ id: (raw as { id?: unknown }).id, raw })
      const p = StoredPrintingSchema.safeParse(raw)
      if (p.success) readable.push(p.data)
    }
  })
  const byNumber = printingsByNumber(readable)
  const moved = new Set<unknown>()
  await readInChunks(cards, 250, async (rows) => {
    const changed: unknown[] = []
    for (const row of rows) {
      if (typeof row !== 'object' || row === null || Array.isArray(row) || 'printings' in row) continue
      const number = (row as { number?: unknown }).number
      const list = typeof number === 'string' ? byNumber.get(number) : undefined
      if (!list) continue
      changed.push({ ...row, printings: list })
      for (const p of list) moved.add(p.id)
    }
    if (changed.length > 0) await cards.bulkPut(changed)
  })
  // Emptied in one request, then the rows left put back (few, in the usual case).
  const left = all.filter((p) => !moved.has(p.id)).map((p) => p.raw)
  await printings.clear()
  for (let k = 0; k < left.length; k += 500) await printings.bulkAdd(left.slice(k, k + 500))
}

let instance: GundeckDatabase | null = null

/** The app's database. Store tests share it and clear it between cases; repository tests open their own under a fresh name. */
export function database(): GundeckDatabase {
  instance ??= new GundeckDatabase()
  return instance
}

/** At start, before anything reads: the app's database lives in this storage bucket (see platform/storage-bucket.ts). */
export function placeDatabase(place: IndexedDbPlace): void {
  instance?.close()
  instance = new GundeckDatabase(DB_NAME, LATEST_VERSION, place)
}

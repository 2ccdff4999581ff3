import Dexie, { type Table } from 'dexie'
import type { DeckSnapshot, StoredDeck } from '~/schemas/deck'
import type { Dataset, StoredCard, StoredPrinting } from '~/schemas/stored'

/**
 * The one IndexedDB database. Every schema version stays declared here, oldest first; a change adds a
 * version with its `upgrade()` and a test in database.test.ts that opens the old shape with data in it.
 */
export const DB_NAME = 'gundeck'

export interface SettingRow {
  key: string
  value: unknown
}

export const LATEST_VERSION = 4

export class GundeckDatabase extends Dexie {
  cards!: Table<StoredCard, string>
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

  /** `upTo` exists for upgrade tests: open the database as an older app version would. */
  constructor(name = DB_NAME, upTo = LATEST_VERSION) {
    super(name)
    // v1: the card database (cards by number, printings by id) with its dataset metadata, and settings.
    this.version(1).stores({
      cards: 'number, name, type, color, set, game',
      printings: 'id, number, set',
      datasets: 'id',
      settings: 'key',
    })
    if (upTo < 2) return
    // v2: decks and their version history. New tables only: nothing to migrate, the card data stays.
    this.version(2).stores({
      decks: 'id, name, format, updatedAt, *tags',
      deckHistory: '++id, deckId, at',
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
  }
}

let instance: GundeckDatabase | null = null

/** The app's database. Store tests share it and clear it between cases; repository tests open their own under a fresh name. */
export function database(): GundeckDatabase {
  instance ??= new GundeckDatabase()
  return instance
}

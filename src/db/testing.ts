// Helpers for the storage tests (never imported by the app).
import { afterEach } from 'vitest'
import type { DeckContent } from '~/schemas/deck'
import type { Dataset } from '~/schemas/stored'
import { GundeckDatabase } from './database'

/** localStorage as the browser has it: synchronous strings; `full = true` makes every write fail. */
export class MemoryStorage {
  map = new Map<string, string>()
  full = false
  get length() {
    return this.map.size
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null
  }
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError')
    this.map.set(k, v)
  }
  removeItem(k: string) {
    this.map.delete(k)
  }
}

/** A fresh localStorage for this test. */
export function installMemoryStorage(): MemoryStorage {
  const storage = new MemoryStorage()
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
  return storage
}

/** A maker of databases with fresh names, each deleted after its test. */
export function freshDatabases(prefix: string): () => GundeckDatabase {
  const open: GundeckDatabase[] = []
  afterEach(async () => {
    for (const db of open.splice(0)) await db.delete()
  })
  return () => {
    const db = new GundeckDatabase(`${prefix}-${Math.random()}`)
    open.push(db)
    return db
  }
}

/** A small deck: four of GD01-001, with these notes. */
export const deckContent = (name: string, notes = ''): DeckContent => ({
  name,
  format: 'gcg',
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
  notes,
  tags: [],
})

/** A card data set's details for tests: a small CSV import, with whatever the test needs changed. */
export function testDataset(overrides: Partial<Dataset> = {}): Dataset {
  return {
    id: 'current',
    source: 'csv',
    label: 'test',
    version: 'v1',
    builtAt: null,
    importedAt: '2026-01-01T00:00:00Z',
    url: null,
    attribution: null,
    cards: 1,
    printings: 1,
    ...overrides,
  }
}

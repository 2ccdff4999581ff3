// Helpers for the storage tests (never imported by the app).
import { afterEach } from 'vitest'
import type { DeckContent } from '~/schemas/deck'
import type { Dataset } from '~/schemas/stored'
import { GundeckDatabase } from './database'

/**
 * localStorage as the browser has it: synchronous strings; `full = true` makes every write fail, and a
 * write that would take the keys and values past `quota` characters fails as the browser's does.
 */
export class MemoryStorage {
  map = new Map<string, string>()
  full = false
  quota = Infinity
  private keys: string[] | null = null
  private chars = 0
  get length() {
    return this.map.size
  }
  key(i: number) {
    this.keys ??= [...this.map.keys()]
    return this.keys[i] ?? null
  }
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    const before = this.map.get(k)
    const after = this.chars - (before === undefined ? 0 : k.length + before.length) + k.length + v.length
    if (this.full || after > this.quota) throw new DOMException('full', 'QuotaExceededError')
    if (before === undefined) this.keys = null
    this.map.set(k, v)
    this.chars = after
  }
  removeItem(k: string) {
    const before = this.map.get(k)
    if (before === undefined) return
    this.map.delete(k)
    this.keys = null
    this.chars -= k.length + before.length
  }
  /** Characters taken, keys and values. */
  used() {
    return this.chars
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

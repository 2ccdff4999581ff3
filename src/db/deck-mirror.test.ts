import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DeckContent, StoredDeck } from '~/schemas/deck'
import { putBackDecks } from './backup-repository'
import { GundeckDatabase } from './database'
import { forgetDecks, rememberDecks, rememberedDecks, replaceRememberedDecks } from './deck-mirror'
import { createDeck, deleteDeck, getDeck, listDecks, purgeDeleted, saveDeck } from './decks-repository'

class MemoryStorage {
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
let storage: MemoryStorage
beforeEach(() => {
  storage = new MemoryStorage()
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
})
const dbs: GundeckDatabase[] = []
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete()
})
function freshDb() {
  const db = new GundeckDatabase(`mirror-${Math.random()}`)
  dbs.push(db)
  return db
}
const content = (name: string, notes = ''): DeckContent => ({
  name,
  format: 'gcg',
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
  notes,
  tags: [],
})

describe('the copy of every deck in localStorage', () => {
  it('adds decks and moves them forward, and never drops one the database no longer shows', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A'), 'gcg')
    const b = await createDeck(db, content('B'), 'gcg')
    rememberDecks([a, b])
    const a2 = (await saveDeck(db, a.id, content('A', 'newer'), a.revision)).deck
    rememberDecks([a2]) // B not in this list: it stays
    rememberDecks([a]) // an older revision never replaces a newer one
    expect(rememberedDecks().map((d) => [d.name, d.notes, d.revision]).sort()).toEqual([
      ['A', 'newer', 1],
      ['B', '', 0],
    ])
  })

  it('forgets decks purged on purpose, and holds exactly the restored decks after a restore', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A'), 'gcg')
    const b = await createDeck(db, content('B'), 'gcg')
    rememberDecks([a, b])
    await deleteDeck(db, a.id)
    await purgeDeleted(db, Date.now() + 31 * 24 * 60 * 60 * 1000)
    expect(rememberedDecks().map((d) => d.name)).toEqual(['B'])
    replaceRememberedDecks([a])
    expect(rememberedDecks().map((d) => d.name)).toEqual(['A'])
    forgetDecks([a.id])
    expect(rememberedDecks()).toEqual([])
  })

  it('keeps the copy as it was when localStorage is full', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A'), 'gcg')
    rememberDecks([a])
    storage.full = true
    const b = await createDeck(db, content('B'), 'gcg')
    expect(rememberDecks([b])).toBe(false)
    expect(rememberedDecks().map((d) => d.name)).toEqual(['A'])
  })

  it('puts back into a wiped database every deck it lost, and never replaces a newer one', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A', 'kept'), 'gcg')
    const b = await createDeck(db, content('B'), 'gcg')
    rememberDecks([a, b])
    // The browser deletes the database (what Chromium does on a full disk); B is saved again after.
    await db.decks.clear()
    const newerB: StoredDeck = { ...b, notes: 'edited after', revision: 5 }
    await db.decks.put(newerB)
    const written = await putBackDecks(db, rememberedDecks())
    expect(written.map((d) => d.name)).toEqual(['A'])
    expect((await getDeck(db, a.id))?.notes).toBe('kept')
    expect((await getDeck(db, b.id))?.notes).toBe('edited after')
    expect((await listDecks(db)).decks).toHaveLength(2)
  })
})

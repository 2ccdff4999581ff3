import 'fake-indexeddb/auto'
import { isConflictVersion } from './history-rule'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DeckContent } from '~/schemas/deck'
import { GundeckDatabase } from './database'
import {
  createDeck,
  DeckRefusedError,
  deckHistory,
  deleteDeck,
  duplicateDeck,
  getDeck,
  listDecks,
  purgeDeleted,
  saveDeck,
  undoDelete,
} from './decks-repository'

const dbs: GundeckDatabase[] = []
function freshDb(name = `decks-${Math.random()}`, upTo?: number) {
  const db = new GundeckDatabase(name, upTo)
  dbs.push(db)
  return db
}
afterEach(async () => {
  vi.useRealTimers()
  for (const db of dbs.splice(0)) await db.delete()
})

const content = (overrides: Partial<DeckContent> = {}): DeckContent => ({
  name: 'Blue/White',
  format: 'gcg',
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [{ number: 'R-001', printing: null, count: 10 }], sideboard: [] },
  notes: '',
  tags: ['tournament'],
  ...overrides,
})

describe('decks', () => {
  it('creates a deck with a "created" snapshot and lists it', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content(), 'gcg')
    expect(deck.revision).toBe(0)
    expect((await listDecks(db)).decks.map((d) => d.name)).toEqual(['Blue/White'])
    expect((await deckHistory(db, deck.id)).map((s) => s.reason)).toEqual(['created'])
  })

  it('saves on top of its revision; every save is a revision in History, written with it', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content(), 'gcg')
    const r1 = await saveDeck(db, deck.id, content({ name: 'v1' }), 0, { page: 'page-1', edit: 4 })
    expect([r1.deck.revision, r1.conflict, r1.deck.savedBy, r1.deck.savedEdit]).toEqual([1, false, 'page-1', 4])
    await saveDeck(db, deck.id, content({ name: 'v2' }), 1)
    const history = await deckHistory(db, deck.id)
    expect(history.map((s) => [s.reason, s.revision, s.content.name])).toEqual([
      ['edited', 2, 'v2'],
      ['edited', 1, 'v1'],
      ['created', 0, 'Blue/White'],
    ])
    expect(history[1]).toMatchObject({ page: 'page-1', edit: 4, at: r1.deck.updatedAt })
    expect(history[1]!.device).toBe(r1.deck.device)
  })

  it('prunes History by its rule: the newest 30 and every conflict version stay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'))
    const db = freshDb()
    const deck = await createDeck(db, content(), 'gcg')
    let rev = 0
    await saveDeck(db, deck.id, content({ name: 'tab B' }), rev++)
    // Another tab's revision 1 is replaced by a save that did not see it: a conflict version.
    await saveDeck(db, deck.id, content({ name: 'tab A' }), 0)
    rev++
    for (let i = 0; i < 60; i++) {
      vi.setSystemTime(new Date(Date.parse('2026-11-01T10:00:00Z') + (i + 1) * 60_000))
      rev = (await saveDeck(db, deck.id, content({ name: `v${i}` }), rev)).deck.revision
    }
    const history = await deckHistory(db, deck.id)
    const names = history.map((s) => s.content.name)
    expect(names.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => `v${59 - i}`))
    expect(history.find((s) => s.content.name === 'tab B')?.conflict).toBe(true)
    expect(names).toContain('Blue/White') // "created" is a milestone
    // Older edits thinned to one an hour: all of v0..v29 fall within 10:01-10:30, so one of them stays.
    expect(names.filter((n) => /^v([0-9]|[12][0-9])$/.test(n))).toEqual(['v29'])
  })

  it("keeps the other tab's version in history when two tabs save the same revision", async () => {
    const db = freshDb()
    const deck = await createDeck(db, content(), 'gcg')
    await saveDeck(db, deck.id, content({ name: 'tab A' }), 0)
    const b = await saveDeck(db, deck.id, content({ name: 'tab B' }), 0)
    expect(b.conflict).toBe(true)
    expect((await getDeck(db, deck.id))?.name).toBe('tab B')
    const kept = (await deckHistory(db, deck.id)).find(isConflictVersion)
    expect(kept?.content.name).toBe('tab A')
  })

  it('refuses invalid content and leaves the deck as it was', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content(), 'gcg')
    await expect(saveDeck(db, deck.id, content({ name: '' }), 0)).rejects.toThrow()
    await expect(
      saveDeck(db, deck.id, content({ cards: { main: [{ number: 'X', printing: null, count: 0 }], resource: [], sideboard: [] } }), 0),
    ).rejects.toThrow()
    expect((await getDeck(db, deck.id))?.revision).toBe(0)
  })

  it('deletes with undo, and purges only long-deleted decks, with their history and saved playtest', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content(), 'gcg')
    await db.playtests.put({ deckId: deck.id })
    await deleteDeck(db, deck.id)
    expect((await listDecks(db)).decks).toEqual([])
    await undoDelete(db, deck.id)
    expect((await listDecks(db)).decks.map((d) => d.id)).toEqual([deck.id])
    await deleteDeck(db, deck.id)
    expect(await purgeDeleted(db)).toBe(0)
    expect(await db.playtests.count()).toBe(1)
    expect(await purgeDeleted(db, Date.now() + 31 * 24 * 3600 * 1000)).toBe(1)
    expect(await db.deckHistory.count()).toBe(0)
    expect(await db.playtests.count()).toBe(0)
  })

  it('duplicates a deck under a new id', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content(), 'gcg')
    const copy = await duplicateDeck(db, deck.id)
    expect(copy?.id).not.toBe(deck.id)
    expect(copy?.name).toBe('Blue/White (copy)')
    expect(copy?.cards).toEqual(deck.cards)
  })

  it('sets aside a deck record that no longer parses and lists the rest', async () => {
    const db = freshDb()
    await createDeck(db, content(), 'gcg')
    await db.decks.put({ id: 'broken', name: 42 } as never)
    const list = await listDecks(db)
    expect(list.decks).toHaveLength(1)
    expect(list.unreadable.map((u) => u.id)).toEqual(['broken'])
    expect(await db.decks.count()).toBe(2)
  })
})

describe('a deck storage refuses', () => {
  it('is refused with a message a player can read (which field, why), and nothing is stored', async () => {
    const db = freshDb()
    for (const name of ['   ', 'W'.repeat(121)]) {
      const refused = await createDeck(db, content({ name }), 'gcg', 'imported').catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(DeckRefusedError)
      expect((refused as DeckRefusedError).issues).toEqual([{ path: 'name', message: expect.stringMatching(/^Too (small|big)/) }])
    }
    expect((await listDecks(db)).decks).toEqual([])
  })

  it('a duplicate of a deck with a name at the limit still saves', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content({ name: 'W'.repeat(120) }), 'gcg')
    const copy = await duplicateDeck(db, deck.id)
    expect(copy!.name).toMatch(/^W+ \(copy\)$/)
    expect(copy!.name.length).toBeLessThanOrEqual(120)
  })
})

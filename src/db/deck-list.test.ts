import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { StoredDeck } from '~/schemas/deck'
import { createDeck, deleteDeck, listDecks, recentDecks, saveDeck } from './decks-repository'
import { deckContent, freshDatabases } from './testing'

const freshDb = freshDatabases('deck-list')

/** Deck n of many, written as stored (n minutes before noon: deck 1 the latest). */
const stored = (n: number): StoredDeck => {
  const at = new Date(Date.parse('2026-06-01T12:00:00.000Z') - n * 60_000).toISOString()
  return { ...deckContent(`Deck ${n}`), id: `deck-${String(n).padStart(5, '0')}`, game: 'gcg', createdAt: at, updatedAt: at, revision: 0, deletedAt: null }
}

describe('the list of decks', () => {
  it('reads every deck, most recently edited first, and leaves out the deleted and the unreadable (counted)', async () => {
    const db = freshDb()
    await db.decks.bulkAdd([3, 1, 2500, 2].map(stored))
    await db.decks.put({ ...stored(7), revision: -1 })
    const list = await listDecks(db)
    expect(list.decks.map((d) => d.name)).toEqual(['Deck 1', 'Deck 2', 'Deck 3', 'Deck 2500'])
    expect(list.unreadable.map((u) => u.id)).toEqual([stored(7).id])
    const gone = list.decks[0]!
    await deleteDeck(db, gone.id)
    expect((await listDecks(db)).decks.map((d) => d.name)).toEqual(['Deck 2', 'Deck 3', 'Deck 2500'])
    expect((await listDecks(db, { includeDeleted: true })).decks).toHaveLength(4)
  })

  // The list remembers the decks it has checked, so a re-read checks only what changed (its worth: npm run
  // bench decks); what it remembers must never stand in for a record that changed.
  it('read again after changes among 2,500 decks, shows each: a deck saved, a deck made, a record damaged', async () => {
    const db = freshDb()
    await db.decks.bulkAdd(Array.from({ length: 2500 }, (_, i) => stored(i + 1)))
    expect((await listDecks(db)).decks).toHaveLength(2500)
    const last = stored(2500)
    await saveDeck(db, last.id, { ...deckContent('Renamed'), cards: last.cards }, last.revision)
    const created = await createDeck(db, deckContent('New'), 'gcg')
    await db.decks.put({ ...stored(7), revision: -1 })
    const list = await listDecks(db)
    expect(
      list.decks
        .slice(0, 2)
        .map((d) => d.name)
        .sort(),
    ).toEqual(['New', 'Renamed'])
    expect(list.decks.find((d) => d.id === created.id)?.revision).toBe(0)
    expect(list.decks.find((d) => d.id === last.id)?.revision).toBe(1)
    expect(list.unreadable.map((u) => u.id)).toEqual([stored(7).id])
    expect(list.decks).toHaveLength(2500)
  })

  it('the first screen at once: the most recently edited decks, through the index, the bin left out', async () => {
    const db = freshDb()
    await db.decks.bulkAdd([5, 3, 1, 4, 2, 6].map(stored))
    await deleteDeck(db, stored(2).id)
    expect((await recentDecks(db, 3)).map((d) => d.name)).toEqual(['Deck 1', 'Deck 3'])
    expect((await recentDecks(db, 10)).map((d) => d.name)).toEqual(['Deck 1', 'Deck 3', 'Deck 4', 'Deck 5', 'Deck 6'])
  })
})

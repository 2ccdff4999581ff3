import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { StoredDeck } from '~/schemas/deck'
import { deckContent, freshDatabases, installMemoryStorage, type MemoryStorage } from './testing'
import { putBackDecks } from './backup-repository'
import { forgetDecks, rememberDecks, rememberedDecks, replaceRememberedDecks } from './deck-mirror'
import { createDeck, deleteDeck, getDeck, listDecks, purgeDeleted, saveDeck } from './decks-repository'

let storage: MemoryStorage
beforeEach(() => {
  storage = installMemoryStorage()
})
const freshDb = freshDatabases('mirror')
const content = deckContent

describe('the copy of every deck in localStorage', () => {
  it('adds decks and moves them forward, and never drops one the database no longer shows', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A'), 'gcg')
    const b = await createDeck(db, content('B'), 'gcg')
    rememberDecks([a, b])
    const a2 = (await saveDeck(db, a.id, content('A', 'newer'), a.revision)).deck
    rememberDecks([a2]) // B not in this list: it stays
    rememberDecks([a]) // an older revision never replaces a newer one
    expect(
      rememberedDecks()
        .map((d) => [d.name, d.notes, d.revision])
        .sort(),
    ).toEqual([
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

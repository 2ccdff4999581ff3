import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { database } from '~/db/database'
import { saveDeck } from '~/db/decks-repository'
import { deckContent } from '~/db/testing'
import type { StoredDeck } from '~/schemas/deck'
import { useDecksStore } from './decks'

const stored = (n: number): StoredDeck => {
  const at = new Date(Date.parse('2026-06-01T12:00:00.000Z') - n * 60_000).toISOString()
  return { ...deckContent(`Deck ${n}`), id: `deck-${String(n).padStart(5, '0')}`, game: 'gcg', createdAt: at, updatedAt: at, revision: 0, deletedAt: null }
}

async function until(ok: () => boolean, ms = 5000) {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

beforeEach(async () => {
  setActivePinia(createPinia())
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('the list of decks is read while a page follows it', () => {
  it('not before: opening the app (or a deck) does not read every deck', async () => {
    await database().decks.bulkAdd([stored(1)])
    const store = useDecksStore()
    await new Promise((r) => setTimeout(r, 100))
    expect(store.decks).toEqual([])
  })

  it('follows a change to any deck, the last of 2,500 too, and stops with its last follower', async () => {
    await database().decks.bulkAdd(Array.from({ length: 2500 }, (_, i) => stored(i + 1)))
    const store = useDecksStore()
    const stopA = store.follow()
    const stopB = store.follow()
    await until(() => store.decks.length === 2500)
    const last = stored(2500)
    await saveDeck(database(), last.id, { ...deckContent('Renamed'), cards: last.cards }, last.revision)
    await until(() => store.decks[0]?.name === 'Renamed')

    stopA()
    await saveDeck(database(), last.id, { ...deckContent('Still followed'), cards: last.cards }, 1)
    await until(() => store.decks[0]?.name === 'Still followed')
    stopB()
    await saveDeck(database(), last.id, { ...deckContent('Not followed'), cards: last.cards }, 2)
    await new Promise((r) => setTimeout(r, 200))
    expect(store.decks[0]?.name).toBe('Still followed')
    // Followed again: read again.
    const stopC = store.follow()
    await until(() => store.decks[0]?.name === 'Not followed')
    stopC()
  })
})

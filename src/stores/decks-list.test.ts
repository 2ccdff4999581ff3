import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
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

  it('purges decks 30 days in the bin when the list is first read, from the list itself, and keeps the others', async () => {
    const day = 24 * 60 * 60 * 1000
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString()
    await database().decks.bulkAdd([{ ...stored(1), deletedAt: ago(31) }, { ...stored(2), deletedAt: ago(1) }, stored(3)])
    const store = useDecksStore()
    const stop = store.follow()
    await store.init()
    expect((await database().decks.toArray()).map((d) => d.name).sort()).toEqual(['Deck 2', 'Deck 3'])
    await until(() => store.decks.length === 1 && store.list.decks.length === 2)
    expect(store.decks.map((d) => d.name)).toEqual(['Deck 3'])
    stop()
  })
})

describe('the deck of a page (followDeck)', () => {
  it('reads again when a read fails for a moment, and says so only when it keeps failing', async () => {
    await database().decks.bulkAdd([stored(1)])
    const table = database().decks
    const real = table.get.bind(table)
    let fails = 2
    vi.spyOn(table, 'get').mockImplementation(((key: string) => {
      if (fails-- > 0) return Promise.reject(new Error('Internal error opening backing store'))
      return real(key)
    }) as typeof table.get)
    const followed = useDecksStore().followDeck(stored(1).id)
    await followed.settled
    expect(followed.state.value).toBe('ready')
    expect(followed.deck.value?.name).toBe('Deck 1')
    followed.stop()

    fails = 100
    const broken = useDecksStore().followDeck(stored(1).id)
    await broken.settled
    expect(broken.state.value).toBe('error')
    expect(broken.message.value).toEqual({ code: 'error', detail: 'Internal error opening backing store' })
    broken.stop()
    vi.restoreAllMocks()
  })
})

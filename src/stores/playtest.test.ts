import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDataset } from '~/db/testing'
import { replaceCards } from '~/db/cards-repository'
import { database } from '~/db/database'
import { createDeck, getDeck, saveDeck } from '~/db/decks-repository'
import { playtestCards } from '~/engine/testing/playtest'
import { useCardsStore } from './cards'
import { DECK_CHANGED_REFUSAL, playtestRulesOf, storeRefusalCode, usePlaytestStore } from './playtest'
import { useStorageStore } from './storage'

const f = playtestCards()
const dataset = testDataset({ cards: 10, printings: 10 })

/** The fixture's 50 + 10 cards as a stored deck, with its cards in the card data. */
async function storedDeck(): Promise<string> {
  const unique = [f.u1, f.u2, f.u3, f.u4, f.ace, f.newtype, f.mainCommand, f.actionCommand, f.base, f.resource]
  await replaceCards(database(), unique, dataset)
  const count = (n: string) => f.main.filter((c) => c.number === n).length
  const deck = await createDeck(
    database(),
    {
      name: 'Fixture',
      format: 'gcg',
      cards: {
        main: unique.filter((c) => c.type !== 'resource').map((c) => ({ number: c.number, printing: null, count: count(c.number) })),
        resource: [{ number: f.resource.number, printing: null, count: 10 }],
        sideboard: [],
      },
      notes: '',
      tags: [],
    },
    'gcg',
  )
  return deck.id
}

/** A page reload: a fresh Pinia over the same IndexedDB. */
function reload() {
  setActivePinia(createPinia())
  return usePlaytestStore()
}

beforeEach(async () => {
  setActivePinia(createPinia())
  sessionStorage.clear()
  // A case that stopped saving left the database shut.
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('playtest store', () => {
  it('a Gundam War deck has no playtest: the reason from the format data, and a deal is refused with it (no 5-1-1 about a resource deck)', async () => {
    const id = await storedDeck()
    const deck = (await getDeck(database(), id))!
    const { name, cards, notes, tags } = deck
    await saveDeck(database(), id, { name, format: 'gundam-war', cards, notes, tags }, deck.revision)
    const store = usePlaytestStore()
    await store.open(id)
    expect(store.rules).toMatchObject({ ok: false })
    const reason = store.rules && !store.rules.ok ? store.rules.reason : ''
    expect(reason).toMatch(/Nation Pile/)
    const refused = await store.deal({ first: true, seed: 1 })
    expect(refused?.message).toBe(reason)
    expect(store.state).toBeNull()
  })

  it('deals, plays, and after a reload has the same game and the same Undo', async () => {
    const id = await storedDeck()
    const store = usePlaytestStore()
    await store.open(id)
    expect(store.status).toBe('ready')
    expect(store.state).toBeNull()
    expect(await store.deal({ first: true, seed: 11 })).toBeNull()
    expect(store.state?.zones.hand).toHaveLength(5)
    expect(await store.act({ type: 'keep' })).toBeNull()
    const card = store.state!.zones.hand[0]!
    expect(await store.act({ type: 'move', card, to: 'trash' })).toBeNull()
    expect(store.lastLog.map((e) => e.rule)).toEqual(['manual'])
    expect(store.saveState).toBe('saved')
    const before = store.state

    const again = reload()
    await again.open(id)
    expect(again.notice).toBeNull()
    expect(again.state).toEqual(before)
    expect(again.canUndo).toBe(true)
    await again.undo()
    expect(again.state!.zones.trash).toEqual([])
    expect(reload().state).toBeNull()
    const third = usePlaytestStore()
    await third.open(id)
    expect(third.state!.zones.hand).toContain(card)
  })

  it('a refused action is kept with its rule and changes nothing, saved or shown', async () => {
    const store = usePlaytestStore()
    await store.open(await storedDeck())
    await store.deal({ first: false, seed: 3 })
    const before = store.state
    expect(await store.act({ type: 'end-turn' })).toMatchObject({ rule: '5-2-5' })
    expect(store.refusal?.rule).toBe('5-2-5')
    expect(store.state).toBe(before)
    await store.act({ type: 'keep' })
    expect(store.refusal).toBeNull()
  })

  it('a bad saved game is dropped with a message, never loaded, and the page can deal again', async () => {
    const id = await storedDeck()
    await database().playtests.put({ version: 1, deckId: id, savedAt: 'x', start: {}, actions: [], present: { version: 1, zones: 'torn' } })
    const store = usePlaytestStore()
    await store.open(id)
    expect(store.status).toBe('ready')
    expect(store.state).toBeNull()
    // A code and its values, worded by the page (PlaytestPage.test.ts has the English and the Japanese).
    expect(store.notice).toEqual({ code: 'dropped', params: { error: expect.stringMatching(/^present\.seed: /) } })
    expect(await database().playtests.get(id)).toBeUndefined()
    expect(await store.deal({ first: true, seed: 1 })).toBeNull()
  })

  it('a game whose history no longer replays comes back without Undo, and says so', async () => {
    const id = await storedDeck()
    const store = usePlaytestStore()
    await store.open(id)
    await store.deal({ first: true, seed: 2 })
    await store.act({ type: 'keep' })
    const row = (await database().playtests.get(id)) as { actions: unknown[] }
    await database().playtests.put({ ...row, actions: [] })
    const again = reload()
    await again.open(id)
    expect(again.state?.phase).toBe('main')
    expect(again.canUndo).toBe(false)
    expect(again.notice).toEqual({
      code: 'saved-warning',
      english: 'Undo starts afresh: the replayed actions do not reach the saved game.',
      text: { code: 'undo.no-match', params: {} },
    })
  })

  it('restart deals the same game for the same seed; quit removes the saved game', async () => {
    const id = await storedDeck()
    const store = usePlaytestStore()
    await store.open(id)
    await store.deal({ first: true, seed: 9 })
    const hand = store.state!.zones.hand
    await store.act({ type: 'redraw' })
    await store.restart(9)
    expect(store.state!.zones.hand).toEqual(hand)
    expect(store.canUndo).toBe(false)
    await store.quit()
    expect(await database().playtests.get(id)).toBeUndefined()
  })

  it('a missing deck, and a deck without card data, are said', async () => {
    const store = usePlaytestStore()
    await store.open('nope')
    expect(store.status).toBe('missing')
    const id = await storedDeck()
    await database().cards.clear()
    await useCardsStore().load()
    await store.open(id)
    const refused = await store.deal({ first: true, seed: 1 })
    expect(refused).toMatchObject({
      rule: '5-1-1',
      code: 'store.noCards',
      params: {},
    })
    expect(storeRefusalCode(refused!)).toBe('noCards')
  })

  it('says when the deck of a saved game was edited since the deal, and waits for a new deal or the choice to finish it', async () => {
    const id = await storedDeck()
    const store = usePlaytestStore()
    await store.open(id)
    await store.deal({ first: true, seed: 11 })
    expect(store.stale).toBe(false)
    // The deck is edited (in the editor, another tab): two copies of one Unit swapped for another. Then the page is reloaded.
    const deck = (await getDeck(database(), id))!
    const main = deck.cards.main.map((e) =>
      e.number === f.u1.number ? { ...e, count: e.count - 2 } : e.number === f.u4.number ? { ...e, count: e.count + 2 } : e,
    )
    await saveDeck(database(), id, { ...deck, cards: { ...deck.cards, main } }, deck.revision)
    const again = reload()
    await again.open(id)
    expect(again.deckChanges).toEqual({ added: 2, removed: 2 })
    expect(again.stale).toBe(true)
    expect(await again.act({ type: 'keep' })).toEqual(DECK_CHANGED_REFUSAL)
    expect(DECK_CHANGED_REFUSAL).toMatchObject({
      rule: 'deck-changed',
      code: 'store.deckChanged',
      params: {},
    })
    again.keepOldDeal()
    expect(await again.act({ type: 'keep' })).toBeNull()
    // A new deal is from the deck as it is now: nothing stale.
    expect(await again.deal({ first: true, seed: 3 })).toBeNull()
    expect(again.deckChanges).toBeNull()
    expect(again.stale).toBe(false)
  })

  it('follows an edit made while the game is open', async () => {
    const id = await storedDeck()
    const store = usePlaytestStore()
    await store.open(id)
    await store.deal({ first: true, seed: 11 })
    const deck = (await getDeck(database(), id))!
    await saveDeck(database(), id, { ...deck, cards: { ...deck.cards, resource: [{ number: f.resource.number, printing: null, count: 9 }] } }, deck.revision)
    const t0 = Date.now()
    while (!store.stale && Date.now() - t0 < 2000) await new Promise((r) => setTimeout(r, 10))
    expect(store.deckChanges).toEqual({ added: 0, removed: 1 })
  })

  it('moves made on a full disk are written by Try again: after a restart the game is the latest one, not the one before the failure', async () => {
    const id = await storedDeck()
    const storage = useStorageStore()
    storage.init()
    try {
      const store = usePlaytestStore()
      await store.open(id)
      await store.deal({ first: true, seed: 5 })
      await storage.refreshMirror()
      // The disk fills: every write of a game fails as Chromium's did (Dexie's AbortError).
      const aborted = 'The transaction was aborted, so the request cannot be fulfilled.'
      const fail = () => {
        throw new Dexie.AbortError(aborted, new DOMException(aborted, 'AbortError'))
      }
      database().playtests.hook('creating', fail)
      database().playtests.hook('updating', fail)
      await store.act({ type: 'keep' })
      expect(storage.halted).not.toBeNull()
      expect(store.saveState).toBe('failed')
      expect(store.notice).toEqual({ code: 'full' })
      // Later moves fail at once (the database is shut); the last one is the game to keep.
      await store.act({ type: 'move', card: store.state!.zones.hand[0]!, to: 'trash' })
      const latest = store.state
      expect(latest!.zones.trash).toHaveLength(1)
      database().playtests.hook('creating').unsubscribe(fail)
      database().playtests.hook('updating').unsubscribe(fail)

      expect(await storage.tryAgain()).toBe(true)
      expect(store.saveState).toBe('saved')
      expect(store.notice).toBeNull()
      const again = reload()
      await again.open(id)
      expect(again.state).toEqual(latest)
    } finally {
      storage.dispose()
    }
  })

  it('keeps a format not known as its id (the page words it), and the engine refusals carry no store code', () => {
    expect(playtestRulesOf('no-such-format')).toEqual({
      ok: false,
      ref: 'format',
      unknownFormat: 'no-such-format',
      reason: '',
    })
    expect(storeRefusalCode({ rule: '5-2-5', message: 'x', code: 'gate.keep', params: {} })).toBeNull()
    expect(storeRefusalCode({ rule: 'x', message: 'x', code: 'store.toString', params: {} })).toBeNull()
  })
})

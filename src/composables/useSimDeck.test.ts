import 'fake-indexeddb/auto'
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, reactive, ref, type EffectScope } from 'vue'
import type { SimForm } from '~/engine/sim/form'
import * as cardsRepository from '~/db/cards-repository'
import { database } from '~/db/database'
import { createDeck, saveDeck } from '~/db/decks-repository'
import { CardPool } from '~/engine/cards/pool'
import { card } from '~/engine/testing/builders'
import type { DeckEntry } from '~/schemas/deck'
import { useCardsStore } from '~/stores/cards'
import { createSimHandler } from '~/workers/simulate-handler'
import { useExactOdds } from './useExactOdds'
import { useSimDeck } from './useSimDeck'
import { useSimQuestion } from './useSimQuestion'
import { useSimulationWorker } from './useSimulationWorker'
import type { WorkerPort } from '~/workers/client'

vi.mock('~/db/cards-repository', async (importOriginal) => {
  const real = await importOriginal<typeof cardsRepository>()
  return { ...real, loadCards: vi.fn(real.loadCards) }
})

/** The real message handler in this thread; `sent` keeps every request. */
class InProcessWorker implements WorkerPort {
  static sent: { type: string; spec?: { byTurn: number; redraw: { kind: string } } }[] = []
  onmessage: WorkerPort['onmessage'] = null
  onerror: WorkerPort['onerror'] = null
  private handler = createSimHandler({
    post: (m) => setTimeout(() => this.onmessage?.({ data: m }), 0),
    pause: () => new Promise((r) => setTimeout(r, 0)),
  })
  postMessage(message: unknown) {
    InProcessWorker.sent.push(message as (typeof InProcessWorker.sent)[number])
    setTimeout(() => void this.handler.handle(structuredClone(message)), 0)
  }
  terminate() {}
}

const pool = new CardPool([
  card({ number: 'TS01-001', name: 'Ace Unit', level: 2, cost: 1 }),
  card({ number: 'TS01-002', name: 'Second Unit', level: 3, cost: 2 }),
  card({ number: 'TS01-003', name: 'Filler', level: 7, cost: 6 }),
])
const line = (number: string, count: number): DeckEntry => ({ number, printing: null, count })
const deckWith = (main: DeckEntry[], format: 'gcg' | 'gundam-war' = 'gcg') =>
  createDeck(database(), { name: 'Test deck', format, cards: { main, resource: [], sideboard: [] }, notes: '', tags: [] }, format)
const newForm = (): SimForm =>
  reactive({
    groups: [{ key: 1, mode: 'cards', cards: [], query: '', atLeast: 1 }],
    byTurn: 0,
    player: 'first',
    redraw: { kind: 'if-miss', fewerThan: 1, group: 0 },
  })

async function until(ok: () => boolean, ms = 3000) {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await flushPromises()
    await new Promise((r) => setTimeout(r, 5))
  }
}

let scope: EffectScope
function start(deckId: string | (() => string), form = newForm(), cards: 'ready' | 'unloaded' = 'ready') {
  const store = useCardsStore()
  if (cards === 'ready') {
    store.pool = pool
    store.status = 'ready'
  }
  scope = effectScope()
  // As the Simulate page puts them together.
  const sim = scope.run(() => {
    const worker = useSimulationWorker(() => new InProcessWorker())
    const deck = useSimDeck(deckId)
    const question = useSimQuestion(form, deck)
    return { worker, ...deck, ...question, ...useExactOdds({ worker, form, deck, question, debounceMs: 10 }) }
  })!
  return { sim, form, store }
}

beforeEach(async () => {
  setActivePinia(createPinia())
  InProcessWorker.sent = []
  vi.mocked(cardsRepository.loadCards).mockClear()
  await database().delete()
  await database().open()
})
afterEach(() => scope?.stop())

describe("the Simulate page's composables: useSimDeck, useSimQuestion and useExactOdds", () => {
  it('reads the deck from IndexedDB, says when there is none, and follows the deck id', async () => {
    const deck = await deckWith([line('TS01-001', 50)])
    const id = ref('nope')
    const { sim } = start(() => id.value)
    await until(() => sim.deckState.value !== 'loading')
    expect(sim.deckState.value).toBe('missing')
    // A code and its values: the page words it (SimulatePage.test.ts).
    expect(sim.blocker.value).toEqual({ code: 'deck', message: { code: 'missing' } })
    id.value = deck.id
    await until(() => sim.deckState.value === 'ready')
    expect(sim.deck.value?.name).toBe('Test deck')
    expect(sim.deckSize.value).toBe(50)
    expect(sim.ready.value).toBe(true)
  })

  it('follows a save made in another tab (the editor), without a reload', async () => {
    const deck = await deckWith([line('TS01-001', 50)])
    const { sim } = start(deck.id)
    await until(() => sim.deckState.value === 'ready')
    await saveDeck(database(), deck.id, { ...deck, cards: { ...deck.cards, main: [line('TS01-001', 49)] } }, deck.revision)
    await until(() => sim.deckSize.value === 49)
    expect(sim.deck.value?.revision).toBe(deck.revision + 1)
  })

  it('reads the deck only after the journal of a closed page is saved (the one deck loader waits for recovery)', async () => {
    const deck = await deckWith([line('TS01-001', 50)])
    // A page that is gone left its last edit in the journal: 40 copies, edit 1, on the stored revision.
    const entry = { v: 2, deckId: deck.id, page: 'gone-page', baseRevision: deck.revision, edit: 1, at: new Date().toISOString() }
    localStorage.setItem(
      `gundeck:journal:${deck.id}:gone-page`,
      JSON.stringify({ ...entry, content: { ...deck, cards: { ...deck.cards, main: [line('TS01-001', 40)] } } }),
    )
    const { sim } = start(deck.id)
    await until(() => sim.deckState.value === 'ready')
    expect(sim.deckSize.value).toBe(40)
  })

  it('opened by its link, the page and the app shell read the card data once (ensureLoaded)', async () => {
    const deck = await deckWith([line('TS01-001', 50)])
    const { sim, store } = start(deck.id, newForm(), 'unloaded')
    await store.ensureLoaded() // what App.vue does at the same time
    await until(() => sim.deckState.value !== 'loading')
    expect(cardsRepository.loadCards).toHaveBeenCalledTimes(1)
    expect(store.status).toBe('empty')
    expect(sim.blocker.value).toEqual({ code: 'no-cards' })
  })

  it('asks the worker for exact odds by turn only for the last of quick changes, and answers for it', async () => {
    const deck = await deckWith([line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 42)])
    const { sim, form } = start(deck.id)
    await until(() => sim.ready.value)
    form.groups[0]!.cards = ['TS01-001']
    await flushPromises()
    form.groups[0]!.cards = ['TS01-001', 'TS01-002']
    await until(() => sim.exactNow.value !== undefined)
    // One request a chart turn (0..8), all for the final question: the first was never sent; and
    // one for the best decision at the asked turn (the if-miss answer is the chart's own).
    const runs = InProcessWorker.sent.filter((m) => m.type === 'run')
    expect(runs.filter((m) => m.spec!.redraw.kind === 'if-miss').map((m) => m.spec!.byTurn)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(runs.filter((m) => m.spec!.redraw.kind === 'optimal').map((m) => m.spec!.byTurn)).toEqual([0])
    expect(sim.exactNow.value).toBeCloseTo(0.8567559, 6)
    expect(sim.chartPoints.value).toHaveLength(9)
    expect(sim.chartPoints.value[8]!.p!).toBeGreaterThan(0.8567559)

    // A changed question is not answered with the old odds.
    form.byTurn = 2
    expect(sim.exactNow.value).toBeUndefined()
    await until(() => sim.exactNow.value !== undefined)
    expect(sim.exactNow.value).toBeCloseTo(sim.chartPoints.value[2]!.p!, 12)
  })

  it('gives the best decision for the asked question: its odds, the if-miss odds it is compared with, and the policy', async () => {
    const deck = await deckWith([line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 42)])
    const form = newForm()
    form.redraw.kind = 'optimal'
    form.groups[0]!.cards = ['TS01-001', 'TS01-002']
    form.groups[0]!.atLeast = 2
    form.byTurn = 3
    const { sim } = start(deck.id, form)
    await until(() => sim.bestNow.value !== undefined && sim.bestNow.value !== null)
    const best = sim.bestNow.value!
    expect(best.problem).toBeNull()
    expect(best.p).toBeCloseTo(sim.exactNow.value!, 12)
    expect(best.p! - best.ifMiss!).toBeGreaterThan(0.001)
    // Hands of 5 with 0..5 of the 8: redraw only a hand with none.
    expect(best.entries.map((e) => [e.groups[0], e.choice])).toEqual([
      [0, 'redraw'],
      [1, 'keep'],
      [2, 'keep'],
      [3, 'keep'],
      [4, 'keep'],
      [5, 'keep'],
    ])
    expect(sim.adviceSim.value!.categoryOf.get('TS01-001')).toBe(sim.adviceSim.value!.categoryOf.get('TS01-002'))
  })

  it("describes the deck format's own opening: a Gundam War deck has no shields and cites the manual", async () => {
    const deck = await deckWith([line('TS01-001', 50)], 'gundam-war')
    const { sim } = start(deck.id)
    await until(() => sim.deckState.value === 'ready')
    expect(sim.format.value.id).toBe('gundam-war')
    expect(sim.description.value.parts.map((p) => p.kind)).toEqual(['hand', 'redraw', 'redraw', 'draw'])
    expect(sim.description.value.drawRef).toContain('DRAW Phase')
  })

  it('keeps what stops a simulation as a code and its values: no card list, a deck too small for the opening', async () => {
    const deck = await deckWith([line('TS01-001', 4), line('TS01-003', 6)])
    const { sim } = start(deck.id)
    await until(() => sim.deckState.value === 'ready')
    expect(sim.blocker.value).toEqual({
      code: 'deck-size',
      deckId: deck.id,
      text: { code: 'form.deck-too-small', params: { cards: 10, needed: 11, hand: 5, shields: 6, ref: expect.any(String) } },
    })
    useCardsStore().status = 'empty'
    expect(sim.blocker.value).toEqual({ code: 'no-cards' })
    useCardsStore().status = 'error'
    expect(sim.blocker.value).toEqual({ code: 'cards-error', detail: null })
  })
})

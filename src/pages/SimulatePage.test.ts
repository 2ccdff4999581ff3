import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { database } from '~/db/database'
import { createDeck } from '~/db/decks-repository'
import { CardPool } from '~/engine/cards/pool'
import { card } from '~/engine/testing/builders'
import type { DeckEntry } from '~/schemas/deck'
import simulate from '~/locales/en/simulate'
import { showLanguage } from '~/locales/i18n'
import { useCardsStore } from '~/stores/cards'
import { createSimHandler } from '~/workers/simulate-handler'
import SimulatePage from './SimulatePage.vue'
import { leftEnglish, shownText } from '~/engine/testing/english-left'

/** A Worker that runs the real message handler in this thread, answering asynchronously. */
class InProcessWorker {
  onmessage: ((e: { data: unknown }) => void) | null = null
  onerror: ((e: { message?: string }) => void) | null = null
  private handler = createSimHandler({
    post: (m) => setTimeout(() => this.onmessage?.({ data: m }), 0),
    pause: () => new Promise((r) => setTimeout(r, 0)),
  })
  postMessage(message: unknown) {
    setTimeout(() => void this.handler.handle(structuredClone(message)), 0)
  }
  terminate() {}
}

/** The in-process worker, but one that cannot read a run's request (as a worker of another build): it says so by a code. */
class RefusingWorker extends InProcessWorker {
  override postMessage(message: unknown) {
    const m = message as { type: string; id: number; trials?: number }
    if (m.type === 'run' && m.trials)
      setTimeout(
        () =>
          this.onmessage?.({ data: { type: 'error', id: m.id, message: 'trials: too many', problem: { code: 'bad-request', detail: 'trials: too many' } } }),
        0,
      )
    else super.postMessage(message)
  }
}

/** The in-process worker, but one that stops (as a worker that crashed) when asked for a run's trials. */
class CrashingWorker extends InProcessWorker {
  override postMessage(message: unknown) {
    const m = message as { type: string; trials?: number }
    if (m.type === 'run' && m.trials) setTimeout(() => this.onerror?.({ message: 'out of memory' }), 0)
    else super.postMessage(message)
  }
}

const pool = new CardPool([
  card({ number: 'TS01-001', name: 'Ace Unit', level: 2, cost: 1 }),
  card({ number: 'TS01-002', name: 'Second Unit', level: 3, cost: 2 }),
  card({ number: 'TS01-003', name: 'Filler', level: 7, cost: 6 }),
])
const line = (number: string, count: number): DeckEntry => ({ number, printing: null, count })

async function deckWith(main: DeckEntry[]) {
  return createDeck(database(), { name: 'Test deck', format: 'gcg', cards: { main, resource: [], sideboard: [] }, notes: '', tags: [] }, 'gcg')
}

async function open(id: string, cards: 'ready' | 'empty' = 'ready') {
  const store = useCardsStore()
  store.pool = cards === 'ready' ? pool : null
  store.status = cards
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      // The app's route names: the page links to them by name.
      { path: '/decks/:id/simulate', name: 'simulate', component: SimulatePage },
      { path: '/decks/:id', name: 'deck', component: { template: '<p />' } },
      { path: '/decks', name: 'decks', component: { template: '<p />' } },
      { path: '/data', name: 'data', component: { template: '<p />' } },
      { path: '/:any(.*)*', component: { template: '<p />' } },
    ],
  })
  await router.push(`/decks/${id}/simulate`)
  const w = mount(SimulatePage, { global: { plugins: [router] }, attachTo: document.body })
  await until(() => !w.text().includes('Opening the deck'))
  return w
}

async function until(ok: () => boolean, ms = 3000) {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await flushPromises()
    await new Promise((r) => setTimeout(r, 5))
  }
}

beforeEach(async () => {
  setActivePinia(createPinia())
  vi.stubGlobal('Worker', InProcessWorker)
  await database().delete()
  await database().open()
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('Simulate page', () => {
  it('says when there is no such deck', async () => {
    const w = await open('nope')
    expect(w.get('[data-testid="sim-blocked"]').text()).toContain('There is no deck with this address.')
    expect(w.get('[data-testid="sim-blocked"] a').text()).toBe('Back to your decks')
  })

  it('says when there is no card list yet, with a way to load one', async () => {
    const deck = await deckWith([line('TS01-001', 50)])
    const w = await open(deck.id, 'empty')
    const blocked = w.get('[data-testid="sim-blocked"]')
    expect(blocked.text()).toContain('There is no card list yet, so the deck’s cards cannot be named.')
    expect(blocked.get('a').text()).toBe('Load the card list')
    expect(blocked.get('a').attributes('href')).toBe('/data')
  })

  it('says when the deck is too small for a hand and its shields (5-2-1, 5-2-2)', async () => {
    const deck = await deckWith([line('TS01-001', 4), line('TS01-003', 6)])
    const w = await open(deck.id)
    expect(w.get('[data-testid="sim-blocked"]').text()).toContain('This main deck has 10 cards; the opening needs at least 11')
    expect(w.get('[data-testid="sim-blocked"] a').text()).toBe('Add cards in the editor')
  })

  it('shows the deck, answers exactly as cards are ticked, and runs a seeded Monte Carlo in the worker', async () => {
    const deck = await deckWith([line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 42)])
    const w = await open(deck.id)
    expect(w.get('[data-testid="sim-deck-name"]').text()).toBe('Test deck')
    // Before the user has done anything: no error, only what Run needs as a quiet hint.
    expect(w.find('[data-testid="form-problems"]').exists()).toBe(false)
    expect(w.find('.error').exists()).toBe(false)
    expect(w.find('[role="alert"]').exists()).toBe(false)
    expect(w.get('[data-testid="form-hint"]').text()).toContain('Group 1: tick at least one card.')
    expect(w.get('[data-testid="run"]').attributes('disabled')).toBeDefined()
    // Once the user changes the question and the group is still empty, it is an error.
    await w.get('[data-testid="by-turn"]').setValue('1')
    expect(w.get('[data-testid="form-problems"]').text()).toContain('Group 1: tick at least one card.')
    await w.get('[data-testid="by-turn"]').setValue('0')

    // As a browser ticks a box: checked, then input, then change (a re-render between them must not undo it).
    const box = w.get('[data-testid="group-1-card-TS01-001"]')
    ;(box.element as HTMLInputElement).checked = true
    await box.trigger('input')
    await box.trigger('change')
    await w.get('[data-testid="group-1-card-TS01-002"]').setValue(true)
    expect(w.get('[data-testid="group-1-summary"]').text()).toContain('2 card numbers, 8 copies')
    await until(() => w.get('[data-testid="exact-value"]').attributes('data-p') !== '')
    expect(Number(w.get('[data-testid="exact-value"]').attributes('data-p'))).toBeCloseTo(0.8567559, 6)
    expect(w.findAll('[data-testid="chart-bar"]')).toHaveLength(9)
    expect(w.findAll('[data-testid="curve-row"]')).toHaveLength(8)

    await w.get('[data-testid="trials"]').setValue('20000')
    await w.get('[data-testid="seed"]').setValue('123')
    await w.get('[data-testid="sim-form"]').trigger('submit')
    await until(() => w.find('[data-testid="run-time"]').exists())
    const mc = w.get('[data-testid="mc-value"]')
    expect(Number(mc.attributes('data-trials'))).toBe(20_000)
    expect(Math.abs(Number(mc.attributes('data-p')) - 0.8567559)).toBeLessThan(4 * Number(mc.attributes('data-se')))
    expect(w.get('[data-testid="run-seed"]').text()).toBe('123')
    expect(w.text()).toContain('95 % interval')

    // Changing the question marks the run as stale until it runs again.
    await w.get('[data-testid="by-turn"]').setValue('2')
    expect(w.find('[data-testid="stale"]').exists()).toBe(true)
  })

  it('"Best decision": the gain over redraw-if-miss in points, the policy in a sentence and a table; the sample hand advises', async () => {
    const deck = await deckWith([line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 42)])
    const w = await open(deck.id)
    // As a browser ticks a box: checked, then input, then change (a re-render between them must not undo it).
    const box = w.get('[data-testid="group-1-card-TS01-001"]')
    ;(box.element as HTMLInputElement).checked = true
    await box.trigger('input')
    await box.trigger('change')
    await w.get('[data-testid="group-1-card-TS01-002"]').setValue(true)
    await w.get('[data-testid="group-1-at-least"]').setValue(2)
    await w.get('[data-testid="by-turn"]').setValue('3')
    await until(() => w.get('[data-testid="exact-value"]').attributes('data-p') !== '')
    const ifMiss = Number(w.get('[data-testid="exact-value"]').attributes('data-p'))
    expect(w.find('[data-testid="best-decision"]').exists()).toBe(false)

    await w.get('[data-testid="redraw-policy"]').setValue('optimal')
    expect(w.get('[data-testid="condition-text"]').text()).toContain('redraw by the best decision')
    await until(() => w.find('[data-testid="best-gain"]').exists())
    const best = Number(w.get('[data-testid="exact-value"]').attributes('data-p'))
    expect(best).toBeGreaterThan(ifMiss)
    const gain = w.get('[data-testid="best-gain"]')
    expect(Number(gain.attributes('data-gain'))).toBeCloseTo((best - ifMiss) * 100, 9)
    expect(gain.text()).toBe(`+${((best - ifMiss) * 100).toFixed(2)} points`)
    expect(w.get('[data-testid="best-sentence"]').text()).toBe('Redraw when you hold 0 of group 1.')
    const rows = w.findAll('[data-testid="best-row"]')
    expect(rows.map((r) => r.attributes('data-choice'))).toEqual(['redraw', 'keep', 'keep', 'keep', 'keep', 'keep'])
    expect(rows[0]!.text()).toMatch(/^0\s*\d+\.\d\d %\s*\d+\.\d\d %\s*Redraw$/)

    // The sample hand, once dealt, says keep or redraw with both chances.
    await w.get('[data-testid="sample-draw"]').trigger('click')
    const advice = w.get('[data-testid="sample-advice"]')
    expect(advice.text()).toMatch(/% if kept, .*% if redrawn/)
    expect(['keep', 'redraw']).toContain(advice.attributes('data-choice'))
  })

  it('a card query picks the group from the deck', async () => {
    const deck = await deckWith([line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 42)])
    const w = await open(deck.id)
    await w.get('[data-testid="group-1-query-mode"]').setValue(true)
    await w.get('[data-testid="group-1-query"]').setValue('lv<=3')
    expect(w.get('[data-testid="group-1-summary"]').text()).toContain('2 card numbers, 8 copies')
    await until(() => w.get('[data-testid="exact-value"]').attributes('data-p') !== '')
    expect(Number(w.get('[data-testid="exact-value"]').attributes('data-p'))).toBeCloseTo(0.8567559, 6)
  })
})

describe('Simulate page in Japanese', () => {
  afterEach(() => showLanguage('en'))

  /** A run with `worker` standing in for the simulation's: the page once it shows the run's error. */
  async function failedRun(worker: unknown) {
    vi.stubGlobal('Worker', worker)
    const deck = await deckWith([line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 42)])
    const w = await open(deck.id)
    await until(() => w.find('[data-testid="sim-form"]').exists())
    await w.get('[data-testid="group-1-card-TS01-001"]').setValue(true)
    await w.get('[data-testid="trials"]').setValue('20000')
    await w.get('[data-testid="sim-form"]').trigger('submit')
    await until(() => w.find('[data-testid="run-error"]').exists())
    return w
  }

  it("words the worker's own problem (a request it could not read) in the language shown", async () => {
    const w = await failedRun(RefusingWorker)
    expect(w.get('[data-testid="run-error"]').text()).toBe('bad simulation message: trials: too many')
    await showLanguage('ja')
    await flushPromises()
    expect(w.get('[data-testid="run-error"]').text()).toBe('シミュレーションへの依頼を読み取れませんでした：trials: too many')
  })

  it('words the worker stopping in the language shown, English as before', async () => {
    const w = await failedRun(CrashingWorker)
    expect(w.get('[data-testid="run-error"]').text()).toBe('the simulation worker stopped: out of memory')
    await showLanguage('ja')
    await flushPromises()
    expect(w.get('[data-testid="run-error"]').text()).toBe('シミュレーション処理が停止しました：out of memory')
  })

  it('says what stops a simulation in Japanese: no card list (with its link), a deck too small (with the editor’s)', async () => {
    await showLanguage('ja')
    const deck = await deckWith([line('TS01-001', 4), line('TS01-003', 6)])
    const empty = await open(deck.id, 'empty')
    await until(() => empty.find('[data-testid="sim-blocked"]').exists())
    const blocked = empty.get('[data-testid="sim-blocked"]')
    expect(blocked.text()).toContain('カードリストがまだないため、デッキのカードを特定できません。')
    expect(blocked.get('a').text()).toBe('カードリストを読み込む')
    expect(blocked.get('a').attributes('href')).toBe('/data')
    empty.unmount()
    const small = await open(deck.id)
    await until(() => small.find('[data-testid="sim-blocked"]').exists())
    const tooSmall = small.get('[data-testid="sim-blocked"]')
    expect(tooSmall.text()).toMatch(/^このデッキは10\s?枚です。/)
    expect(tooSmall.text()).not.toContain('This main deck')
    expect(tooSmall.get('a').text()).toBe('デッキ編集でカードを追加する')
    expect(tooSmall.get('a').attributes('href')).toBe(`/decks/${deck.id}`)
  })

  it('asks, answers, runs and deals a sample hand in Japanese, with no word of the English catalogue left', async () => {
    await showLanguage('ja')
    const deck = await deckWith([line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 42)])
    const w = await open(deck.id)
    await until(() => w.find('[data-testid="sim-form"]').exists())
    expect(w.get('#question-title').text()).toBe('条件')
    expect(w.get('[data-testid="form-hint"]').text()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    const box = w.get('[data-testid="group-1-card-TS01-001"]')
    ;(box.element as HTMLInputElement).checked = true
    await box.trigger('input')
    await box.trigger('change')
    await w.get('[data-testid="group-1-card-TS01-002"]').setValue(true)
    expect(w.get('[data-testid="group-1-summary"]').text()).toBe('2\u00a0種類、デッキに 8\u00a0枚')
    await w.get('[data-testid="redraw-policy"]').setValue('optimal')
    await until(() => w.find('[data-testid="best-sentence"]').exists())
    expect(w.get('[data-testid="condition-text"]').text()).toContain('最善の判断で引き直します')
    await w.get('[data-testid="trials"]').setValue('20000')
    await w.get('[data-testid="seed"]').setValue('123')
    await w.get('[data-testid="sim-form"]').trigger('submit')
    await until(() => w.find('[data-testid="run-time"]').exists())
    expect(w.text()).toContain('95\u00a0% 信頼区間')
    expect(w.get('[data-testid="run-time"]').text()).toContain('20,000 回の試行')
    await w.get('[data-testid="sample-draw"]').trigger('click')
    expect(w.get('[data-testid="sample-status"]').text()).toMatch(/^5\u00a0枚引きました/)
    expect(w.get('[data-testid="sample-advice"]').text()).toContain('キープ時')

    // The format's name as Japanese players read it (it was the data's English name).
    expect(w.get('[data-testid="sim-subtitle"]').text()).toMatch(/^ガンダムカードゲーム/)
    // The data's own words: the cards', the deck's name, and the search syntax.
    const names = [...pool.cards.flatMap((c) => [c.name, c.text, ...c.traits]), 'Test deck', 't:unit lv<=2']
    expect(leftEnglish(shownText(document.body, names), simulate)).toEqual([])
  })
})

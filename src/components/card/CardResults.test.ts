// @vitest-environment jsdom
// jsdom has no ResizeObserver, so the results draw at once as in a browser's first observation;
// happy-dom's never reports one.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { card } from '~/engine/testing/builders'
import { showLanguage } from '~/locales/i18n'
import CardResults from './CardResults.vue'

const rows = Array.from({ length: 500 }, (_, i) => {
  const c = card({ number: `TS01-${String(i).padStart(3, '0')}`, name: `Card ${i}` })
  return { card: c, printing: c.printings[0]! }
})

describe('CardResults', () => {
  // Tiles read the image settings from the settings store.
  beforeEach(() => setActivePinia(createPinia()))

  it('renders only the rows in view, not all 500', () => {
    const w = mount(CardResults, { props: { rows, mode: 'list' } })
    const shown = w.findAll('[data-testid="card-result"]').length
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(60)
  })

  it('draws the view alone first, the margin a frame later: on the first results and on new ones', async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)))
    const w = mount(CardResults, { props: { rows, mode: 'list' } })
    const count = () => w.findAll('[data-testid="card-result"]').length
    const view = count()
    expect(view).toBeGreaterThan(0)
    await frame()
    const withMargin = count()
    expect(withMargin).toBeGreaterThan(view)
    await w.setProps({ rows: rows.slice(1) })
    expect(count()).toBe(view)
    await frame()
    expect(count()).toBe(withMargin)
  })

  it("labels the list's columns (the grid's tiles need none)", () => {
    const list = mount(CardResults, { props: { rows, mode: 'list' } })
    expect(list.findAll('[data-testid="results-head"] span').map((s) => s.text())).toEqual(['', 'Number', 'Name', 'Type', 'Lv', 'Cost', 'AP/HP'])
    expect(
      mount(CardResults, { props: { rows, mode: 'grid' } })
        .find('[data-testid="results-head"]')
        .exists(),
    ).toBe(false)
  })

  it('moves with the arrow keys and opens the active card with Enter', async () => {
    const w = mount(CardResults, { props: { rows, mode: 'list', active: 0 } })
    const list = w.get('[data-testid="card-results"]')
    await list.trigger('keydown', { key: 'ArrowDown' })
    await list.trigger('keydown', { key: 'ArrowDown' })
    await list.trigger('keydown', { key: 'ArrowUp' })
    expect(w.emitted('update:active')!.map((e) => e[0])).toEqual([1, 2, 1])
    await w.setProps({ active: 1 })
    expect(list.attributes('aria-activedescendant')).toBe('result-1')
    await list.trigger('keydown', { key: 'Enter' })
    expect(w.emitted('open')![0]![0]).toMatchObject({ card: { number: 'TS01-001' } })
    await list.trigger('keydown', { key: 'End' })
    expect(w.emitted('update:active')!.at(-1)![0]).toBe(499)
  })

  it('opens a card on click', async () => {
    const w = mount(CardResults, { props: { rows, mode: 'grid' } })
    await w.findAll('[data-testid="card-result"]')[0]!.trigger('click')
    expect(w.emitted('open')![0]![0]).toMatchObject({ card: { name: 'Card 0' } })
  })
})

describe('CardResults in the deck editor', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('marks the results already in the deck with their copies, in list and grid, and no others', () => {
    const inDeck = new Map([['TS01-001', 3]])
    for (const mode of ['list', 'grid'] as const) {
      const w = mount(CardResults, { props: { rows: rows.slice(0, 4), mode, inDeck } })
      const badges = w.findAll('[data-testid="in-deck"]')
      expect(badges.map((b) => b.text())).toEqual(['×3 in deck'])
      expect(w.get('[data-printing="TS01-001"]').find('[data-testid="in-deck"]').exists()).toBe(true)
      // A grid shows tiles only, a list rows only.
      expect(w.findAll('.tile').length > 0).toBe(mode === 'grid')
      expect(w.findAll('.row').length > 0).toBe(mode === 'list')
    }
    expect(
      mount(CardResults, { props: { rows: rows.slice(0, 4), mode: 'list' } })
        .find('[data-testid="in-deck"]')
        .exists(),
    ).toBe(false)
  })
})

describe('CardResults in Japanese', () => {
  beforeEach(() => setActivePinia(createPinia()))
  afterEach(() => showLanguage('en'))

  it('labels the columns, the type and the badges in Japanese, and follows a language picked while it is shown', async () => {
    const inDeck = new Map([['TS01-001', 3]])
    const w = mount(CardResults, { props: { rows: rows.slice(0, 4), mode: 'list', inDeck, owned: () => 2 } })
    const head = () => w.findAll('[data-testid="results-head"] span').map((s) => s.text())
    expect(w.get('[data-printing="TS01-001"] [data-testid="result-owned"]').text()).toBe('owned 2')
    await showLanguage('ja')
    await w.vm.$nextTick()
    expect(head()).toEqual(['', 'カードナンバー', 'カード名', '種類', 'Lv', 'コスト', 'AP/HP'])
    // The rows are memoised: the language is part of what redraws them.
    const row = w.get('[data-printing="TS01-001"]')
    expect(row.get('[data-testid="in-deck"]').text()).toBe('×3 デッキ内')
    expect(row.get('[data-testid="result-owned"]').text()).toBe('所持 2')
    expect(row.get('.row__type').text()).toBe('ユニット')
    expect(w.get('[data-testid="card-results"]').attributes('aria-label')).toBe('4\u00a0件の結果')
  })
})

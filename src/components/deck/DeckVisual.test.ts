import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, pool } from '~/engine/testing/builders'
import DeckSection from './DeckSection.vue'
import DeckVisual from './DeckVisual.vue'

const img = (n: string) => [{ id: n, rarity: 'C', set: 'GD01', imageUrl: `https://img.example/${n}.webp` }]
const cards = pool([
  card({ number: 'GD01-001', name: 'Gundam', type: 'unit', printings: img('GD01-001') }),
  card({ number: 'GD01-088', name: 'Amuro Ray', type: 'pilot', printings: img('GD01-088') }),
  card({ number: 'GD01-100', name: 'Beam Rifle', type: 'command', printings: img('GD01-100') }),
  card({ number: 'R-001', name: 'Resource', type: 'resource', printings: img('R-001') }),
])
const line = (number: string, count: number) => ({ number, printing: null, count })
const deck = { main: [line('GD01-100', 2), line('GD01-001', 4), line('GD01-088', 3)], resource: [line('R-001', 10)], sideboard: [line('GD01-001', 1)] }

describe('DeckVisual', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('groups the pictures by type, then the resource deck and sideboard, with each count and group total', () => {
    const w = mount(DeckVisual, { props: { cards: deck, pool: cards } })
    const groups = w.findAll('section')
    expect(groups.map((g) => g.get('h3').text())).toEqual(['Unit 4', 'Pilot 3', 'Command 2', 'Resource deck 10', 'Sideboard 1'])
    expect(w.get('[data-testid="visual-main-total"]').text()).toBe('9')
    expect(w.findAll('[data-testid="visual-count"]').map((b) => b.text())).toEqual(['×4', '×3', '×2', '×10', '×1'])
    expect(w.findAll('img').map((i) => i.attributes('alt'))).toEqual([
      'Gundam (GD01-001)',
      'Amuro Ray (GD01-088)',
      'Beam Rifle (GD01-100)',
      'Resource (R-001)',
      'Gundam (GD01-001)',
    ])
  })

  it('a tap on a card shows its − and +, which change the count of that section; Escape hides them', async () => {
    const w = mount(DeckVisual, { props: { cards: deck, pool: cards }, attachTo: document.body })
    expect(w.find('[data-testid="visual-plus"]').exists()).toBe(false)
    const side = w.get('[data-testid="visual-group-sideboard"] [data-testid="visual-open"]')
    expect(side.attributes('aria-label')).toBe('Gundam (GD01-001), 1 copy: change the count')
    await side.trigger('click')
    expect(side.attributes('aria-expanded')).toBe('true')
    await w.get('[data-testid="visual-plus"]').trigger('click')
    await w.get('[data-testid="visual-minus"]').trigger('click')
    expect(w.emitted('count')).toEqual([
      ['sideboard', deck.sideboard[0], 2],
      ['sideboard', deck.sideboard[0], 0],
    ])
    await w.get('[data-testid="visual-group-sideboard"] [data-testid="visual-card"]').trigger('keydown', { key: 'Escape' })
    expect(w.find('[data-testid="visual-plus"]').exists()).toBe(false)
    w.unmount()
  })

  it('read-only (a shared deck): pictures and counts, no controls; an empty deck says so', () => {
    const w = mount(DeckVisual, { props: { cards: deck, pool: cards, readonly: true } })
    expect(w.findAll('[data-testid="visual-card"]')).toHaveLength(5)
    expect(w.find('button').exists()).toBe(false)
    expect(mount(DeckVisual, { props: { cards: { main: [], resource: [], sideboard: [] }, pool: cards } }).text()).toContain('The deck is empty.')
  })
})

describe('DeckSection pictures', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('gives every line a 36 × 50 picture (the drawn card for an unknown one), beside its controls', () => {
    const w = mount(DeckSection, {
      props: { section: 'main', title: 'Main deck', entries: [line('GD01-001', 4), line('XX99-001', 1)], pool: cards, highlighted: new Set<string>() },
    })
    const lines = w.findAll('[data-testid="deck-line"]')
    expect(lines[0]!.get('[data-testid="line-thumb"] img').attributes('alt')).toBe('Gundam (GD01-001)')
    expect(lines[0]!.find('[data-testid="line-plus"]').exists()).toBe(true)
    expect(lines[1]!.find('[data-testid="line-thumb"]').exists()).toBe(false)
    for (const l of lines) expect(l.get('[data-testid="card-thumb"]').attributes('style')).toContain('width: 36px; height: 50px')
  })
})

describe('DeckSection on a reload', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('draws only its first lines, across groups, while firstLines is set; every line once it is not', async () => {
    const entries = deck.main
    const w = mount(DeckSection, { props: { section: 'main', title: 'Main deck', entries, pool: cards, highlighted: new Set<string>(), firstLines: 2 } })
    // By level, grouped by type: Gundam (unit), then Amuro Ray (pilot); Beam Rifle waits.
    expect(w.findAll('[data-testid="line-name"]').map((n) => n.text())).toEqual(['Gundam', 'Amuro Ray'])
    expect(w.get('[data-testid="section-total"]').text()).toBe('9')
    await w.setProps({ firstLines: undefined })
    expect(w.findAll('[data-testid="line-name"]').map((n) => n.text())).toEqual(['Gundam', 'Amuro Ray', 'Beam Rifle'])
  })
})

import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { basicGeneration, card, gwCard, pool } from '~/engine/testing/builders'
import { opening, simDeck, spec } from '~/engine/testing/sim'
import { compileSim } from '~/engine/sim/compile'
import { solveOptimal } from '~/engine/sim/optimal'
import SimOddsByTurnChart from './SimOddsByTurnChart.vue'
import SimSampleHand from './SimSampleHand.vue'

const deck = simDeck({ 'GD01-001': 4, 'GD01-002': 4 })
const text = (w: ReturnType<typeof mount>, id: string) => w.get(`[data-testid="${id}"]`).text()

describe('SimSampleHand', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('after the deal, the advisor says keep or redraw for the current question, with both chances', async () => {
    // At least 2 of the 8 by turn 3: a hand with none is redrawn, any other kept.
    const c = compileSim(spec(deck, [[['GD01-001', 'GD01-002'], 2]], { redraw: { kind: 'optimal' }, byTurn: 3 }), opening())
    if (!c.ok) throw new Error(c.errors.join('; '))
    const solved = solveOptimal(c.sim)
    if (!solved.ok) throw new Error(solved.message)
    const advice = { entries: solved.policy.entries, sim: c.sim }
    const seen = new Set<string>()
    for (let seed = 1; seed <= 40 && seen.size < 2; seed++) {
      const w = mount(SimSampleHand, { props: { deck, opening: opening(), lookup: null, fixedSeed: seed, advice } })
      expect(w.find('[data-testid="sample-advice"]').exists()).toBe(false)
      await w.get('[data-testid="sample-draw"]').trigger('click')
      const hits = w.findAll('[data-testid="sample-card"]').filter((x) => /GD01-00[12]/.test(x.text())).length
      const entry = solved.policy.entries.find((e) => e.groups[0] === hits)!
      const advisor = w.get('[data-testid="sample-advice"]')
      expect(advisor.attributes('data-choice')).toBe(hits === 0 ? 'redraw' : 'keep')
      expect(advisor.text()).toContain(hits === 0 ? 'redraw' : 'keep this hand')
      expect(advisor.text()).toContain(`${(entry.keep * 100).toFixed(2)} % if kept`)
      expect(advisor.text()).toContain(`${(entry.redraw * 100).toFixed(2)} % if redrawn`)
      seen.add(advisor.attributes('data-choice')!)
      // Once the hand is kept, no redraw is left to advise on.
      await w.get('[data-testid="sample-keep"]').trigger('click')
      expect(w.find('[data-testid="sample-advice"]').exists()).toBe(false)
    }
    expect(seen).toEqual(new Set(['keep', 'redraw']))
  })

  it('offers the Forge mulligan: 7 cards, then one mulligan to 6 (Forge rules, Mulligan)', async () => {
    const forge = getFormat('forge')!.opening
    const w = mount(SimSampleHand, { props: { deck: simDeck({ 'FG01-001': 4, 'FG01-002': 56 }), opening: forge, lookup: null, fixedSeed: 3 } })
    await w.get('[data-testid="sample-draw"]').trigger('click')
    expect(w.findAll('[data-testid="sample-card"]')).toHaveLength(7)
    const mulligan = w.get('[data-testid="sample-redraw"]')
    expect(mulligan.text()).toBe('Mulligan to 6')
    await mulligan.trigger('click')
    expect(w.findAll('[data-testid="sample-card"]')).toHaveLength(6)
    expect(text(w, 'sample-status')).toContain('shuffled back')
  })

  it('deals 5, redraws once by 5-2-1-6-1, sets 6 shields (5-2-2), then draws one card a click (Q15)', async () => {
    const w = mount(SimSampleHand, { props: { deck, opening: opening(), lookup: null, fixedSeed: 5, marked: new Set(['GD01-001']) } })
    expect(w.find('[data-testid="sample-card"]').exists()).toBe(false)
    await w.get('[data-testid="sample-draw"]').trigger('click')
    expect(w.findAll('[data-testid="sample-card"]')).toHaveLength(5)
    expect(text(w, 'sample-seed')).toBe('5')
    expect(text(w, 'sample-deck')).toBe('45')
    expect(text(w, 'sample-shields')).toBe('0')

    await w.get('[data-testid="sample-redraw"]').trigger('click')
    expect(text(w, 'sample-status')).toContain('5-2-1-6-1')
    expect(w.findAll('[data-testid="sample-card"]')).toHaveLength(5)
    expect(text(w, 'sample-shields')).toBe('6')
    expect(text(w, 'sample-deck')).toBe('39')
    // Only once.
    expect(w.get('[data-testid="sample-redraw"]').attributes('disabled')).toBeDefined()

    await w.get('[data-testid="sample-next"]').trigger('click')
    expect(text(w, 'sample-status')).toContain('Q15')
    expect(w.findAll('[data-testid="sample-drawn"] li')).toHaveLength(1)
    expect(text(w, 'sample-deck')).toBe('38')
  })

  it('Gundam War: 6 cards, redraw a) and b) by the manual; no shields, no Q15 and no GCG rule number anywhere', async () => {
    const gw = getFormat('gundam-war')!.opening
    const cards = pool([basicGeneration('blue', { number: '900000001' }), gwCard({ number: '900000002' })])
    const w = mount(SimSampleHand, { props: { deck: simDeck({ '900000001': 20, '900000002': 30 }), opening: gw, lookup: cards.lookup, fixedSeed: 3 } })
    await w.get('[data-testid="sample-draw"]').trigger('click')
    expect(w.findAll('[data-testid="sample-card"]')).toHaveLength(6)
    expect(text(w, 'sample-rules')).toContain('REDRAW conditions b)')
    expect(text(w, 'sample-rules')).toContain('the first player does not draw on their first turn')
    await w.get('[data-testid="sample-keep"]').trigger('click')
    await w.get('[data-testid="sample-next"]').trigger('click')
    expect(text(w, 'sample-status')).toContain('DRAW Phase')
    expect(w.find('[data-testid="sample-shields"]').exists()).toBe(false)
    expect(w.text()).not.toMatch(/shield|Q\d+|\b\d+-\d+-\d+(-\d+)*\b/i)
  })

  it('the same seed deals the same hand; keeping it sets the shields without a redraw', async () => {
    const hand = async () => {
      const w = mount(SimSampleHand, { props: { deck, opening: opening(), lookup: null, fixedSeed: 11 } })
      await w.get('[data-testid="sample-draw"]').trigger('click')
      return w
    }
    const a = await hand()
    const b = await hand()
    const labels = (w: ReturnType<typeof mount>) => w.findAll('[data-testid="sample-card"]').map((c) => c.attributes('aria-label'))
    expect(labels(a)).toEqual(labels(b))
    await a.get('[data-testid="sample-keep"]').trigger('click')
    expect(text(a, 'sample-shields')).toBe('6')
    expect(labels(a)).toEqual(labels(b))
    expect(a.get('[data-testid="sample-redraw"]').attributes('disabled')).toBeDefined()
  })

  it('shows the hand and, once kept, the shields as card pictures, each in its reserved space', async () => {
    const cards = pool([
      card({ number: 'GD01-001', name: 'Gundam', printings: [{ id: 'GD01-001', rarity: 'C', set: 'GD01', imageUrl: 'https://img.example/1.webp' }] }),
      card({ number: 'GD01-002', name: 'Zaku', printings: [{ id: 'GD01-002', rarity: 'C', set: 'GD01', imageUrl: 'https://img.example/2.webp' }] }),
    ])
    const w = mount(SimSampleHand, { props: { deck: simDeck({ 'GD01-001': 25, 'GD01-002': 25 }), opening: opening(), lookup: cards.lookup, fixedSeed: 7 } })
    await w.get('[data-testid="sample-draw"]').trigger('click')
    const hand = w.findAll('[data-testid="sample-card"] img')
    expect(hand).toHaveLength(5)
    for (const i of hand) expect(i.attributes('alt')).toMatch(/^(Gundam \(GD01-001\)|Zaku \(GD01-002\))$/)
    expect(w.find('[data-testid="sample-shield"]').exists()).toBe(false)
    await w.get('[data-testid="sample-keep"]').trigger('click')
    expect(w.findAll('[data-testid="sample-shield"] [data-testid="card-thumb"]')).toHaveLength(6)
    // A picture that fails leaves the drawn card with its name.
    await w.get('[data-testid="sample-shield"] img').trigger('error')
    expect(w.get('[data-testid="sample-shield"] .thumb__name').text()).toMatch(/Gundam|Zaku/)
  })

  it('says why a deck too small for the opening cannot be dealt', async () => {
    const w = mount(SimSampleHand, { props: { deck: simDeck({ 'GD01-001': 4 }, 8), opening: opening(), lookup: null } })
    await w.get('[data-testid="sample-draw"]').trigger('click')
    expect(w.get('[role="alert"]').text()).toContain('the deck has 8 cards')
  })
})

describe('SimOddsByTurnChart', () => {
  it('draws a bar per turn with its figure as text, and names the turn for screen readers', () => {
    const w = mount(SimOddsByTurnChart, {
      props: {
        caption: 'Exact odds by turn',
        current: 1,
        points: [
          { turn: 0, p: 0.8567 },
          { turn: 1, p: 0.9 },
          { turn: 2, p: null },
        ],
      },
    })
    const bars = w.findAll('[data-testid="chart-bar"]')
    expect(bars.map((b) => b.attributes('aria-label'))).toEqual(['Opening hand: 85.7 %', 'Turn 1: 90.0 %', 'Turn 2: not computed'])
    expect(bars[0]!.text()).toContain('85.7 %')
    expect(bars[0]!.get('.chart__bar').attributes('style')).toContain('height: 85.67%')
    expect(bars[1]!.classes()).toContain('chart__item--current')
    expect(w.get('figcaption').text()).toBe('Exact odds by turn')
  })
})

import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { Rng } from './rng'
import { expandDeck, SampleOpening } from './sample'

const GCG = getFormat('gcg')!.opening
// 50 different cards, so where each one went shows.
const cards = expandDeck(Array.from({ length: 50 }, (_, i) => ({ number: `TS01-${String(i + 1).padStart(3, '0')}`, count: 1 })))
const sorted = (xs: string[]) => xs.slice().sort()

function deal(seed: number): SampleOpening {
  const r = SampleOpening.deal(cards, GCG, Rng.fromSeed(seed))
  if (!r.ok) throw new Error(r.message)
  return r.sample
}

describe('a sample opening, step by step (5-2-1, 5-2-2, Q15)', () => {
  it('expands a deck list to one card per copy, printings as their number', () => {
    expect(expandDeck([{ number: 'gd01-001_p1', count: 2 }, { number: 'GD01-002', count: 1 }])).toEqual(['GD01-001', 'GD01-001', 'GD01-002'])
  })

  it('draws a 5-card hand from the shuffled deck; the same seed deals the same hand', () => {
    const a = deal(11)
    expect(a.hand).toHaveLength(5)
    expect(a.deck).toHaveLength(45)
    expect(a.hand).toEqual(deal(11).hand)
    expect(sorted([...a.hand, ...a.deck])).toEqual(sorted(cards))
  })

  it('a redraw puts the hand at the bottom, takes the next five, then shuffles the deck (5-2-1-6-1)', () => {
    const s = deal(3)
    const old = s.hand.slice()
    const next = s.deck.slice(0, 5)
    expect(s.redraw()).toBe(true)
    expect(s.hand).toEqual(next)
    expect(sorted([...s.hand, ...s.deck])).toEqual(sorted(cards))
    for (const c of old) expect(s.deck).toContain(c)
    // Shuffled, not left in a block at the bottom (50 different cards, so the block would show).
    expect(s.deck.slice(-5)).not.toEqual(old)
    expect(s.canRedraw).toBe(false)
    expect(s.redraw()).toBe(false)
  })

  it('six shields from the top, then one card a draw phase', () => {
    const s = deal(5)
    const top = s.deck.slice(0, 7)
    expect(s.draw()).toBe(top[6])
    expect(s.shields).toEqual(top.slice(0, 6))
    expect(s.drawn).toEqual([top[6]])
    expect(s.deck).toHaveLength(50 - 5 - 6 - 1)
    expect(s.canRedraw).toBe(false)
  })

  it('refuses a deck too small for a hand and shields', () => {
    expect(SampleOpening.deal(cards.slice(0, 10), GCG, Rng.fromSeed(1))).toEqual({ ok: false, message: expect.stringMatching(/10 cards; the opening needs 11/) })
  })
})

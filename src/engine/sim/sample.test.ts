import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { basicGeneration, gwCard, pool } from '../testing/builders'
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
    expect(
      expandDeck([
        { number: 'gd01-001_p1', count: 2 },
        { number: 'GD01-002', count: 1 },
      ]),
    ).toEqual(['GD01-001', 'GD01-001', 'GD01-002'])
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
    expect(SampleOpening.deal(cards.slice(0, 10), GCG, Rng.fromSeed(1))).toEqual({
      ok: false,
      message: expect.stringMatching(/10 cards; the opening needs 11/),
      text: { code: 'deck.too-small-to-deal', params: { cards: 10, needed: 11, ref: GCG.ref } },
    })
  })
})

describe('a sample opening in Forge: Mulligan (Mulligan Rule)', () => {
  const forge = getFormat('forge')!.opening
  const sixty = expandDeck(Array.from({ length: 60 }, (_, i) => ({ number: `FG-${String(i + 1).padStart(3, '0')}`, count: 1 })))

  it('draws 7; the one mulligan shuffles them back and draws 6', () => {
    const r = SampleOpening.deal(sixty, forge, Rng.fromSeed(4))
    if (!r.ok) throw new Error(r.message)
    const s = r.sample
    expect(s.hand).toHaveLength(7)
    expect(s.offers).toEqual([{ kind: 'shuffle', handSize: 6, reveal: false, ref: expect.stringContaining('Mulligan Rule') }])
    const old = s.hand.slice()
    expect(s.redraw()).toBe(true)
    expect(s.hand).toHaveLength(6)
    expect(s.deck).toHaveLength(54)
    expect(sorted([...s.hand, ...s.deck])).toEqual(sorted(sixty))
    expect(s.taken).toEqual([{ kind: 'shuffle', returned: old, revealed: false }])
    expect(s.canRedraw).toBe(false)
    expect(s.redraw()).toBe(false)
  })

  it('the old hand is shuffled in, not put at the bottom: over many deals its cards come back', () => {
    let back = 0
    for (let seed = 1; seed <= 200; seed++) {
      const r = SampleOpening.deal(sixty, forge, Rng.fromSeed(seed))
      if (!r.ok) throw new Error(r.message)
      const old = new Set(r.sample.hand)
      r.sample.redraw()
      back += r.sample.hand.filter((c) => old.has(c)).length
    }
    // Each of the 6 new cards is one of the old 7 with chance 7/60: about 140 of 1,200.
    expect(back).toBeGreaterThan(90)
    expect(back).toBeLessThan(200)
  })
})

describe('a sample opening in Gundam War: redraw a) and b) (manual, REDRAW conditions)', () => {
  const war = getFormat('gundam-war')!.opening
  const g = basicGeneration('blue')
  const special = gwCard({ type: 'generation', generationKind: 'special' })
  const units = Array.from({ length: 12 }, () => gwCard())
  const cards = pool([g, special, ...units])
  // No Basic GENERATION at all (Special ones do not count): redraw a) is always on offer.
  const noBasic = expandDeck([{ number: special.number, count: 14 }, ...units.map((u) => ({ number: u.number, count: 3 }))])
  const allBasic = expandDeck([{ number: g.number, count: 50 }])
  const deal = (deck: string[], seed = 1) => {
    const r = SampleOpening.deal(deck, war, Rng.fromSeed(seed), cards.lookup)
    if (!r.ok) throw new Error(r.message)
    return r.sample
  }

  it('needs the card data to know the Basic GENERATION cards', () => {
    expect(SampleOpening.deal(noBasic, war, Rng.fromSeed(1))).toEqual({
      ok: false,
      message: expect.stringMatching(/Basic GENERATION .* card data is needed/),
      text: { code: 'basic-generation.unknown', params: { ref: war.ref, sample: true } },
    })
  })

  it('a hand with a Basic GENERATION card is offered only redraw b), 5 cards', () => {
    const s = deal(allBasic)
    expect(s.hand).toHaveLength(6)
    expect(s.offers.map((o) => [o.kind, o.handSize])).toEqual([['shuffle', 5]])
  })

  it('without one, a) (shown, 6 again) or b); after a), b) three times: 5, 4, 3; then nothing', () => {
    const s = deal(noBasic)
    expect(s.offers.map((o) => [o.kind, o.handSize, o.reveal])).toEqual([
      ['no-basic-generation', 6, true],
      ['shuffle', 5, false],
    ])
    const shown = s.hand.slice()
    expect(s.redraw('no-basic-generation')).toBe(true)
    expect(s.taken[0]).toEqual({ kind: 'no-basic-generation', returned: shown, revealed: true })
    expect(s.hand).toHaveLength(6)
    // Only once, even though the new hand has no Basic GENERATION either.
    expect(s.offers.map((o) => [o.kind, o.handSize])).toEqual([['shuffle', 5]])
    const sizes: number[] = []
    while (s.redraw()) sizes.push(s.hand.length)
    expect(sizes).toEqual([5, 4, 3])
    expect(sorted([...s.hand, ...s.deck])).toEqual(sorted(noBasic))
  })

  it('redraw a) cannot be done after redraw b)', () => {
    const s = deal(noBasic, 2)
    expect(s.redraw('shuffle')).toBe(true)
    expect(s.offers.map((o) => o.kind)).toEqual(['shuffle'])
    expect(s.redraw('no-basic-generation')).toBe(false)
  })

  it('the first draw ends the redraws; no shields in Gundam War', () => {
    const s = deal(noBasic, 3)
    const top = s.deck[0]
    expect(s.draw()).toBe(top)
    expect(s.shields).toEqual([])
    expect(s.offers).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import type { Opening } from '~/schemas/format'
import type { SimSpec } from '~/schemas/sim'
import { opening, simDeck, spec } from '../testing/sim'
import { compileSim } from './compile'
import { exactProbability } from './exact'

const GCG = getFormat('gcg')!.opening

function C(n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return r
}

function exact(s: SimSpec, o: Opening = GCG): number {
  const compiled = compileSim(s, o)
  if (!compiled.ok) throw new Error(compiled.errors.join('; '))
  const p = exactProbability(compiled.sim)
  if (p === null) throw new Error('no exact odds')
  return p
}

const eight = simDeck({ 'GD01-001': 4, 'GD01-002': 4 })
const eightHits: [string[], number] = [['GD01-001', 'GD01-002'], 1]

describe('exact odds against hand-computed values (GCG 5-2-1, 5-2-2, Q15)', () => {
  it('8 hits, redraw if the hand misses, opening hand only: 0.8567559...', () => {
    // Miss twice: C(42,5)/C(50,5) for the first hand, C(37,5)/C(45,5) for the new one from the other 45.
    expect(exact(spec(eight, [eightHits], { redraw: { kind: 'if-miss' } }))).toBeCloseTo(0.8567559261, 9)
    expect(1 - (C(42, 5) / C(50, 5)) * (C(37, 5) / C(45, 5))).toBeCloseTo(0.8567559261, 9)
  })

  it('8 hits, never redraw: 1 - C(42,5)/C(50,5)', () => {
    expect(exact(spec(eight, [eightHits]))).toBeCloseTo(1 - C(42, 5) / C(50, 5), 12)
  })

  it('by turn 2 the first player has seen 7 cards (Q15: a draw on turn 1 too)', () => {
    expect(exact(spec(eight, [eightHits], { byTurn: 2 }))).toBeCloseTo(1 - C(42, 7) / C(50, 7), 12)
    expect(exact(spec(eight, [eightHits], { byTurn: 2, player: 'second' }))).toBeCloseTo(1 - C(42, 7) / C(50, 7), 12)
  })

  it('a format where the first player skips the first draw sees one card fewer', () => {
    const noFirstDraw = opening({ firstPlayerDrawsFirstTurn: false })
    expect(exact(spec(eight, [eightHits], { byTurn: 2 }), noFirstDraw)).toBeCloseTo(1 - C(42, 6) / C(50, 6), 12)
    expect(exact(spec(eight, [eightHits], { byTurn: 2, player: 'second' }), noFirstDraw)).toBeCloseTo(1 - C(42, 7) / C(50, 7), 12)
  })

  it('after a redraw the old hand is back in the shuffled deck the draws come from', () => {
    // A twice-missed opening leaves 45 cards with all 8 hits in them; 3 draws miss with C(37,3)/C(45,3).
    const q = (C(42, 5) / C(50, 5)) * (C(37, 5) / C(45, 5)) * (C(37, 3) / C(45, 3))
    expect(exact(spec(eight, [eightHits], { redraw: { kind: 'if-miss' }, byTurn: 3 }))).toBeCloseTo(1 - q, 12)
  })

  it('two groups, never redraw: inclusion-exclusion', () => {
    const deck = simDeck({ 'GD01-001': 4, 'GD01-002': 6 })
    const both = 1 - C(46, 5) / C(50, 5) - C(44, 5) / C(50, 5) + C(40, 5) / C(50, 5)
    expect(
      exact(
        spec(deck, [
          [['GD01-001'], 1],
          [['GD01-002'], 1],
        ]),
      ),
    ).toBeCloseTo(both, 12)
  })

  it('"at least 2" of 8 in the opening hand', () => {
    const atLeastTwo = 1 - C(42, 5) / C(50, 5) - (8 * C(42, 4)) / C(50, 5)
    expect(exact(spec(eight, [[eightHits[0], 2]]))).toBeCloseTo(atLeastTwo, 12)
  })

  it('a printing counts for its card number', () => {
    const withPrintings = spec(eight, [[['gd01-001_p1', 'GD01-002_p2'], 1]])
    expect(exact(withPrintings)).toBeCloseTo(1 - C(42, 5) / C(50, 5), 12)
  })

  it('shields are unseen: the number of shields does not change the odds', () => {
    const s = spec(eight, [eightHits], { redraw: { kind: 'if-miss' }, byTurn: 4 })
    expect(exact(s, opening({ shields: 0 }))).toBeCloseTo(exact(s, opening({ shields: 6 })), 12)
  })

  it('a group the deck cannot fill never holds', () => {
    expect(exact(spec(eight, [[['GD01-001'], 5]], { redraw: { kind: 'if-miss' }, byTurn: 10 }))).toBe(0)
  })
})

/**
 * An independent check: play every order of a small deck card by card, exactly as the rules say
 * (hand, redraw to the bottom and a full reshuffle over every order, shields, draws), and average.
 */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()]
  const out: T[][] = []
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest])
  })
  return out
}

function playEveryOrder(
  cards: string[],
  o: { hand: number; shields: number; draws: number; redraws: number },
  wantsRedraw: (hand: string[]) => boolean,
  holds: (seen: string[]) => boolean,
): number {
  const play = (hand: string[], deck: string[], left: number): number => {
    if (left > 0 && wantsRedraw(hand)) {
      const next = deck.slice(0, o.hand)
      const rest = [...deck.slice(o.hand), ...hand]
      const orders = permutations(rest)
      return orders.reduce((s, order) => s + play(next, order, left - 1), 0) / orders.length
    }
    const drawn = deck.slice(o.shields, o.shields + o.draws)
    return holds([...hand, ...drawn]) ? 1 : 0
  }
  const orders = permutations(cards)
  return orders.reduce((s, order) => s + play(order.slice(0, o.hand), order.slice(o.hand), o.redraws), 0) / orders.length
}

const count = (seen: string[], set: string[]) => seen.filter((c) => set.includes(c)).length

describe('exact odds against every order of a small deck', () => {
  const cards = ['A', 'A', 'B', 'C', 'C', 'X', 'X']
  const deck = cards.map((number) => ({ number, count: 1 }))
  const small = opening({ handSize: 2, shields: 1 })
  const groups: [string[], number][] = [
    [['A', 'B'], 1],
    [['C'], 1],
  ]
  const holdsAll = (seen: string[]) => count(seen, ['A', 'B']) >= 1 && count(seen, ['C']) >= 1

  it('two groups, redraw if the hand misses, by turn 1', () => {
    const expected = playEveryOrder(cards, { hand: 2, shields: 1, draws: 1, redraws: 1 }, (h) => !holdsAll(h), holdsAll)
    expect(exact(spec(deck, groups, { redraw: { kind: 'if-miss' }, byTurn: 1 }), small)).toBeCloseTo(expected, 12)
  })

  it('two groups, never redraw, by turn 2', () => {
    const expected = playEveryOrder(cards, { hand: 2, shields: 1, draws: 2, redraws: 0 }, () => false, holdsAll)
    expect(exact(spec(deck, groups, { byTurn: 2 }), small)).toBeCloseTo(expected, 12)
  })

  it('overlapping groups and a redraw rule on cards of its own', () => {
    const overlap: [string[], number][] = [
      [['A', 'B'], 1],
      [['B', 'C'], 2],
    ]
    const holdsOverlap = (seen: string[]) => count(seen, ['A', 'B']) >= 1 && count(seen, ['B', 'C']) >= 2
    const expected = playEveryOrder(cards, { hand: 2, shields: 1, draws: 1, redraws: 1 }, (h) => count(h, ['X']) < 1, holdsOverlap)
    const s = spec(deck, overlap, { redraw: { kind: 'if-fewer', cards: ['X'], fewerThan: 1 }, byTurn: 1 })
    expect(exact(s, small)).toBeCloseTo(expected, 12)
  })

  it('a format with two redraws, each to the bottom then a shuffle', () => {
    const six = ['A', 'B', 'C', 'C', 'X', 'X']
    const expected = playEveryOrder(six, { hand: 2, shields: 0, draws: 1, redraws: 2 }, (h) => !holdsAll(h), holdsAll)
    const s = spec(
      six.map((number) => ({ number, count: 1 })),
      groups,
      { redraw: { kind: 'if-miss' }, byTurn: 1 },
    )
    expect(exact(s, opening({ handSize: 2, shields: 0, redrawTimes: 2 }))).toBeCloseTo(expected, 12)
  })
})

const FORGE = getFormat('forge')!.opening
const WAR = getFormat('gundam-war')!.opening

describe('Forge: 7 cards, one mulligan to 6, the hand shuffled back (Mulligan Rule)', () => {
  const deck = simDeck({ 'FG-001': 4 }, 60)
  const hit: [string[], number][] = [[['FG-001'], 1]]

  it('4 hits, at least 1 in hand, mulligan if it misses: 1 - C(56,7)/C(60,7) * C(56,6)/C(60,6)', () => {
    const expected = 1 - (C(56, 7) / C(60, 7)) * (C(56, 6) / C(60, 6))
    expect(exact(spec(deck, hit, { redraw: { kind: 'if-miss' } }), FORGE)).toBeCloseTo(expected, 12)
  })

  it('never mulligan: the 7-card hand alone', () => {
    expect(exact(spec(deck, hit), FORGE)).toBeCloseTo(1 - C(56, 7) / C(60, 7), 12)
  })

  it('the 6 new cards and the draws come from all 60: by turn 2 a mulligan leaves 8 random cards', () => {
    // The first player draws on turn 1 too (Refresh Phase, no exception): hand 6 plus 2 draws.
    const expected = 1 - (C(56, 7) / C(60, 7)) * (C(56, 8) / C(60, 8))
    expect(exact(spec(deck, hit, { redraw: { kind: 'if-miss' }, byTurn: 2 }), FORGE)).toBeCloseTo(expected, 12)
  })
})

describe('Gundam War: redraw a) with no Basic GENERATION, redraw b) 5, 4, 3 (manual, REDRAW conditions)', () => {
  const basic = ['G-1']
  const war = (s: SimSpec) => exact({ ...s, basicGeneration: basic }, WAR)
  const q = (hits: number, size: number) => C(50 - hits, size) / C(50, size)

  it('looking for a Basic GENERATION itself, redraw if miss: a), then b) three times all miss', () => {
    const deck = simDeck({ 'G-1': 8 })
    const s = spec(deck, [[['G-1'], 1]], { redraw: { kind: 'if-miss' } })
    expect(war(s)).toBeCloseTo(1 - q(8, 6) * q(8, 6) * q(8, 5) * q(8, 4) * q(8, 3), 12)
  })

  it('"never" still takes redraw a): it is free and a hand with no GENERATION cannot play', () => {
    const deck = simDeck({ 'G-1': 8 })
    expect(war(spec(deck, [[['G-1'], 1]]))).toBeCloseTo(1 - q(8, 6) * q(8, 6), 12)
  })

  it('a group apart from the GENERATION cards: kept when the hand has one, else 6 fresh cards', () => {
    const deck = simDeck({ 'U-1': 4, 'G-1': 10 })
    const hitAndBasic = 1 - q(4, 6) - q(10, 6) + q(14, 6)
    expect(war(spec(deck, [[['U-1'], 1]]))).toBeCloseTo(hitAndBasic + q(10, 6) * (1 - q(4, 6)), 12)
  })

  it('redraw a) cannot come after b), but b) can come after a)', () => {
    // Group = the Basic GENERATION cards, if-miss: the only way to a second 6-card hand is a), first.
    const noA: Opening = { ...WAR, redraws: [WAR.redraws[1]!] }
    const deck = simDeck({ 'G-1': 8 })
    const s = { ...spec(deck, [[['G-1'], 1]], { redraw: { kind: 'if-miss' } }), basicGeneration: basic }
    expect(exact(s, noA)).toBeCloseTo(1 - q(8, 6) * q(8, 5) * q(8, 4) * q(8, 3), 12)
  })

  it('the first player does not draw on turn 1 (DRAW Phase note); the second player does', () => {
    const deck = simDeck({ 'U-1': 4, 'G-1': 50 - 4 })
    // 46 Basic GENERATION cards: every 6-card hand holds one, so redraw a) never comes up.
    expect(war(spec(deck, [[['U-1'], 1]], { byTurn: 2 }))).toBeCloseTo(1 - q(4, 7), 12)
    expect(war(spec(deck, [[['U-1'], 1]], { byTurn: 2, player: 'second' }))).toBeCloseTo(1 - q(4, 8), 12)
  })
})

/**
 * An independent check of the shuffle-back redraws: every order of a small deck played card by card.
 * After a reshuffle the deck is every card in any order, so its average is shared by every branch
 * that reshuffles at the same step (memoized; each order is still played).
 */
function playShuffles(
  cards: string[],
  o: { hand: number; steps: { auto: boolean; size: number }[]; shields: number; draws: number },
  isBasic: (card: string) => boolean,
  wantsRedraw: (hand: string[]) => boolean,
  holds: (seen: string[]) => boolean,
): number {
  const orders = permutations(cards)
  const memo = new Map<string, number>()
  const deal = (step: number, size: number): number => {
    const id = `${step}:${size}`
    const known = memo.get(id)
    if (known !== undefined) return known
    const v = orders.reduce((s, order) => s + play(order.slice(0, size), order.slice(size), step), 0) / orders.length
    memo.set(id, v)
    return v
  }
  const play = (hand: string[], deck: string[], from: number): number => {
    for (let step = from; step < o.steps.length; step++) {
      const s = o.steps[step]!
      if (s.auto) {
        if (hand.some(isBasic)) continue
        return deal(step + 1, s.size)
      }
      if (!wantsRedraw(hand)) break
      return deal(step + 1, s.size)
    }
    return holds([...hand, ...deck.slice(o.shields, o.shields + o.draws)]) ? 1 : 0
  }
  return deal(0, o.hand)
}

describe('shuffle-back redraws against every order of a small deck', () => {
  const cards = ['G', 'G', 'A', 'B', 'X', 'X', 'X']
  const deck = cards.map((number) => ({ number, count: 1 }))
  const isBasic = (c: string) => c === 'G'
  const groups: [string[], number][] = [
    [['A', 'B'], 1],
    [['G'], 1],
  ]
  const holdsAll = (seen: string[]) => count(seen, ['A', 'B']) >= 1 && count(seen, ['G']) >= 1
  const smallWar = opening({
    handSize: 3,
    shields: 0,
    firstPlayerDrawsFirstTurn: false,
    redraws: [
      { kind: 'no-basic-generation-redraw', times: 1, handSize: 3, reveal: true, notAfter: ['shuffle-redraw'], ref: 'a)' },
      { kind: 'shuffle-redraw', handSizes: [2, 1], simultaneous: false, ref: 'b)' },
    ],
  })
  const warSteps = [
    { auto: true, size: 3 },
    { auto: false, size: 2 },
    { auto: false, size: 1 },
  ]
  const war = (s: SimSpec) => exact({ ...s, basicGeneration: ['G'] }, smallWar)

  it('Gundam War shape, redraw if miss, by turn 2 of the first player (one draw)', () => {
    const expected = playShuffles(cards, { hand: 3, steps: warSteps, shields: 0, draws: 1 }, isBasic, (h) => !holdsAll(h), holdsAll)
    expect(war(spec(deck, groups, { redraw: { kind: 'if-miss' }, byTurn: 2 }))).toBeCloseTo(expected, 12)
  })

  it('Gundam War shape, redraw if fewer than 1 X, by turn 1 of the second player', () => {
    const holdsA = (seen: string[]) => count(seen, ['A', 'B']) >= 1
    const expected = playShuffles(cards, { hand: 3, steps: warSteps, shields: 0, draws: 1 }, isBasic, (h) => count(h, ['X']) < 1, holdsA)
    const s = spec(deck, [[['A', 'B'], 1]], { redraw: { kind: 'if-fewer', cards: ['X'], fewerThan: 1 }, byTurn: 1, player: 'second' })
    expect(war(s)).toBeCloseTo(expected, 12)
  })

  it('Gundam War shape, never: only redraw a)', () => {
    const expected = playShuffles(cards, { hand: 3, steps: warSteps, shields: 0, draws: 0 }, isBasic, () => false, holdsAll)
    expect(war(spec(deck, groups))).toBeCloseTo(expected, 12)
  })

  it('Forge shape: one mulligan, with shields to show they are unseen', () => {
    const forge = opening({ handSize: 3, shields: 1, redraws: [{ kind: 'shuffle-redraw', handSizes: [2], simultaneous: true, ref: 'm' }] })
    const expected = playShuffles(cards, { hand: 3, steps: [{ auto: false, size: 2 }], shields: 1, draws: 2 }, isBasic, (h) => !holdsAll(h), holdsAll)
    expect(exact(spec(deck, groups, { redraw: { kind: 'if-miss' }, byTurn: 2 }), forge)).toBeCloseTo(expected, 12)
  })
})

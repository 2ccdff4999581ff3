import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import type { Opening } from '~/schemas/format'
import { RedrawPolicySchema, type SimSpec } from '~/schemas/sim'
import { opening, simDeck, spec } from '../testing/sim'
import { compileSim, type CompiledSim } from './compile'
import { exactProbability } from './exact'
import { MonteCarlo } from './monte-carlo'
import { decisionFor, handIndex, indexOf, policyRows, policySentence, solveOptimal, type OptimalPolicy, type PolicyRow } from './optimal'
import { Rng } from './rng'
import { simulate } from './index'

const GCG = getFormat('gcg')!.opening

function compiled(s: SimSpec, o: Opening = GCG): CompiledSim {
  const c = compileSim(s, o)
  if (!c.ok) throw new Error(c.errors.join('; '))
  return c.sim
}

function solved(s: SimSpec, o: Opening = GCG): OptimalPolicy {
  const r = solveOptimal(compiled(s, o))
  if (!r.ok) throw new Error(r.message)
  return r.policy
}

const best = { redraw: { kind: 'optimal' } } as const

/**
 * Brute force, written apart from exact.ts: every ordered deal of distinct physical cards, played
 * the way the rules say. Keeping: the shields, then the draws, come off the top of the other cards
 * in order. Redrawing: the new hand is any ordered `h` cards of the pool (for a bottom redraw the
 * cards not in the hand; for a shuffle-back one, all of them), and the rest are shuffled. At each
 * redraw the larger of the two averages is taken.
 */
function bruteForce(
  deck: readonly string[],
  groups: [string[], number][],
  o: { handSize: number; shields: number; draws: number; redraws: { fromRest: boolean; handSize: number }[] },
): { p: number; firstHands: { hand: number[]; keep: number; redraw: number }[] } {
  const all = deck.map((_, i) => i)
  const holds = (cards: readonly number[]) => groups.every(([g, need]) => cards.filter((c) => g.includes(deck[c]!)).length >= need)
  /** Average of f over every ordered sequence of `n` distinct cards of `from`. */
  function average(from: readonly number[], n: number, f: (seq: number[]) => number): number {
    let sum = 0
    let count = 0
    const seq: number[] = []
    const used = new Set<number>()
    const walk = () => {
      if (seq.length === n) {
        sum += f(seq)
        count++
        return
      }
      for (const c of from) {
        if (used.has(c)) continue
        used.add(c)
        seq.push(c)
        walk()
        seq.pop()
        used.delete(c)
      }
    }
    walk()
    return sum / count
  }
  const keepValue = (hand: readonly number[]) => {
    const left = all.filter((c) => !hand.includes(c))
    return average(left, o.shields + o.draws, (seq) => (holds([...hand, ...seq.slice(o.shields)]) ? 1 : 0))
  }
  function redrawValue(hand: readonly number[], step: number): number {
    const r = o.redraws[step]!
    const pool = r.fromRest ? all.filter((c) => !hand.includes(c)) : all
    return average(pool, r.handSize, (next) => value(next, step + 1))
  }
  function value(hand: readonly number[], step: number): number {
    const keep = keepValue(hand)
    if (step >= o.redraws.length) return keep
    return Math.max(keep, redrawValue(hand, step))
  }
  const firstHands: { hand: number[]; keep: number; redraw: number }[] = []
  const p = average(all, o.handSize, (hand) => {
    if (o.redraws.length === 0) return keepValue(hand)
    const keep = keepValue(hand)
    const redraw = redrawValue(hand, 0)
    firstHands.push({ hand: hand.slice(), keep, redraw })
    return Math.max(keep, redraw)
  })
  return { p, firstHands }
}

/** Physical cards of a small deck, one entry per copy. */
const cardsOf = (entries: { number: string; count: number }[]) => entries.flatMap((e) => Array.from({ length: e.count }, () => e.number))

describe('the best redraw decision against a brute force over every deal', () => {
  const tiny = simDeck({ 'GD01-001': 2, 'GD01-002': 2 }, 9)
  const groups: [string[], number][] = [
    [['GD01-001'], 1],
    [['GD01-001', 'GD01-002'], 2],
  ]

  it('GCG-shaped: a 2-card hand, one redraw to the bottom, 1 shield, draws by turn 2', () => {
    const o = opening({ handSize: 2, shields: 1 })
    const s = spec(tiny, groups, { ...best, byTurn: 2 })
    const sim = compiled(s, o)
    const policy = solved(s, o)
    const brute = bruteForce(cardsOf(tiny), groups, { handSize: 2, shields: 1, draws: sim.draws, redraws: [{ fromRest: true, handSize: 2 }] })
    expect(sim.draws).toBe(2)
    expect(policy.p).toBeCloseTo(brute.p, 12)
    expect(exactProbability(sim)).toBeCloseTo(brute.p, 12)
    // Every first hand's two chances, hand by hand, as the brute force found them.
    const deck = cardsOf(tiny)
    for (const f of brute.firstHands) {
      const hand = new Array<number>(sim.categories.length).fill(0)
      for (const c of f.hand) hand[sim.categoryOf.get(deck[c]!)!]!++
      const d = decisionFor(policy, 0, hand)!
      expect(d.keep).toBeCloseTo(f.keep, 12)
      expect(d.redraw).toBeCloseTo(f.redraw, 12)
      expect(d.choice).toBe(f.keep >= f.redraw - 1e-12 ? 'keep' : 'redraw')
    }
    // Both choices occur here, so the test tells a policy from "always" or "never".
    expect(new Set(policy.entries.map((e) => e.choice))).toEqual(new Set(['keep', 'redraw']))
  })

  it('two redraws to the bottom: the second from the cards not in the second hand', () => {
    const o = opening({ handSize: 2, shields: 0, redrawTimes: 2 })
    const deck = simDeck({ 'GD01-001': 2, 'GD01-002': 2 }, 8)
    const s = spec(deck, groups, { ...best, byTurn: 1 })
    const sim = compiled(s, o)
    const brute = bruteForce(cardsOf(deck), groups, {
      handSize: 2,
      shields: 0,
      draws: sim.draws,
      redraws: [
        { fromRest: true, handSize: 2 },
        { fromRest: true, handSize: 2 },
      ],
    })
    expect(solved(s, o).p).toBeCloseTo(brute.p, 12)
  })

  it('a shuffle-back redraw to a smaller hand (Forge-shaped): the new hand from the whole deck', () => {
    const o = opening({ handSize: 3, shields: 0, redrawTimes: 0, redraws: [{ kind: 'shuffle-redraw', handSizes: [2], simultaneous: false, ref: 'M' }] })
    const deck = simDeck({ 'GD01-001': 2, 'GD01-002': 2 }, 8)
    const s = spec(deck, groups, { ...best, byTurn: 1 })
    const sim = compiled(s, o)
    const brute = bruteForce(cardsOf(deck), groups, { handSize: 3, shields: 0, draws: sim.draws, redraws: [{ fromRest: false, handSize: 2 }] })
    expect(solved(s, o).p).toBeCloseTo(brute.p, 12)
  })
})

describe('the best redraw decision (GCG 5-2-1-6-1)', () => {
  const deck = simDeck({ 'GD01-001': 4, 'GD01-002': 4, 'GD01-003': 4, 'GD01-004': 6 })
  const two: [string[], number][] = [[['GD01-001', 'GD01-002'], 2]]

  it("is the schema's fourth policy", () => {
    expect(RedrawPolicySchema.parse({ kind: 'optimal' })).toEqual({ kind: 'optimal' })
  })

  it('is never worse than never or if-miss, and better than if-miss where a near miss is worth keeping', () => {
    const s = spec(deck, two, { byTurn: 3 })
    const never = exactProbability(compiled(s))!
    const ifMiss = exactProbability(compiled({ ...s, redraw: { kind: 'if-miss' } }))!
    const opt = solved({ ...s, ...best })
    expect(opt.p).toBeGreaterThanOrEqual(never)
    expect(opt.p).toBeGreaterThan(ifMiss + 1e-4)
    // A hand with one of the two it needs is kept: three draws to find a second beat a new hand.
    const one = opt.entries.find((e) => e.groups[0] === 1)!
    expect(one.choice).toBe('keep')
    expect(one.keep).toBeGreaterThan(one.redraw)
    // A hand with none is redrawn; a hand that already holds is kept at 1.
    expect(opt.entries.filter((e) => e.groups[0] === 0).every((e) => e.choice === 'redraw' && e.redraw > e.keep)).toBe(true)
    expect(opt.entries.filter((e) => e.groups[0]! >= 2).every((e) => e.choice === 'keep' && e.keep === 1)).toBe(true)
  })

  it('lists every first-hand composition once, with its group counts and "other" cards', () => {
    const opt = solved(
      spec(
        deck,
        [
          [['GD01-001'], 1],
          [['GD01-003'], 1],
        ],
        { ...best, byTurn: 2 },
      ),
    )
    // Categories: GD01-001 (4), GD01-003 (4), the other 42: every (a, b) with a, b <= 4 and a + b <= 5.
    let compositions = 0
    for (let a = 0; a <= 4; a++) for (let b = 0; b <= 4; b++) if (a + b <= 5) compositions++
    expect(opt.entries).toHaveLength(compositions)
    const seen = new Set(opt.entries.map((e) => e.hand.join(',')))
    expect(seen.size).toBe(opt.entries.length)
    for (const e of opt.entries) {
      expect(e.groups[0]! + e.groups[1]! + e.other).toBe(5)
      expect(e.step).toBe(0)
    }
  })

  it('the lookup table redraws exactly the hands the policy redraws', () => {
    const s = spec(deck, two, { ...best, byTurn: 3 })
    const sim = compiled(s)
    const opt = solved(s)
    const index = handIndex(sim)
    for (const e of opt.entries) expect(opt.tables[0]![indexOf(index, e.hand)]).toBe(e.choice === 'redraw' ? 1 : 0)
    const indices = new Set(opt.entries.map((e) => indexOf(index, e.hand)))
    expect(indices.size).toBe(opt.entries.length) // one slot a composition
  })

  it('simulate() returns the policy beside the odds; Monte Carlo agrees within 4 standard errors', () => {
    const s = spec(deck, [...two, [['GD01-003'], 1]], { ...best, byTurn: 3, player: 'second' })
    const r = simulate(s, GCG, { trials: 400_000, seed: 15 })
    if (!r.ok) throw new Error(r.errors.join('; '))
    expect(r.policy).not.toBeNull()
    expect(r.exact).toBeCloseTo(r.policy!.p, 12)
    expect(Math.abs(r.monteCarlo!.p - r.exact!)).toBeLessThan(4 * r.monteCarlo!.stdError)
  })

  it('a question too tangled for exact odds is refused with a clear message', () => {
    // 14 card numbers, each in its own set of four groups (the bits of i + 1): 15 categories with the blanks.
    const numbers = Array.from({ length: 14 }, (_, i) => `GD01-0${10 + i}`)
    const big = simDeck(Object.fromEntries(numbers.map((n) => [n, 3])))
    const groups: [string[], number][] = Array.from({ length: 4 }, (_, g) => [numbers.filter((_, i) => (i + 1) & (1 << g)), 1])
    const c = compileSim(spec(big, groups, best), GCG)
    expect(c.ok).toBe(false)
    if (!c.ok) expect(c.errors[0]).toMatch(/best redraw decision needs exact odds/)
  })
})

describe('Monte Carlo under the best decision follows the lookup table', () => {
  const cases: { name: string; spec: SimSpec; opening: Opening }[] = [
    {
      name: 'GCG, at least 2 of 8 by turn 3',
      spec: spec(simDeck({ 'GD01-001': 4, 'GD01-002': 4 }), [[['GD01-001', 'GD01-002'], 2]], { ...best, byTurn: 3 }),
      opening: GCG,
    },
    {
      name: 'GCG, two overlapping groups, opening hand',
      spec: spec(
        simDeck({ 'GD01-001': 4, 'GD01-002': 4, 'GD01-003': 6 }),
        [
          [['GD01-001', 'GD01-002'], 1],
          [['GD01-002', 'GD01-003'], 2],
        ],
        best,
      ),
      opening: GCG,
    },
    {
      name: 'two bottom redraws, by turn 2',
      spec: spec(simDeck({ 'GD01-001': 5 }), [[['GD01-001'], 2]], { ...best, byTurn: 2 }),
      opening: opening({ redrawTimes: 2 }),
    },
    {
      name: 'Forge mulligans (shuffle back, 7 then 6 ...)',
      spec: spec(
        simDeck({ 'FG-001': 4, 'FG-002': 8 }, 60),
        [
          [['FG-001'], 1],
          [['FG-002'], 2],
        ],
        { ...best, byTurn: 2 },
      ),
      opening: getFormat('forge')!.opening,
    },
  ]
  for (const c of cases) {
    it(c.name, () => {
      const sim = compiled(c.spec, c.opening)
      const opt = solved(c.spec, c.opening)
      const mc = new MonteCarlo(sim, Rng.fromSeed(7), opt)
      mc.run(300_000)
      const r = mc.result()
      expect(Math.abs(r.p - opt.p)).toBeLessThan(4 * r.stdError)
      // The table matters: under "never" the same deals give a clearly different answer.
      const never = exactProbability(compiled({ ...c.spec, redraw: { kind: 'never' } }, c.opening))!
      expect(Math.abs(never - opt.p)).toBeGreaterThan(8 * r.stdError)
    })
  }
})

describe('the policy in words', () => {
  const row = (groups: number[], choice: PolicyRow['choice']): PolicyRow => ({ groups, keep: [0, 0], redraw: [0, 0], choice })

  it('one group: the redrawn counts run together', () => {
    expect(policySentence([row([0], 'redraw'), row([1], 'redraw'), row([2], 'keep'), row([3], 'keep')])).toBe('Redraw when you hold fewer than 2 of group 1')
    expect(policySentence([row([0], 'redraw'), row([1], 'keep')])).toBe('Redraw when you hold 0 of group 1')
    expect(policySentence([row([0], 'keep'), row([1], 'keep')])).toBe('Keep every hand')
    expect(policySentence([row([0], 'redraw'), row([1], 'redraw')])).toBe('Redraw every hand')
  })

  it('two groups: "0 of group 1 and fewer than 2 of group 2"; a group redrawn at every count is left out', () => {
    const rows = [row([0, 0], 'redraw'), row([0, 1], 'redraw'), row([0, 2], 'keep'), row([1, 0], 'keep'), row([1, 1], 'keep'), row([1, 2], 'keep')]
    expect(policySentence(rows)).toBe('Redraw when you hold 0 of group 1 and fewer than 2 of group 2')
    const whole = [row([0, 0], 'redraw'), row([0, 1], 'redraw'), row([0, 2], 'redraw'), row([1, 0], 'redraw'), row([1, 1], 'keep'), row([1, 2], 'keep')]
    expect(policySentence(whole)).toBe('Redraw when you hold 0 of group 1; or 1 of group 1 and 0 of group 2')
  })

  it('in Japanese, from the same rows', () => {
    expect(policySentence([row([0], 'redraw'), row([1], 'keep')], 'ja')).toBe('グループ1が0枚の手札は引き直す')
    expect(policySentence([row([0], 'keep'), row([1], 'keep')], 'ja')).toBe('すべての手札をキープ')
  })

  it('rows gather the hands by group counts, from a solved question', () => {
    const s = spec(simDeck({ 'GD01-001': 4, 'GD01-002': 4 }), [[['GD01-001', 'GD01-002'], 2]], { ...best, byTurn: 3 })
    const rows = policyRows(solved(s).entries)
    expect(rows.map((r) => r.groups[0])).toEqual([0, 1, 2, 3, 4, 5])
    expect(policySentence(rows)).toBe('Redraw when you hold 0 of group 1')
    expect(rows[0]!.redraw[0]).toBeGreaterThan(rows[0]!.keep[0])
  })
})

import type { CompiledSim } from './compile'
import { isVoluntary, newHandSource, redrawPlan, stepAction, wantsRedraw as policyWants } from './redraw'

/** Beyond this many hand-to-hand terms (many overlapping groups) exact odds give way to Monte Carlo. */
export const MAX_EXACT_WORK = 4_000_000

/** Chances this close count as equal, and an equal chance keeps the hand (no reason to redraw). */
const TIE = 1e-12

/** The best decision for one hand at one voluntary redraw step, with both exact chances. */
export interface RedrawDecision {
  /** Index into the compiled steps (sim.steps). */
  step: number
  /** Cards per category of the compiled deck (sim.categories). */
  hand: number[]
  /** The chance of success when this hand is kept. */
  keep: number
  /** The chance of success when it is redrawn (and later steps are played the best way). */
  redraw: number
  choice: 'keep' | 'redraw'
}

export interface ExactSolution {
  p: number
  /** With the 'optimal' policy: every hand met at each voluntary step, in the order first met; else empty. */
  decisions: RedrawDecision[]
}

/** Pascal's triangle as floats: C(n, k) for n <= size. */
function binomials(size: number): Float64Array[] {
  const rows: Float64Array[] = []
  for (let n = 0; n <= size; n++) {
    const row = new Float64Array(n + 1)
    row[0] = row[n] = 1
    for (let k = 1; k < n; k++) row[k] = rows[n - 1]![k - 1]! + rows[n - 1]![k]!
    rows.push(row)
  }
  return rows
}

function binomialFloat(n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return r
}

/**
 * The exact chance that the condition holds, following the opening the way the rules play it:
 * a multivariate hypergeometric hand over the deck's categories; where the policy redraws, the new
 * hand comes from the cards not in the old one (5-2-1-6-1: the old hand went to the bottom); the deck
 * is then every card but the final hand, shuffled, so the six shields (5-2-2) are unseen cards that
 * change nothing and the draws (Q15) are a hypergeometric sample of it.
 *
 * A redraw that shuffles the hand back (Forge Mulligan Rule; Gundam War REDRAW conditions a) and b))
 * draws the new hand from the whole deck, independent of the old one: the chance of success after
 * step s is one number, summed once over the hands of that step's size. Redraw a) is taken whenever
 * the hand holds no Basic GENERATION card (see opening.ts); the first voluntary redraw the policy
 * declines keeps the hand.
 *
 * Returns null when the groups overlap in so many ways that the sum would be too long.
 */
export function exactProbability(sim: CompiledSim, maxWork = MAX_EXACT_WORK): number | null {
  return solveExact(sim, maxWork)?.p ?? null
}

/** Hand-to-hand terms the exact sum takes (compared with MAX_EXACT_WORK). */
export function exactWork(sim: CompiledSim): number {
  const k = sim.categories.length
  const handsOf = (size: number) => binomialFloat(size + k - 1, k - 1)
  const hands = handsOf(sim.handSize)
  const bottom = sim.policy.kind !== 'never' && sim.steps.some((s) => newHandSource(s) === 'rest')
  return bottom ? hands * (1 + hands) : sim.steps.reduce((w, s) => w + (newHandSource(s) === 'rest' ? 0 : handsOf(s.handSize)), hands)
}

/**
 * `exactProbability` with its workings: under the 'optimal' policy each voluntary redraw compares
 * the exact chance of keeping the hand (success with it as the final hand) with the exact chance of
 * redrawing (the new hand from the cards not in it for 5-2-1-6-1, or from the whole deck for a
 * shuffle-back redraw, and every later step played the best way), takes the larger, and records
 * both. Null when the sum would be too long.
 */
export function solveExact(sim: CompiledSim, maxWork = MAX_EXACT_WORK): ExactSolution | null {
  const { handSize: h, draws, needs, categories } = sim
  const k = categories.length
  const steps = sim.steps
  // A bottom redraw looks at every hand from every first hand; a shuffle redraw at its hands once.
  if (exactWork(sim) > maxWork) return null

  const C = binomials(sim.deckSize)
  const counts = categories.map((c) => c.count)
  const masks = categories.map((c) => c.mask)
  const condMask = (1 << needs.length) - 1
  // The largest category takes what is left of each hand, so the enumeration walks the others only.
  let rest = 0
  for (let j = 1; j < k; j++) if (counts[j]! > counts[rest]!) rest = j

  /** Every hand of `size` from `pool` (counts per category) with its probability. */
  function hands_(pool: readonly number[], size: number): { hand: number[]; p: number }[] {
    const total = pool.reduce((a, b) => a + b, 0)
    const denominator = C[total]![size]!
    const out: { hand: number[]; p: number }[] = []
    const hand = new Array<number>(k).fill(0)
    const walk = (j: number, left: number, weight: number) => {
      if (j === k) {
        if (left > pool[rest]!) return
        hand[rest] = left
        out.push({ hand: hand.slice(), p: (weight * C[pool[rest]!]![left]!) / denominator })
        return
      }
      if (j === rest) return walk(j + 1, left, weight)
      const top = Math.min(pool[j]!, left)
      for (let c = 0; c <= top; c++) {
        hand[j] = c
        walk(j + 1, left - c, weight * C[pool[j]!]![c]!)
      }
      hand[j] = 0
    }
    walk(0, size, 1)
    return out
  }

  const fieldCount = (hand: readonly number[], f: number) => {
    let n = 0
    for (let j = 0; j < k; j++) if (masks[j]! & (1 << f)) n += hand[j]!
    return n
  }
  const holds = (hand: readonly number[]) => needs.every((need, f) => fieldCount(hand, f) >= need)
  const policy = sim.policy
  const optimal = policy.kind === 'optimal'
  const decisions: RedrawDecision[] = []
  // The 'optimal' policy is played in `value` itself (it needs both chances), never through here.
  const wantsRedraw = (hand: readonly number[]): boolean => policyWants(policy, hand, holds, fieldCount)

  // Condition counts capped at their need, as one mixed-radix state.
  const stride: number[] = []
  let states = 1
  for (const need of needs) {
    stride.push(states)
    states *= need + 1
  }
  const full = needs.reduce((s, need, f) => s + need * stride[f]!, 0)
  const maxNeed = Math.max(...needs)
  /** advance[j][g * (maxNeed + 1) + c]: the state after c more cards of category j. */
  const advance = masks.map((mask) => {
    const table = new Int32Array(states * (maxNeed + 1))
    for (let g = 0; g < states; g++) {
      for (let c = 0; c <= maxNeed; c++) {
        let next = 0
        needs.forEach((need, f) => {
          const have = Math.floor(g / stride[f]!) % (need + 1)
          next += Math.min(need, have + (mask & (1 << f) ? c : 0)) * stride[f]!
        })
        table[g * (maxNeed + 1) + c] = next
      }
    }
    return table
  })

  /** Chance the condition holds once `draws` cards from the rest of the deck join the final hand. */
  function success(hand: readonly number[]): number {
    let g0 = 0
    needs.forEach((need, f) => {
      g0 += Math.min(need, fieldCount(hand, f)) * stride[f]!
    })
    if (g0 === full) return 1
    if (draws === 0) return 0
    const left = counts.map((n, j) => n - hand[j]!)
    const deck = left.reduce((a, b) => a + b, 0)
    let idle = 0
    let dp = new Float64Array((draws + 1) * states)
    dp[g0] = 1
    for (let j = 0; j < k; j++) {
      const n = left[j]!
      if ((masks[j]! & condMask) === 0) {
        idle += n
        continue
      }
      if (n === 0) continue
      const next = new Float64Array(dp.length)
      const table = advance[j]!
      const row = C[n]!
      for (let u = 0; u <= draws; u++) {
        for (let g = 0; g < states; g++) {
          const v = dp[u * states + g]!
          if (v === 0) continue
          const top = Math.min(n, draws - u)
          for (let c = 0; c <= top; c++) {
            next[(u + c) * states + table[g * (maxNeed + 1) + Math.min(c, maxNeed)]!]! += v * row[c]!
          }
        }
      }
      dp = next
    }
    let total = 0
    for (let u = 0; u <= draws; u++) {
      const v = dp[u * states + full]!
      if (v !== 0 && draws - u <= idle) total += v * C[idle]![draws - u]!
    }
    return total / C[deck]![draws]!
  }

  const key = (hand: readonly number[]) => hand.join(',')
  const successMemo = new Map<string, number>()
  const memoSuccess = (hand: readonly number[]) => {
    const id = key(hand)
    let v = successMemo.get(id)
    if (v === undefined) successMemo.set(id, (v = success(hand)))
    return v
  }
  const valueMemo = steps.map(() => new Map<string, number>())
  /** Chance of success after redrawing at `step` by shuffling back: the same for every old hand. */
  const freshMemo = new Map<number, number>()
  function fresh(step: number): number {
    let v = freshMemo.get(step)
    if (v !== undefined) return v
    v = 0
    for (const next of hands_(counts, steps[step]!.handSize)) v += next.p * value(next.hand, step + 1)
    freshMemo.set(step, v)
    return v
  }
  const basicField = sim.basicField
  const hasBasic = (hand: readonly number[]) => basicField === null || fieldCount(hand, basicField) > 0
  const fromRest = redrawPlan(steps).fromRest
  /** Chance of success from this hand with redraw opportunities `step`.. still ahead. */
  function value(hand: number[], step: number): number {
    if (step >= steps.length) return memoSuccess(hand)
    const s = steps[step]!
    if (optimal && isVoluntary(s)) return best(hand, step)
    // Redraw a) is taken only by a hand without a Basic GENERATION card (else on to the next step);
    // a voluntary redraw when the policy asks (else this hand is kept).
    const action = stepAction(s, hand, hasBasic, wantsRedraw)
    if (action === 'pass') return value(hand, step + 1)
    if (action === 'stop') return memoSuccess(hand)
    if (!fromRest[step]) return fresh(step)
    const memo = valueMemo[step]!
    const id = key(hand)
    const known = memo.get(id)
    if (known !== undefined) return known
    // The old hand sits at the bottom: the new hand is drawn from the other cards.
    const pool = counts.map((n, j) => n - hand[j]!)
    let v = 0
    for (const next of hands_(pool, s.handSize)) v += next.p * value(next.hand, step + 1)
    memo.set(id, v)
    return v
  }

  /** The better of keeping `hand` and redrawing it at voluntary step `step`, recorded once per hand. */
  function best(hand: number[], step: number): number {
    const memo = valueMemo[step]!
    const id = key(hand)
    const known = memo.get(id)
    if (known !== undefined) return known
    const keep = memoSuccess(hand)
    let redraw: number
    if (!fromRest[step]) redraw = fresh(step)
    else {
      redraw = 0
      const pool = counts.map((n, j) => n - hand[j]!)
      for (const next of hands_(pool, steps[step]!.handSize)) redraw += next.p * value(next.hand, step + 1)
    }
    const choice = keep >= redraw - TIE ? 'keep' : 'redraw'
    decisions.push({ step, hand: hand.slice(), keep, redraw, choice })
    const v = choice === 'keep' ? keep : redraw
    memo.set(id, v)
    return v
  }

  let p = 0
  for (const first of hands_(counts, h)) p += first.p * value(first.hand, 0)
  return { p: Math.min(1, Math.max(0, p)), decisions }
}

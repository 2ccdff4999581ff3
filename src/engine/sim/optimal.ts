// The best redraw decision (issue 15): for each hand, keep it when its exact chance of success is at
// least the exact chance after redrawing, else redraw. exact.ts computes both chances; here they
// become the policy as data (per group counts) and a lookup table Monte Carlo reads in its loop.
import type { CompiledSim } from './compile'
import { exactWork, MAX_EXACT_WORK, solveExact, type RedrawDecision } from './exact'
import { isVoluntary } from './redraw'

/** Table entries at most (one byte each): 16 MiB. */
export const MAX_POLICY_TABLE = 1 << 24

/**
 * A hand's composition as one number: category j's count times `weights[j]` (mixed radix, each
 * digit up to the largest hand), summed card by card as Monte Carlo draws them. The largest
 * category gets weight 0: its count is the hand size minus the others.
 */
export interface HandIndex {
  weights: Int32Array
  size: number
}

export function handIndex(sim: CompiledSim): HandIndex {
  const largest = sim.steps.reduce((m, s) => Math.max(m, s.handSize), sim.handSize)
  const counts = sim.categories.map((c) => c.count)
  let rest = 0
  for (let j = 1; j < counts.length; j++) if (counts[j]! > counts[rest]!) rest = j
  const weights = new Int32Array(counts.length)
  let size = 1
  counts.forEach((n, j) => {
    if (j === rest) return
    weights[j] = size
    size *= Math.min(n, largest) + 1
  })
  return { weights, size }
}

export const indexOf = (index: HandIndex, hand: readonly number[]): number => hand.reduce((s, c, j) => s + c * index.weights[j]!, 0)

/** One decision as a player reads it: the hand by condition group. */
export interface PolicyEntry extends RedrawDecision {
  /** Cards of the hand in each condition group (a card in two groups counts in both). */
  groups: number[]
  /** Cards of the hand in no condition group. */
  other: number
}

export interface OptimalPolicy {
  /** The exact chance of success when every redraw decision is the best one. */
  p: number
  /** Every hand met at a voluntary redraw step, with both chances and the choice. */
  entries: PolicyEntry[]
  index: HandIndex
  /** Per step: 1 where the hand (by `index`) is redrawn; null for a step the policy does not decide. */
  tables: (Uint8Array | null)[]
}

export type OptimalResult = { ok: true; policy: OptimalPolicy } | { ok: false; message: string }

/** The hand's cards per condition group, and the cards in none. */
export function groupCounts(sim: CompiledSim, hand: readonly number[]): { groups: number[]; other: number } {
  const cond = (1 << sim.needs.length) - 1
  const groups = sim.needs.map((_, f) => sim.categories.reduce((n, c, j) => n + (c.mask & (1 << f) ? hand[j]! : 0), 0))
  const other = sim.categories.reduce((n, c, j) => n + ((c.mask & cond) === 0 ? hand[j]! : 0), 0)
  return { groups, other }
}

/** Why the best decision cannot be worked out for this question, or null when it can. */
export function optimalProblem(sim: CompiledSim): string | null {
  if (exactWork(sim) > MAX_EXACT_WORK) return 'the best redraw decision needs exact odds, and these groups overlap in too many ways to sum them'
  if (handIndex(sim).size > MAX_POLICY_TABLE) return 'the best redraw decision needs a table of every hand, and these groups split the deck in too many ways'
  return null
}

/** Solve the 'optimal' policy of a compiled question exactly. */
export function solveOptimal(sim: CompiledSim): OptimalResult {
  if (sim.policy.kind !== 'optimal') return { ok: false, message: `the question's redraw policy is "${sim.policy.kind}", not "optimal"` }
  const problem = optimalProblem(sim)
  if (problem) return { ok: false, message: problem }
  const solved = solveExact(sim)
  if (!solved) return { ok: false, message: 'the best redraw decision needs exact odds, and these groups overlap in too many ways to sum them' }
  const index = handIndex(sim)
  const tables = sim.steps.map((s) => (isVoluntary(s) ? new Uint8Array(index.size) : null))
  for (const d of solved.decisions) if (d.choice === 'redraw') tables[d.step]![indexOf(index, d.hand)] = 1
  const entries = solved.decisions.map((d) => ({ ...d, ...groupCounts(sim, d.hand) }))
  return { ok: true, policy: { p: solved.p, entries, index, tables } }
}

/** The decision for a hand (cards per category) at a step, or undefined for a hand the policy never met. */
export function decisionFor(policy: Pick<OptimalPolicy, 'entries'>, step: number, hand: readonly number[]): PolicyEntry | undefined {
  return policy.entries.find((e) => e.step === step && e.hand.length === hand.length && e.hand.every((c, j) => c === hand[j]))
}

// The best redraw decision (issue 15): for each hand, keep it when its exact chance of success is at
// least the exact chance after redrawing, else redraw. exact.ts computes both chances; here they
// become the policy as data (per group counts) and a lookup table Monte Carlo reads in its loop.
import { simSaid } from '../messages/en/sim'
import type { Language } from '../messages/language'
import { simWords } from '../messages/sim-words'
import type { PolicyCount, SimText } from '../messages/sim'
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

export type OptimalResult = { ok: true; policy: OptimalPolicy } | { ok: false; message: string; text: SimText }

/** The hand's cards per condition group, and the cards in none. */
export function groupCounts(sim: CompiledSim, hand: readonly number[]): { groups: number[]; other: number } {
  const cond = (1 << sim.needs.length) - 1
  const groups = sim.needs.map((_, f) => sim.categories.reduce((n, c, j) => n + (c.mask & (1 << f) ? hand[j]! : 0), 0))
  const other = sim.categories.reduce((n, c, j) => n + ((c.mask & cond) === 0 ? hand[j]! : 0), 0)
  return { groups, other }
}

/** Why the best decision cannot be worked out for this question, or null when it can. */
export function optimalProblem(sim: CompiledSim): SimText | null {
  if (exactWork(sim) > MAX_EXACT_WORK) return { code: 'optimal.too-much-work', params: {} }
  if (handIndex(sim).size > MAX_POLICY_TABLE) return { code: 'optimal.too-many-hands', params: {} }
  return null
}

/** Solve the 'optimal' policy of a compiled question exactly. */
export function solveOptimal(sim: CompiledSim): OptimalResult {
  if (sim.policy.kind !== 'optimal') return { ok: false, ...simSaid({ code: 'policy.not-optimal', params: { kind: sim.policy.kind } }) }
  const problem = optimalProblem(sim)
  if (problem) return { ok: false, ...simSaid(problem) }
  const solved = solveExact(sim)
  if (!solved) return { ok: false, ...simSaid({ code: 'optimal.too-much-work', params: {} }) }
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

/**
 * The decision for a hand of card numbers at redraw step `step`, from the policy's entries and the
 * compiled question's categories; undefined for a hand the policy never met (or a card not in the deck).
 */
export function adviseHand<E extends Pick<PolicyEntry, 'step' | 'hand'>>(
  entries: readonly E[],
  sim: Pick<CompiledSim, 'categoryOf' | 'categories'>,
  cards: readonly string[],
  step: number,
): E | undefined {
  const hand = new Array<number>(sim.categories.length).fill(0)
  for (const n of cards) {
    const j = sim.categoryOf.get(n)
    if (j === undefined) return undefined
    hand[j]!++
  }
  return entries.find((e) => e.step === step && e.hand.length === hand.length && e.hand.every((c, j) => c === hand[j]))
}

/** One line of the policy as a player reads it: hands with these group counts, their chances and the choice. */
export interface PolicyRow {
  /** Cards of each condition group in the hand. */
  groups: number[]
  /** Over the hands with these counts (groups that overlap may split them further): the lowest and highest chance. */
  keep: [number, number]
  redraw: [number, number]
  choice: 'keep' | 'redraw' | 'depends'
}

/** The first voluntary step's decisions by group counts, in order of the counts. */
export function policyRows(entries: readonly PolicyEntry[], step = firstStep(entries)): PolicyRow[] {
  const rows = new Map<string, PolicyRow>()
  for (const e of entries) {
    if (e.step !== step) continue
    const id = e.groups.join(',')
    const row = rows.get(id)
    if (!row) rows.set(id, { groups: e.groups.slice(), keep: [e.keep, e.keep], redraw: [e.redraw, e.redraw], choice: e.choice })
    else {
      row.keep = [Math.min(row.keep[0], e.keep), Math.max(row.keep[1], e.keep)]
      row.redraw = [Math.min(row.redraw[0], e.redraw), Math.max(row.redraw[1], e.redraw)]
      if (row.choice !== e.choice) row.choice = 'depends'
    }
  }
  const byCounts = (a: PolicyRow, b: PolicyRow) => {
    for (let g = 0; g < a.groups.length; g++) if (a.groups[g] !== b.groups[g]) return a.groups[g]! - b.groups[g]!
    return 0
  }
  return [...rows.values()].sort(byCounts)
}

const firstStep = (entries: readonly PolicyEntry[]) => entries.reduce((m, e) => Math.min(m, e.step), Infinity)

/**
 * The policy in one sentence, as data: "Redraw when you hold 0 of group 1 and fewer than 2 of group 2".
 * Hands with the same counts in every group but one, whose redrawn counts in that group run on
 * without a gap, are said together; a group whose every count is redrawn is left out.
 */
export function policyText(rows: readonly PolicyRow[]): SimText {
  const redraw = rows.filter((r) => r.choice === 'redraw')
  const depends = rows.filter((r) => r.choice === 'depends')
  if (rows.length > 0 && redraw.length === 0 && depends.length === 0) return { code: 'policy.keep-all', params: {} }
  const groups = rows[0]?.groups.length ?? 0
  const top = Array.from({ length: groups }, (_, g) => Math.max(...rows.map((r) => r.groups[g]!)))
  // Each rule: an interval of counts per group.
  let rules = redraw.map((r) => r.groups.map((c): [number, number] => [c, c]))
  for (let g = groups - 1; g >= 0; g--) {
    const byRest = new Map<string, [number, number][][]>()
    for (const rule of rules) {
      const id = rule.map((iv, j) => (j === g ? '*' : iv.join('-'))).join('|')
      byRest.set(id, [...(byRest.get(id) ?? []), rule])
    }
    rules = [...byRest.values()].flatMap((same) => {
      same.sort((a, b) => a[g]![0] - b[g]![0])
      const out: [number, number][][] = []
      for (const rule of same) {
        const last = out[out.length - 1]
        if (last && last[g]![1] + 1 === rule[g]![0]) last[g] = [last[g]![0], rule[g]![1]]
        else out.push(rule.map((iv) => [iv[0], iv[1]]))
      }
      return out
    })
  }
  const count = (iv: [number, number], g: number): PolicyCount | null => {
    const [lo, hi] = iv
    if (lo === 0 && hi >= top[g]!) return null
    const kind = lo === hi ? 'exactly' : lo === 0 ? 'fewer' : hi >= top[g]! ? 'at-least' : 'between'
    return { group: g + 1, kind, lo, hi }
  }
  const parts = rules.map((rule) => rule.flatMap((iv, g) => count(iv, g) ?? []))
  if (parts.some((p) => p.length === 0)) return { code: 'policy.redraw-all', params: {} }
  return { code: 'policy.redraw-when', params: { rules: parts, depends: depends.map((r) => [...r.groups]) } }
}

/** The policy in one sentence, in a language (English unless given). */
export const policySentence = (rows: readonly PolicyRow[], language: Language = 'en'): string => simWords(language)(policyText(rows))

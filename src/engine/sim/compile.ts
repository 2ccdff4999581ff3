import type { Opening } from '~/schemas/format'
import { MAX_SIM_DECK, type SimSpec } from '~/schemas/sim'
import { isBasicGeneration, printingNumber } from '../cards/fields'
import { normalizeNumber, type CardLookup } from '../cards/pool'
import { simMessage } from '../messages/en/sim'
import type { SimText } from '../messages/sim'
import { drawsBy } from './opening'
import { optimalProblem } from './optimal'
import { largestHand, needsBasicGeneration, redrawSteps, newHandSource, type CompiledPolicy, type RedrawStep } from './redraw'

/** Counts are packed 7 bits a group; hand plus draws must stay under 64 cards (see monte-carlo.ts). */
export const MAX_SEEN = 63

export interface CompiledGroup {
  cards: string[]
  /** Copies of these numbers in the deck. */
  copies: number
  atLeast: number
}

/**
 * A question ready to simulate: the deck as categories of cards that belong to the same groups.
 * Fields 0..needs.length-1 are the condition's groups; a redraw policy with its own cards adds one.
 */
export interface CompiledSim {
  deckSize: number
  handSize: number
  shields: number
  /** Cards drawn by the end of the asked turn's draw phase (GCG Q15). */
  draws: number
  steps: RedrawStep[]
  fieldCount: number
  needs: number[]
  policy: CompiledPolicy
  /** The field counting Basic GENERATION cards (Gundam War redraw a)), or null when no step needs it. */
  basicField: number | null
  /** Each distinct group membership (bit f: belongs to field f) and how many cards have it. */
  categories: { mask: number; count: number }[]
  /** Category index of every card of the deck. */
  cards: Uint8Array
  /** Category index of each card number of the deck (a sample hand's cards to a composition). */
  categoryOf: Map<string, number>
  groups: CompiledGroup[]
  /** Things a player should know (a group card not in the deck, a group that cannot be met), in English. */
  warnings: string[]
  /** What each warning says, as data for any language (messages/sim.ts). */
  warningTexts: SimText[]
}

/** `errors` in English, and what each says as data (`texts`), in the same order. */
export type CompileResult = { ok: true; sim: CompiledSim } | { ok: false; errors: string[]; texts: SimText[] }

/** A failed question's result from what it says. */
export const compileErrors = (texts: SimText[]): Extract<CompileResult, { ok: false }> => ({ ok: false, errors: texts.map(simMessage), texts })

/** A printing counts as its card number: `gd01-001_P1` -> `GD01-001`. */
export const cardKey = (id: string): string => printingNumber(normalizeNumber(id))

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x))

/** The deck's card numbers that are Basic GENERATION cards (Gundam War redraw a)), for `SimSpec.basicGeneration`. */
export function basicGenerationCards(deck: SimSpec['deck'], lookup: CardLookup): string[] {
  const numbers = new Set(deck.map((e) => cardKey(e.number)))
  return [...numbers].filter((n) => {
    const card = lookup(n)
    return card !== undefined && isBasicGeneration(card)
  })
}

/**
 * Check a question against the format's opening and turn it into the simulator's form. An opening
 * with Gundam War redraw a) needs to know the Basic GENERATION cards: from `lookup` (the card data)
 * when given, else from `spec.basicGeneration`.
 */
export function compileSim(spec: SimSpec, opening: Opening, lookup?: CardLookup): CompileResult {
  const errors: SimText[] = []
  const warnings: SimText[] = []
  const steps = redrawSteps(opening)
  if (!steps.ok) return compileErrors([steps.text])

  const deck = new Map<string, number>()
  for (const e of spec.deck) deck.set(cardKey(e.number), (deck.get(cardKey(e.number)) ?? 0) + e.count)
  const deckSize = [...deck.values()].reduce((a, b) => a + b, 0)
  if (deckSize > MAX_SIM_DECK) errors.push({ code: 'deck.too-big', params: { cards: deckSize, max: MAX_SIM_DECK } })

  const handSize = opening.handSize
  const shields = opening.shields
  const draws = drawsBy(spec.byTurn, spec.player, opening)
  const largest = largestHand(opening, steps.steps)
  // A bottom redraw (5-2-1-6-1) draws the new hand from the cards not in the old one.
  const usesBottom = spec.redraw.kind !== 'never' && steps.steps.some((s) => newHandSource(s) === 'rest')
  // 5-2-2 takes the shields after the redraw; each draw phase then takes one card (Q15).
  const needed = Math.max(largest + shields + draws, usesBottom ? 2 * handSize : 0)
  if (deckSize < needed) {
    errors.push({ code: 'deck.too-small', params: { cards: deckSize, hand: largest, redraw: usesBottom, shields, draws, needed, ref: opening.ref } })
  }
  if (largest + draws > MAX_SEEN) errors.push({ code: 'turn.too-far', params: { turn: spec.byTurn, seen: largest + draws, max: MAX_SEEN } })

  let basicSet: Set<string> | null = null
  if (needsBasicGeneration(steps.steps)) {
    const known = lookup ? basicGenerationCards(spec.deck, lookup) : spec.basicGeneration
    if (known === undefined) {
      const ref = steps.steps.find((s) => s.kind === 'no-basic-generation')!.ref
      errors.push({ code: 'basic-generation.unknown', params: { ref, sample: false } })
    } else {
      basicSet = new Set(known.map(cardKey))
      if (![...basicSet].some((n) => deck.has(n))) warnings.push({ code: 'basic-generation.none', params: {} })
    }
  }

  const sets = spec.groups.map((g) => new Set(g.cards.map(cardKey)))
  const groups: CompiledGroup[] = spec.groups.map((g, i) => {
    const cards = [...sets[i]!]
    const copies = cards.reduce((n, c) => n + (deck.get(c) ?? 0), 0)
    const missing = cards.filter((c) => !deck.has(c))
    if (missing.length > 0) warnings.push({ code: 'group.not-in-deck', params: { group: i + 1, cards: missing } })
    if (copies < g.atLeast) warnings.push({ code: 'group.never-holds', params: { group: i + 1, atLeast: g.atLeast, copies } })
    return { cards, copies, atLeast: g.atLeast }
  })
  const needs = spec.groups.map((g) => g.atLeast)

  let fieldCount = sets.length
  let policy: CompiledPolicy
  let policySet: Set<string> | null = null
  switch (spec.redraw.kind) {
    case 'never':
    case 'if-miss':
    case 'optimal':
      policy = { kind: spec.redraw.kind }
      break
    case 'if-fewer': {
      const own = new Set(spec.redraw.cards.map(cardKey))
      const shared = sets.findIndex((s) => sameSet(s, own))
      if (shared >= 0) policy = { kind: 'if-fewer', field: shared, fewerThan: spec.redraw.fewerThan }
      else {
        policySet = own
        policy = { kind: 'if-fewer', field: fieldCount++, fewerThan: spec.redraw.fewerThan }
      }
      break
    }
    default:
      return compileErrors([{ code: 'policy.unknown', params: { kind: (spec.redraw as { kind: string }).kind } }])
  }
  if (errors.length > 0) return compileErrors(errors)

  const fieldSets = policySet ? [...sets, policySet] : [...sets]
  let basicField: number | null = null
  if (basicSet) {
    basicField = fieldCount++
    fieldSets.push(basicSet)
  }
  const byMask = new Map<number, number>()
  const maskOf = new Map<string, number>()
  const numbers = [...deck.keys()].sort()
  for (const n of numbers) {
    let mask = 0
    fieldSets.forEach((s, f) => {
      if (s.has(n)) mask |= 1 << f
    })
    maskOf.set(n, mask)
    byMask.set(mask, (byMask.get(mask) ?? 0) + deck.get(n)!)
  }
  const categories = [...byMask.entries()].sort((a, b) => a[0] - b[0]).map(([mask, count]) => ({ mask, count }))
  const categoryOf = new Map([...maskOf].map(([n, mask]) => [n, categories.findIndex((c) => c.mask === mask)]))
  const cards = new Uint8Array(deckSize)
  let at = 0
  categories.forEach((c, i) => {
    cards.fill(i, at, at + c.count)
    at += c.count
  })

  const sim: CompiledSim = {
    deckSize,
    handSize,
    shields,
    draws,
    steps: steps.steps,
    fieldCount,
    needs,
    policy,
    basicField,
    categories,
    cards,
    categoryOf,
    groups,
    warnings: warnings.map(simMessage),
    warningTexts: warnings,
  }
  if (policy.kind === 'optimal') {
    const problem = optimalProblem(sim)
    if (problem) return compileErrors([problem])
  }
  return { ok: true, sim }
}

import type { Opening } from '~/schemas/format'
import { MAX_SIM_DECK, type SimSpec } from '~/schemas/sim'
import { printingNumber } from '../cards/fields'
import { normalizeNumber } from '../cards/pool'
import { drawsBy, redrawSteps, type RedrawStep } from './opening'

/** Counts are packed 7 bits a group; hand plus draws must stay under 64 cards (see monte-carlo.ts). */
export const MAX_SEEN = 63

export type CompiledPolicy = { kind: 'never' } | { kind: 'if-miss' } | { kind: 'if-fewer'; field: number; fewerThan: number }

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
  /** Each distinct group membership (bit f: belongs to field f) and how many cards have it. */
  categories: { mask: number; count: number }[]
  /** Category index of every card of the deck. */
  cards: Uint8Array
  groups: CompiledGroup[]
  /** Things a player should know (a group card not in the deck, a group that cannot be met). */
  warnings: string[]
}

export type CompileResult = { ok: true; sim: CompiledSim } | { ok: false; errors: string[] }

/** A printing counts as its card number: `gd01-001_P1` -> `GD01-001`. */
export const cardKey = (id: string): string => printingNumber(normalizeNumber(id))

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x))

/** Check a question against the format's opening and turn it into the simulator's form. */
export function compileSim(spec: SimSpec, opening: Opening): CompileResult {
  const errors: string[] = []
  const warnings: string[] = []
  const steps = redrawSteps(opening)
  if (!steps.ok) return { ok: false, errors: [steps.message] }

  const deck = new Map<string, number>()
  for (const e of spec.deck) deck.set(cardKey(e.number), (deck.get(cardKey(e.number)) ?? 0) + e.count)
  const deckSize = [...deck.values()].reduce((a, b) => a + b, 0)
  if (deckSize > MAX_SIM_DECK) errors.push(`the deck has ${deckSize} cards; the simulator takes at most ${MAX_SIM_DECK}`)

  const handSize = opening.handSize
  const shields = opening.shields
  const draws = drawsBy(spec.byTurn, spec.player, opening)
  const usesRedraw = steps.steps.length > 0 && spec.redraw.kind !== 'never'
  // 5-2-2 takes the shields after the redraw; each draw phase then takes one card (Q15).
  const needed = Math.max(handSize + shields + draws, usesRedraw ? 2 * handSize : 0)
  if (deckSize < needed) {
    errors.push(
      `the deck has ${deckSize} cards; a ${handSize}-card hand${usesRedraw ? ', its redraw' : ''}, ${shields} shields and ${draws} draw(s) need ${needed} (${opening.ref})`,
    )
  }
  if (handSize + draws > MAX_SEEN) errors.push(`turn ${spec.byTurn} sees ${handSize + draws} cards; the simulator follows at most ${MAX_SEEN}`)

  const sets = spec.groups.map((g) => new Set(g.cards.map(cardKey)))
  const groups: CompiledGroup[] = spec.groups.map((g, i) => {
    const cards = [...sets[i]!]
    const copies = cards.reduce((n, c) => n + (deck.get(c) ?? 0), 0)
    const missing = cards.filter((c) => !deck.has(c))
    if (missing.length > 0) warnings.push(`group ${i + 1}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the deck`)
    if (copies < g.atLeast) warnings.push(`group ${i + 1} asks for at least ${g.atLeast} but the deck has ${copies} of its cards: it never holds`)
    return { cards, copies, atLeast: g.atLeast }
  })
  const needs = spec.groups.map((g) => g.atLeast)

  let fieldCount = sets.length
  let policy: CompiledPolicy
  let policySet: Set<string> | null = null
  switch (spec.redraw.kind) {
    case 'never':
    case 'if-miss':
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
      return { ok: false, errors: [`unknown redraw policy "${(spec.redraw as { kind: string }).kind}"`] }
  }
  if (errors.length > 0) return { ok: false, errors }

  const fieldSets = policySet ? [...sets, policySet] : sets
  const byMask = new Map<number, number>()
  const numbers = [...deck.keys()].sort()
  for (const n of numbers) {
    let mask = 0
    fieldSets.forEach((s, f) => {
      if (s.has(n)) mask |= 1 << f
    })
    byMask.set(mask, (byMask.get(mask) ?? 0) + deck.get(n)!)
  }
  const categories = [...byMask.entries()].sort((a, b) => a[0] - b[0]).map(([mask, count]) => ({ mask, count }))
  const cards = new Uint8Array(deckSize)
  let at = 0
  categories.forEach((c, i) => {
    cards.fill(i, at, at + c.count)
    at += c.count
  })

  return {
    ok: true,
    sim: { deckSize, handSize, shields, draws, steps: steps.steps, fieldCount, needs, policy, categories, cards, groups, warnings },
  }
}

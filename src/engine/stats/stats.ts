import { simMessage } from '../messages/en/sim'
import type { Card, CardType, LinkRef } from '~/schemas/card'
import { CARD_TYPES } from '~/schemas/card'
import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import type { Format } from '~/schemas/format'
import { MAX_SIM_DECK, type Player } from '~/schemas/sim'
import { pairingOf, satisfiesRef } from '../cards/link'
import type { CardLookup } from '../cards/pool'
import { cardKey } from '../sim/compile'
import { curveOdds } from '../sim/curve'
import { describeOpening, resourcesBy } from '../sim/opening'
import { redrawSteps } from '../sim/redraw'
import { TYPE_LABELS } from '../cards/type-names'
import { totalCopies } from '../deck/copies'
import type { ColorStats, Curve, DeckStats, DeckStatsOptions, LinkStats, LinkUnit, PlayableStats, TraitStats, TurnRow, TypeStats, UnknownEntry } from './types'

/** What the statistics read: the three sections of a deck (a `DeckInput` or stored deck cards). */
export type StatsDeck = SectionsOf<DeckEntry>

export const DEFAULT_TURNS = 8

export { TYPE_LABELS }

/**
 * Types that are not played from the hand by Lv. and cost: Resources (2-3-7), and the resource-like
 * cards other games keep in the main deck (Forge Basic Resources, Gundam War GENERATION cards).
 */
const NOT_PLAYED: ReadonlySet<CardType> = new Set(['resource', 'ex-resource', 'basic-resource', 'generation'])

// The EX and token section is counted nowhere in the statistics (5-1-2).
const SECTIONS = ['main', 'resource', 'sideboard'] as const

interface Held {
  card: Card
  count: number
}

/** `[Amuro Ray]` for a pilot, `(Academy) trait` for a trait, as link conditions print them (2-11-1). */
export function linkRefLabel(ref: LinkRef): string {
  return ref.kind === 'pilot' ? `[${ref.name}]` : `(${ref.trait}) trait`
}

/**
 * Statistics of a deck's main deck for the editor: Lv. and cost curves, colors, types, traits, link
 * coverage and what is playable on each turn. Unknown cards are listed and counted nowhere else;
 * nothing here throws on a half-built deck.
 */
export function deckStats(deck: StatsDeck, lookup: CardLookup, format: Format, options: DeckStatsOptions = {}): DeckStats {
  const turns = Math.max(0, Math.floor(options.turns ?? DEFAULT_TURNS))
  const sections: DeckStats['sections'] = { main: 0, resource: 0, sideboard: 0 }
  const unknownByKey = new Map<string, UnknownEntry>()
  // Printings of one card number count as that card (2-1-1, Q4).
  const main = new Map<string, Held>()
  for (const section of SECTIONS) {
    for (const e of deck[section] ?? []) {
      const count = Number.isFinite(e.count) && e.count > 0 ? Math.floor(e.count) : 0
      if (count === 0) continue
      sections[section] += count
      const card = lookup(e.number)
      if (!card) {
        const key = `${section}\u0000${cardKey(e.number)}`
        const u = unknownByKey.get(key)
        if (u) u.count += count
        else unknownByKey.set(key, { section, number: cardKey(e.number), count })
        continue
      }
      if (section !== 'main') continue
      const held = main.get(card.number)
      if (held) held.count += count
      else main.set(card.number, { card, count })
    }
  }
  const held = [...main.values()]
  const known = totalCopies(held)
  const unknown = [...unknownByKey.values()]

  return {
    sections,
    empty: sections.main === 0,
    known,
    numbers: held.length,
    unknown,
    unknownCopies: unknown.reduce((n, u) => n + (u.section === 'main' ? u.count : 0), 0),
    level: curve(held, (c) => c.level, 'Lv.'),
    cost: curve(held, (c) => c.cost, 'Cost '),
    colors: colors(held),
    types: types(held),
    traits: traits(held),
    links: links(held),
    playable: playable(deck, held, lookup, format, sections.resource, turns, options.odds === true),
  }
}

/** Counts per Lv. (2-8) or cost (2-9), gap-free from the lowest to the highest value present. */
function curve(held: readonly Held[], read: (c: Card) => number | null, prefix: string): Curve {
  const counts: number[] = []
  let none = 0
  let total = 0
  let sum = 0
  let lo = Infinity
  let hi = -Infinity
  for (const { card, count } of held) {
    total += count
    const v = read(card)
    if (v === null || v === undefined) {
      none += count
      continue
    }
    counts[v] = (counts[v] ?? 0) + count
    sum += v * count
    if (v < lo) lo = v
    if (v > hi) hi = v
  }
  const buckets: Curve['buckets'] = []
  for (let v = lo; v <= hi; v++) buckets.push({ value: v, label: `${prefix}${v}`, count: counts[v] ?? 0 })
  if (none > 0) buckets.push({ value: null, label: 'None', count: none })
  const valued = total - none
  return { buckets, none, total, average: valued > 0 ? sum / valued : null }
}

const byCountThenName =
  <T extends { count: number }>(name: (x: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0)

/** Copies per color (2-4); colorless cards (2-4-2, 4-17-2-2) apart. */
function colors(held: readonly Held[]): ColorStats {
  const by = new Map<string, number>()
  let colorless = 0
  let total = 0
  for (const { card, count } of held) {
    total += count
    if (card.color === null) colorless += count
    else by.set(card.color, (by.get(card.color) ?? 0) + count)
  }
  const list = [...by].map(([color, count]) => ({ color, count })).sort(byCountThenName((x) => x.color))
  return { colors: list, colorless, total }
}

/** Copies per card type (2-3-2), in the card model's order. */
function types(held: readonly Held[]): TypeStats {
  const by = new Map<CardType, number>()
  let total = 0
  for (const { card, count } of held) {
    total += count
    by.set(card.type, (by.get(card.type) ?? 0) + count)
  }
  const list = CARD_TYPES.filter((t) => by.has(t)).map((type) => ({ type, label: TYPE_LABELS[type], count: by.get(type)! }))
  return { types: list, total }
}

/** Copies and card numbers per trait; a card with two traits counts for both. */
function traits(held: readonly Held[]): TraitStats {
  const by = new Map<string, { trait: string; count: number; cards: number }>()
  let withTraits = 0
  let total = 0
  for (const { card, count } of held) {
    total += count
    if (card.traits.length === 0) continue
    withTraits += count
    // A trait printed twice on one card still counts once for it.
    for (const trait of new Set(card.traits)) {
      const t = by.get(trait)
      if (t) {
        t.count += count
        t.cards += 1
      } else by.set(trait, { trait, count, cards: 1 })
    }
  }
  const list = [...by.values()].sort(byCountThenName((x) => x.trait))
  return { traits: list, withTraits, withoutTraits: total - withTraits, total }
}

/**
 * Link coverage: a Unit's link condition (2-11-1, only Units have one, 2-11-2) is met by a card of the
 * deck that pairs as a Pilot (a Pilot, or a Command with 【Pilot】, 6-5-2-3-5) by the one link rule
 * (`engine/cards/link.ts`): by name, a name it is also treated as (2-2-4), or trait.
 */
function links(held: readonly Held[]): LinkStats {
  const pilots = held.flatMap((h) => {
    const pairing = pairingOf(h.card)
    return pairing ? [{ h, pairing }] : []
  })
  const covered: LinkUnit[] = []
  const uncovered: LinkUnit[] = []
  let coveredCopies = 0
  let uncoveredCopies = 0
  for (const { card, count } of held) {
    const refs = card.type === 'unit' ? (card.link?.refs ?? []) : []
    if (refs.length === 0) continue
    const coverage = refs.map((ref) => {
      const found = pilots.filter((p) => satisfiesRef(ref, p.pairing))
      return { ref, label: linkRefLabel(ref), pilots: found.map(({ h }) => ({ number: h.card.number, name: h.card.name, count: h.count })) }
    })
    const unit: LinkUnit = {
      number: card.number,
      name: card.name,
      count,
      raw: card.link?.raw ?? '',
      refs: coverage,
      covered: coverage.some((r) => r.pilots.length > 0),
    }
    if (unit.covered) {
      covered.push(unit)
      coveredCopies += count
    } else {
      uncovered.push(unit)
      uncoveredCopies += count
    }
  }
  return { covered, uncovered, total: coveredCopies + uncoveredCopies, coveredCopies, uncoveredCopies }
}

/**
 * What each player can play on turns 1..N. Resources in the main phase of turn T: one placed each
 * resource phase, up to the resource deck (3-3), plus the second player's EX Resource (4-17-5-2,
 * 5-2-4), which counts for Lv. and pays a cost (Q25). A card is played when Lv. <= resources (2-8-1)
 * and its cost can be paid (2-9-1); a card without a Lv. or cost counts them as 0 (2-8-3, 2-9-3).
 */
function playable(
  deck: StatsDeck,
  held: readonly Held[],
  lookup: CardLookup,
  format: Format,
  resourceCopies: number,
  turns: number,
  wantOdds: boolean,
): PlayableStats {
  // The deck's own resource deck caps the resources; an empty one (a deck being built) gets the
  // format's size, since a legal deck will have it.
  const resourceCap = format.resource ? (resourceCopies > 0 ? resourceCopies : format.resource.max) : null
  const cap = resourceCap ?? Infinity
  const candidates = held.filter((h) => !NOT_PLAYED.has(h.card.type))
  const pool = totalCopies(candidates)

  // Copies playable at each "need" = max(Lv., cost), as a prefix sum.
  let top = 0
  for (const { card } of candidates) top = Math.max(top, card.level ?? 0, card.cost ?? 0)
  const atNeed = new Array<number>(top + 1).fill(0)
  for (const { card, count } of candidates) atNeed[Math.max(card.level ?? 0, card.cost ?? 0)]! += count
  for (let i = 1; i <= top; i++) atNeed[i]! += atNeed[i - 1]!
  const playableWith = (resources: number) => (resources < 0 ? 0 : (atNeed[Math.min(resources, top)] ?? 0))

  const rows = (player: Player): TurnRow[] =>
    Array.from({ length: turns }, (_, i) => {
      const turn = i + 1
      const resources = resourcesBy(turn, player, format.opening, cap)
      const n = pool > 0 ? playableWith(resources) : 0
      return { turn, resources, playable: n, percent: pool > 0 ? (100 * n) / pool : 0, odds: null }
    })
  const first = rows('first')
  const second = rows('second')

  let oddsNote: string | null = null
  if (wantOdds && turns > 0) oddsNote = addOdds(deck, candidates, lookup, format, resourceCap, turns, first, second)
  const { playable: rule, resources, drawText, drawRef } = describeOpening(format)
  const rules = { playable: rule, resources, drawText, drawRef }
  return { turns, resourceCap, secondPlayerExtra: format.opening.secondPlayerExtraResources, pool, first, second, odds: wantOdds, oddsNote, rules }
}

/** Exact odds from the simulator (curveOdds: the final hand plus one draw a turn, Q15). */
function addOdds(
  deck: StatsDeck,
  candidates: readonly Held[],
  lookup: CardLookup,
  format: Format,
  resourceCap: number | null,
  turns: number,
  first: TurnRow[],
  second: TurnRow[],
): string | null {
  const simDeck = (deck.main ?? []).filter((e) => e.count > 0).map((e) => ({ number: e.number, count: Math.floor(e.count) }))
  if (simDeck.length === 0 || candidates.length === 0) return simMessage({ code: 'curve.no-playable', params: {} })
  const steps = redrawSteps(format.opening)
  if (!steps.ok) return steps.message
  // curveOdds caps resources by the format's resource deck; the deck's own size is the cap here.
  const capped: Format = format.resource && resourceCap !== null ? { ...format, resource: { ...format.resource, max: resourceCap } } : format
  try {
    const points = curveOdds({ deck: simDeck, cards: candidates.map((h) => h.card.number), redraw: { kind: 'never' }, maxTurn: turns }, capped, lookup)
    let missing = false
    points.forEach((p, i) => {
      first[i]!.odds = p.first.p
      second[i]!.odds = p.second.p
      if (p.first.p === null || p.second.p === null) missing = true
    })
    const { handSize, shields, ref } = format.opening
    return missing ? simMessage({ code: 'curve.turns-missing', params: { hand: handSize, shields, max: MAX_SIM_DECK, ref } }) : null
  } catch (e) {
    // The simulator refuses some openings (a redraw rule it does not model): report, never throw.
    return e instanceof Error ? e.message : String(e)
  }
}

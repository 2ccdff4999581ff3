// The one link rule (2-11): which paired card satisfies a Unit's link condition. The playtest's Link
// Units (2-11-3, 2-11-4) and the Stats tab's link coverage both ask it, so they cannot disagree.
import type { CardType, LinkRef } from '~/schemas/card'
import { normalizeName } from './fields'

/** A Command's 【Pilot】 effect names the Pilot it becomes when paired: `【Pilot】[Lowe Guele]` (2-3-5-4-1). */
export function pilotEffectName(text: string): string | null {
  const m = /【Pilot】\s*\[([^\]]+)\]/.exec(text)
  return m ? m[1]!.trim() : null
}

/**
 * Other names the card's own text gives it (2-2-4: a card can have multiple card names):
 * `This card's name is also treated as [Char Aznable].` gives `Char Aznable`.
 */
export function alsoNamedIn(text: string): string[] {
  const names: string[] = []
  for (const m of text.matchAll(/name is also treated as ((?:\s*\[[^\]]+\]\s*(?:,|\/|and|or)?)+)/gi))
    for (const n of m[1]!.matchAll(/\[([^\]]+)\]/g)) names.push(n[1]!.trim())
  return names
}

/** What the link rule reads of a card that may be paired: its name, its other names and its traits. */
export interface Pairing {
  /** The card name (2-2-1), the 【Pilot】 name of a Command (2-3-5-4-1), and names it is also treated as (2-2-4). */
  names: readonly string[]
  traits: readonly string[]
}

/** A card as the link rule reads it; `pilotName` and `alsoNamed` are taken from the text when not stored with the card. */
export interface PairableCard {
  type: CardType
  name: string
  text: string
  traits: readonly string[]
  pilotName?: string | null
  alsoNamed?: readonly string[]
}

/**
 * How a card answers a link condition when paired, or null when it cannot be paired: a Pilot (2-3-4),
 * or a Command with a 【Pilot】 effect (6-5-2-3-5), which links by its 【Pilot】 name and keeps its traits.
 */
export function pairingOf(card: PairableCard): Pairing | null {
  const pilotName = card.type === 'command' ? (card.pilotName === undefined ? pilotEffectName(card.text) : card.pilotName) : null
  if (card.type !== 'pilot' && pilotName === null) return null
  const also = card.alsoNamed ?? alsoNamedIn(card.text)
  return { names: [card.name, ...(pilotName === null ? [] : [pilotName]), ...also], traits: card.traits }
}

/**
 * The names a card name answers to in a link condition: itself, and itself without the parenthesised
 * suffix the card data adds to tell printings of one character apart (`Lockon Stratos (Neil)`,
 * `Ortega (GQ)`). Official starter decks show the intent: deck-017 (ST07×GD03) and deck-023 hold
 * eight ST07-005 / GD03-026 Gundam Dynames `[Lockon Stratos]` and, as their only Lockon, ST07-011
 * Lockon Stratos (Neil). Only a suffix is set aside: `Garrod Ran & Tiffa Adill` is not `Garrod Ran`
 * (2-2-2 refers to a card by its name; a part of a name counts only where the text says so, 2-2-3).
 */
function linkNames(name: string): string[] {
  const full = normalizeName(name)
  const bare = full.replace(/\s*\([^()]*\)$/, '')
  return bare && bare !== full ? [full, bare] : [full]
}

/** One reference of a link condition (2-11-1): a `[name]` by any of the card's names, a `(trait)` by a trait. */
export function satisfiesRef(ref: LinkRef, pairing: Pairing): boolean {
  if (ref.kind === 'trait') return pairing.traits.some((t) => normalizeName(t) === normalizeName(ref.trait))
  const wanted = normalizeName(ref.name)
  return pairing.names.some((n) => linkNames(n).includes(wanted))
}

/** A link condition is met when any of its `/` alternatives is (2-11-1, 2-11-3). A Unit without one has none to meet. */
export function meetsLink(refs: readonly LinkRef[], pairing: Pairing): boolean {
  return refs.some((ref) => satisfiesRef(ref, pairing))
}

import type { Card, Folded } from '~/schemas/card'
import { printingRank } from '../cards/fields'
import { fold } from './values'

/** A card's search text folded (name, text, traits, link): done once at import and stored (card.folded). */
export function foldCard(card: Card): Folded {
  return {
    name: fold(card.name),
    text: fold(card.text),
    traits: card.traits.map(fold),
    link: (card.link?.refs ?? []).map((r) => fold(r.kind === 'pilot' ? r.name : r.trait)),
  }
}

/** The card with its folded search text added (or brought up to date): a new object. */
export function withFolded(card: Card): Card {
  return { ...card, folded: foldCard(card) }
}

/** A printing's rank: 0 for the base print, N for `_pN` (cheap for ids without `_`). */
export function rankOf(id: string): number {
  return id.includes('_') ? printingRank(id) : 0
}

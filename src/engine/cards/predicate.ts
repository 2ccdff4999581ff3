import type { Card } from '~/schemas/card'
import type { CardPredicate } from '~/schemas/format'

/** Does the card have every attribute the predicate names? Lets ban lists catch new printings. */
export function matchesPredicate(card: Card, p: CardPredicate): boolean {
  if (p.types && !p.types.includes(card.type)) return false
  if (p.level !== undefined && card.level !== p.level) return false
  if (p.cost !== undefined && card.cost !== p.cost) return false
  if (p.ap !== undefined && card.ap !== p.ap) return false
  if (p.hp !== undefined && card.hp !== p.hp) return false
  if (p.noText !== undefined && (card.text.trim() === '') !== p.noText) return false
  return true
}

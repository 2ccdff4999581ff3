import type { CardType } from '~/schemas/card'
import { cardName } from '../messages/violations'
import type { Rule } from './types'
import { linesOf, ruleViolation } from './types'

export const EX_CARD_TYPES: readonly CardType[] = ['ex-base', 'ex-resource', 'unit-token']
export const EX_CARD_TYPE_REF = '5-1-2, Q7, Q11'

/**
 * The EX and token section holds what a list carries beside its decks: EX Base and EX Resource cards
 * and tokens (5-1-2: prepared outside the deck; Q7, Q11). It is counted in no deck; a deck card
 * listed there would go unchecked, so it is an error. Unknown numbers are the unknown-card rule's.
 */
export const exCardType: Rule = (ctx) => {
  if (ctx.format.game !== 'gcg') {
    const stray = ctx.section.ex
    if (stray.length === 0) return []
    return [
      ruleViolation(
        'ex-card-type',
        EX_CARD_TYPE_REF,
        'error',
        { code: 'ex-card-type.no-ex', params: { format: ctx.format.name, cards: stray.map(cardName) } },
        stray.map((e) => e.number),
        linesOf(stray),
      ),
    ]
  }
  const wrong = ctx.section.ex.filter((e) => e.card && !EX_CARD_TYPES.includes(e.card.type))
  if (wrong.length === 0) return []
  return [
    ruleViolation(
      'ex-card-type',
      EX_CARD_TYPE_REF,
      'error',
      { code: 'ex-card-type.deck-card', params: { cards: wrong.map((e) => ({ card: cardName(e), type: e.card!.type })) } },
      wrong.map((e) => e.number),
      linesOf(wrong),
    ),
  ]
}

import type { CardType } from '~/schemas/card'
import type { Rule } from './types'
import { label, linesOf } from './types'
import { typeName } from '../cards/type-names'

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
      {
        rule: 'ex-card-type',
        ref: EX_CARD_TYPE_REF,
        severity: 'error',
        message: `${ctx.format.name} has no EX or token cards; move these to a deck section: ${stray.map(label).join(', ')}`,
        cards: stray.map((e) => e.number),
        lines: linesOf(stray),
      },
    ]
  }
  const wrong = ctx.section.ex.filter((e) => e.card && !EX_CARD_TYPES.includes(e.card.type))
  if (wrong.length === 0) return []
  return [
    {
      rule: 'ex-card-type',
      ref: EX_CARD_TYPE_REF,
      severity: 'error',
      message: `The EX and token section holds only EX Base, EX Resource and token cards (${EX_CARD_TYPE_REF}): ${wrong
        .map((e) => `${label(e)} is a ${typeName(e.card!.type)} card, which belongs in a deck`)
        .join('; ')}`,
      cards: wrong.map((e) => e.number),
      lines: linesOf(wrong),
    },
  ]
}

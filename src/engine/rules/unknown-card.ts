import type { Rule, Violation } from './types'
import { linesOf } from './types'

export const UNKNOWN_CARD_REF = '2-1 (card number)'

/**
 * A card number the card database does not hold cannot be checked, so the deck is not legal as
 * written. A known number with a printing the database lacks is only a warning: copies count by
 * number either way (2-1-1).
 */
export const unknownCard: Rule = (ctx) => {
  const out: Violation[] = []
  for (const e of ctx.entries) {
    if (!e.card) {
      out.push({
        rule: 'unknown-card',
        ref: UNKNOWN_CARD_REF,
        severity: 'error',
        message: `Unknown card number ${e.number}${e.names?.[0] ? ` ("${e.names[0]}")` : ''}: it is not in the card database`,
        cards: [e.number],
        lines: linesOf([e]),
      })
    } else if (e.printing && !e.card.printings.some((p) => p.id === e.printing)) {
      out.push({
        rule: 'unknown-card',
        ref: UNKNOWN_CARD_REF,
        severity: 'warning',
        message: `Unknown printing ${e.printing} of ${e.number} ${e.card.name}; known printings: ${e.card.printings.map((p) => p.id).join(', ')}`,
        cards: [e.number],
        lines: linesOf([e]),
      })
    }
  }
  return out
}

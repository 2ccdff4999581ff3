import { normalizeName } from '../cards/fields'
import type { Rule, Violation } from './types'
import { linesOf } from './types'

/**
 * A name written beside a number that is not that card's name usually means a mistyped number;
 * the number decides (2-1-1), so this is a warning for the organiser to look at.
 */
export const nameMismatch: Rule = (ctx) => {
  const out: Violation[] = []
  for (const e of ctx.entries) {
    if (!e.card || !e.names) continue
    // Most names are written as the card data has them: equal strings need no folding.
    const wrong = e.names.filter((n) => n !== e.card!.name && normalizeName(n) !== normalizeName(e.card!.name))
    if (wrong.length === 0) continue
    out.push({
      rule: 'name-mismatch',
      ref: ctx.format.cardRef ?? '2-1-1',
      severity: 'warning',
      message: `${e.number} is ${e.card.name}, but the list calls it "${wrong[0]}": check the card number`,
      cards: [e.number],
      lines: linesOf([e]),
    })
  }
  return out
}

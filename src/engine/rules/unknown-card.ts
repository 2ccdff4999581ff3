import { printingBelongsTo } from '~/schemas/deck'
import { cardName } from '../messages/violations'
import type { Rule, Violation } from './types'
import { cutText } from '../text/cut'
import { linesOf, ruleViolation } from './types'

export const UNKNOWN_CARD_REF = '2-1 (card number)'

/**
 * A card number the card database does not hold cannot be checked, so the deck is not legal as
 * written; nor can a card of another game be played. A known number with a printing the database
 * lacks is only a warning: copies count by number either way (2-1-1). A printing that is not one of
 * its number's at all (`ST01-001` shown as `GD01-020`) is an error, card data or not: the list would
 * count one card and show another.
 */
export const unknownCard: Rule = (ctx) => {
  const out: Violation[] = []
  const ref = ctx.format.cardRef ?? UNKNOWN_CARD_REF
  for (const e of [...ctx.entries, ...ctx.section.ex]) {
    const foreign = e.printing !== null && !printingBelongsTo(e.printing, e.number)
    if (foreign) {
      out.push(
        ruleViolation(
          'unknown-card',
          ref,
          'error',
          { code: 'unknown-card.foreign-printing', params: { number: e.number, printing: e.printing! } },
          [e.number],
          linesOf([e]),
        ),
      )
    }
    if (!e.card) {
      const written = e.names?.[0] ? cutText(e.names[0]) : null
      // Gundam War prints U-107 in more than one color; the pool finds a printed number only when unique.
      const sharedPrintedNumber = ctx.format.game === 'gundam-war'
      out.push(
        ruleViolation(
          'unknown-card',
          ref,
          'error',
          { code: 'unknown-card.unknown-number', params: { number: e.number, written, sharedPrintedNumber } },
          [e.number],
          linesOf([e]),
        ),
      )
    } else if (e.card.game !== ctx.format.game) {
      // One pool may hold several games; a card of another game is not a card of this format.
      out.push(
        ruleViolation(
          'unknown-card',
          ref,
          'error',
          { code: 'unknown-card.other-game', params: { card: cardName(e), game: e.card.game, format: ctx.format.name, formatGame: ctx.format.game } },
          [e.number],
          linesOf([e]),
        ),
      )
    } else if (e.printing && !foreign && !e.card.printings.some((p) => p.id === e.printing)) {
      out.push(
        ruleViolation(
          'unknown-card',
          ref,
          'warning',
          { code: 'unknown-card.unknown-printing', params: { card: cardName(e), printing: e.printing, printings: e.card.printings.map((p) => p.id) } },
          [e.number],
          linesOf([e]),
        ),
      )
    }
  }
  return out
}

import { GAME_NAMES } from '~/schemas/card'
import { printingBelongsTo } from '~/schemas/deck'
import type { Rule, Violation } from './types'
import { cutText } from '../text/cut'
import { label, linesOf } from './types'

export const UNKNOWN_CARD_REF = '2-1 (card number)'
/** How the message for a number the card data lacks begins (a card newer than the data, or a typo). */
export const UNKNOWN_NUMBER = 'Unknown card number'

// Gundam War prints U-107 in more than one color; the pool finds a printed number only when unique.
const GUNDAM_WAR_HINT = ', or its printed number is shared by cards of several colors (write the 9-digit card id then)'

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
      out.push({
        rule: 'unknown-card',
        ref,
        severity: 'error',
        message: `Printing ${e.printing} is not a printing of card ${e.number}: a printing is its card number or a parallel of it (${e.number}_p1, ...), so this line cannot be checked as written`,
        cards: [e.number],
        lines: linesOf([e]),
      })
    }
    if (!e.card) {
      out.push({
        rule: 'unknown-card',
        ref,
        severity: 'error',
        message: `${UNKNOWN_NUMBER} ${e.number}${e.names?.[0] ? ` ("${cutText(e.names[0])}")` : ''}: it is not in the card database${
          ctx.format.game === 'gundam-war' ? GUNDAM_WAR_HINT : ''
        }; unchecked: the list cannot be fully checked until the card data is updated (or the number is corrected)`,
        cards: [e.number],
        lines: linesOf([e]),
      })
    } else if (e.card.game !== ctx.format.game) {
      // One pool may hold several games; a card of another game is not a card of this format.
      out.push({
        rule: 'unknown-card',
        ref,
        severity: 'error',
        message: `${label(e)} is a ${GAME_NAMES[e.card.game]} card; ${ctx.format.name} takes only ${GAME_NAMES[ctx.format.game]} cards`,
        cards: [e.number],
        lines: linesOf([e]),
      })
    } else if (e.printing && !foreign && !e.card.printings.some((p) => p.id === e.printing)) {
      out.push({
        rule: 'unknown-card',
        ref,
        severity: 'warning',
        message: `Unknown printing ${e.printing} of ${e.number} ${e.card.name}; known printings: ${e.card.printings.map((p) => p.id).join(', ')}`,
        cards: [e.number],
        lines: linesOf([e]),
      })
    }
  }
  return out
}

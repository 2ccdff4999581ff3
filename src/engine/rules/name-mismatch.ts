import { sameCardName } from '../cards/name-spellings'
import { normalizeNumber } from '../cards/pool'
import { NUMBER_SOURCE } from '../decklist/number'
import { cutText } from '../text/cut'
import type { Rule, Violation } from './types'
import { linesOf, ruleViolation } from './types'

/** `Gundam Dynames (ST07-006)`, `Gundam Dynames [ST07-006]`: a name followed by a card number in brackets. */
const BRACKETED_NUMBER = new RegExp(`^(.*?)\\s*[[(]\\s*(${NUMBER_SOURCE})\\s*[\\])]\\s*$`)

/**
 * The name as written, without its own card number in brackets after it (`Gundam Dynames (ST07-006)`
 * on the ST07-006 line): players repeat the number there. Another number stays, and is a mismatch.
 */
function withoutOwnNumber(name: string, number: string, printing: string | null | undefined): string {
  if (!name.includes('(') && !name.includes('[')) return name
  const m = BRACKETED_NUMBER.exec(name)
  if (!m || !m[1]) return name
  const written = normalizeNumber(m[2]!)
  return written === number || written === printing || written.replace(/_p\d+$/, '') === number ? m[1] : name
}

/**
 * A name written beside a number that is not that card's name usually means a mistyped number;
 * the number decides (2-1-1), so this is a warning for the organiser to look at. Names are compared
 * as players write them (case, punctuation, `Turn A` for `∀`: cards/name-spellings.ts), and a name the
 * player's names file gives the card in another language is its name too.
 */
export const nameMismatch: Rule = (ctx) => {
  const out: Violation[] = []
  for (const e of ctx.entries) {
    if (!e.card || !e.names) continue
    const name = e.card.name
    // Most names are written as the card data has them: equal strings need no folding.
    // The first name that is not the card's, if any: the message quotes that one.
    const wrong = e.names.find((n) => {
      if (n === name) return false
      const written = withoutOwnNumber(n, e.number, e.printing)
      return !sameCardName(written, name) && !ctx.otherNames?.names(e.number, written)
    })
    if (wrong === undefined) continue
    out.push(
      ruleViolation(
        'name-mismatch',
        ctx.format.cardRef ?? '2-1-1',
        'warning',
        { code: 'name-mismatch', params: { number: e.number, name, written: cutText(wrong) } },
        [e.number],
        linesOf([e]),
      ),
    )
  }
  return out
}

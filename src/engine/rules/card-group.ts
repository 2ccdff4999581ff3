import { matchesPredicate } from '../cards/predicate'
import type { Rule, Violation } from './types'
import { plural } from '../text/format'
import { label, linesOf } from './types'
import { bannable, banListRef } from './ban-list'
import { totalCopies } from '../deck/copies'

/**
 * Attribute rules: every card matching a description (e.g. vanilla Lv.2 / cost 1 / 2 AP / 2 HP Units)
 * shares one limit, so cards printed later are caught without a list of numbers.
 */
export const cardGroup: Rule = (ctx) => {
  const list = ctx.banList
  if (!list) return []
  const out: Violation[] = []
  for (const group of list.cardGroups) {
    const hits = bannable(ctx).filter((e) => e.card && matchesPredicate(e.card, group.match))
    const numbers = [...new Set(hits.map((e) => e.number))]
    const copies = totalCopies(hits)
    const tooMany = group.maxNumbers !== undefined && numbers.length > group.maxNumbers
    const tooMuch = group.maxCopies !== undefined && copies > group.maxCopies
    if (!tooMany && !tooMuch) continue
    const names = [...new Set(hits.map(label))].join(', ')
    const limits = [
      group.maxNumbers !== undefined ? `at most ${plural(group.maxNumbers, 'card number')}` : null,
      group.maxCopies !== undefined ? `at most ${plural(group.maxCopies, 'copy', 'copies')}` : null,
    ]
      .filter(Boolean)
      .join(' and ')
    out.push({
      rule: 'card-group',
      ref: banListRef(list),
      severity: 'error',
      message: `${group.description}: the deck has ${plural(numbers.length, 'such card number')} (${copies} copies: ${names}); ${limits} allowed (${list.name}, ${list.date})`,
      cards: numbers,
      lines: linesOf(hits),
    })
  }
  return out
}

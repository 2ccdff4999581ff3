import { matchesPredicate } from '../cards/predicate'
import { distinctCardNames } from '../messages/violations'
import type { Rule, Violation } from './types'
import { linesOf, ruleViolation } from './types'
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
    out.push(
      ruleViolation(
        'card-group',
        banListRef(list),
        'error',
        {
          code: 'card-group',
          params: {
            group: group.description,
            numbers: numbers.length,
            copies,
            cards: distinctCardNames(hits),
            maxNumbers: group.maxNumbers ?? null,
            maxCopies: group.maxCopies ?? null,
            list: list.name,
            date: list.date,
          },
        },
        numbers,
        linesOf(hits),
      ),
    )
  }
  return out
}

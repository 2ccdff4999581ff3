import { cardName } from '../messages/violations'
import type { Rule, Violation } from './types'
import { linesOf, ruleViolation } from './types'
import { bannable, banListRef } from './ban-list'

/** Restricted cards: at most the listed number of copies, deck and sideboard together. */
export const restricted: Rule = (ctx) => {
  const list = ctx.banList
  if (!list) return []
  const out: Violation[] = []
  const entries = list.restricted.length > 0 ? bannable(ctx) : []
  for (const r of list.restricted) {
    let n = 0
    for (const e of entries) if (e.number === r.number) n += e.count
    if (n <= r.max) continue
    const hits = entries.filter((e) => e.number === r.number)
    out.push(
      ruleViolation(
        'restricted',
        banListRef(list),
        'error',
        { code: 'restricted', params: { card: cardName(hits[0]!), copies: n, max: r.max, list: list.name, date: list.date } },
        [r.number],
        linesOf(hits),
      ),
    )
  }
  return out
}

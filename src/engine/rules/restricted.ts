import type { Rule, Violation } from './types'
import { label, linesOf } from './types'
import { bannable, banListRef } from './ban-list'
import { totalCopies } from '../deck/copies'

/** Restricted cards: at most the listed number of copies, deck and sideboard together. */
export const restricted: Rule = (ctx) => {
  const list = ctx.banList
  if (!list) return []
  const out: Violation[] = []
  const entries = list.restricted.length > 0 ? bannable(ctx) : []
  for (const r of list.restricted) {
    const hits = entries.filter((e) => e.number === r.number)
    const n = totalCopies(hits)
    if (n <= r.max) continue
    out.push({
      rule: 'restricted',
      ref: banListRef(list),
      severity: 'error',
      message: `Restricted: ${n} copies of ${label(hits[0]!)}; at most ${r.max} allowed (${list.name}, ${list.date})`,
      cards: [r.number],
      lines: linesOf(hits),
    })
  }
  return out
}

import type { Rule, Violation } from './types'
import { label, linesOf } from './types'
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

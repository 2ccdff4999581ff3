import type { Rule } from './types'
import { label, linesOf } from './types'
import { bannable, banListRef } from './ban-list'

/** Banned cards: 0 copies. */
export const banned: Rule = (ctx) => {
  const list = ctx.banList
  if (!list) return []
  const numbers = new Set(list.banned.map((b) => b.number))
  const hits = bannable(ctx).filter((e) => numbers.has(e.number))
  if (hits.length === 0) return []
  const ref = banListRef(list)
  const names = [...new Set(hits.map(label))]
  return [
    {
      rule: 'banned',
      ref,
      severity: 'error',
      message: `Banned: ${names.join(', ')} may not be played (${list.name}, ${list.date})`,
      cards: [...new Set(hits.map((e) => e.number))],
      lines: linesOf(hits),
    },
  ]
}

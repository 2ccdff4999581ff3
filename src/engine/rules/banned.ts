import type { BanList } from '~/schemas/format'
import type { Rule } from './types'
import { label, linesOf } from './types'
import { bannable, banListRef } from './ban-list'

/** Each ban list's banned numbers, as a set built once (an event checks thousands of lists against one). */
const bannedNumbers = new WeakMap<BanList, ReadonlySet<string>>()

/** Banned cards: 0 copies. */
export const banned: Rule = (ctx) => {
  const list = ctx.banList
  if (!list) return []
  let numbers = bannedNumbers.get(list)
  if (!numbers) bannedNumbers.set(list, (numbers = new Set(list.banned.map((b) => b.number))))
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

import type { BanList } from '~/schemas/format'
import { distinctCardNames } from '../messages/violations'
import type { Rule } from './types'
import { linesOf, ruleViolation } from './types'
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
  const cards = distinctCardNames(hits)
  return [
    ruleViolation(
      'banned',
      banListRef(list),
      'error',
      { code: 'banned', params: { cards, list: list.name, date: list.date } },
      cards.map((c) => c.number),
      linesOf(hits),
    ),
  ]
}

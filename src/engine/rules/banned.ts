import type { BanList } from '~/schemas/format'
import { cardName, type CardName } from '../messages/violations'
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
  // Each card once, however many lines list it.
  const cards = new Map<string, CardName>()
  for (const e of hits) if (!cards.has(e.number)) cards.set(e.number, cardName(e))
  return [
    ruleViolation(
      'banned',
      banListRef(list),
      'error',
      { code: 'banned', params: { cards: [...cards.values()], list: list.name, date: list.date } },
      [...cards.keys()],
      linesOf(hits),
    ),
  ]
}

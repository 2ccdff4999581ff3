import { cardName } from '../messages/violations'
import type { Rule, Violation } from './types'
import { linesOf, ruleViolation } from './types'
import { bannable, banListRef } from './ban-list'

/** Banned pairs: a deck may not contain all the cards of a pair. */
export const bannedPair: Rule = (ctx) => {
  const list = ctx.banList
  if (!list) return []
  const entries = bannable(ctx)
  const out: Violation[] = []
  for (const pair of list.bannedPairs) {
    // Nearly every deck lacks a card of each pair: said without gathering anything.
    if (!pair.cards.every((c) => entries.some((e) => e.number === c.number))) continue
    const hits = pair.cards.map((c) => entries.filter((e) => e.number === c.number))
    const flat = hits.flat()
    out.push(
      ruleViolation(
        'banned-pair',
        banListRef(list),
        'error',
        { code: 'banned-pair', params: { cards: hits.map((h) => cardName(h[0]!)), list: list.name, date: list.date } },
        pair.cards.map((c) => c.number),
        linesOf(flat),
      ),
    )
  }
  return out
}

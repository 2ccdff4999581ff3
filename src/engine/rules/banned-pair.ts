import type { Rule, Violation } from './types'
import { label, linesOf } from './types'
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
    out.push({
      rule: 'banned-pair',
      ref: banListRef(list),
      severity: 'error',
      message: `Banned pair: ${hits.map((h) => label(h[0]!)).join(' and ')} may not be in one deck (${list.name}, ${list.date})`,
      cards: pair.cards.map((c) => c.number),
      lines: linesOf(flat),
    })
  }
  return out
}

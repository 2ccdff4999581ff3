import { normalizeName } from '../cards/fields'
import { cardName } from '../messages/violations'
import type { ResolvedEntry, Rule, Violation } from './types'
import { linesOf, ruleViolation } from './types'
import { totalCopies } from '../deck/copies'

/**
 * 5-1-1-3, Q3, Q4: up to four copies of cards with the same card number; parallel printings count
 * with their number (2-1-1). Deck and sideboard count together; the resource deck is exempt
 * (5-1-1-5). A card's own text may change its limit (`copyLimit`), or count it by name. Other games
 * set their own limit and scope in the format: Gundam War 3 of a name, GENERATION exempt (manual,
 * Deck Building); Forge 4 of a card, Basic Resources exempt (rules v1.0, Deck Construction).
 */
export const copyLimit: Rule = (ctx) => {
  const spec = ctx.format.copyLimit
  // Each key's first entry; the few keys met again (printings of one number, cards of one name) gather
  // all of theirs in `shared`. Nearly every entry is a card of its own: no list is made for it.
  const groups = new Map<string, ResolvedEntry>()
  let shared: Map<string, ResolvedEntry[]> | null = null
  for (const e of ctx.entries) {
    if (!e.card || (spec.exemptSections as readonly string[]).includes(e.section)) continue
    // Card text outranks the rules (Gundam War manual, CARD BREAKDOWN): a GENERATION card that
    // limits itself is limited even though GENERATION cards are otherwise exempt.
    const ownLimit = e.card.copyLimit !== null || e.card.copyLimitScope !== null
    if (!ownLimit && spec.exemptTypes.includes(e.card.type)) continue
    const scope = e.card.copyLimitScope === 'name' ? 'name' : e.card.copyLimitScope === 'card' ? 'number' : spec.scope
    // A card number holds no NUL, so the two kinds of key never meet; a number is its own key.
    const key = scope === 'name' ? `\u0000${normalizeName(e.card.name)}` : e.card.number
    const first = groups.get(key)
    if (!first) groups.set(key, e)
    else {
      shared ??= new Map()
      const list = shared.get(key)
      if (list) list.push(e)
      else shared.set(key, [first, e])
    }
  }
  const out: Violation[] = []
  const limit = (e: ResolvedEntry) => (e.card!.copyLimit === 'unlimited' ? Infinity : (e.card!.copyLimit ?? spec.max))
  for (const [key, first] of groups) {
    const more = shared?.get(key)
    // A card of its own within its limit: the common case, decided without a list.
    if (!more && first.count <= limit(first)) continue
    const entries = more ?? [first]
    // Every card of the group holds to its own text: the strictest limit any of them sets applies,
    // whatever order the lines come in (manual ch. 1: card text wins; ch. 3: "1 card restriction / Deck").
    let max = Infinity
    for (const e of entries) max = Math.min(max, limit(e))
    if (max === Infinity) continue
    const n = totalCopies(entries)
    if (n <= max) continue
    const byName = key.startsWith('\u0000')
    const printings = [...new Set(entries.map((e) => e.printing ?? e.number))]
    const withSideboard = entries.some((e) => e.section === 'sideboard')
    out.push(
      ruleViolation(
        'copy-limit',
        spec.ref,
        'error',
        { code: 'copy-limit', params: { copies: n, card: cardName(entries[0]!), byName, printings, withSideboard, max } },
        [...new Set(entries.map((e) => e.number))],
        linesOf(entries),
      ),
    )
  }
  return out
}

import type { Rule } from './types'
import { plural } from '../text/format'
import { linesOf } from './types'
import { totalCopies } from '../deck/copies'

/** Best-of-three events allow a sideboard of at most 10 cards (tournament rules, ban-list page). */
export const sideboardSize: Rule = (ctx) => {
  const entries = ctx.section.sideboard
  const n = totalCopies(entries)
  const spec = ctx.format.sideboard
  const max = spec?.max ?? 0
  if (n <= max) return []
  const ref = spec?.ref ?? ctx.format.source
  return [
    {
      rule: 'sideboard-size',
      ref,
      severity: 'error',
      message: spec
        ? `Sideboard has ${plural(n, 'card')}; at most ${spec.max} are allowed (${ref})`
        : `${ctx.format.name} has no sideboard, but ${plural(n, 'card')} are listed in one`,
      cards: [],
      // Too many is about the count, not one line; a sideboard the format does not have is every line of it.
      lines: spec ? [] : linesOf(entries),
    },
  ]
}

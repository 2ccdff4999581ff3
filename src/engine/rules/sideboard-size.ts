import type { Rule } from './types'
import { linesOf, ruleViolation } from './types'
import { totalCopies } from '../deck/copies'

/** Best-of-three events allow a sideboard of at most 10 cards (tournament rules, ban-list page). */
export const sideboardSize: Rule = (ctx) => {
  const entries = ctx.section.sideboard
  const n = totalCopies(entries)
  const spec = ctx.format.sideboard
  const max = spec?.max ?? 0
  if (n <= max) return []
  const ref = spec?.ref ?? ctx.format.source
  // Too many is about the count, not one line; a sideboard the format does not have is every line of it.
  return [
    spec
      ? ruleViolation('sideboard-size', ref, 'error', { code: 'sideboard-size', params: { copies: n, max: spec.max } }, [], [])
      : ruleViolation(
          'sideboard-size',
          ref,
          'error',
          { code: 'sideboard-size.no-sideboard', params: { format: ctx.format.name, copies: n } },
          [],
          linesOf(entries),
        ),
  ]
}

import type { Rule, RuleContext, Violation } from './types'
import { linesOf, ruleViolation } from './types'
import { totalCopies } from '../deck/copies'

/** Shared by the main and resource deck size rules: exact size, or a range, from the format. */
export function sectionSize(section: 'main' | 'resource', rule: 'main-deck-size' | 'resource-deck-size'): Rule {
  return (ctx: RuleContext): Violation[] => {
    const spec = ctx.format[section]
    if (!spec) {
      const entries = ctx.section[section]
      return entries.length === 0
        ? []
        : [
            ruleViolation(
              rule,
              ctx.format.main.sizeRef,
              'error',
              { code: 'section-size.no-resource-deck', params: { format: ctx.format.name, copies: totalCopies(entries) } },
              entries.map((e) => e.number),
              linesOf(entries),
            ),
          ]
    }
    const n = totalCopies(ctx.section[section])
    if (n >= spec.min && n <= spec.max) return []
    return [
      // The count is the problem, not any one line: every line of the deck would say nothing.
      ruleViolation(rule, spec.sizeRef, 'error', { code: 'section-size', params: { section, copies: n, min: spec.min, max: spec.max } }, [], []),
    ]
  }
}

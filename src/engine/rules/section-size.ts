import type { Rule, RuleContext, Violation } from './types'
import { plural } from '../text/format'
import { linesOf } from './types'
import { totalCopies } from '../deck/copies'

/** Shared by the main and resource deck size rules: exact size, or a range, from the format. */
export function sectionSize(section: 'main' | 'resource', rule: 'main-deck-size' | 'resource-deck-size'): Rule {
  const what = section === 'main' ? 'Main deck' : 'Resource deck'
  return (ctx: RuleContext): Violation[] => {
    const spec = ctx.format[section]
    if (!spec) {
      const entries = ctx.section[section]
      return entries.length === 0
        ? []
        : [
            {
              rule,
              ref: ctx.format.main.sizeRef,
              severity: 'error',
              message: `${ctx.format.name} has no resource deck, but ${plural(totalCopies(entries), 'card')} are listed in one`,
              cards: entries.map((e) => e.number),
              lines: linesOf(entries),
            },
          ]
    }
    const n = totalCopies(ctx.section[section])
    if (n >= spec.min && n <= spec.max) return []
    const wanted = spec.min === spec.max ? `exactly ${spec.min}` : `${spec.min} to ${spec.max}`
    return [
      {
        rule,
        ref: spec.sizeRef,
        severity: 'error',
        message: `${what} has ${plural(n, 'card')}; it must have ${wanted} (${spec.sizeRef})`,
        // The count is the problem, not any one line: every line of the deck would say nothing.
        cards: [],
        lines: [],
      },
    ]
  }
}

import type { CardType } from '~/schemas/card'
import type { Format } from '~/schemas/format'
import { cardName } from '../messages/violations'
import type { Rule, RuleContext, Violation } from './types'
import { linesOf, ruleViolation } from './types'

/**
 * Cards of a type the section does not take (5-1-1-1, 5-1-1-4): tokens, EX Base and EX Resource are
 * never deck cards. The sideboard takes what either deck takes, and is checked with the main deck.
 */
export function sectionCardType(section: 'main' | 'resource', rule: 'main-deck-card-type' | 'resource-deck-card-type'): Rule {
  return (ctx: RuleContext): Violation[] => {
    const spec = ctx.format[section]
    if (!spec) return []
    const checks: [readonly CardType[], 'main' | 'resource' | 'sideboard'][] = [[spec.types, section]]
    if (section === 'main') checks.push([sideboardTypes(ctx.format), 'sideboard'])
    const out: Violation[] = []
    for (const [types, where] of checks) {
      const wrong = ctx.section[where].filter((e) => e.card && !types.includes(e.card.type))
      if (wrong.length === 0) continue
      out.push(
        ruleViolation(
          rule,
          spec.typeRef,
          'error',
          { code: 'section-card-type', params: { section: where, allowed: [...types], cards: wrong.map((e) => ({ card: cardName(e), type: e.card!.type })) } },
          wrong.map((e) => e.number),
          linesOf(wrong),
        ),
      )
    }
    return out
  }
}

/** What a sideboard may hold: what either deck takes; worked out once per format. */
const sideboardTypesOf = new WeakMap<Format, readonly CardType[]>()
function sideboardTypes(format: Format): readonly CardType[] {
  let types = sideboardTypesOf.get(format)
  if (!types) sideboardTypesOf.set(format, (types = [...format.main.types, ...(format.resource?.types ?? [])]))
  return types
}

import type { Rule, Violation } from './types'
import { plural } from '../text/format'
import { linesOf } from './types'
import { typeName } from '../cards/type-names'
import { totalCopies } from '../deck/copies'

/**
 * What a format's rules advise, not require (Forge rules v1.0, Deck Construction: at least 15 Units,
 * 25-28 optimal; 6-8 Pilots): always a warning, so a deck is never made illegal by it.
 */
export const recommendation: Rule = (ctx) => {
  const out: Violation[] = []
  for (const rec of ctx.format.recommendations ?? []) {
    const entries = ctx.section.main.filter((e) => e.card && rec.types.includes(e.card.type))
    const n = totalCopies(entries)
    const what = rec.types.map(typeName).join(' or ')
    const range =
      rec.min !== undefined && rec.max !== undefined
        ? `${rec.min}-${rec.max}`
        : rec.min !== undefined
          ? `at least ${rec.min}`
          : rec.max !== undefined
            ? `at most ${rec.max}`
            : null
    const optimal = rec.optimal ? `${rec.optimal.min}-${rec.optimal.max}` : null
    let advice: string | null = null
    if ((rec.min !== undefined && n < rec.min) || (rec.max !== undefined && n > rec.max)) {
      advice = `${range} recommended${optimal ? `, ${optimal} optimal` : ''}`
    } else if (rec.optimal && (n < rec.optimal.min || n > rec.optimal.max)) {
      advice = `${optimal} is optimal`
    }
    if (!advice) continue
    out.push({
      rule: 'recommendation',
      ref: rec.ref,
      severity: 'warning',
      message: `The deck has ${plural(n, `${what} card`)}; ${advice} (${rec.ref})`,
      cards: [],
      lines: linesOf(entries),
    })
  }
  return out
}

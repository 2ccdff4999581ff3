import type { Rule, Violation } from './types'
import { linesOf, ruleViolation } from './types'
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
    let outside: 'range' | 'optimal' | null = null
    if ((rec.min !== undefined && n < rec.min) || (rec.max !== undefined && n > rec.max)) outside = 'range'
    else if (rec.optimal && (n < rec.optimal.min || n > rec.optimal.max)) outside = 'optimal'
    if (!outside) continue
    out.push(
      ruleViolation(
        'recommendation',
        rec.ref,
        'warning',
        {
          code: 'recommendation',
          params: { copies: n, types: [...rec.types], min: rec.min ?? null, max: rec.max ?? null, optimal: rec.optimal ? { ...rec.optimal } : null, outside },
        },
        [],
        linesOf(entries),
      ),
    )
  }
  return out
}

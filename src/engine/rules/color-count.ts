import type { Rule } from './types'
import { linesOf, ruleViolation } from './types'
import { totalCopies } from '../deck/copies'

/**
 * 5-1-1-2, Q2: a deck uses one or two card colors. Colorless cards do not count; the resource deck
 * is not part of "the deck"; a best-of-three sideboard counts with the deck.
 */
export const colorCount: Rule = (ctx) => {
  const spec = ctx.format.colors
  if (!spec) return []
  // Nearly every deck is within the limit: count its colors first, with nothing built.
  const seen: string[] = []
  for (const section of [ctx.section.main, ctx.section.sideboard]) {
    for (const e of section) {
      const color = e.card?.color
      if (color && !seen.includes(color)) seen.push(color)
    }
  }
  if (seen.length <= spec.max) return []
  const byColor = new Map<string, (typeof ctx.entries)[number][]>()
  for (const e of [...ctx.section.main, ...ctx.section.sideboard]) {
    const color = e.card?.color
    if (!color) continue
    const list = byColor.get(color)
    if (list) list.push(e)
    else byColor.set(color, [e])
  }
  // The colors with the most cards read as the deck's; the rest are what to cut.
  const ranked = [...byColor.entries()]
    .map(([color, entries]) => ({ color, entries, n: totalCopies(entries) }))
    .sort((a, b) => b.n - a.n || a.color.localeCompare(b.color))
  const extra = ranked.slice(spec.max).flatMap((r) => r.entries)
  return [
    ruleViolation(
      'color-count',
      spec.ref,
      'error',
      { code: 'color-count', params: { colors: ranked.map((r) => ({ color: r.color, copies: r.n })), max: spec.max } },
      [...new Set(extra.map((e) => e.number))],
      linesOf(extra),
    ),
  ]
}

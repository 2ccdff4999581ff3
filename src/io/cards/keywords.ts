import type { Keyword } from '~/schemas/card'

/** Keyword effects written in card text as `<Repair 1>`, `<Blocker>`, `<High-Maneuver>`. */
export function keywordsFromText(text: string): Keyword[] {
  const seen = new Map<string, Keyword>()
  for (const m of text.matchAll(/<([A-Za-z][A-Za-z -]*?)(?:\s+(\d+))?>/g)) {
    const keyword = (m[1] ?? '').trim()
    const value = m[2] === undefined ? null : Number(m[2])
    const key = `${keyword.toLowerCase()}|${value ?? ''}`
    if (keyword && !seen.has(key)) seen.set(key, { keyword, value })
  }
  return [...seen.values()]
}

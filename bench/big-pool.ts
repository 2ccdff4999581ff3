// A 100,000-printing gcg-api file built from the real one: every real record repeated with new card
// numbers and printing ids (`GD01-003` -> `GD01X7-003`, `_pN` kept), so text, traits, links and
// parallels are as real as the pool itself. Never written to disk.
import { readFileSync } from 'node:fs'

export const REAL_CARDS_URL = new URL('../../shared/cards/gcg-api/cards.json', import.meta.url)

export function realCardsText(): string {
  return readFileSync(REAL_CARDS_URL, 'utf8')
}

/** The real records repeated (renumbered) until `count` printings; returned as cards.json text. */
export function bigPoolText(count = 100_000, realText = realCardsText()): string {
  const real = JSON.parse(realText) as Record<string, unknown>[]
  const out: Record<string, unknown>[] = []
  for (let copy = 0; out.length < count; copy++) {
    const renumber = (id: string) => (copy === 0 ? id : id.replace(/^([A-Z0-9]+)-/, `$1X${copy}-`))
    for (const r of real) {
      if (out.length >= count) break
      out.push({ ...r, product_id: renumber(String(r.product_id)), card_number: renumber(String(r.card_number)) })
    }
  }
  return JSON.stringify(out)
}

import type { DeckEntry, Section, SectionsOf } from '~/schemas/deck'
import { entriesIn, SECTIONS } from '~/schemas/deck'
import { compareNumbers } from '../cards/pool'

/**
 * A deck as a set: one entry per section and printing, counts added up, sorted by number. Two
 * lists hold the same deck when these agree, whatever order or dialect they were written in.
 */
export function normalizeDeck(deck: SectionsOf<DeckEntry>): Record<Section, DeckEntry[]> {
  const out: Record<Section, DeckEntry[]> = { main: [], resource: [], sideboard: [], ex: [] }
  for (const s of SECTIONS) {
    const merged = new Map<string, DeckEntry>()
    for (const e of entriesIn(deck, s)) {
      const key = `${e.number}\u0000${e.printing ?? ''}`
      const found = merged.get(key)
      if (found) found.count += e.count
      else merged.set(key, { number: e.number, printing: e.printing, count: e.count })
    }
    out[s] = [...merged.values()].sort((a, b) => compareNumbers(a.number, b.number) || compareNumbers(a.printing ?? '', b.printing ?? ''))
  }
  return out
}

export function sameDeck(a: SectionsOf<DeckEntry>, b: SectionsOf<DeckEntry>): boolean {
  return JSON.stringify(normalizeDeck(a)) === JSON.stringify(normalizeDeck(b))
}

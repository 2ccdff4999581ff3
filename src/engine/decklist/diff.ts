import { entriesIn, SECTIONS, type DeckCards, type Section } from '~/schemas/deck'

export interface DeckChange {
  section: Section
  number: string
  printing: string | null
  before: number
  after: number
}

/** What changed between two versions of a deck, line by line (number and printing), in list order. */
export function diffDecks(before: DeckCards, after: DeckCards): DeckChange[] {
  const changes: DeckChange[] = []
  for (const section of SECTIONS) {
    const was0 = entriesIn(before, section)
    const now0 = entriesIn(after, section)
    const key = (e: { number: string; printing: string | null }) => `${e.number}\u0000${e.printing ?? ''}`
    const was = new Map<string, number>()
    for (const e of was0) was.set(key(e), (was.get(key(e)) ?? 0) + e.count)
    const now = new Map<string, number>()
    for (const e of now0) now.set(key(e), (now.get(key(e)) ?? 0) + e.count)
    const seen = new Set<string>()
    for (const e of [...was0, ...now0]) {
      const k = key(e)
      if (seen.has(k)) continue
      seen.add(k)
      const b = was.get(k) ?? 0
      const a = now.get(k) ?? 0
      if (a !== b) changes.push({ section, number: e.number, printing: e.printing, before: b, after: a })
    }
  }
  return changes
}

import type { DeckEntry } from '~/schemas/deck'

/** One set's lines of a deck section, for showing a deck by its card numbers alone. */
export interface SetGroup {
  /** The set code before the dash (`GD01` of `GD01-001`); the whole number when it has none. */
  set: string
  entries: DeckEntry[]
  copies: number
}

/** A section's entries grouped by set, sets and numbers in order; copies of a number on several lines stay apart. */
export function groupBySet(entries: readonly DeckEntry[]): SetGroup[] {
  const groups = new Map<string, SetGroup>()
  for (const e of [...entries].sort((a, b) => a.number.localeCompare(b.number, 'en') || (a.printing ?? '').localeCompare(b.printing ?? '', 'en'))) {
    const set = e.number.includes('-') ? e.number.slice(0, e.number.indexOf('-')) : e.number
    const g = groups.get(set) ?? { set, entries: [], copies: 0 }
    g.entries.push(e)
    g.copies += e.count
    groups.set(set, g)
  }
  return [...groups.values()].sort((a, b) => a.set.localeCompare(b.set, 'en'))
}

/** The numbers of a deck's entries the card data lacks, each once, in order. */
export function unknownNumbers(entries: Iterable<DeckEntry>, has: (number: string) => boolean): string[] {
  const out = new Set<string>()
  for (const e of entries) if (!has(e.number)) out.add(e.number)
  return [...out].sort((a, b) => a.localeCompare(b, 'en'))
}

import type { DeckEntry } from '~/schemas/deck'
import type { CardLookup } from '../cards/pool'

/** The colors a deck's main deck and sideboard use, most cards first (what a deck list badge shows). */
export function deckColors(cards: { main: readonly DeckEntry[]; sideboard: readonly DeckEntry[] }, lookup: CardLookup): string[] {
  const counts = new Map<string, number>()
  for (const e of [...cards.main, ...cards.sideboard]) {
    const color = lookup(e.number)?.color
    if (color) counts.set(color, (counts.get(color) ?? 0) + e.count)
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c)
}

/** The basic Resource to offer for an empty resource deck: a Resource card named "Resource", lowest number. */
export function basicResource<C extends { number: string; name: string; type: string }>(cards: readonly C[]): C | null {
  const basics = cards.filter((c) => c.type === 'resource' && c.name.trim().toLowerCase() === 'resource')
  basics.sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }))
  return basics[0] ?? null
}

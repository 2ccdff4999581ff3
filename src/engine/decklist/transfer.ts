import type { ParsedDeckList } from '~/engine/decklist/parse'
import type { DeckCards } from '~/schemas/deck'

/** A read list as stored deck sections: only number, printing and count (lines and names stay behind). */
export function toDeckCards(list: Pick<ParsedDeckList, 'main' | 'resource' | 'sideboard'> & { ex?: ParsedDeckList['ex'] }): DeckCards {
  const strip = (entries: ParsedDeckList['main']) =>
    entries.map((e) => ({ number: e.number, printing: e.printing, count: Math.min(9999, Math.max(1, e.count)) }))
  const cards: DeckCards = { main: strip(list.main), resource: strip(list.resource), sideboard: strip(list.sideboard) }
  // EX Base, EX Resource and token cards are kept beside the decks (5-1-2); no section when none.
  if (list.ex?.length) cards.ex = strip(list.ex)
  return cards
}

export function safeFileName(name: string): string {
  return (
    name
      .replace(/[^\p{L}\p{N} _.-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'deck'
  )
}

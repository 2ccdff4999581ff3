import type { ParsedDeckList } from '~/engine/decklist/parse'
import type { DeckCards } from '~/schemas/deck'

/** A read list as stored deck sections: only number, printing and count (lines and names stay behind). */
export function toDeckCards(list: Pick<ParsedDeckList, 'main' | 'resource' | 'sideboard'>): DeckCards {
  const strip = (entries: ParsedDeckList['main']) =>
    entries.map((e) => ({ number: e.number, printing: e.printing, count: Math.min(9999, Math.max(1, e.count)) }))
  return { main: strip(list.main), resource: strip(list.resource), sideboard: strip(list.sideboard) }
}

export function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{N} _.-]+/gu, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'deck'
}

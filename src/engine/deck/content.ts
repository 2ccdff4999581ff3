import { entriesIn, SECTIONS, type DeckContent } from '~/schemas/deck'
import { diffDecks, type DeckChange } from '../decklist/diff'

/**
 * What differs between two versions of a deck on every field a user edits: cards (main, resource,
 * sideboard), name, format, notes and tags. History and conflict handling compare with this, so a
 * version that differs only in its notes is never shown as "the same as now".
 */
export interface ContentChanges {
  cards: DeckChange[]
  name: { from: string; to: string } | null
  format: { from: string; to: string } | null
  notes: { from: string; to: string } | null
  tags: { added: string[]; removed: string[] } | null
}

export function contentChanges(from: DeckContent, to: DeckContent): ContentChanges {
  const added = to.tags.filter((t) => !from.tags.includes(t))
  const removed = from.tags.filter((t) => !to.tags.includes(t))
  // The same tags in another order are another value too: keep the order the user wrote.
  const reordered = added.length === 0 && removed.length === 0 && from.tags.join('\u0000') !== to.tags.join('\u0000')
  return {
    cards: diffDecks(from.cards, to.cards),
    name: from.name === to.name ? null : { from: from.name, to: to.name },
    format: from.format === to.format ? null : { from: from.format, to: to.format },
    notes: from.notes === to.notes ? null : { from: from.notes, to: to.notes },
    tags: added.length || removed.length || reordered ? { added, removed } : null,
  }
}

export function sameContent(a: DeckContent, b: DeckContent): boolean {
  const c = contentChanges(a, b)
  return c.cards.length === 0 && !c.name && !c.format && !c.notes && !c.tags && sameLineOrder(a, b)
}

/** Equal counts written in another order are the same deck for play, but not the same stored value. */
function sameLineOrder(a: DeckContent, b: DeckContent): boolean {
  return SECTIONS.every((s) => {
    const x = entriesIn(a.cards, s)
    const y = entriesIn(b.cards, s)
    return x.length === y.length && x.every((e, i) => e.number === y[i]!.number && e.printing === y[i]!.printing)
  })
}

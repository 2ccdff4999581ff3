import { entriesIn, SECTIONS, type DeckContent, type DeckEntry } from '~/schemas/deck'
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

/**
 * The change that turned `from` into `to`, applied to `onto`: a three-way merge that keeps whatever
 * `onto` changed on its own. Undo after another tab's save uses it (from = this tab's edit, to = what was
 * before it, onto = the current revision), so undoing one's own step never reverts someone else's save.
 * Fields the change did not touch stay as `onto` has them; a field both changed keeps `onto`'s value;
 * card counts add up per line (section, number, printing), never below zero.
 */
export function rebaseChange(from: DeckContent, to: DeckContent, onto: DeckContent): DeckContent {
  if (sameContent(from, onto)) return to
  const field = <K extends 'name' | 'format' | 'notes'>(k: K) => (from[k] !== to[k] && onto[k] === from[k] ? to[k] : onto[k])
  const added = to.tags.filter((t) => !from.tags.includes(t))
  const removed = new Set(from.tags.filter((t) => !to.tags.includes(t)))
  const tags = [...onto.tags.filter((t) => !removed.has(t)), ...added.filter((t) => !onto.tags.includes(t))]
  const cards = { ...onto.cards }
  for (const section of SECTIONS) {
    const key = (e: { number: string; printing: string | null }) => `${e.number}\u0000${e.printing ?? ''}`
    const count = (list: readonly DeckEntry[]) => new Map(list.map((e) => [key(e), e.count]))
    const before = count(entriesIn(from.cards, section))
    const after = count(entriesIn(to.cards, section))
    const delta = (k: string) => (after.get(k) ?? 0) - (before.get(k) ?? 0)
    const base = entriesIn(onto.cards, section)
    if (before.size === 0 && after.size === 0) continue
    const have = new Set(base.map(key))
    const next = [
      ...base.map((e) => ({ ...e, count: e.count + delta(key(e)) })),
      ...entriesIn(to.cards, section)
        .filter((e) => !have.has(key(e)) && delta(key(e)) > 0)
        .map((e) => ({ ...e, count: delta(key(e)) })),
    ].filter((e) => e.count > 0)
    if (section === 'ex' && next.length === 0 && onto.cards.ex === undefined) continue
    cards[section] = next
  }
  return { name: field('name'), format: field('format'), notes: field('notes'), tags, cards }
}

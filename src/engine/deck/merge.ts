import { entriesIn, SECTIONS, type DeckCards, type DeckContent, type DeckEntry, type Section } from '~/schemas/deck'

/**
 * Three-way merge of two versions of a deck that share an ancestor (two devices through sync, two tabs, a
 * journal replayed over a newer save). Each side's changes are measured against the ancestor, card by card
 * in each section: changes to different cards are both kept, and so are the same change made twice. A card
 * both sides changed differently keeps the later side's count, and the other side's is reported as a
 * conflict, to be offered in one click. The name, format, notes and tags are one value each: the later side
 * wins where both changed them differently, the other reported the same way.
 *
 * Symmetric: merging (A, B) with A later gives what (B, A) with A later gives, conflicts included.
 */

/** Which side was written later (by its save time): it wins where both changed the same thing differently. */
export type Later = 'ours' | 'theirs'

export type MergeConflict =
  | { kind: 'card'; section: Section; number: string; printing: string | null; kept: number; other: number }
  | { kind: 'name' | 'format' | 'notes'; kept: string; other: string }
  | { kind: 'tags'; kept: string[]; other: string[] }

export interface DeckMerge {
  content: DeckContent
  conflicts: MergeConflict[]
}

/** A line's identity in a section: its card number and the printing asked for. */
const keyOf = (e: Pick<DeckEntry, 'number' | 'printing'>) => `${e.number}\u0000${e.printing ?? ''}`

function counts(entries: readonly DeckEntry[]): Map<string, DeckEntry> {
  const out = new Map<string, DeckEntry>()
  for (const e of entries) {
    const known = out.get(keyOf(e))
    // A list may write one card on two lines: the section holds their sum.
    out.set(keyOf(e), known ? { ...known, count: known.count + e.count } : e)
  }
  return out
}

/** The one value of three: a side's change when only it changed, the later's when both did (and differ). */
function pick<T>(base: T, ours: T, theirs: T, later: Later, same: (x: T, y: T) => boolean): { value: T; other: T | null } {
  if (same(ours, base)) return { value: theirs, other: null }
  if (same(theirs, base) || same(ours, theirs)) return { value: ours, other: null }
  return later === 'ours' ? { value: ours, other: theirs } : { value: theirs, other: ours }
}

function mergeSection(section: Section, base: readonly DeckEntry[], ours: readonly DeckEntry[], theirs: readonly DeckEntry[], later: Later) {
  const b = counts(base)
  const o = counts(ours)
  const t = counts(theirs)
  // The later side's lines in its order, then the other side's new ones in theirs: the same whichever side is "ours".
  const [first, second] = later === 'ours' ? [o, t] : [t, o]
  const keys = [...new Set([...first.keys(), ...second.keys(), ...b.keys()])]
  const entries: DeckEntry[] = []
  const conflicts: MergeConflict[] = []
  for (const key of keys) {
    const line = first.get(key) ?? second.get(key) ?? b.get(key)!
    const count = (m: Map<string, DeckEntry>) => m.get(key)?.count ?? 0
    const { value, other } = pick(count(b), count(o), count(t), later, (x, y) => x === y)
    if (other !== null) conflicts.push({ kind: 'card', section, number: line.number, printing: line.printing, kept: value, other })
    if (value > 0) entries.push({ number: line.number, printing: line.printing, count: value })
  }
  return { entries, conflicts }
}

const sameTags = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((tag, i) => tag === y[i])

export function mergeDecks(base: DeckContent, ours: DeckContent, theirs: DeckContent, later: Later): DeckMerge {
  const conflicts: MergeConflict[] = []
  const cards: DeckCards = { main: [], resource: [], sideboard: [] }
  for (const section of SECTIONS) {
    const merged = mergeSection(section, entriesIn(base.cards, section), entriesIn(ours.cards, section), entriesIn(theirs.cards, section), later)
    // `ex` stays absent unless a version has a line there, as decks stored before it existed have none.
    if (section !== 'ex' || merged.entries.length > 0 || ours.cards.ex !== undefined || theirs.cards.ex !== undefined) cards[section] = merged.entries
    conflicts.push(...merged.conflicts)
  }
  const text = (kind: 'name' | 'format' | 'notes') => {
    const { value, other } = pick(base[kind], ours[kind], theirs[kind], later, (x, y) => x === y)
    if (other !== null) conflicts.push({ kind, kept: value, other })
    return value
  }
  const name = text('name')
  const format = text('format')
  const notes = text('notes')
  const tags = pick(base.tags, ours.tags, theirs.tags, later, sameTags)
  if (tags.other !== null) conflicts.push({ kind: 'tags', kept: [...tags.value], other: [...tags.other] })
  return { content: { name, format, cards, notes, tags: [...tags.value] }, conflicts }
}

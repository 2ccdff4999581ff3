import { computed, type Ref } from 'vue'
import type { StoredDeck } from '~/schemas/deck'

export interface DeckFilter {
  /** Part of the name, case aside ('' for any). */
  text: string
  /** A format id ('' for any). */
  format: string
  /** A tag ('' for any). */
  tag: string
}

/** The decks' names in lower case, once per list: what typing in the filter searches. */
export function nameIndex(decks: readonly StoredDeck[]): string[] {
  return decks.map((d) => d.name.toLowerCase())
}

/** The positions (in `decks`) of the decks that pass the filter, in list order. */
export function filterDecks(decks: readonly StoredDeck[], names: readonly string[], f: DeckFilter, within?: readonly number[]): number[] {
  const text = f.text.toLowerCase()
  const out: number[] = []
  const pass = (i: number) => {
    const d = decks[i]!
    return (!text || names[i]!.includes(text)) && (!f.format || d.format === f.format) && (!f.tag || d.tags.includes(f.tag))
  }
  if (within) {
    for (const i of within) if (pass(i)) out.push(i)
  } else for (let i = 0; i < decks.length; i++) if (pass(i)) out.push(i)
  return out
}

/**
 * The Decks page's filter over a list of any size: names are lowered once per list, and a filter that only
 * narrows the last one (more letters typed, same format and tag) looks only at what the last one kept.
 * Typing into 50,000 decks looks at each name once for the first letter, and at fewer after.
 */
export function useDeckFilter(decks: Ref<readonly StoredDeck[]>, filter: Ref<DeckFilter>) {
  const names = computed(() => nameIndex(decks.value))
  let last: { decks: readonly StoredDeck[]; filter: DeckFilter; shown: number[] } | null = null
  const shown = computed(() => {
    const list = decks.value
    const f = { ...filter.value }
    const narrows =
      last &&
      last.decks === list &&
      last.filter.format === f.format &&
      last.filter.tag === f.tag &&
      f.text.toLowerCase().startsWith(last.filter.text.toLowerCase())
    const positions = filterDecks(list, names.value, f, narrows ? last!.shown : undefined)
    last = { decks: list, filter: f, shown: positions }
    return positions.map((i) => list[i]!)
  })
  const tags = computed(() => {
    const all = new Set<string>()
    for (const d of decks.value) for (const t of d.tags) all.add(t)
    return [...all].sort()
  })
  return { shown, tags }
}

import type { SectionsOf } from '~/schemas/deck'

/** How many copies the lines hold together: the one sum behind every section size, rule and total. */
export function totalCopies(entries: readonly { readonly count: number }[]): number {
  let n = 0
  for (const e of entries) n += e.count
  return n
}

/**
 * Copies of each card number in the main deck, resource deck and sideboard together (copies count by
 * card number, whatever the printing): the "in deck" figure beside a search result.
 */
export function copiesByNumber(deck: SectionsOf<{ readonly number: string; readonly count: number }>): Map<string, number> {
  const out = new Map<string, number>()
  for (const section of [deck.main, deck.resource, deck.sideboard]) for (const e of section) out.set(e.number, (out.get(e.number) ?? 0) + e.count)
  return out
}

import type { BanList } from '~/schemas/format'
import type { ResolvedEntry } from './types'

export type BanListException = NonNullable<BanList['exceptions']>[number]

/**
 * The exception a deck falls under, if any: its main deck is exactly one the ban list leaves legal
 * (the page: "the unmodified ST02 and ST05 starter decks"), same numbers and counts (a parallel
 * counts as its number, 2-1-1), and it has no sideboard. Any change, however small, and the list applies.
 */
export function banListException(list: BanList | null, main: readonly ResolvedEntry[], sideboard: readonly ResolvedEntry[]): BanListException | null {
  if (!list?.exceptions?.length || sideboard.length > 0) return null
  // A deck without an exception's first card is not that deck: most decks leave here, having built nothing.
  if (!list.exceptions.some((x) => x.main.length > 0 && main.some((e) => e.number === x.main[0]!.number))) return null
  const counts = new Map<string, number>()
  for (const e of main) counts.set(e.number, (counts.get(e.number) ?? 0) + e.count)
  return (
    list.exceptions.find((x) => {
      if (x.main.length !== counts.size) return false
      return x.main.every((c) => counts.get(c.number) === c.count)
    }) ?? null
  )
}

import type { BanList } from '~/schemas/format'
import type { ResolvedEntry, RuleContext } from './types'

/** How ban-list violations cite their source: the list's name, date and where it was published. */
export function banListRef(list: BanList): string {
  return `${list.name}, ${list.date} (${list.source})`
}

/** Deck and sideboard entries that a ban list can touch (the resource deck holds only Resources). */
export function bannable(ctx: RuleContext): ResolvedEntry[] {
  return [...ctx.section.main, ...ctx.section.sideboard]
}

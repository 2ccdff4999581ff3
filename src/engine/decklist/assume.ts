import type { DeckEntryInput } from '../rules/types'

/** The standard resource deck pasted lists leave out: 10 basic Resources (5-1-1-4: exactly 10 Resource cards). */
export const STANDARD_RESOURCE = 'R-001'
export const STANDARD_RESOURCE_COUNT = 10

/**
 * A list with no resource deck at all, given the standard 10 × R-001 (or another basic Resource's
 * number). Lists as players paste them almost never carry one. Anything already in the resource
 * deck is left as it is. Says whether it added them, so the caller can say so.
 */
export function withStandardResources<T extends { resource: readonly DeckEntryInput[] }>(list: T, number = STANDARD_RESOURCE): { list: T; assumed: boolean } {
  if (list.resource.some((e) => e.count > 0)) return { list, assumed: false }
  return { list: { ...list, resource: [{ number, printing: null, count: STANDARD_RESOURCE_COUNT, lines: [], names: [] }] }, assumed: true }
}

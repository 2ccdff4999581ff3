import type { DeckSnapshot } from '~/schemas/deck'

/**
 * What a deck's History keeps. Every save is a revision in History; without pruning a deck edited daily
 * would hold thousands. The rule, oldest entries thinned, never the recent or the irreplaceable:
 * - the newest KEEP_NEWEST entries, whatever they are;
 * - every conflict version (another tab's or device's version that a save replaced, or unsaved edits
 *   kept when the deck changed under them), every "created", "imported", "restored" and "deleted" point;
 * - of the other, older edits: the last of each hour for a week, then the last of each day.
 */
export const KEEP_NEWEST = 30
const HOUR = 60 * 60 * 1000
const WEEK = 7 * 24 * HOUR

/** Another tab's or device's version that a save replaced, or unsaved edits kept: never pruned, marked in History. */
export const isConflictVersion = (s: DeckSnapshot) => s.reason === 'conflict' || s.conflict === true

// A revision synced from another device is an edit made there: thinned like one.
const milestone = (s: DeckSnapshot) => (s.reason !== 'edited' && s.reason !== 'synced') || isConflictVersion(s)

/** The ids of the entries to drop, given one deck's whole History (any order) and the time now. */
export function historyToPrune(history: readonly DeckSnapshot[], now: number): number[] {
  const newestFirst = [...history].sort((a, b) => (b.id ?? 0) - (a.id ?? 0))
  const seen = new Set<string>()
  const drop: number[] = []
  newestFirst.forEach((s, i) => {
    if (i < KEEP_NEWEST || milestone(s) || s.id === undefined) return
    const t = Date.parse(s.at)
    // The newest entry of its hour (within a week) or of its day (older) stands for the rest of it.
    const bucket = Number.isNaN(t) ? 'undated' : now - t < WEEK ? `h${Math.floor(t / HOUR)}` : `d${new Date(t).toISOString().slice(0, 10)}`
    if (seen.has(bucket)) drop.push(s.id)
    else seen.add(bucket)
  })
  return drop
}

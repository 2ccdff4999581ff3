import { describe, expect, it } from 'vitest'
import type { DeckSnapshot } from '~/schemas/deck'
import { historyToPrune, KEEP_NEWEST } from './history-rule'

const NOW = Date.parse('2026-11-25T12:00:00Z')
const HOUR = 3600_000
let id = 0
const entry = (ageMs: number, extra: Partial<DeckSnapshot> = {}): DeckSnapshot => ({
  id: ++id,
  deckId: 'd',
  at: new Date(NOW - ageMs).toISOString(),
  revision: id,
  reason: 'edited',
  content: { name: 'D', format: 'gcg', cards: { main: [], resource: [], sideboard: [] }, notes: '', tags: [] },
  ...extra,
})
/** Oldest first, ids rising with time, as saves write them. */
const history = (ages: number[], extra: (i: number) => Partial<DeckSnapshot> = () => ({})) => ages.map((a, i) => entry(a, extra(i)))

describe('what History keeps', () => {
  it('keeps everything up to the newest few', () => {
    expect(historyToPrune(history(Array.from({ length: KEEP_NEWEST }, (_, i) => (KEEP_NEWEST - i) * 1000)), NOW)).toEqual([])
  })

  it('thins older edits to the last of each hour within a week, then the last of each day', () => {
    const recent = Array.from({ length: KEEP_NEWEST }, (_, i) => KEEP_NEWEST - i) // the newest 30, seconds old
    // Three edits in one hour two days ago, two on one day a month ago.
    const twoDays = 48 * HOUR
    const month = 30 * 24 * HOUR
    const h = history([month + 3 * HOUR, month + 2 * HOUR, twoDays + 30 * 60_000, twoDays + 20 * 60_000, twoDays + 10 * 60_000, ...recent])
    const drop = historyToPrune(h, NOW)
    // Kept: the last of the month-old day (index 1), the last of the two-day-old hour (index 4).
    expect(drop.sort((a, b) => a - b)).toEqual([h[0]!.id, h[2]!.id, h[3]!.id])
  })

  it('never drops a conflict version or a created, imported, restored or deleted point, however old', () => {
    const old = 90 * 24 * HOUR
    const reasons = ['created', 'imported', 'restored', 'deleted', 'conflict', 'edited'] as const
    const h = history(
      reasons.map((_, i) => old - i * 1000),
      (i) => ({ reason: reasons[i], conflict: i === 5 }),
    )
    const filler = history(Array.from({ length: KEEP_NEWEST }, (_, i) => KEEP_NEWEST - i))
    expect(historyToPrune([...h, ...filler], NOW)).toEqual([])
  })

  it('thins revisions synced from another device like edits (a deck edited daily elsewhere does not pile up), but keeps a synced conflict version', () => {
    const month = 30 * 24 * HOUR
    const h = history([month + 3 * HOUR, month + 2 * HOUR, month + HOUR], (i) => ({ reason: 'synced', conflict: i === 0 }))
    const filler = history(Array.from({ length: KEEP_NEWEST }, (_, i) => KEEP_NEWEST - i))
    // One day: the last synced revision of it stands for the other; the conflict version stays.
    expect(historyToPrune([...h, ...filler], NOW)).toEqual([h[1]!.id])
  })
})

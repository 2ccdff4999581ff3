// Test factories for the opening simulator.
import type { Opening } from '~/schemas/format'
import type { RedrawPolicy, SimDeckEntry, SimSpec } from '~/schemas/sim'
import { totalCopies } from '../deck/copies'

/** A GCG-shaped opening (5-2-1-5, 5-2-1-6-1, 5-2-2, Q15, Q25) with overrides. */
export function opening(overrides: Partial<Opening> & { redrawTimes?: number } = {}): Opening {
  const { redrawTimes = 1, ...rest } = overrides
  return {
    handSize: 5,
    redraws: redrawTimes > 0 ? [{ kind: 'bottom-redraw', times: redrawTimes, ref: '5-2-1-6-1' }] : [],
    shields: 6,
    firstPlayerDrawsFirstTurn: true,
    secondPlayerExtraResources: 1,
    ref: '5-2',
    refs: { hand: '5-2-1-5', shields: '5-2-2', draw: 'Q15', resources: '5-2-4, Q25', playable: '2-8-1, 2-9-1' },
    ...rest,
  }
}

/** A deck from `{ number: copies }`, filled to `size` with blanks (`ZZ-000`) that are in no group. */
export function simDeck(copies: Record<string, number>, size = 50): SimDeckEntry[] {
  const entries = Object.entries(copies).map(([number, count]) => ({ number, count }))
  const used = totalCopies(entries)
  return used < size ? [...entries, { number: 'ZZ-000', count: size - used }] : entries
}

export function spec(deck: SimDeckEntry[], groups: [string[], number][], extra: Partial<Omit<SimSpec, 'deck' | 'groups'>> = {}): SimSpec {
  const redraw: RedrawPolicy = extra.redraw ?? { kind: 'never' }
  return { deck, groups: groups.map(([cards, atLeast]) => ({ cards, atLeast })), redraw, byTurn: extra.byTurn ?? 0, player: extra.player ?? 'first' }
}

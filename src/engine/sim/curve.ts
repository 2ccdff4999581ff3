import type { Format } from '~/schemas/format'
import type { Player, RedrawPolicy, SimDeckEntry } from '~/schemas/sim'
import type { CardLookup } from '../cards/pool'
import { compileSim } from './compile'
import { exactProbability } from './exact'
import { resourcesBy } from './opening'
import { redrawIfNone } from './redraw'

export interface CurveInput {
  deck: SimDeckEntry[]
  /** The group whose playable cards are counted. */
  cards: string[]
  /** `if-miss`: redraw an opening hand with no card of the group at all. */
  redraw: RedrawPolicy
  /** Last turn to report, from 1. */
  maxTurn: number
}

export interface CurveCell {
  resources: number
  /** Exact chance of a playable card of the group in hand by this turn's main phase; null if the deck is too small. */
  p: number | null
}

export interface CurvePoint {
  turn: number
  first: CurveCell
  second: CurveCell
}

/**
 * The chance to hold a playable card of a group on each of the player's turns, first and second
 * player. Playable: Lv. and cost both at most the resources in play (turn number, plus the second
 * player's EX Resource, 4-17-5, Q25); cards seen: the final hand plus one draw a turn (Q15).
 */
export function curveOdds(input: CurveInput, format: Format, lookup: CardLookup): CurvePoint[] {
  const opening = format.opening
  // The redraw looks at the whole group; the condition only at the cards playable that turn.
  const redraw = redrawIfNone(input.redraw, input.cards)
  const cell = (turn: number, player: Player): CurveCell => {
    const resources = resourcesBy(turn, player, opening, format.resource?.max ?? Infinity)
    const playable = input.cards.filter((n) => {
      const card = lookup(n)
      return card !== undefined && (card.level ?? 0) <= resources && (card.cost ?? 0) <= resources
    })
    if (playable.length === 0) return { resources, p: 0 }
    // The lookup also tells Gundam War redraw a) which cards are Basic GENERATION cards.
    const compiled = compileSim({ deck: input.deck, groups: [{ cards: playable, atLeast: 1 }], redraw, byTurn: turn, player }, opening, lookup)
    return { resources, p: compiled.ok ? exactProbability(compiled.sim) : null }
  }
  const points: CurvePoint[] = []
  for (let turn = 1; turn <= input.maxTurn; turn++) points.push({ turn, first: cell(turn, 'first'), second: cell(turn, 'second') })
  return points
}

import type { Opening, RedrawRule } from '~/schemas/format'
import type { Player } from '~/schemas/sim'

/**
 * One redraw opportunity, in the order the format offers them. The simulator (Monte Carlo, exact and
 * the sample hand) has one case per kind; a new kind of redraw is one more member here and one more
 * case in each of them.
 */
export type RedrawStep = {
  /** GCG 5-2-1-6-1: the whole hand to the bottom of the deck, draw a new hand, then shuffle the deck. */
  kind: 'bottom'
  ref: string
}

export type StepsResult = { ok: true; steps: RedrawStep[] } | { ok: false; message: string }

/** The redraw opportunities a format's opening offers, or a clear message for a kind we do not simulate. */
export function redrawSteps(opening: Opening): StepsResult {
  const steps: RedrawStep[] = []
  for (const rule of opening.redraws as readonly RedrawRule[]) {
    switch (rule.kind) {
      case 'bottom-redraw':
        for (let i = 0; i < rule.times; i++) steps.push({ kind: 'bottom', ref: rule.ref })
        break
      default: {
        const { kind, ref } = rule as { kind: string; ref?: string }
        return { ok: false, message: `the simulator does not know the redraw rule "${kind}"${ref ? ` (${ref})` : ''} yet` }
      }
    }
  }
  return { ok: true, steps }
}

/**
 * Cards drawn by the end of the player's turn T draw phase: one each draw phase, the first player's
 * first turn included where the format says so (GCG Q15).
 */
export function drawsBy(turn: number, player: Player, opening: Opening): number {
  if (turn <= 0) return 0
  return player === 'first' && !opening.firstPlayerDrawsFirstTurn ? turn - 1 : turn
}

/**
 * Resources in play in the main phase of the player's turn T: one placed each resource phase, up to
 * the resource deck, plus the second player's EX Resource, which counts for Lv. and pays a cost
 * (GCG 4-17-5, 5-2-4, Q25).
 */
export function resourcesBy(turn: number, player: Player, opening: Opening, resourceDeck = Infinity): number {
  return Math.min(Math.max(turn, 0), resourceDeck) + (player === 'second' ? opening.secondPlayerExtraResources : 0)
}

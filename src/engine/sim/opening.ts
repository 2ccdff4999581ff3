import type { Opening, RedrawRule } from '~/schemas/format'
import type { Player } from '~/schemas/sim'

/**
 * One redraw opportunity, in the order the format offers them. The simulator (Monte Carlo, exact and
 * the sample hand) has one case per kind; a new kind of redraw is one more member here and one more
 * case in each of them.
 *
 * How a player takes them (the simulator's model): the steps are played in order; a voluntary step
 * ('bottom', 'shuffle') is taken when the redraw policy asks for it, and the first one declined ends
 * the opening; a 'no-basic-generation' step is taken whenever its condition holds, else skipped.
 */
export type RedrawStep =
  /** GCG 5-2-1-6-1: the whole hand to the bottom of the deck, draw a new hand, then shuffle the deck. */
  | { kind: 'bottom'; handSize: number; ref: string }
  /**
   * The hand shuffled back into the deck, then a new hand of `handSize` (Forge mulligan to 6;
   * Gundam War redraw b), 5, then 4, then 3). The new hand is independent of the old one.
   */
  | { kind: 'shuffle'; handSize: number; ref: string }
  /**
   * Gundam War redraw a): a hand with no Basic GENERATION card is shown (`reveal`), shuffled back,
   * and `handSize` cards drawn again. The manual leaves it to the player ("the FIRST hand of the
   * game may be REDRAWN", ch. 2 Gameplay, REDRAW conditions), but it costs nothing (6 cards again,
   * and redraw b) stays open after it) and a hand without a Basic GENERATION card makes no Generator
   * Power (ASSIGN Phase, Generator Powers), so the simulator's player always takes it; the redraw
   * policy decides only the voluntary redraws. The sample hand (sample.ts) leaves the choice open.
   */
  | { kind: 'no-basic-generation'; handSize: number; reveal: boolean; ref: string }

export type RedrawStepKind = RedrawStep['kind']

export type StepsResult = { ok: true; steps: RedrawStep[] } | { ok: false; message: string }

/** Whether the steps need to know which cards are Basic GENERATION cards. */
export const needsBasicGeneration = (steps: readonly RedrawStep[]): boolean => steps.some((s) => s.kind === 'no-basic-generation')

/** The redraw opportunities a format's opening offers, or a clear message for a kind we do not simulate. */
export function redrawSteps(opening: Opening): StepsResult {
  const steps: RedrawStep[] = []
  /** Rule kinds of the voluntary steps so far: reaching a later step means they were all taken. */
  const taken = new Set<string>()
  for (const rule of opening.redraws as readonly RedrawRule[]) {
    switch (rule.kind) {
      case 'bottom-redraw':
        for (let i = 0; i < rule.times; i++) steps.push({ kind: 'bottom', handSize: opening.handSize, ref: rule.ref })
        taken.add(rule.kind)
        break
      case 'shuffle-redraw':
        for (const handSize of rule.handSizes) steps.push({ kind: 'shuffle', handSize, ref: rule.ref })
        taken.add(rule.kind)
        break
      case 'no-basic-generation-redraw':
        // Listed after a redraw it may not follow ("Redraw a) CANNOT be done after Redraw b)"), it
        // could only come once that redraw was taken: never.
        if (rule.notAfter.some((k) => taken.has(k))) break
        for (let i = 0; i < rule.times; i++) steps.push({ kind: 'no-basic-generation', handSize: rule.handSize, reveal: rule.reveal, ref: rule.ref })
        break
      default: {
        const { kind, ref } = rule as { kind: string; ref?: string }
        return { ok: false, message: `the simulator does not know the redraw rule "${kind}"${ref ? ` (${ref})` : ''} yet` }
      }
    }
  }
  // A bottom redraw keeps the old hand out of the new one; mixed with hands of other sizes the
  // simulator's fast path would not follow it, and no format mixes them.
  if (steps.some((s) => s.kind === 'bottom') && steps.some((s) => s.kind !== 'bottom')) {
    return { ok: false, message: `the simulator plays a bottom redraw (${opening.ref}) only on its own, not with other redraw rules` }
  }
  return { ok: true, steps }
}

/** The largest hand the opening can end with (the opening hand, or a redraw's). */
export function largestHand(opening: Opening, steps: readonly RedrawStep[]): number {
  return steps.reduce((m, s) => Math.max(m, s.handSize), opening.handSize)
}

/**
 * Cards drawn by the end of the player's turn T draw phase: one each draw phase, the first player's
 * first turn included where the format says so (GCG Q15; not in Gundam War, manual DRAW Phase).
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

// The redraw: one home for the opening's redraw procedure. The simulator's three players of it (exact
// odds, Monte Carlo, the sample hand) and the curve take their steps, choices and new-hand sources here.
import type { Opening, RedrawRule } from '~/schemas/format'
import type { RedrawPolicy } from '~/schemas/sim'
import { simSaid } from '../messages/en/sim'
import type { SimText } from '../messages/sim'
import type { Rng } from './rng'

/**
 * One redraw opportunity, in the order the format offers them. A new kind of redraw is one more
 * member here, one more case in `stepAction` / `newHandSource`, and its own fast path in monte-carlo.ts.
 *
 * How a player takes them (the simulator's model, `stepAction`): the steps are played in order; a
 * voluntary step ('bottom', 'shuffle') is taken when the redraw policy asks for it, and the first one
 * declined ends the opening; a 'no-basic-generation' step is taken whenever its condition holds, else
 * skipped.
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

export type StepsResult = { ok: true; steps: RedrawStep[] } | { ok: false; message: string; text: SimText }

/** The redraw policy as the simulator plays it: `field` is a field of the compiled deck (compile.ts). */
export type CompiledPolicy = { kind: 'never' } | { kind: 'if-miss' } | { kind: 'if-fewer'; field: number; fewerThan: number } | { kind: 'optimal' }

/** A step the player chooses by the redraw policy (never / if-miss / if-fewer). */
export const isVoluntary = (step: RedrawStep): boolean => step.kind !== 'no-basic-generation'

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
        return { ok: false, ...simSaid({ code: 'redraw.unknown-rule', params: { kind, ref: ref || null } }) }
      }
    }
  }
  // A bottom redraw keeps the old hand out of the new one; mixed with hands of other sizes the
  // simulator's fast path would not follow it, and no format mixes them.
  if (steps.some((s) => s.kind === 'bottom') && steps.some((s) => s.kind !== 'bottom')) {
    return { ok: false, ...simSaid({ code: 'redraw.bottom-alone', params: { ref: opening.ref } }) }
  }
  return { ok: true, steps }
}

/** The largest hand the opening can end with (the opening hand, or a redraw's). */
export function largestHand(opening: Opening, steps: readonly RedrawStep[]): number {
  return steps.reduce((m, s) => Math.max(m, s.handSize), opening.handSize)
}

/**
 * Where a redraw's new hand comes from. 'rest': the old hand went to the bottom, so the new hand is
 * drawn from the other cards and the deck is shuffled after (GCG 5-2-1-6-1). 'whole': the old hand
 * is shuffled back first, so the new hand is any cards of the whole deck (Forge Mulligan Rule,
 * Gundam War REDRAW conditions).
 */
export function newHandSource(step: RedrawStep): 'rest' | 'whole' {
  return step.kind === 'bottom' ? 'rest' : 'whole'
}

/**
 * Carry out one redraw step on a deck (top card first) and a hand, in place: the hand goes back
 * and a new hand of the step's size is drawn, by `newHandSource`. The simulator's sample hand and
 * the playtest both redraw through here.
 */
export function redrawHand<T>(step: RedrawStep, deck: T[], hand: readonly T[], rng: Rng): T[] {
  deck.push(...hand)
  if (newHandSource(step) === 'rest') {
    // GCG 5-2-1-6-1: the whole hand to the bottom, draw a new hand, then shuffle the deck.
    const drawn = deck.splice(0, step.handSize)
    rng.shuffle(deck)
    return drawn
  }
  // Forge Mulligan Rule, Gundam War REDRAW conditions: the hand back into the deck, reshuffle, draw.
  rng.shuffle(deck)
  return deck.splice(0, step.handSize)
}

/**
 * What the simulator's player does at a redraw step with `hand`: 'take' it, 'pass' it and look at
 * the next step (a condition that does not hold), or 'stop' with this hand (a voluntary redraw
 * declined). The tests are passed as functions of the hand, so a caller makes them once, not per hand.
 */
export function stepAction<H>(
  step: RedrawStep,
  hand: H,
  hasBasicGeneration: (hand: H) => boolean,
  wantsRedraw: (hand: H) => boolean,
): 'take' | 'pass' | 'stop' {
  if (step.kind === 'no-basic-generation') return hasBasicGeneration(hand) ? 'pass' : 'take'
  return wantsRedraw(hand) ? 'take' : 'stop'
}

/**
 * Whether the policy redraws `hand`: `holds` tells whether a hand meets the whole condition,
 * `count(hand, f)` how many of its cards are in field f, `better(hand)` (the 'optimal' policy
 * only) whether redrawing gives the higher exact chance. Monte Carlo tests the same with bit masks
 * in its loop, and the best decision through a table (optimal.ts).
 */
export function wantsRedraw<H>(
  policy: CompiledPolicy,
  hand: H,
  holds: (hand: H) => boolean,
  count: (hand: H, field: number) => number,
  better?: (hand: H) => boolean,
): boolean {
  switch (policy.kind) {
    case 'optimal':
      if (!better) throw new Error('the best redraw decision needs its exact chances (optimal.ts)')
      return better(hand)
    case 'never':
      return false
    case 'if-miss':
      return !holds(hand)
    case 'if-fewer':
      return count(hand, policy.field) < policy.fewerThan
  }
}

/**
 * The steps as plain arrays for a hot loop, so it reads them without a call per trial: `auto[k]`
 * the step is taken by its condition (not by the policy), `sizes[k]` its new hand, `fromRest[k]`
 * the new hand comes from the cards not in the old one.
 */
export function redrawPlan(steps: readonly RedrawStep[]): { auto: boolean[]; sizes: number[]; fromRest: boolean[] } {
  return {
    auto: steps.map((s) => !isVoluntary(s)),
    sizes: steps.map((s) => s.handSize),
    fromRest: steps.map((s) => newHandSource(s) === 'rest'),
  }
}

/**
 * "Redraw when the hand has none of these cards": the policy the curve uses for a group whose
 * playable cards change turn by turn while the redraw still looks at the whole group.
 */
export function redrawIfNone(policy: RedrawPolicy, cards: string[]): RedrawPolicy {
  return policy.kind === 'if-miss' ? { kind: 'if-fewer', cards, fewerThan: 1 } : policy
}

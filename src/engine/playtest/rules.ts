// The playtest's numbers come from the format's data (data/formats/*.json), never from constants here:
// the deck sizes from its construction rules, the hand, the Shields and the redraw from its opening,
// the redraw carried out by the simulator's one redraw procedure (engine/sim/redraw.ts).
import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import type { Format } from '~/schemas/format'
import { redrawSteps } from '../sim/redraw'
import { playtestMessage } from '../messages/en/playtest'

const size = lazySchema(() => z.number().int().min(0).max(999))

/** What a game was dealt under, kept in the saved game so it plays on as dealt whatever the format becomes. */
export const PlaytestRulesSchema = lazySchema(() =>
  z.object({
    format: z.string().min(1).max(100),
    deckSize: size,
    resourceDeckSize: size,
    handSize: size,
    shields: size,
    /** The GCG redraw (5-2-1-6-1): the whole hand to the bottom, draw a new hand, then shuffle; null for none. */
    redraw: z.object({ kind: z.literal('bottom'), handSize: size, ref: z.string() }).nullable(),
    /** Player Two's EX Resources at the start (5-2-4, Q12). */
    secondPlayerExResources: size,
    /** Where the numbers come from, for the log. */
    ref: z.string(),
  }),
)
export type PlaytestRules = z.infer<typeof PlaytestRulesSchema>

/**
 * A game saved before the rules were kept was dealt with the Gundam Card Game's set-up (5-1-1, 5-2-1-5, 5-2-1-6,
 * 5-2-2, 5-2-4): the numbers the gcg format's data gives, so such a game plays on exactly as before.
 */
export const DEALT_BEFORE_FORMATS: PlaytestRules = {
  format: 'gcg',
  deckSize: 50,
  resourceDeckSize: 10,
  handSize: 5,
  shields: 6,
  redraw: { kind: 'bottom', handSize: 5, ref: '5-2-1-6, 5-2-1-6-1, Q10' },
  secondPlayerExResources: 1,
  ref: '5-1-1, 5-2-1-5, 5-2-1-6, 5-2-2, 5-2-4',
}

export type PlaytestRulesResult = { ok: true; rules: PlaytestRules } | { ok: false; reason: string; ref: string }

/** The playtest of a format, or why the format has none (the Playtest button is hidden with this reason). */
export function playtestRules(format: Format): PlaytestRulesResult {
  const spec = format.playtest
  if (spec.kind === 'unavailable') return { ok: false, reason: spec.reason, ref: spec.ref }
  const { main, resource, opening } = format
  if (main.min !== main.max)
    return {
      ok: false,
      reason: playtestMessage({ code: 'unplayable.deck-size', params: { format: format.name, min: main.min, max: main.max } }),
      ref: main.sizeRef,
    }
  if (!resource || resource.min !== resource.max)
    return { ok: false, reason: playtestMessage({ code: 'unplayable.resource-deck', params: { format: format.name } }), ref: spec.ref }
  const steps = redrawSteps(opening)
  if (!steps.ok) return { ok: false, reason: steps.message, ref: opening.ref }
  const [first, ...more] = steps.steps
  if (more.length > 0 || (first && first.kind !== 'bottom'))
    return { ok: false, reason: playtestMessage({ code: 'unplayable.redraw', params: { format: format.name } }), ref: opening.ref }
  return {
    ok: true,
    rules: {
      format: format.id,
      deckSize: main.min,
      resourceDeckSize: resource.min,
      handSize: opening.handSize,
      shields: opening.shields,
      redraw: first ? { kind: 'bottom', handSize: first.handSize, ref: first.ref } : null,
      secondPlayerExResources: opening.secondPlayerExtraResources,
      ref: `${main.sizeRef}; ${resource.sizeRef}; ${opening.ref}`,
    },
  }
}

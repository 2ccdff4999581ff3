import { z } from 'zod'
import { lazySchema } from './lazy'

/**
 * What the opening simulator is asked: a main deck, hit groups that must all hold, a redraw policy,
 * and how far into the game to look. The format's opening rules (OpeningSchema) come beside it.
 */

/** Condition groups at most; with a separate redraw group the simulator tracks one more. */
export const MAX_SIM_GROUPS = 6
/** Main-deck cards at most (GCG 50, Gundam War 50, Forge 60). */
export const MAX_SIM_DECK = 100

const cardNumber = lazySchema(() => z.string().min(1).max(40))

export const SimDeckEntrySchema = lazySchema(() => z.object({ number: cardNumber, count: z.number().int().min(1).max(MAX_SIM_DECK) }).strict())
export type SimDeckEntry = z.infer<typeof SimDeckEntrySchema>

/** "At least N cards among these numbers" (a printing counts for its number). */
export const SimGroupSchema = lazySchema(() =>
  z
    .object({
      cards: z.array(cardNumber).min(1).max(MAX_SIM_DECK),
      atLeast: z.number().int().min(1).max(60),
    })
    .strict(),
)
export type SimGroup = z.infer<typeof SimGroupSchema>

/** When a player takes the opening redraw the format offers (GCG 5-2-1-6). */
export const RedrawPolicySchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    /** Keep every opening hand. */
    z.object({ kind: z.literal('never') }).strict(),
    /** Redraw when the hand alone does not meet the whole condition. */
    z.object({ kind: z.literal('if-miss') }).strict(),
    /** Redraw when the hand holds fewer than `fewerThan` of these cards. */
    z
      .object({
        kind: z.literal('if-fewer'),
        cards: z.array(cardNumber).min(1).max(MAX_SIM_DECK),
        fewerThan: z.number().int().min(1).max(60),
      })
      .strict(),
    /**
     * The best decision: redraw exactly the hands whose exact chance after redrawing is higher than
     * when kept (engine optimal.ts).
     */
    z.object({ kind: z.literal('optimal') }).strict(),
  ]),
)
export type RedrawPolicy = z.infer<typeof RedrawPolicySchema>

export const PlayerSchema = lazySchema(() => z.enum(['first', 'second']))
export type Player = z.infer<typeof PlayerSchema>

export const SimSpecSchema = lazySchema(() =>
  z
    .object({
      /** The main deck, by card number; several entries for one number add up. */
      deck: z.array(SimDeckEntrySchema).min(1).max(MAX_SIM_DECK),
      /** All must hold. */
      groups: z.array(SimGroupSchema).min(1).max(MAX_SIM_GROUPS),
      redraw: RedrawPolicySchema,
      /** 0: the opening hand only; T: the hand plus every card drawn by the end of the player's turn T draw phase. */
      byTurn: z.number().int().min(0).max(60),
      player: PlayerSchema,
      /**
       * Card numbers of the deck that are Basic GENERATION cards, for Gundam War redraw a) (manual,
       * REDRAW conditions). Needed only by such an opening and only where no card data is at hand (the
       * worker); `basicGenerationCards(deck, lookup)` fills it.
       */
      basicGeneration: z.array(cardNumber).max(MAX_SIM_DECK).optional(),
    })
    .strict(),
)
export type SimSpec = z.infer<typeof SimSpecSchema>

/** xoshiro128** state: four unsigned 32-bit words, not all zero. */
export const RngStateSchema = lazySchema(() =>
  z
    .tuple([
      z.number().int().min(0).max(0xffffffff),
      z.number().int().min(0).max(0xffffffff),
      z.number().int().min(0).max(0xffffffff),
      z.number().int().min(0).max(0xffffffff),
    ])
    .refine((s) => s.some((w) => w !== 0), 'an all-zero state never changes'),
)
export type RngState = z.infer<typeof RngStateSchema>

export const SeedSchema = lazySchema(() => z.number().int().min(0).max(0xffffffff))

export const MonteCarloResultSchema = lazySchema(() =>
  z
    .object({
      p: z.number().min(0).max(1),
      trials: z.number().int().min(0),
      hits: z.number().int().min(0),
      /** sqrt(p(1-p)/trials): the standard error of p. */
      stdError: z.number().min(0),
    })
    .strict(),
)
export type MonteCarloResult = z.infer<typeof MonteCarloResultSchema>

/** One hand of the best-decision policy (engine optimal.ts), as the worker sends it to the page. */
export const PolicyEntrySchema = lazySchema(() =>
  z
    .object({
      /** Index of the redraw step among the opening's steps. */
      step: z.number().int().min(0),
      /** Cards per category of the compiled deck (cards in the same groups). */
      hand: z.array(z.number().int().min(0)),
      /** Cards of the hand in each condition group. */
      groups: z.array(z.number().int().min(0)),
      /** Cards in no condition group. */
      other: z.number().int().min(0),
      keep: z.number().min(0).max(1),
      redraw: z.number().min(0).max(1),
      choice: z.enum(['keep', 'redraw']),
    })
    .strict(),
)
export type PolicyEntryData = z.infer<typeof PolicyEntrySchema>

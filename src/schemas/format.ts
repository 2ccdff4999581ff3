import { z } from 'zod'
import { lazySchema } from './lazy'
import { CardTypeSchema, GameSchema } from './card'

/**
 * Formats and ban lists are data (`data/formats/*.json`, `data/banlists/*.json`), written by us from
 * the rule texts and checked with these schemas when loaded. Every check carries its rule reference.
 */

const ref = lazySchema(() => z.string().min(1))
/** A real day of the calendar written YYYY-MM-DD: `2026-13-45` and `2026-02-30` are not. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const isoDate = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a date as YYYY-MM-DD', abort: true })
    .refine(isCalendarDate, 'not a day of the calendar (month 01-12, and a day that month has)'),
)

/** Which cards a ban-list line or group means: every given attribute must match. */
export const CardPredicateSchema = lazySchema(() =>
  z
    .object({
      types: z.array(CardTypeSchema).min(1).optional(),
      level: z.number().int().optional(),
      cost: z.number().int().optional(),
      ap: z.number().int().optional(),
      hp: z.number().int().optional(),
      /** True: the card has no card text (a "vanilla" card). */
      noText: z.boolean().optional(),
    })
    .strict(),
)
export type CardPredicate = z.infer<typeof CardPredicateSchema>

const CardRefSchema = lazySchema(() => z.object({ number: z.string().min(1), name: z.string().min(1) }).strict())

export const BanListSchema = lazySchema(() =>
  z
    .object({
      id: z.string().min(1),
      game: GameSchema,
      name: z.string().min(1),
      date: isoDate,
      source: z.string().min(1),
      notes: z.array(z.string()).default([]),
      banned: z.array(CardRefSchema),
      restricted: z.array(CardRefSchema.extend({ max: z.number().int().min(1) }).strict()),
      bannedPairs: z.array(z.object({ cards: z.array(CardRefSchema).min(2) }).strict()),
      cardGroups: z.array(
        z
          .object({
            id: z.string().min(1),
            description: z.string().min(1),
            match: CardPredicateSchema,
            /** At most this many different card numbers matching the group in one deck. */
            maxNumbers: z.number().int().min(1).optional(),
            /** At most this many copies in all of cards matching the group. */
            maxCopies: z.number().int().min(1).optional(),
          })
          .strict(),
      ),
      /**
       * Decks the list leaves legal as they are (the page: "the unmodified ST02 and ST05 starter
       * decks"): a deck whose main deck is exactly one of these, with no sideboard, is not held to
       * this list's banned, restricted, pair and group limits. The construction rules still apply.
       */
      exceptions: z
        .array(
          z
            .object({
              id: z.string().min(1),
              description: z.string().min(1),
              source: z.string().min(1),
              main: z.array(z.object({ number: z.string().min(1), name: z.string().min(1), count: z.number().int().min(1) }).strict()).min(1),
            })
            .strict(),
        )
        .optional(),
    })
    .strict(),
)
export type BanList = z.infer<typeof BanListSchema>

/**
 * How a game opens, for the simulator. Each redraw rule is a kind the simulator knows; other games
 * add their kinds to this union.
 */
export const RedrawRuleSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    /** GCG 5-2-1-6-1: the whole hand to the bottom of the deck, draw a new hand, then shuffle; once. */
    z.object({ kind: z.literal('bottom-redraw'), times: z.number().int().min(1), ref }).strict(),
    /**
     * Shuffle the hand into the deck and draw again, once for each entry of `handSizes`, the n-th time
     * drawing `handSizes[n]` cards. Gundam War redraw b): 5, then 4, then 3 (manual, REDRAW
     * conditions). Forge: one mulligan to 6, decided by both players at once in secret (Mulligan Rule).
     */
    z
      .object({
        kind: z.literal('shuffle-redraw'),
        handSizes: z.array(z.number().int().min(0)).min(1),
        /** Both players decide at the same time without seeing the other's choice (Forge). */
        simultaneous: z.boolean(),
        ref,
      })
      .strict(),
    /**
     * Gundam War redraw a): a first hand with no Basic GENERATION card (Special ones do not count) is
     * shown to the opponent, shuffled back, and `handSize` cards drawn; `times` at most, and never once
     * a redraw of a kind in `notAfter` has been taken (manual: "Redraw a) CANNOT be done after b)").
     */
    z
      .object({
        kind: z.literal('no-basic-generation-redraw'),
        times: z.number().int().min(1),
        handSize: z.number().int().min(1),
        reveal: z.boolean(),
        notAfter: z.array(z.enum(['bottom-redraw', 'shuffle-redraw', 'no-basic-generation-redraw'])),
        ref,
      })
      .strict(),
  ]),
)
export type RedrawRule = z.infer<typeof RedrawRuleSchema>

export const OpeningSchema = lazySchema(() =>
  z
    .object({
      handSize: z.number().int().min(1),
      redraws: z.array(RedrawRuleSchema),
      /** Cards put from the top of the deck into shields after the redraw (GCG 5-2-2). */
      shields: z.number().int().min(0),
      /** Whether the first player draws in their first draw phase (GCG Q15: yes). */
      firstPlayerDrawsFirstTurn: z.boolean(),
      /** Extra resources the second player starts with (GCG: one EX Resource, Q12, Q25). */
      secondPlayerExtraResources: z.number().int().min(0),
      ref,
      /**
       * The rule for each part of the opening, so the app and the CLI cite them from data
       * (engine describeOpening); a part without its own falls back to `ref`.
       */
      refs: z
        .object({
          /** Drawing the opening hand. */
          hand: ref,
          /** Setting the shields (none when there are no shields). */
          shields: ref.optional(),
          /** One draw a draw phase, and whether the first player draws on turn 1. */
          draw: ref,
          /** One resource a turn, and the second player's extra resources. */
          resources: ref.optional(),
          /** What makes a card playable with the resources in play (Lv. and cost). */
          playable: ref.optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
)
export type Opening = z.infer<typeof OpeningSchema>

/**
 * A count of main-deck cards of some types the rules advise: below `min` or above `max` is a warning;
 * inside them but outside `optimal` a milder one.
 */
export const RecommendationSchema = lazySchema(() =>
  z
    .object({
      id: z.string().min(1),
      types: z.array(CardTypeSchema).min(1),
      min: z.number().int().min(0).optional(),
      max: z.number().int().min(0).optional(),
      optimal: z
        .object({ min: z.number().int().min(0), max: z.number().int().min(0) })
        .strict()
        .optional(),
      ref,
    })
    .strict(),
)
export type Recommendation = z.infer<typeof RecommendationSchema>

/**
 * Whether the format can be playtested against a goldfish, and by which game's rules: the playtest
 * takes its deck sizes from `main` / `resource` and its hand, Shields and redraw from `opening`. A
 * format whose rules do not allow a faithful goldfish says why instead, and the page shows it.
 */
export const PlaytestSpecSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('goldfish'),
        /** The rules the engine plays (src/engine/playtest): the Gundam Card Game's turn, battle and damage. */
        rules: z.literal('gcg'),
        ref,
      })
      .strict(),
    z.object({ kind: z.literal('unavailable'), reason: z.string().min(1), ref }).strict(),
  ]),
)
export type PlaytestSpec = z.infer<typeof PlaytestSpecSchema>

const SectionSchema = lazySchema(() =>
  z
    .object({
      /** Exact size, or a range. */
      min: z.number().int().min(0),
      max: z.number().int().min(0),
      types: z.array(CardTypeSchema).min(1),
      sizeRef: ref,
      typeRef: ref,
    })
    .strict(),
)

export const FormatSchema = lazySchema(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      game: GameSchema,
      name: z.string().min(1),
      description: z.string().min(1),
      source: z.string().min(1),
      /** The date of the rules the format follows; null when the source gives none (Gundam War manual). */
      date: isoDate.nullable(),
      main: SectionSchema,
      resource: SectionSchema.nullable(),
      sideboard: z
        .object({ max: z.number().int().min(0), ref })
        .strict()
        .nullable(),
      colors: z
        .object({ max: z.number().int().min(1), ref })
        .strict()
        .nullable(),
      copyLimit: z
        .object({
          max: z.number().int().min(1),
          /** Copies count by card number (GCG 2-1-1, Q4) or by card name. */
          scope: z.enum(['number', 'name']),
          /** Sections whose cards are not limited (the GCG resource deck, 5-1-1-5). */
          exemptSections: z.array(z.enum(['main', 'resource', 'sideboard'])),
          /** Card types never limited wherever they are listed (GCG Resources, 5-1-1-5, Q6). */
          exemptTypes: z.array(CardTypeSchema),
          ref,
        })
        .strict(),
      /** Id of a ban list in `data/banlists/`, or null for none. */
      banList: z.string().nullable(),
      opening: OpeningSchema,
      /** The goldfish playtest of the format's decks, or why there is none. */
      playtest: PlaytestSpecSchema,
      /** Advice the rules give (Forge: at least 15 Units, 6-8 Pilots): warnings, never errors. */
      recommendations: z.array(RecommendationSchema).optional(),
      /** Where the format's rules say what identifies a card (unknown cards cite it); GCG: 2-1. */
      cardRef: ref.optional(),
    })
    .strict(),
)
export type Format = z.infer<typeof FormatSchema>

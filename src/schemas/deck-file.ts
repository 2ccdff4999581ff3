import { z } from 'zod'
import { lazySchema } from './lazy'
import { GameSchema } from './card'
import { DeckEntrySchema, printingBelongsTo } from './deck'

/** One entry of a saved deck file; the name is for people reading the file, the number decides. */
export const DeckFileEntrySchema = lazySchema(() =>
  DeckEntrySchema.extend({
    name: z.string().max(200).optional(),
  }).superRefine((e, ctx) => {
    if (e.printing !== null && !printingBelongsTo(e.printing, e.number)) {
      ctx.addIssue({ code: 'custom', path: ['printing'], message: `${e.printing} is not a printing of ${e.number} (a printing is NUMBER or NUMBER_pN, 2-1-1)` })
    }
  }),
)
export type DeckFileEntry = z.infer<typeof DeckFileEntrySchema>

export const DECK_FILE_KIND = 'gundeck-deck'
export const DECK_FILE_VERSION = 1

/** Our JSON deck file, versioned so later versions can still read this one. */
export const DeckFileSchema = lazySchema(() =>
  z.object({
    kind: z.literal(DECK_FILE_KIND),
    version: z.literal(DECK_FILE_VERSION),
    /** Any length here: readers clip it to what storage holds (DECK_NAME_MAX) and say so. */
    name: z.string().optional(),
    game: GameSchema.optional(),
    main: z.array(DeckFileEntrySchema).max(2000),
    resource: z.array(DeckFileEntrySchema).max(2000).default([]),
    sideboard: z.array(DeckFileEntrySchema).max(2000).default([]),
    /** EX Base, EX Resource and token cards (5-1-2); files written before it have none. */
    ex: z.array(DeckFileEntrySchema).max(2000).optional(),
  }),
)
export type DeckFile = z.infer<typeof DeckFileSchema>

import { z } from 'zod'
import { GameSchema } from './card'
import { DeckEntrySchema } from './deck'

/** One entry of a saved deck file; the name is for people reading the file, the number decides. */
export const DeckFileEntrySchema = DeckEntrySchema.extend({
  name: z.string().max(200).optional(),
}).refine((e) => e.printing === null || e.printing.replace(/_p\d+$/i, '').toUpperCase() === e.number.toUpperCase(), {
  message: 'a printing must be one of its card number\'s printings (NUMBER or NUMBER_pN)',
  path: ['printing'],
})
export type DeckFileEntry = z.infer<typeof DeckFileEntrySchema>

export const DECK_FILE_KIND = 'gundeck-deck'
export const DECK_FILE_VERSION = 1

/** Our JSON deck file, versioned so later versions can still read this one. */
export const DeckFileSchema = z.object({
  kind: z.literal(DECK_FILE_KIND),
  version: z.literal(DECK_FILE_VERSION),
  name: z.string().max(200).optional(),
  game: GameSchema.optional(),
  main: z.array(DeckFileEntrySchema).max(2000),
  resource: z.array(DeckFileEntrySchema).max(2000).default([]),
  sideboard: z.array(DeckFileEntrySchema).max(2000).default([]),
})
export type DeckFile = z.infer<typeof DeckFileSchema>

import { z } from 'zod'

/** One line of a deck: a card number, the printing asked for (null: any), how many. */
export const DeckEntrySchema = z.object({
  number: z.string().min(1).max(40),
  printing: z.string().min(1).max(40).nullable(),
  count: z.number().int().min(1).max(9999),
})
export type DeckEntry = z.infer<typeof DeckEntrySchema>

export const SECTIONS = ['main', 'resource', 'sideboard'] as const
export const SectionSchema = z.enum(SECTIONS)
export type Section = z.infer<typeof SectionSchema>

export const DeckCardsSchema = z.object({
  main: z.array(DeckEntrySchema),
  resource: z.array(DeckEntrySchema),
  sideboard: z.array(DeckEntrySchema),
})
export type DeckCards = z.infer<typeof DeckCardsSchema>

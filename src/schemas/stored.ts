import { z } from 'zod'
import { CardSchema, PrintingSchema } from './card'

/**
 * What IndexedDB holds, one schema per table. Records are parsed on the way in and out; a record that
 * fails is set aside and reported, never silently dropped.
 */

/** A card without its printings (they have their own table, keyed by printing id). */
export const StoredCardSchema = CardSchema.omit({ printings: true })
export type StoredCard = z.infer<typeof StoredCardSchema>

export const StoredPrintingSchema = PrintingSchema.extend({
  number: z.string().min(1),
  /** 0 for the base print, N for `_pN`: keeps printings in order. */
  rank: z.number().int().min(0),
})
export type StoredPrinting = z.infer<typeof StoredPrintingSchema>

/** Where the card database came from, shown with its attribution. */
export const DatasetSchema = z.object({
  id: z.literal('current'),
  source: z.string(),
  label: z.string(),
  /** The source's own version (gcg-api `dataset_version`), or null when it gives none. */
  version: z.string().nullable(),
  /** When the source built the data (ISO date-time), or null. */
  builtAt: z.string().nullable(),
  importedAt: z.string(),
  url: z.string().nullable(),
  attribution: z.string().nullable(),
  cards: z.number().int().min(0),
  printings: z.number().int().min(0),
})
export type Dataset = z.infer<typeof DatasetSchema>

export const DEFAULT_DATASET_URL = 'https://raw.githubusercontent.com/yzRobo/gcg-api/main/data/cards.json'

export const SettingsSchema = z.object({
  datasetUrl: z.string().url().default(DEFAULT_DATASET_URL),
  /** e.g. `https://example.org/cards/{printing}.webp`; `{printing}` and `{number}` are filled in. */
  imageUrlTemplate: z.string().max(500).default(''),
})
export type Settings = z.infer<typeof SettingsSchema>


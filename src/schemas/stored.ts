import { z } from 'zod'
import { lazySchema } from './lazy'
import { CardSchema, PrintingSchema, type Printing } from './card'

/**
 * What IndexedDB holds, one schema per table. Records are parsed on the way in and out; a record that
 * fails is set aside and reported, never silently dropped.
 */

/** A card row (since database version 5): the card whole, its printings inside it in print order. */
export const StoredCardRowSchema = CardSchema
export type StoredCardRow = z.infer<typeof StoredCardRowSchema>

/** A card without its printings: a backup's card (its printings listed apart), and a card row before version 5. */
export const StoredCardSchema = lazySchema(() => CardSchema.omit({ printings: true }))
export type StoredCard = z.infer<typeof StoredCardSchema>

/** A printing with its card's number: a backup's printing, and a printing row before version 5. */
export const StoredPrintingSchema = lazySchema(() =>
  PrintingSchema.extend({
    number: z.string().min(1),
    /** 0 for the base print, N for `_pN`: keeps printings in order. */
    rank: z.number().int().min(0),
  }),
)
export type StoredPrinting = z.infer<typeof StoredPrintingSchema>

/**
 * Printings listed apart from their cards (a backup, or rows from before version 5) as each card's row
 * holds them: grouped by number, in print order, without the number and rank.
 */
export function printingsByNumber(printings: Iterable<StoredPrinting>): Map<string, Printing[]> {
  const groups = new Map<string, StoredPrinting[]>()
  for (const p of printings) {
    const list = groups.get(p.number)
    if (list) list.push(p)
    else groups.set(p.number, [p])
  }
  const out = new Map<string, Printing[]>()
  for (const [number, list] of groups)
    out.set(
      number,
      list.sort((a, b) => a.rank - b.rank).map(({ id, rarity, set, imageUrl }) => ({ id, rarity, set, imageUrl })),
    )
  return out
}

/**
 * The gcg-api data set's licence notice, the value of its stored record's `attribution` (the data set's,
 * as every version of gundeck has written it: a backup and an older gundeck read it there). It is stored
 * data, not words the app says: the Card data page recognises it and shows the catalogue's notice in the
 * language shown (stores.cards.attribution, held equal to this by DataDatasetInfo.test.ts).
 */
export const GCG_API_ATTRIBUTION =
  'Card data from the gcg-api data set, available under the Open Database License (ODbL) 1.0. Not affiliated with Bandai; Gundam and card names are property of Bandai.'

/** Where the card database came from, shown with its attribution. */
export const DatasetSchema = lazySchema(() =>
  z.object({
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
  }),
)
export type Dataset = z.infer<typeof DatasetSchema>

/** What a data set is called and where it came from: the stored data set without its counts and import time. */
export type DatasetMeta = Omit<Dataset, 'id' | 'cards' | 'printings' | 'importedAt'>

/** The index of the card files kept outside IndexedDB (platform/card-files.ts), read back to rebuild the cards. */
export const KeptCardFilesSchema = lazySchema(() =>
  z.object({
    keptAt: z.string().max(40),
    dataset: DatasetSchema.omit({ id: true, cards: true, printings: true, importedAt: true }),
    /** The files' own names, in order (stored as 0, 1, …). */
    names: z.array(z.string().max(1000)).min(1).max(100),
  }),
)
export type KeptCardFilesMeta = z.infer<typeof KeptCardFilesSchema>

/**
 * A data set's manifest.json (gcg-api). Every field is optional and one of the wrong type is left out
 * rather than losing the rest: the version is a nicety, never a reason to refuse the cards.
 */
export const ManifestSchema = lazySchema(() =>
  z.object({
    dataset_version: z.string().optional().catch(undefined),
    built_at: z.string().optional().catch(undefined),
    card_count: z.number().optional().catch(undefined),
  }),
)
export type Manifest = z.infer<typeof ManifestSchema>

export const DEFAULT_DATASET_URL = 'https://raw.githubusercontent.com/yzRobo/gcg-api/main/data/cards.json'

export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** The languages the app speaks, and 'auto' (the browser's). */
export const APP_LANGUAGES = ['en', 'ja'] as const
export type AppLanguage = (typeof APP_LANGUAGES)[number]
export const LANGUAGE_CHOICES = ['auto', ...APP_LANGUAGES] as const
/** A BCP 47 language tag as a names file names its language: `ja`, `zh-Hant`, `pt-BR`. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/

export const SettingsSchema = lazySchema(() =>
  z.object({
    datasetUrl: z.string().url().default(DEFAULT_DATASET_URL),
    /** e.g. `https://example.org/cards/{printing}.webp`; `{printing}` and `{number}` are filled in. */
    imageUrlTemplate: z.string().max(500).default(''),
    /** Card images (the printing's own image, or the template's); off shows the drawn tiles only. */
    showImages: z.boolean().default(true),
    /** 'system' follows prefers-color-scheme. */
    theme: z.enum(THEMES).default('system'),
    /** The app's language; 'auto' follows the browser's (navigator.languages), English where none is offered. */
    language: z.enum(LANGUAGE_CHOICES).default('auto'),
    /** The language of the imported card-names file shown with the cards (a BCP 47 tag); null shows the English names only. */
    namesLanguage: z.string().regex(LANGUAGE_TAG).nullable().default(null),
    /** How those names are shown: beside the English name, or instead of it. */
    namesShown: z.enum(['beside', 'instead']).default('beside'),
  }),
)
export type Settings = z.infer<typeof SettingsSchema>
/** Settings as written by older versions or by hand: missing fields take their defaults. */
export type SettingsInput = z.input<typeof SettingsSchema>
/** A settings change held in web storage until its database write lands; checked again over the stored ones. */
export const SettingsPatchSchema = lazySchema(() => z.record(z.string(), z.unknown()))
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>

/** The database tables whose records are parsed on read (and can be set aside as unreadable). */
export type DataTable = 'cards' | 'printings' | 'datasets' | 'decks' | 'deckHistory' | 'playtests' | 'events' | 'collection' | 'collectionHistory'

import { z } from 'zod'
import { lazySchema } from './lazy'
import { SavedPlaytestSchema } from '~/engine/playtest/saved-schema'
import { DeckSnapshotSchema, StoredDeckSchema } from './deck'
import { SavedEventSchema } from './event'
import { CollectionHistorySchema, CollectionSchema } from './collection'
import { StoredCardNamesSchema } from './card-names'
import { DatasetSchema, SettingsSchema, StoredCardSchema, StoredPrintingSchema } from './stored'

/**
 * A backup: everything the user made (decks, their history, settings, saved playtests, saved events) plus the card data set's
 * metadata, and optionally the card data itself (large, and it can be downloaded again). One JSON
 * file, identified by `kind` and versioned by `version`: a file from an older app version is brought
 * up to date by the `up` steps in BACKUP_MIGRATIONS before it is checked against this schema.
 */
export const BACKUP_KIND = 'gundeck-backup'
export const BACKUP_VERSION = 1

/** History rows keep their ids: restoring keeps the order and the "restore this version" links. */
const BackupSnapshotSchema = lazySchema(() => DeckSnapshotSchema.extend({ id: z.number().int().min(1) }))

export const BackupCardsSchema = lazySchema(() =>
  z.object({
    cards: z.array(StoredCardSchema),
    printings: z.array(StoredPrintingSchema),
  }),
)

export const BackupSchema = lazySchema(() =>
  z
    .object({
      kind: z.literal(BACKUP_KIND),
      version: z.literal(BACKUP_VERSION),
      createdAt: z.string().min(1).max(40),
      /** The app version that wrote it, for the user's information. */
      app: z.string().max(40),
      settings: SettingsSchema,
      /** Which card data the decks were built against; restored only together with `cards`. */
      dataset: DatasetSchema.nullable(),
      decks: z.array(StoredDeckSchema),
      deckHistory: z.array(BackupSnapshotSchema),
      /** The card data itself, or null when the backup was made without it. */
      cards: BackupCardsSchema.nullable(),
      /**
       * The saved goldfish game of each deck that has one, as the playtest repository stores it. Backups made
       * before games were kept have none. A game that cannot be loaded is left out by the reader and reported
       * (see `readBackup`), so one bad game never refuses the whole file.
       */
      playtests: z.array(SavedPlaytestSchema).default([]),
      /** The events saved from the event desk. Backups made before the desk have none. */
      events: z.array(SavedEventSchema).default([]),
      /**
       * The collection (one row per printing) and its History. Backups made before the collection have
       * neither; restoring one leaves the collection as it is.
       */
      collection: CollectionSchema.optional(),
      collectionHistory: z.array(CollectionHistorySchema.extend({ id: z.number().int().min(1) })).optional(),
      /**
       * Card names in other languages, one entry per language. Backups made before them (or without any) have
       * none; restoring replaces the languages the backup holds and leaves the others.
       */
      cardNames: z.array(StoredCardNamesSchema).optional(),
    })
    .superRefine((b, ctx) => {
      const unique = <T>(items: readonly T[], key: (t: T) => string | number, path: string, what: string) => {
        const seen = new Set<string | number>()
        items.forEach((item, i) => {
          const k = key(item)
          if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [path, i], message: `${what} ${k} appears twice` })
          seen.add(k)
        })
      }
      unique(b.decks, (d) => d.id, 'decks', 'deck id')
      unique(b.deckHistory, (h) => h.id, 'deckHistory', 'history id')
      unique(b.playtests, (p) => p.deckId, 'playtests', 'saved game of deck')
      unique(b.events, (e) => e.id, 'events', 'event id')
      unique(b.collectionHistory ?? [], (h) => h.id, 'collectionHistory', 'collection history id')
      unique(b.cardNames ?? [], (n) => n.language, 'cardNames', 'card names of language')
      if (b.cards) {
        unique(b.cards.cards, (c) => c.number, 'cards', 'card number')
        unique(b.cards.printings, (p) => p.id, 'cards', 'printing id')
        const numbers = new Set(b.cards.cards.map((c) => c.number))
        const i = b.cards.printings.findIndex((p) => !numbers.has(p.number))
        if (i >= 0)
          ctx.addIssue({
            code: 'custom',
            path: ['cards', 'printings', i, 'number'],
            message: `printing of card ${b.cards.printings[i]!.number}, which is not in the backup`,
          })
        if (!b.dataset) ctx.addIssue({ code: 'custom', path: ['dataset'], message: 'card data without its dataset description' })
      }
    }),
)
export type Backup = z.infer<typeof BackupSchema>

/** The saved games a restore writes: those of decks the backup holds (a game without its deck is no use). */
export function restorablePlaytests(b: Pick<Backup, 'decks' | 'playtests'>): Backup['playtests'] {
  const decks = new Set(b.decks.map((d) => d.id))
  return b.playtests.filter((p) => decks.has(p.deckId))
}

/**
 * `up` turns a backup of version N (the key) into version N + 1. The file format is at version 1, so
 * there is nothing to migrate yet; when it changes, bump BACKUP_VERSION, add `N: { up }` here and a test
 * that reads a version-N file.
 */
export interface BackupMigration {
  up: (old: Record<string, unknown>) => Record<string, unknown>
}
export const BACKUP_MIGRATIONS: Readonly<Record<number, BackupMigration>> = {}

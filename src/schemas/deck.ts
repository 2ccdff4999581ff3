import { z } from 'zod'
import { lazySchema } from './lazy'

/**
 * What storage accepts, in one place: every deck-list reader checks against these same limits (and
 * the schemas below), so whatever an import preview shows as savable is savable.
 */
export const DECK_NAME_MAX = 120
/** A deck carries at most this many tags, each at most this long (the editor trims what is typed to fit). */
export const DECK_TAGS_MAX = 30
export const DECK_TAG_MAX = 40
export const CARD_ID_MAX = 40
export const ENTRY_COUNT_MAX = 9999

/** One line of a deck: a card number, the printing asked for (null: any), how many. */
export const DeckEntrySchema = lazySchema(() =>
  z.object({
    number: z.string().min(1).max(CARD_ID_MAX),
    printing: z.string().min(1).max(CARD_ID_MAX).nullable(),
    count: z.number().int().min(1).max(ENTRY_COUNT_MAX),
  }),
)

/**
 * A printing is its card number itself or a parallel of it (`GD01-013`, `GD01-013_p1`), case aside
 * (2-1-1: the number is the card). Any other id would let a list show one card and count another.
 */
export function printingBelongsTo(printing: string, number: string): boolean {
  return printing.replace(/_p\d+$/i, '').toUpperCase() === number.toUpperCase()
}
export type DeckEntry = z.infer<typeof DeckEntrySchema>

/**
 * `ex`: EX Base, EX Resource and token cards a list carries beside the decks (5-1-2, Q7, Q11). They
 * are kept, shown and exported but never counted in the deck or the resource deck.
 */
export const SECTIONS = ['main', 'resource', 'sideboard', 'ex'] as const
export const SectionSchema = lazySchema(() => z.enum(SECTIONS))
export type Section = z.infer<typeof SectionSchema>

export const DeckCardsSchema = lazySchema(() =>
  z.object({
    main: z.array(DeckEntrySchema),
    resource: z.array(DeckEntrySchema),
    sideboard: z.array(DeckEntrySchema),
    // Added after decks were first stored: a deck (or backup) saved before has none, read as empty.
    ex: z.array(DeckEntrySchema).optional(),
  }),
)
export type DeckCards = z.infer<typeof DeckCardsSchema>

/** A deck's entries in one section; a deck stored before the `ex` section existed has none there. */
export function entriesIn<T>(deck: SectionsOf<T>, section: Section): readonly T[] {
  return deck[section] ?? []
}

/** A deck's sections holding entries of some kind; `ex` may be absent (read as empty). */
export interface SectionsOf<T> {
  readonly main: readonly T[]
  readonly resource: readonly T[]
  readonly sideboard: readonly T[]
  readonly ex?: readonly T[]
}

/** The parts of a deck a user edits; undo, history snapshots and conflicts all work on this. */
export const DeckNameSchema = lazySchema(() => z.string().trim().min(1).max(DECK_NAME_MAX))

export const DeckContentSchema = lazySchema(() =>
  z.object({
    name: DeckNameSchema,
    format: z.string().min(1).max(60),
    cards: DeckCardsSchema,
    notes: z.string().max(20_000),
    tags: z.array(z.string().trim().min(1).max(DECK_TAG_MAX)).max(DECK_TAGS_MAX),
  }),
)
export type DeckContent = z.infer<typeof DeckContentSchema>

/** A deck as stored in IndexedDB (schema v2). `revision` goes up by one on every save. */
export const StoredDeckSchema = lazySchema(() =>
  DeckContentSchema.extend({
    id: z.string().min(1).max(64),
    game: z.enum(['gcg', 'gundam-war', 'forge']),
    createdAt: z.string(),
    updatedAt: z.string(),
    revision: z.number().int().min(0),
    /** Set when deleted: kept a while so "undo" can bring it back. */
    deletedAt: z.string().nullable(),
    /**
     * The page load whose editor wrote this revision (null: any other writer). Lets a replayed journal tell
     * its own page's later save from another tab's (replay-journals.ts). Absent in older records.
     */
    savedBy: z.string().max(64).nullish(),
    /**
     * The number of that page's edit this revision holds (pages count their edits from 1). With `savedBy` it
     * tells a journal entry left by that page whether its edit is already in the stored revision or is newer.
     */
    savedEdit: z.number().int().min(0).nullish(),
    /** The device (browser profile) that wrote this revision (device.ts). Absent in older records. */
    device: z.string().max(64).nullish(),
  }),
)
export type StoredDeck = z.infer<typeof StoredDeckSchema>

/** `synced`: a revision that came from another device through sync (pruned like an edit). */
export const SNAPSHOT_REASONS = ['created', 'edited', 'imported', 'restored', 'conflict', 'deleted', 'synced'] as const

/**
 * One point in a deck's version history. Every save writes the revision it makes here, in the same
 * transaction (so History is the revisions); `conflict` versions are another tab's or device's version
 * that a save replaced, or unsaved edits kept when the deck changed under them. See history-rule.ts for
 * what pruning keeps.
 */
export const DeckSnapshotSchema = lazySchema(() =>
  z.object({
    id: z.number().int().optional(),
    deckId: z.string().min(1),
    at: z.string(),
    revision: z.number().int().min(0),
    reason: z.enum(SNAPSHOT_REASONS),
    content: DeckContentSchema,
    /** Who wrote the revision: device, page load and that page's edit number (absent in older records). */
    device: z.string().max(64).nullish(),
    page: z.string().max(64).nullish(),
    edit: z.number().int().min(0).nullish(),
    /** A revision that another save replaced without having seen it: kept however old (never pruned). */
    conflict: z.boolean().optional(),
    /** An entry that came from another device through sync: its id there (src/sync/docs.ts); never sent back. */
    syncKey: z.string().max(400).optional(),
  }),
)
export type DeckSnapshot = z.infer<typeof DeckSnapshotSchema>

/**
 * The journal of a deck's working copy (localStorage, written synchronously on every edit): what the
 * editor shows, on top of which stored revision, from which page load, as that page's edit number `edit`.
 * Replayed when that page is gone. Version 1 entries (before edit numbers) are still read.
 */
export const DeckJournalEntrySchema = lazySchema(() =>
  z.object({
    v: z.union([z.literal(1), z.literal(2)]),
    deckId: z.string().min(1).max(64),
    page: z.string().min(1).max(64),
    baseRevision: z.number().int().min(0),
    /** The page's edit number of `content`; absent in version 1 entries. */
    edit: z.number().int().min(0).optional(),
    at: z.string(),
    content: DeckContentSchema,
  }),
)
export type DeckJournalEntry = z.infer<typeof DeckJournalEntrySchema>

import { z } from 'zod'
import type { CollectionChangeText, CollectionHistoryText } from '~/engine/messages/collection'
import { lazySchema } from './lazy'
import { CARD_ID_MAX, ENTRY_COUNT_MAX, printingBelongsTo } from './deck'

/**
 * The collection: what a player owns, one row per printing. A parallel (`GD01-013_p1`) is its own row,
 * since it is its own physical card, but where the rules count copies it counts with its card number
 * (2-1-1, 5-1-1-3, Q4), as the copy-limit rule and `copiesByNumber` do: see collection/model.ts.
 */
export const COLLECTION_NOTE_MAX = 500

/** One printing owned: how many copies, how many of them are for trade, a note. */
export const CollectionRowSchema = lazySchema(() =>
  z
    .object({
      number: z.string().min(1).max(CARD_ID_MAX),
      /** The printing id: the number itself for the base print, `NUMBER_pN` for a parallel. */
      printing: z.string().min(1).max(CARD_ID_MAX),
      owned: z.number().int().min(0).max(ENTRY_COUNT_MAX),
      /** Copies offered for trade; absent when none are. Never more than owned. */
      trade: z.number().int().min(0).max(ENTRY_COUNT_MAX).optional(),
      note: z.string().max(COLLECTION_NOTE_MAX).optional(),
    })
    .refine((r) => printingBelongsTo(r.printing, r.number), { message: 'the printing is not a printing of this card number', path: ['printing'] })
    .refine((r) => (r.trade ?? 0) <= r.owned, { message: 'more copies for trade than owned', path: ['trade'] }),
)
export type CollectionRow = z.infer<typeof CollectionRowSchema>

/** A whole collection as it crosses a boundary (a file, a backup): rows, each printing at most once. */
export const CollectionSchema = lazySchema(() =>
  z.array(CollectionRowSchema).superRefine((rows, ctx) => {
    const seen = new Set<string>()
    rows.forEach((r, i) => {
      const key = r.printing.toUpperCase()
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `printing ${r.printing} is listed twice`, path: [i, 'printing'] })
      seen.add(key)
    })
  }),
)

/** One printing's row before and after a change; null: no row (not owned, no note). */
export const CollectionRowChangeSchema = lazySchema(() =>
  z.object({
    printing: z.string().min(1).max(CARD_ID_MAX),
    before: CollectionRowSchema.nullable(),
    after: CollectionRowSchema.nullable(),
  }),
)
export type CollectionRowChange = z.infer<typeof CollectionRowChangeSchema>

const printing = () => z.string().min(1).max(CARD_ID_MAX)
const count = () => z.number().finite()

/** A change other than an Undo, as a code and its values (engine/messages/collection.ts). */
const CollectionChangeTextSchema = lazySchema(() =>
  z.discriminatedUnion('code', [
    z.object({ code: z.literal('history.copies'), params: z.object({ printing: printing(), count: count() }).strict() }).strict(),
    z.object({ code: z.literal('history.owned'), params: z.object({ printing: printing(), owned: count() }).strict() }).strict(),
    z.object({ code: z.literal('history.trade'), params: z.object({ printing: printing(), trade: count() }).strict() }).strict(),
    z.object({ code: z.literal('history.note'), params: z.object({ printing: printing() }).strict() }).strict(),
    z.object({ code: z.literal('history.deck'), params: z.object({ name: z.string().max(200) }).strict() }).strict(),
    z.object({ code: z.literal('history.import'), params: z.object({ printings: count(), mode: z.enum(['add', 'replace']) }).strict() }).strict(),
    z.object({ code: z.literal('history.synced'), params: z.object({ printing: printing(), owned: count().nullable() }).strict() }).strict(),
    z.object({ code: z.literal('history.synced-rows'), params: z.object({ printings: count() }).strict() }).strict(),
  ]),
)

/** What a History entry says, as data: a change, or an Undo naming the change it took back. */
export const CollectionHistoryTextSchema = lazySchema(() =>
  z.union([
    CollectionChangeTextSchema,
    z
      .object({
        code: z.literal('history.undo'),
        params: z.object({ action: z.string().max(200), undone: CollectionChangeTextSchema.optional() }).strict(),
      })
      .strict(),
  ]),
)

// The schema and the engine's type say the same thing (a code added to one and not the other does not compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameChange: Same<z.infer<typeof CollectionChangeTextSchema>, CollectionChangeText> = true
const sameText: Same<z.infer<typeof CollectionHistoryTextSchema>, CollectionHistoryText> = true
void sameChange
void sameText

/**
 * One change of the collection as History keeps it: what the player did, and each printing's row before
 * and after, so Undo can put the rows back. Undo is a change too (`undoes` names the entry it took back,
 * which is marked `undone`), so nothing is ever rewritten out of History.
 */
export const CollectionHistorySchema = lazySchema(() =>
  z.object({
    id: z.number().int().min(1).optional(),
    at: z.string().min(1).max(40),
    /** In English, as older versions and backups read it: "+1 GD01-001", "Imported 12 printings (added)". */
    action: z.string().min(1).max(200),
    /**
     * The same, as a code and its values, worded in the language shown (an entry of an older version has
     * none, and shows its `action`). One this version cannot read (a newer version's) is left out, so the
     * entry still reads, with its `action`.
     */
    text: CollectionHistoryTextSchema.optional().catch(undefined),
    changes: z.array(CollectionRowChangeSchema),
    undoes: z.number().int().min(1).optional(),
    undone: z.boolean().optional(),
    /**
     * A change made on another device and brought here by sync: never taken back by Undo here, and a change
     * of this device older than it is not either if it touched the same printings (Undo would silently put
     * back what the other device changed). Its `before` is the value here that the newer change replaced.
     */
    synced: z.literal(true).optional(),
  }),
)
export type CollectionHistoryEntry = z.infer<typeof CollectionHistorySchema>

import { z } from 'zod'
import { lazySchema } from './lazy'

const count = lazySchema(() => z.number().int().min(0))

/** What the database held when this browser last looked: what is said lost if it is deleted. */
export const StoredCountsSchema = lazySchema(() =>
  z.object({
    decks: count,
    history: count,
    playtests: count,
    cards: count,
  }),
)
export type StoredCounts = z.infer<typeof StoredCountsSchema>

/**
 * The database's twin in localStorage (which outlives the browser deleting the database): the id the
 * database was marked with when gundeck created it, and what it held. A database without that mark is
 * not the one gundeck stored into: it was deleted and made again.
 */
export const StoreRecordSchema = lazySchema(() =>
  z.object({
    v: z.literal(1),
    id: z.string().min(1).max(100),
    counts: StoredCountsSchema.nullable(),
  }),
)
export type StoreRecord = z.infer<typeof StoreRecordSchema>

/** The card list rebuilt from the files of its last import (platform/card-files.ts): how many cards came back. */
const rebuiltCards = lazySchema(() => count.optional())

/** A loss gundeck found, kept (localStorage) until the player has read it. */
export const StoreLossSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    /** At start the database was new: the browser had deleted it. The decks came back from their copy. */
    z.object({ kind: z.literal('dropped'), at: z.string().max(40), recovered: count, lost: StoredCountsSchema, rebuiltCards }),
    /** The database could not be opened; the decks' copy was put into a new one. */
    z.object({ kind: z.literal('moved'), at: z.string().max(40), recovered: count, lost: StoredCountsSchema.nullable(), rebuiltCards }),
    /**
     * While a page was open the browser deleted the database; the page wrote back what it held. `lost`: what
     * the database last held that the page had not read yet (deleted right after the page started), if any.
     */
    z.object({ kind: z.literal('vanished'), at: z.string().max(40), restored: StoredCountsSchema, lost: StoredCountsSchema.optional(), rebuiltCards }),
    /** At start the database was the one gundeck stored into, but read short: decks came back from their copy, or the card list was gone. */
    z.object({ kind: z.literal('short'), at: z.string().max(40), recovered: count, lost: StoredCountsSchema, rebuiltCards }),
  ]),
)
export type StoreLoss = z.infer<typeof StoreLossSchema>

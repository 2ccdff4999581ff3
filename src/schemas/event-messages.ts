import { z } from 'zod'
import { lazySchema } from './lazy'
import { DeskRowSchema, DeskSettingsSchema } from './event'
import { StoredCardNamesSchema } from './card-names'
import { WorkerProblemSchema } from './worker-problem'

/**
 * Messages to and from the event desk's worker (src/workers/event-desk.worker.ts), parsed on both
 * sides. The card data goes over once, in chunks (each a short task for the page to send); the lists
 * go as text (pasted) or as the dropped files themselves, which the worker reads, unzips and checks;
 * the rows come back in chunks with progress, so no one message is a long task for the page.
 */

const id = lazySchema(() => z.number().int().min(0))

/** A chunk of the card pool (cards as the cards store holds them, checked by the worker on arrival). */
export const DeskCardsRequestSchema = lazySchema(() =>
  z.object({ type: z.literal('cards'), pool: z.string().min(1), cards: z.array(z.unknown()), last: z.boolean() }).strict(),
)

export const DeskListSchema = lazySchema(() =>
  z.union([z.object({ name: z.string(), text: z.string() }).strict(), z.object({ name: z.string(), blob: z.instanceof(Blob) }).strict()]),
)
export type DeskList = z.infer<typeof DeskListSchema>

export const DeskCheckRequestSchema = lazySchema(() =>
  z
    .object({
      type: z.literal('check'),
      id,
      /** The pool the lists are checked against: the one the last `cards` messages sent. */
      pool: z.string().min(1),
      settings: DeskSettingsSchema,
      /** The number the first row gets (lists added to those on the desk). */
      firstIndex: z.number().int().min(0),
      lists: z.array(DeskListSchema).min(1),
      /** The card names in other languages the lists may be written with (the organiser's names files); absent: none. */
      names: z.array(StoredCardNamesSchema).max(100).optional(),
    })
    .strict(),
)

export const DeskCancelRequestSchema = lazySchema(() => z.object({ type: z.literal('cancel'), id }).strict())

export const DeskRequestSchema = lazySchema(() => z.discriminatedUnion('type', [DeskCardsRequestSchema, DeskCheckRequestSchema, DeskCancelRequestSchema]))
export type DeskRequest = z.input<typeof DeskRequestSchema>

/** `total` grows as ZIPs are opened (their lists are counted once read). */
export const DeskProgressSchema = lazySchema(() =>
  z.object({ type: z.literal('progress'), id, done: z.number().int().min(0), total: z.number().int().min(0) }).strict(),
)
export const DeskRowsSchema = lazySchema(() => z.object({ type: z.literal('rows'), id, rows: z.array(DeskRowSchema) }).strict())
/** `banList`: what the lists were checked against ("name, date"), or null. */
export const DeskDoneSchema = lazySchema(() =>
  z.object({ type: z.literal('done'), id, count: z.number().int().min(0), banList: z.string().nullable() }).strict(),
)
export const DeskCancelledSchema = lazySchema(() => z.object({ type: z.literal('cancelled'), id }).strict())
/** The run could not be done at all (no card data, an unknown format): nothing was checked. `problem`: why, as a code. */
export const DeskErrorSchema = lazySchema(() =>
  z.object({ type: z.literal('error'), id: id.nullable(), message: z.string(), problem: WorkerProblemSchema.optional() }).strict(),
)

export const DeskResponseSchema = lazySchema(() =>
  z.discriminatedUnion('type', [DeskProgressSchema, DeskRowsSchema, DeskDoneSchema, DeskCancelledSchema, DeskErrorSchema]),
)
export type DeskResponse = z.infer<typeof DeskResponseSchema>

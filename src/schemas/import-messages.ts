import { z } from 'zod'
import { lazySchema } from './lazy'
import { WorkerProblemSchema } from './worker-problem'

/**
 * Messages to and from the card import worker (src/workers/import-cards.worker.ts), parsed on both
 * sides. Cards travel in chunks, so no one message costs the page a long task to receive; each card
 * is checked on arrival (isCanonicalCard, else CardSchema) by the client.
 */

const id = lazySchema(() => z.number().int().min(0))

/**
 * A file as text, or as the picked file itself: the worker then reads and decodes it, so a big file's
 * decoding (a quarter of a second for 85 MB) is not a long task on the page.
 */
export const ImportFileSchema = lazySchema(() =>
  z.union([z.object({ name: z.string(), text: z.string() }).strict(), z.object({ name: z.string(), blob: z.instanceof(Blob) }).strict()]),
)
export type ImportFile = z.infer<typeof ImportFileSchema>

export const ImportRunRequestSchema = lazySchema(() => z.object({ type: z.literal('import'), id, files: z.array(ImportFileSchema).min(1) }).strict())
export const ImportCancelRequestSchema = lazySchema(() => z.object({ type: z.literal('cancel'), id }).strict())
export const ImportRequestSchema = lazySchema(() => z.discriminatedUnion('type', [ImportRunRequestSchema, ImportCancelRequestSchema]))
export type ImportRequest = z.input<typeof ImportRequestSchema>

/** What the worker is doing: reading and checking the files, then handing the cards over. */
export const ImportPhaseSchema = lazySchema(() => z.enum(['checking', 'sending']))
export type ImportPhase = z.infer<typeof ImportPhaseSchema>

export const ImportProgressSchema = lazySchema(() =>
  z.object({ type: z.literal('progress'), id, phase: ImportPhaseSchema, done: z.number().int().min(0), total: z.number().int().min(0) }).strict(),
)

/** A chunk of the imported cards, in pool order; checked card by card on arrival. */
export const ImportCardsSchema = lazySchema(() => z.object({ type: z.literal('cards'), id, cards: z.array(z.unknown()) }).strict())

/** A record's problem: its place, its English `message`, and its code and params for the catalogues (engine/messages/cards.ts). */
const IssueSchema = lazySchema(() =>
  z
    .object({
      record: z.number().nullable(),
      line: z.number().nullable(),
      field: z.string().nullable(),
      message: z.string(),
      code: z.string().max(100).optional(),
      params: z.record(z.string(), z.unknown()).optional(),
      file: z.string().optional(),
    })
    .strict(),
)
const SourceSchema = lazySchema(() => z.enum(['gcg-api', 'official-scrape', 'gundam-war', 'forge', 'csv', 'errata', 'rulings', 'manifest', 'unknown']))

/** The import's report without its cards (they came in `cards` messages before it). */
export const ImportDoneSchema = lazySchema(() =>
  z
    .object({
      type: z.literal('done'),
      id,
      source: SourceSchema,
      cardCount: z.number().int().min(0),
      imported: z.number().int().min(0),
      skipped: z.number().int().min(0),
      printings: z.number().int().min(0),
      errors: z.array(IssueSchema),
      files: z.array(
        z
          .object({
            name: z.string(),
            source: SourceSchema,
            imported: z.number().int().min(0),
            skipped: z.number().int().min(0),
            manifest: z.object({ version: z.string().nullable(), builtAt: z.string().nullable() }).strict().optional(),
          })
          .strict(),
      ),
    })
    .strict(),
)

export const ImportCancelledSchema = lazySchema(() => z.object({ type: z.literal('cancelled'), id }).strict())
/**
 * `unreadable`: a file could not be read as UTF-8 text (the user's file, not a failure of gundeck); `file` its name.
 * `problem`: the worker's own, as a code (a request it could not read).
 */
export const ImportErrorSchema = lazySchema(() =>
  z
    .object({
      type: z.literal('error'),
      id: id.nullable(),
      message: z.string(),
      unreadable: z.boolean().optional(),
      file: z.string().nullable().optional(),
      problem: WorkerProblemSchema.optional(),
    })
    .strict(),
)

export const ImportResponseSchema = lazySchema(() =>
  z.discriminatedUnion('type', [ImportProgressSchema, ImportCardsSchema, ImportDoneSchema, ImportCancelledSchema, ImportErrorSchema]),
)
export type ImportResponse = z.infer<typeof ImportResponseSchema>

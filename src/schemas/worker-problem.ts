import { z } from 'zod'
import { lazySchema } from './lazy'

/**
 * A worker's own problem, a run it could not do at all, as a code and its params (engine/messages/workers.ts):
 * sent beside the English `message` by the card import and event desk workers, for a page to word.
 */
export const WorkerProblemSchema = lazySchema(() =>
  z.discriminatedUnion('code', [
    z.object({ code: z.literal('bad-request'), params: z.object({ worker: z.enum(['import', 'desk']), detail: z.string() }).strict() }).strict(),
    z.object({ code: z.literal('desk.no-cards'), params: z.object({}).strict() }).strict(),
    z.object({ code: z.literal('desk.unknown-format'), params: z.object({ format: z.string() }).strict() }).strict(),
    z.object({ code: z.literal('desk.failed'), params: z.object({ error: z.string() }).strict() }).strict(),
  ]),
)

import { z } from 'zod'
import { lazySchema } from './lazy'
import { OpeningSchema } from './format'
import { MonteCarloResultSchema, PolicyEntrySchema, RngStateSchema, SeedSchema, SimSpecSchema } from './sim'

/** Messages to and from the simulation worker (src/workers/simulate.worker.ts), parsed on both sides. */

export const MAX_TRIALS = 1_000_000_000
const id = lazySchema(() => z.number().int().min(0))

export const SimRunRequestSchema = lazySchema(() =>
  z
    .object({
      type: z.literal('run'),
      id,
      spec: SimSpecSchema,
      /** The format's opening rules (Format.opening). */
      opening: OpeningSchema,
      /** Monte Carlo trials; 0 for exact odds only. */
      trials: z.number().int().min(0).max(MAX_TRIALS),
      seed: SeedSchema,
      /** Trials between progress reports (and chances to cancel). */
      chunk: z.number().int().min(1000).max(10_000_000).default(250_000),
    })
    .strict(),
)
export type SimRunRequest = z.input<typeof SimRunRequestSchema>

export const SimCancelRequestSchema = lazySchema(() => z.object({ type: z.literal('cancel'), id }).strict())

export const SimRequestSchema = lazySchema(() => z.discriminatedUnion('type', [SimRunRequestSchema, SimCancelRequestSchema]))
export type SimRequest = z.input<typeof SimRequestSchema>

export const SimProgressSchema = lazySchema(() =>
  z.object({ type: z.literal('progress'), id, done: z.number().int().min(0), total: z.number().int().min(0), monteCarlo: MonteCarloResultSchema }).strict(),
)

/** A message as a code and its parameters; the catalogues in src/engine/messages word it. */
const CodedTextSchema = lazySchema(() => z.object({ code: z.string().max(100), params: z.record(z.string(), z.unknown()) }).strict())
export type CodedText = z.infer<typeof CodedTextSchema>

export const SimResultSchema = lazySchema(() =>
  z
    .object({
      type: z.literal('result'),
      id,
      /** Exact odds; null when the groups overlap in too many ways to sum (Monte Carlo still runs). */
      exact: z.number().min(0).max(1).nullable(),
      exactMs: z.number().min(0),
      /** Null when no trials were asked. */
      monteCarlo: MonteCarloResultSchema.nullable(),
      /** The seed the trials used (null with no trials); the same seed gives the same answer in the CLI. */
      seed: SeedSchema.nullable(),
      /** Generator state after the run. */
      rngState: RngStateSchema.nullable(),
      warnings: z.array(z.string()),
      /** What each warning says, as data for any language (src/engine/messages/sim.ts), in the same order. */
      warningTexts: z.array(CodedTextSchema).optional(),
      /** Under the 'optimal' redraw policy: every hand met at a redraw, with both chances; else null. */
      policy: z.array(PolicyEntrySchema).nullable().default(null),
    })
    .strict(),
)

export const SimCancelledSchema = lazySchema(() => z.object({ type: z.literal('cancelled'), id, monteCarlo: MonteCarloResultSchema }).strict())

/**
 * A problem of the worker's own, as a code the page words (locales/<lang>/simulate.ts, `workerProblems`):
 * a request it could not read (`detail`: where and why, as zod says it).
 */
const SimWorkerProblemSchema = lazySchema(() => z.object({ code: z.literal('bad-request'), detail: z.string().max(2000) }).strict())
export type SimWorkerProblem = z.infer<typeof SimWorkerProblemSchema>

/**
 * `message` as data: the code of each problem the question has, and its params (absent for a failure with no
 * code, a crash); or `problem`, the worker's own (then `message` is its detail).
 */
export const SimErrorSchema = lazySchema(() =>
  z
    .object({
      type: z.literal('error'),
      id: id.nullable(),
      message: z.string(),
      texts: z.array(CodedTextSchema).optional(),
      problem: SimWorkerProblemSchema.optional(),
    })
    .strict(),
)

export const SimResponseSchema = lazySchema(() => z.discriminatedUnion('type', [SimProgressSchema, SimResultSchema, SimCancelledSchema, SimErrorSchema]))
export type SimResponse = z.infer<typeof SimResponseSchema>

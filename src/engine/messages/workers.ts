/**
 * What the card import and event desk workers say when they cannot do a run at all, as data
 * (workers/*-handler.ts, sent as `problem` beside the English `message`); a catalogue per language
 * renders it (messages/en/workers.ts). `detail` and `error` are zod's or a thrown error's own text.
 */
export interface WorkerParams {
  /** A message the worker cannot read: where and why, as zod says it. */
  'bad-request': { worker: 'import' | 'desk'; detail: string }
  /** The desk's lists sent before its card data. */
  'desk.no-cards': Record<string, never>
  'desk.unknown-format': { format: string }
  /** Checking the lists threw. */
  'desk.failed': { error: string }
}

export type WorkerCode = keyof WorkerParams

/** A code with its parameters, typed together. */
export type WorkerText = { [C in WorkerCode]: { code: C; params: WorkerParams[C] } }[WorkerCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type WorkerCatalogue = { [C in WorkerCode]: (p: WorkerParams[C]) => string }

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

/**
 * The import worker's client's own problems (workers/card-import-client.ts), never sent by a worker (so not
 * in its messages' schema): an answer that fails its schema or the worker stopping (`detail`: zod's issue,
 * the browser's message, or null), a card that fails its check (`card`: its place in the answer, from 1),
 * fewer cards than the worker said it sent, and the import cancelled.
 */
export interface ImportClientParams {
  'import.bad-answer': { detail: string | null }
  'import.stopped': { detail: string | null }
  'import.bad-card': { card: number; path: string; error: string }
  'import.missing-cards': { sent: number; said: number }
  'import.cancelled': Record<string, never>
  /** The card list's download (api/card-download.ts): cancelled, no answer, an HTTP error, over the size limit, not UTF-8. */
  'download.cancelled': Record<string, never>
  'download.unreachable': { url: string; error: string }
  'download.status': { url: string; status: number; statusText: string }
  'download.too-big': { bytes: number; limit: number }
  'download.over-limit': { limit: number }
  'download.not-utf8': Record<string, never>
}

/** Every code the catalogue words: a worker's, and its client's. */
export type WorkerMessageParams = WorkerParams & ImportClientParams
export type WorkerCode = keyof WorkerMessageParams

type Texts<P> = { [C in keyof P]: { code: C; params: P[C] } }[keyof P]
/** A worker's problem, a code with its parameters typed together (what a worker sends). */
export type WorkerText = Texts<WorkerParams>
/** The import worker's client's problem. */
export type ImportClientText = Texts<ImportClientParams>
/** Either, as the catalogue words it. */
export type WorkerMessageText = WorkerText | ImportClientText

/** A language's messages: one function per code, so a code without a message does not compile. */
export type WorkerCatalogue = { [C in WorkerCode]: (p: WorkerMessageParams[C]) => string }

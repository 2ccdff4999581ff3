import type { z } from 'zod'

/** What a client needs of a Worker: the browser's, a test's fake, or a handler run in this thread. */
export interface WorkerPort {
  postMessage(message: unknown): void
  onmessage: ((event: { data: unknown }) => void) | null
  onerror: ((event: { message?: string }) => void) | null
  terminate(): void
}

/**
 * A worker's handler run in this thread behind the same interface, for places without workers (Node,
 * tests). Answers arrive a microtask later, as a real worker's would arrive later.
 */
export function inlinePort(start: (post: (data: unknown) => void) => { handle(message: unknown): unknown }): WorkerPort {
  const port: WorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => void handler.handle(message),
    terminate: () => {},
  }
  const handler = start((data) => queueMicrotask(() => port.onmessage?.({ data })))
  return port
}

export interface WorkerConnection<Request> {
  /** Post a request, typed by the worker's request schema (the worker checks it again on arrival). */
  send(request: Request): void
  /** Stop listening and end the worker. */
  close(): void
}

/**
 * What went wrong with a worker, as a code for its client's view to word in the language shown: an answer
 * that fails its schema (`detail`: zod's first issue), or the worker stopping (`detail`: the browser's
 * message); null when there is none.
 */
export type WorkerFailure = { code: 'bad-answer' | 'stopped'; detail: string | null }

/**
 * A worker's failure thrown to a caller that shows an Error's message: the code for a view to word, and the
 * client's own message (its English, until its store keeps the code).
 */
export class WorkerFailed extends Error {
  constructor(
    readonly failure: WorkerFailure,
    message: string,
  ) {
    super(message)
    this.name = 'WorkerFailed'
  }
}

/**
 * The page's end of a worker, the one way every client talks to one: requests typed by the worker's
 * request schema, and every answer checked against the response schema before anyone reads it. An
 * answer that fails its schema, or the worker stopping, reaches `failure` as a code.
 */
export function connectWorker<RequestSchema extends z.ZodType, ResponseSchema extends z.ZodType>(
  port: WorkerPort,
  schemas: { request: RequestSchema; response: ResponseSchema },
  on: { message(message: z.infer<ResponseSchema>): void; failure(failure: WorkerFailure): void },
): WorkerConnection<z.input<RequestSchema>> {
  port.onmessage = (event) => {
    const parsed = schemas.response.safeParse(event.data)
    if (!parsed.success) return on.failure({ code: 'bad-answer', detail: parsed.error.issues[0]?.message ?? null })
    on.message(parsed.data)
  }
  port.onerror = (event) => on.failure({ code: 'stopped', detail: event.message ?? null })
  return {
    send: (request) => port.postMessage(request),
    close() {
      port.onmessage = null
      port.onerror = null
      port.terminate()
    },
  }
}

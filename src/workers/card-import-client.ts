import { importCardFiles, type CardFile, type FileImportResult } from '~/io/cards/detect'
import { FileReadError, readFileText } from '~/platform/read-file'
import { CardSchema, isCanonicalCard, type Card } from '~/schemas/card'
import { ImportRequestSchema, ImportResponseSchema, type ImportPhase, type ImportResponse } from '~/schemas/import-messages'
import type { WorkerMessageText } from '~/engine/messages/workers'
import { connectWorker, type WorkerPort, WorkerFailed } from './client'

/** The import worker, or null where there are no workers (Node, tests): the import then runs inline. */
export function createImportWorker(): WorkerPort | null {
  if (typeof Worker === 'undefined') return null
  return new Worker(new URL('./import-cards.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerPort
}

let spare: WorkerPort | null = null

/**
 * Start the import worker before it is needed (while the player picks a file): its code is fetched,
 * compiled and run then, not between the file chosen and its report. The next import takes it.
 */
export function startImportWorker(): void {
  spare ??= createImportWorker()
}

/** End the worker started ahead, if no import took it (the page offering the import is gone). */
export function stopImportWorker(): void {
  spare?.terminate()
  spare = null
}

function takeWorker(): WorkerPort | null {
  const worker = spare ?? createImportWorker()
  spare = null
  return worker
}

/**
 * The import failed for a reason of its own, as a code (engine/messages/workers.ts) for the store to keep
 * and a view to word in the language shown: the worker's problem, a card that failed its check, cards
 * missing. The error's message is the code, for a developer.
 */
export class ImportFailed extends Error {
  constructor(readonly problem: WorkerMessageText) {
    super(problem.code)
    this.name = 'ImportFailed'
  }
}

/** The import was cancelled (Cancel, or the signal aborted): nothing was read. */
export class ImportCancelled extends ImportFailed {
  constructor() {
    super({ code: 'import.cancelled', params: {} })
    this.name = 'ImportCancelled'
  }
}

export interface ImportProgress {
  phase: ImportPhase
  done: number
  total: number
}

export interface ImportOptions {
  onProgress?: (p: ImportProgress) => void
  signal?: AbortSignal
  /** Defaults to the worker started ahead or a new one (ended when the import ends); null runs importCardFiles here. */
  worker?: WorkerPort | null
}

let nextId = 0

/** A file read already, or a picked file the worker reads itself (its decoding kept off the page). */
export type WorkerCardFile = CardFile | { name: string; blob: Blob }

/**
 * importCardFiles off the main thread: the worker parses, checks, applies errata and folds the
 * search text; the cards come back in chunks, each card checked here. Cancel (the signal) ends the
 * worker at once and rejects with ImportCancelled; a file that is not UTF-8 rejects with FileReadError;
 * the worker's own problem, a bad card or missing cards with ImportFailed (its code), an unreadable answer
 * or the worker stopping with WorkerFailed (its failure's code). A worker's failure without a code (one of
 * another build) rejects with its own message.
 * Files already read (streamed NDJSON) and places without workers import inline.
 */
export async function importFilesInWorker(files: readonly WorkerCardFile[], options: ImportOptions = {}): Promise<FileImportResult> {
  const worker = options.worker === undefined ? takeWorker() : options.worker
  if (!worker || files.some((f) => 'imported' in f && f.imported)) {
    worker?.terminate()
    if (options.signal?.aborted) throw new ImportCancelled()
    const texts: CardFile[] = []
    for (const f of files) texts.push('blob' in f ? { name: f.name, text: await readFileText(f.blob, f.name) } : f)
    return importCardFiles(texts)
  }
  const id = nextId++
  return new Promise<FileImportResult>((resolve, reject) => {
    const cards: Card[] = []
    const finish = (error: Error | null, result?: FileImportResult) => {
      connection.close()
      options.signal?.removeEventListener('abort', onAbort)
      if (error) reject(error)
      else resolve(result!)
    }
    const onAbort = () => finish(new ImportCancelled())
    const onMessage = (m: ImportResponse) => {
      if (m.id !== id && m.id !== null) return
      switch (m.type) {
        case 'progress':
          options.onProgress?.({ phase: m.phase, done: m.done, total: m.total })
          return
        case 'cards':
          for (let k = 0; k < m.cards.length; k++) {
            const raw = m.cards[k]
            if (isCanonicalCard(raw)) {
              cards.push(raw)
              continue
            }
            const card = CardSchema.safeParse(raw)
            if (!card.success) {
              const issue = card.error.issues[0]
              const params = { card: cards.length + 1, path: issue?.path.join('.') ?? '', error: issue?.message ?? '' }
              return finish(new ImportFailed({ code: 'import.bad-card', params }))
            }
            cards.push(card.data)
          }
          return
        case 'done': {
          if (m.cardCount !== cards.length) return finish(new ImportFailed({ code: 'import.missing-cards', params: { sent: cards.length, said: m.cardCount } }))
          return finish(null, { source: m.source, cards, imported: m.imported, skipped: m.skipped, printings: m.printings, errors: m.errors, files: m.files })
        }
        case 'cancelled':
          return finish(new ImportCancelled())
        case 'error':
          if (m.unreadable) return finish(new FileReadError(m.message, m.file ?? null))
          return finish(m.problem ? new ImportFailed(m.problem) : new Error(m.message))
      }
    }
    const connection = connectWorker(
      worker,
      { request: ImportRequestSchema, response: ImportResponseSchema },
      // The failure's code is what the store keeps (stores/cards.ts words it as import.bad-answer or import.stopped).
      { message: onMessage, failure: (failure) => finish(new WorkerFailed(failure, failure.code)) },
    )
    if (options.signal?.aborted) return onAbort()
    options.signal?.addEventListener('abort', onAbort)
    connection.send({ type: 'import', id, files: files.map((f) => ('blob' in f ? { name: f.name, blob: f.blob } : { name: f.name, text: f.text })) })
  })
}

import { FileReadError, readFileText } from '~/platform/read-file'
import { importCardFiles, type CardFile } from '~/io/cards/detect'
import type { z } from 'zod'
import { ImportRequestSchema, type ImportResponse } from '~/schemas/import-messages'
import type { WorkerText } from '~/engine/messages/workers'
import { workerMessage } from '~/engine/messages/en/workers'

export interface ImportHandlerDeps {
  post: (message: ImportResponse) => void
  /** Lets other messages (a cancel) in between chunks; the worker passes a macrotask. */
  pause: () => Promise<void>
}

/**
 * Cards per `cards` message: the page decodes and checks each one in a task of its own, its garbage
 * collected there too. Traced in Chromium: 2,000 cards of a big pool a message made tasks of 55-67 ms;
 * 1,000 cards of the real pool (its first message, the checks' code still cold) 11 ms of CPU, which a busy
 * machine stretched to a long task of 78 ms; 250 keep each message a few milliseconds.
 */
export const IMPORT_CHUNK = 250

function idOf(data: unknown): number | null {
  const v = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null
}

/** A union's failure names the first alternative's own problem (`files.0.text`), not just "invalid input". */
function innermost(issue: z.core.$ZodIssue | undefined): { path: PropertyKey[]; message: string } | undefined {
  let at = issue
  let path: PropertyKey[] = [...(issue?.path ?? [])]
  while (at?.code === 'invalid_union' && at.errors[0]?.[0]) {
    at = at.errors[0][0]
    path = [...path, ...at.path]
  }
  return at && { path, message: at.message }
}

/**
 * The card import worker's message handling, free of worker globals so it runs in Node tests: read
 * and check the files (parse, records, errata, folded search text), then send the cards in chunks
 * with progress, stopping on cancel. Never throws: every problem is an `error` message.
 */
export function createImportHandler(deps: ImportHandlerDeps) {
  const cancelled = new Set<number>()
  const running = new Set<number>()

  async function handle(data: unknown): Promise<void> {
    const parsed = ImportRequestSchema.safeParse(data)
    if (!parsed.success) {
      const first = innermost(parsed.error.issues[0])
      const problem: WorkerText = {
        code: 'bad-request',
        params: { worker: 'import', detail: first ? `${first.path.join('.') || 'message'}: ${first.message}` : 'invalid' },
      }
      deps.post({ type: 'error', id: idOf(data), message: workerMessage(problem), problem })
      return
    }
    const req = parsed.data
    if (req.type === 'cancel') {
      if (running.has(req.id)) cancelled.add(req.id)
      return
    }
    const { id, files } = req
    running.add(id)
    try {
      deps.post({ type: 'progress', id, phase: 'checking', done: 0, total: files.length })
      const texts: CardFile[] = []
      for (const f of files) {
        try {
          texts.push('text' in f ? f : { name: f.name, text: await readFileText(f.blob, f.name) })
        } catch (e) {
          if (!(e instanceof FileReadError)) throw e
          deps.post({ type: 'error', id, message: e.message, unreadable: true, file: e.file })
          return
        }
      }
      const result = importCardFiles(texts)
      const total = result.cards.length
      for (let done = 0; done < total; done += IMPORT_CHUNK) {
        await deps.pause()
        if (cancelled.has(id)) {
          deps.post({ type: 'cancelled', id })
          return
        }
        deps.post({ type: 'cards', id, cards: result.cards.slice(done, done + IMPORT_CHUNK) })
        deps.post({ type: 'progress', id, phase: 'sending', done: Math.min(total, done + IMPORT_CHUNK), total })
      }
      const { source, imported, skipped, printings, errors, files: summary } = result
      deps.post({ type: 'done', id, source, cardCount: total, imported, skipped, printings, errors, files: summary })
    } catch (e) {
      deps.post({ type: 'error', id, message: `import failed: ${e instanceof Error ? e.message : String(e)}` })
    } finally {
      running.delete(id)
      cancelled.delete(id)
    }
  }

  return { handle }
}

import { inflateRaw } from '~/platform/inflate'
import { CardPool } from '~/engine/cards/pool'
import { OtherNames } from '~/engine/cards/names'
import { basicResource } from '~/engine/deck/summary'
import { checkList, unreadableCheck, type CheckSettings } from '~/engine/event/check'
import { deskRow } from '~/engine/event/desk'
import { banListInForce, getFormat } from '~/engine/formats/registry'
import { MAX_DECK_LIST_BYTES } from '~/engine/limits'
import { looksLikeZip, readZip, ZipError, type Inflate } from '~/io/zip'
import { CardSchema, isCanonicalCard, type Card } from '~/schemas/card'
import type { DeskRow } from '~/schemas/event'
import { DeskRequestSchema, type DeskList, type DeskResponse } from '~/schemas/event-messages'
import type { DeskProblem } from '~/engine/messages/reading'
import { readingMessage } from '~/engine/messages/en/reading'
import type { WorkerText } from '~/engine/messages/workers'
import { workerMessage } from '~/engine/messages/en/workers'

export interface DeskHandlerDeps {
  post: (message: DeskResponse) => void
  /** Lets other messages (a cancel) in between slices; the worker passes a macrotask. */
  pause: () => Promise<void>
  now?: () => number
  inflate?: Inflate
}

/** Work between two pauses: short, so a cancel is heard at once and rows arrive as they are checked. */
const SLICE_MS = 12
/** Rows a message holds at most: a message of 2,000 rows (texts included) would be a long task for the page to take in. */
const ROWS_PER_MESSAGE = 100

const LIST_NAME = /\.(txt|csv|json|md|dek)$/i
const ZIP_NAME = /\.zip$/i

/** A queued list: text now, or a file still to read (and unzip). */
export type Pending = { name: string; text: string } | { name: string; blob: Blob } | { name: string; problem: DeskProblem }

const NOT_UTF8: DeskProblem = { code: 'desk.not-utf8', params: {} }

function idOf(data: unknown): number | null {
  const v = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null
}

function decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return null
  }
}

/** A file's lists: its text, or each list of a ZIP (named `zip/inside`), or why it cannot be read. */
export async function openDeskFile(item: { name: string; blob: Blob }, inflate: Inflate = inflateRaw): Promise<Pending[]> {
  const bytes = new Uint8Array(await item.blob.arrayBuffer())
  if (ZIP_NAME.test(item.name) || looksLikeZip(bytes)) {
    try {
      const zip = await readZip(bytes, inflate)
      const out: Pending[] = []
      for (const e of zip.entries) {
        const name = `${item.name}/${e.name}`
        if (!LIST_NAME.test(e.name)) out.push({ name, problem: { code: 'desk.not-a-list', params: {} } })
        else {
          const text = decode(e.bytes)
          out.push(text === null ? { name, problem: NOT_UTF8 } : { name, text })
        }
      }
      for (const p of zip.problems) out.push({ name: `${item.name}/${p.name}`, problem: { code: 'zip.entry-unreadable', params: { problem: p.text } } })
      if (out.length === 0) out.push({ name: item.name, problem: { code: 'zip.empty', params: {} } })
      return out
    } catch (e) {
      if (!(e instanceof ZipError)) throw e
      return [{ name: item.name, problem: { code: 'zip.unreadable', params: { problem: e.text } } }]
    }
  }
  if (bytes.length > MAX_DECK_LIST_BYTES)
    return [{ name: item.name, problem: { code: 'desk.too-big', params: { bytes: bytes.length, limit: MAX_DECK_LIST_BYTES } } }]
  const text = decode(bytes)
  return [text === null ? { name: item.name, problem: NOT_UTF8 } : { name: item.name, text }]
}

/**
 * The event desk worker's message handling, free of worker globals so it runs in Node tests: keep the
 * card pool the page sends, then read (unzip, decode) and check each list, sending rows in slices with
 * progress and stopping on cancel. Never throws: a list that cannot be read is a row of its own, named.
 */
export function createDeskHandler(deps: DeskHandlerDeps) {
  const now = deps.now ?? (() => performance.now())
  const inflate = deps.inflate ?? inflateRaw
  let poolKey: string | null = null
  let incoming: Card[] = []
  let pool: CardPool | null = null
  let badCards = 0
  const cancelled = new Set<number>()
  const running = new Set<number>()

  async function check(id: number, lists: readonly DeskList[], settings: CheckSettings, firstIndex: number): Promise<void> {
    const queue: Pending[] = [...lists]
    let total = queue.length
    let done = 0
    let rows: DeskRow[] = []
    const flush = () => {
      for (let k = 0; k < rows.length; k += ROWS_PER_MESSAGE) deps.post({ type: 'rows', id, rows: rows.slice(k, k + ROWS_PER_MESSAGE) })
      rows = []
      deps.post({ type: 'progress', id, done, total })
    }
    deps.post({ type: 'progress', id, done: 0, total })
    let sliceStart = now()
    for (let at = 0; at < queue.length; at++) {
      const item = queue[at]!
      if ('blob' in item) {
        const opened = await openDeskFile(item, inflate)
        queue.splice(at, 1, ...opened)
        total += opened.length - 1
        at--
        continue
      }
      // A file it could not read: the English as the row's message, the code for the page to word.
      const check = 'text' in item ? checkList(item.text, settings) : unreadableCheck(readingMessage(item.problem, 1), 'file', 'file', undefined, item.problem)
      rows.push(deskRow(firstIndex + done, item.name, 'text' in item ? item.text : '', check, settings.format, settings.cards.lookup))
      done++
      if (now() - sliceStart >= SLICE_MS) {
        flush()
        await deps.pause()
        if (cancelled.has(id)) {
          deps.post({ type: 'cancelled', id })
          return
        }
        sliceStart = now()
      }
    }
    flush()
    const b = settings.banList
    deps.post({ type: 'done', id, count: done, banList: b ? `${b.name}, ${b.date}` : null })
  }

  /** A run it cannot do: the English message, and why as a code. */
  const fail = (id: number | null, problem: WorkerText) => deps.post({ type: 'error', id, message: workerMessage(problem), problem })

  async function handle(data: unknown): Promise<void> {
    const parsed = DeskRequestSchema.safeParse(data)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      fail(idOf(data), {
        code: 'bad-request',
        params: { worker: 'desk', detail: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'invalid' },
      })
      return
    }
    const req = parsed.data
    if (req.type === 'cancel') {
      if (running.has(req.id)) cancelled.add(req.id)
      return
    }
    if (req.type === 'cards') {
      if (req.pool !== poolKey) {
        poolKey = req.pool
        incoming = []
        pool = null
        badCards = 0
      }
      for (const raw of req.cards) {
        if (isCanonicalCard(raw)) incoming.push(raw)
        else {
          const card = CardSchema.safeParse(raw)
          if (card.success) incoming.push(card.data)
          else badCards++
        }
      }
      if (req.last) {
        pool = new CardPool(incoming)
        incoming = []
      }
      return
    }
    const { id, settings } = req
    if (!pool || req.pool !== poolKey) {
      fail(id, { code: 'desk.no-cards', params: {} })
      return
    }
    const format = getFormat(settings.format)
    if (!format) {
      fail(id, { code: 'desk.unknown-format', params: { format: settings.format } })
      return
    }
    running.add(id)
    try {
      const banList = format.banList === null ? null : banListInForce(format.game, settings.date)
      await check(
        id,
        req.lists,
        {
          cards: pool,
          format,
          banList,
          assumeResources: settings.assumeResources,
          ...(basicResource(pool.cards) ? { standardResource: basicResource(pool.cards)!.number } : {}),
          ...(req.names?.length ? { otherNames: new OtherNames(req.names) } : {}),
        },
        req.firstIndex,
      )
    } catch (e) {
      fail(id, { code: 'desk.failed', params: { error: e instanceof Error ? e.message : String(e) } })
    } finally {
      running.delete(id)
      cancelled.delete(id)
    }
  }

  return { handle, badCards: () => badCards }
}

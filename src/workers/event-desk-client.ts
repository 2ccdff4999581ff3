import type { CardPool } from '~/engine/cards/pool'
import type { DeskRow, DeskSettings } from '~/schemas/event'
import type { StoredCardNames } from '~/schemas/card-names'
import { DeskRequestSchema, DeskResponseSchema, type DeskList, type DeskRequest, type DeskResponse } from '~/schemas/event-messages'
import { createDeskHandler } from '~/workers/event-desk-handler'
import { nextTask } from '~/platform/schedule'
import { connectWorker, inlinePort, type WorkerConnection, type WorkerFailure, type WorkerPort, WorkerFailed } from './client'

export function createDeskWorker(): WorkerPort {
  // Where there are no workers (Node, tests) the handler runs in this thread.
  if (typeof Worker === 'undefined') return inlinePort((post) => createDeskHandler({ post, pause: nextTask }))
  return new Worker(new URL('./event-desk.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerPort
}

export class DeskCancelled extends Error {
  constructor() {
    super('Checking was cancelled.')
    this.name = 'DeskCancelled'
  }
}

/** The worker's failure in English, the words stores/event-desk.ts shows as a detail (it keeps no code for it yet). */
function inEnglish(f: WorkerFailure): string {
  return f.code === 'bad-answer' ? `bad message from the checker: ${f.detail ?? 'invalid'}` : `the checker stopped: ${f.detail ?? 'unknown error'}`
}

/** Cards per message: a chunk's copy into the worker is a short task of its own (the real pool: 5 messages). */
const CARD_CHUNK = 250

interface Run {
  onRows: (rows: DeskRow[]) => void
  onProgress: (done: number, total: number) => void
  resolve: (v: { count: number; banList: string | null }) => void
  reject: (e: Error) => void
}

/**
 * The desk's worker: the card pool is sent once (again when it changes), then each batch of lists is
 * checked there, its rows coming back in chunks, each checked against its schema here.
 */
export class DeskChecker {
  private worker: WorkerConnection<DeskRequest>
  private pools = new WeakMap<CardPool, string>()
  private sending: Promise<string> | null = null
  private sentFor: CardPool | null = null
  private runs = new Map<number, Run>()
  private nextId = 0
  private static poolCount = 0

  constructor(port: WorkerPort = createDeskWorker()) {
    this.worker = connectWorker(
      port,
      { request: DeskRequestSchema, response: DeskResponseSchema },
      {
        message: (m) => this.onMessage(m),
        failure: (failure) => this.failAll(new WorkerFailed(failure, inEnglish(failure))),
      },
    )
  }

  private onMessage(m: DeskResponse) {
    const run = m.id === null ? undefined : this.runs.get(m.id)
    if (!run) {
      if (m.type === 'error') this.failAll(new Error(m.message))
      return
    }
    switch (m.type) {
      case 'progress':
        return run.onProgress(m.done, m.total)
      case 'rows':
        return run.onRows(m.rows)
      case 'done':
        this.runs.delete(m.id)
        return run.resolve({ count: m.count, banList: m.banList })
      case 'cancelled':
        this.runs.delete(m.id)
        return run.reject(new DeskCancelled())
      case 'error':
        this.runs.delete(m.id!)
        return run.reject(new Error(m.message))
    }
  }

  private failAll(e: Error) {
    for (const run of this.runs.values()) run.reject(e)
    this.runs.clear()
  }

  private post(message: DeskRequest) {
    this.worker.send(message)
  }

  /** Send the pool (unless sent already), a chunk a task; resolves to its key. */
  sendPool(pool: CardPool): Promise<string> {
    if (this.sentFor === pool && this.sending) return this.sending
    this.sentFor = pool
    this.sending = (async () => {
      let key = this.pools.get(pool)
      if (!key) this.pools.set(pool, (key = `pool-${++DeskChecker.poolCount}`))
      const cards = pool.cards
      for (let k = 0; k === 0 || k < cards.length; k += CARD_CHUNK) {
        if (k > 0) await nextTask()
        this.post({ type: 'cards', pool: key, cards: cards.slice(k, k + CARD_CHUNK), last: k + CARD_CHUNK >= cards.length })
      }
      return key
    })()
    return this.sending
  }

  /** Check lists against `pool`; rows arrive through `onRows` as they are checked. Rejects with DeskCancelled on `signal`. */
  async check(
    pool: CardPool,
    lists: DeskList[],
    settings: DeskSettings,
    firstIndex: number,
    handlers: Pick<Run, 'onRows' | 'onProgress'>,
    signal?: AbortSignal,
    /** The card names in other languages the lists may be written with. */
    names: readonly StoredCardNames[] = [],
  ): Promise<{ count: number; banList: string | null }> {
    const key = await this.sendPool(pool)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const onAbort = () => this.post({ type: 'cancel', id })
      signal?.addEventListener('abort', onAbort, { once: true })
      const done =
        <T>(f: (v: T) => void) =>
        (v: T) => {
          signal?.removeEventListener('abort', onAbort)
          f(v)
        }
      this.runs.set(id, { ...handlers, resolve: done(resolve), reject: done(reject) })
      this.post({ type: 'check', id, pool: key, settings, firstIndex, lists, ...(names.length ? { names: [...names] } : {}) })
    })
  }

  dispose() {
    this.failAll(new DeskCancelled())
    this.worker.close()
  }
}

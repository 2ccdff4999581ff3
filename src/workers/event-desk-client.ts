import type { CardPool } from '~/engine/cards/pool'
import type { DeskRow, DeskSettings } from '~/schemas/event'
import type { StoredCardNames } from '~/schemas/card-names'
import { DeskRequestSchema, DeskResponseSchema, type DeskList, type DeskRequest, type DeskResponse } from '~/schemas/event-messages'
import { createDeskHandler } from '~/workers/event-desk-handler'
import { nextTask } from '~/platform/schedule'
import type { WorkerText } from '~/engine/messages/workers'
import { connectWorker, inlinePort, type WorkerConnection, type WorkerPort, WorkerFailed } from './client'

export function createDeskWorker(): WorkerPort {
  // Where there are no workers (Node, tests) the handler runs in this thread.
  if (typeof Worker === 'undefined') return inlinePort((post) => createDeskHandler({ post, pause: nextTask }))
  return new Worker(new URL('./event-desk.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerPort
}

/** A check cancelled (a new one started, or the desk closed): nothing to tell, so no words. */
export class DeskCancelled extends Error {
  override name = 'DeskCancelled'
}

/**
 * The worker could not do a run at all: its `problem` as a code for the page to word (engine/messages/workers.ts),
 * and its English `message` as it sent it, for a worker that sent no code.
 */
export class DeskRefused extends Error {
  override name = 'DeskRefused'
  constructor(
    readonly problem: WorkerText | undefined,
    message: string,
  ) {
    super(message)
  }
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
        // The failure is kept as its code (stores/event-desk.ts); the message is only what was said, if anything.
        failure: (failure) => this.failAll(new WorkerFailed(failure, failure.detail ?? '')),
      },
    )
  }

  private onMessage(m: DeskResponse) {
    const run = m.id === null ? undefined : this.runs.get(m.id)
    if (!run) {
      if (m.type === 'error') this.failAll(new DeskRefused(m.problem, m.message))
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
        return run.reject(new DeskRefused(m.problem, m.message))
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

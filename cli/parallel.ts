import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads'
import { CardPool } from '~/engine/cards/pool'
import type { Card } from '~/schemas/card'
import type { BanList } from '~/schemas/format'
import { checkOne, type CheckJob, type ListInput, type ListOutcome } from './check-lists'
import { requireFormat } from './io'

/**
 * A folder of lists checked by several threads: the main one and `threads - 1` workers. The main
 * thread loads the card data while the workers start, and hands them its cards (a copy costs a fifth
 * of an import); then every thread takes chunks of lists from one shared counter, so a thread that
 * starts late or meets longer lists simply takes fewer. The main thread waits for the workers
 * synchronously (Atomics), so the command stays a plain function; a worker that fails leaves its
 * chunks to the main thread.
 */

/** Lists per claim: small enough to balance, large enough that claiming costs nothing. */
const CHUNK = 100
/** Below this many lists a worker's start (its own module and card data) costs more than it saves. */
export const PARALLEL_FROM = 2000

/** Shared slots: [next list to claim, lists done, card data sent, then one state per worker, 0 while it starts]. */
const NEXT = 0
const DONE = 1
const CARDS = 2
const STATE = 3
const WORKING = 1
const FINISHED = 2
const FAILED = 3

/** What a worker is given: plain data only (structured clone). */
export interface WorkerJob {
  gundeckWorker: true
  index: number
  shared: SharedArrayBuffer
  port: MessagePort
  inputs: ListInput[]
  labels: string[]
  formatId: string
  banList: BanList | null
  assumeResources: boolean
  want: CheckJob['want']
}

type WorkerMessage = { start: number; outcomes: ListOutcome[] } | { error: string }
/** The main thread's card data, sent once it is loaded (null: it could not be, the run is over). */
type CardsMessage = { cards: readonly Card[] | null }

export function isWorkerJob(data: unknown): data is WorkerJob {
  return typeof data === 'object' && data !== null && (data as { gundeckWorker?: unknown }).gundeckWorker === true
}

/** Take chunks until none are left, handing each chunk's outcomes to `done`. */
function claimLoop(slots: Int32Array, total: number, check: (i: number) => ListOutcome, done: (start: number, outcomes: ListOutcome[]) => void): void {
  for (;;) {
    const start = Atomics.add(slots, NEXT, CHUNK)
    if (start >= total) return
    const end = Math.min(total, start + CHUNK)
    const outcomes: ListOutcome[] = []
    for (let i = start; i < end; i++) outcomes.push(check(i))
    Atomics.add(slots, DONE, outcomes.length)
    done(start, outcomes)
  }
}

/** A worker thread's whole life: take the main thread's card data, check chunks, post them back. */
export function runWorker(job: WorkerJob): void {
  const slots = new Int32Array(job.shared)
  const slot = STATE + job.index
  try {
    while (Atomics.load(slots, CARDS) === 0) Atomics.wait(slots, CARDS, 0)
    // Posted before the flag was raised; should it be slow to show, give it a moment.
    let sent = receiveMessageOnPort(job.port)
    for (let tries = 0; !sent && tries < 1000; tries++) {
      Atomics.wait(slots, CARDS, 1, 5)
      sent = receiveMessageOnPort(job.port)
    }
    const cards = (sent?.message as CardsMessage | undefined)?.cards
    if (!cards) return
    const pool = new CardPool(cards)
    const check: CheckJob = { format: requireFormat(job.formatId), banList: job.banList, assumeResources: job.assumeResources, want: job.want }
    Atomics.store(slots, slot, WORKING)
    claimLoop(
      slots,
      job.inputs.length,
      (i) => checkOne(job.inputs[i]!, job.labels[i]!, pool, check),
      (start, outcomes) => job.port.postMessage({ start, outcomes } satisfies WorkerMessage),
    )
    Atomics.store(slots, slot, FINISHED)
  } catch (e) {
    job.port.postMessage({ error: e instanceof Error ? e.message : String(e) } satisfies WorkerMessage)
    Atomics.store(slots, slot, FAILED)
  } finally {
    Atomics.notify(slots, slot)
    job.port.close()
  }
}

export interface ParallelRun {
  script: URL
  threads: number
  inputs: ListInput[]
  labels: string[]
  job: CheckJob
  /** The main thread's card pool: loaded after the workers are started, while they start. */
  loadPool: () => CardPool
  progress: ((done: number) => void) | null
}

/** A worker that has shown no progress for this long is given up: its lists are checked here. */
const STALL_MS = 60_000

export function checkInParallel(run: ParallelRun): { outcomes: ListOutcome[]; pool: CardPool; byWorkers: number } {
  const total = run.inputs.length
  const shared = new SharedArrayBuffer(4 * (STATE + run.threads))
  const slots = new Int32Array(shared)
  const workers: { worker: Worker; port: MessagePort }[] = []
  for (let index = 0; index < run.threads - 1; index++) {
    const { port1, port2 } = new MessageChannel()
    const data: WorkerJob = {
      gundeckWorker: true,
      index,
      shared,
      port: port2,
      inputs: run.inputs,
      labels: run.labels,
      formatId: run.job.format.id,
      banList: run.job.banList,
      assumeResources: run.job.assumeResources,
      want: run.job.want,
    }
    const worker = new Worker(run.script, { workerData: data, transferList: [port2], stdout: true, stderr: true })
    // A worker that cannot start leaves its state at 0 (starting): the main thread does its share. Its
    // error event comes after the run, when nothing waits for it any more.
    worker.on('error', () => {})
    worker.unref()
    workers.push({ worker, port: port1 })
  }
  const outcomes: (ListOutcome | undefined)[] = new Array<ListOutcome | undefined>(total)
  const end = () => workers.forEach((w) => void w.worker.terminate())
  let pool: CardPool
  const sendCards = (cards: readonly Card[] | null) => {
    for (const { port } of workers) port.postMessage({ cards } satisfies CardsMessage)
    Atomics.store(slots, CARDS, 1)
    Atomics.notify(slots, CARDS)
  }
  try {
    pool = run.loadPool()
  } catch (e) {
    sendCards(null)
    end()
    throw e
  }
  sendCards(pool.cards)
  let reported = 0
  const progress = () => {
    const done = Atomics.load(slots, DONE)
    if (run.progress && done > reported) {
      reported = done
      run.progress(done)
    }
  }
  claimLoop(
    slots,
    total,
    (i) => checkOne(run.inputs[i]!, run.labels[i]!, pool, run.job),
    (start, chunk) => {
      chunk.forEach((o, k) => (outcomes[start + k] = o))
      progress()
    },
  )
  // Every chunk is claimed; wait for the workers that took some. One still loading takes none now.
  workers.forEach((_, index) => {
    let seen = Atomics.load(slots, DONE)
    let since = Date.now()
    while (Atomics.load(slots, STATE + index) === WORKING) {
      Atomics.wait(slots, STATE + index, WORKING, 200)
      progress()
      const now = Atomics.load(slots, DONE)
      if (now !== seen) [seen, since] = [now, Date.now()]
      else if (Date.now() - since > STALL_MS) break
    }
  })
  let byWorkers = 0
  for (const { port } of workers) {
    for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
      const message = m.message as WorkerMessage
      if (!('outcomes' in message)) continue
      message.outcomes.forEach((o, k) => (outcomes[message.start + k] = o))
      byWorkers += message.outcomes.length
    }
    port.close()
  }
  end()
  // Whatever a failed or stalled worker left undone is checked here.
  for (let i = 0; i < total; i++) outcomes[i] ??= checkOne(run.inputs[i]!, run.labels[i]!, pool, run.job)
  progress()
  return { outcomes: outcomes as ListOutcome[], pool, byWorkers }
}

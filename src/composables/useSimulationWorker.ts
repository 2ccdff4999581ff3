import { getCurrentScope, onScopeDispose, ref, shallowRef } from 'vue'
import type { Opening } from '~/schemas/format'
import type { MonteCarloResult, PolicyEntryData, SimSpec } from '~/schemas/sim'
import { SimRequestSchema, SimResponseSchema, type CodedText, type SimRequest, type SimResponse, type SimWorkerProblem } from '~/schemas/sim-messages'
import { connectWorker, type WorkerConnection, type WorkerFailure, type WorkerPort } from '~/workers/client'
import { createSimWorker } from '~/workers/simulate-client'

export interface SimRunInput {
  spec: SimSpec
  opening: Opening
  /** Monte Carlo trials; 0 for exact odds only. */
  trials: number
  seed: number
}

export type SimOutcome =
  | {
      kind: 'result'
      exact: number | null
      monteCarlo: MonteCarloResult | null
      seed: number | null
      /** The warnings in English, and (when the worker sent them) what each says as data. */
      warnings: string[]
      warningTexts?: CodedText[]
      /** Under the 'optimal' redraw policy: the decision for every hand, with both chances. */
      policy: PolicyEntryData[] | null
      exactMs: number
      /** From posting the request to the answer, as the page saw it. */
      elapsedMs: number
    }
  | { kind: 'cancelled'; monteCarlo: MonteCarloResult; elapsedMs: number }
  | { kind: 'error'; message: string; texts?: CodedText[]; problem?: SimWorkerProblem; failure?: SimFailure }

/**
 * The worker itself failing, as a code the page words: an answer it could not read or the worker stopping
 * (workers/client.ts), the worker not starting (`detail`: the browser's words), or the page closing the
 * worker with runs still open. The outcome's `message` is then the detail, or empty.
 */
export type SimFailure = WorkerFailure | { code: 'not-started'; detail: string } | { code: 'disposed'; detail: null }

export interface SimProgress {
  done: number
  total: number
  monteCarlo: MonteCarloResult | null
}

export type SimStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error'

/**
 * Trials between progress reports: about ten reports a run, so the bar moves and Cancel is heard
 * within a fraction of a second, without paying the worker's pause between chunks too often.
 */
export function chunkFor(trials: number): number {
  return Math.min(250_000, Math.max(10_000, Math.ceil(trials / 10)))
}

interface Pending {
  resolve: (outcome: SimOutcome) => void
  startedAt: number
  onProgress?: (p: SimProgress) => void
}

/**
 * The simulation worker as Vue state: `run` drives the progress bar and results, `exact` answers
 * quick exact-only questions (the chart by turn) on the same worker, so the page never computes
 * odds on its own thread. Every answer is checked against the message schemas.
 */
export function useSimulationWorker(create: () => WorkerPort = createSimWorker) {
  let worker: WorkerConnection<SimRequest> | null = null
  let nextId = 1
  let current: number | null = null
  const pending = new Map<number, Pending>()

  const status = ref<SimStatus>('idle')
  const progress = shallowRef<SimProgress | null>(null)
  const outcome = shallowRef<SimOutcome | null>(null)

  function settle(id: number, result: SimOutcome) {
    const p = pending.get(id)
    if (!p) return
    pending.delete(id)
    p.resolve(result)
  }

  function failAll(failure: SimFailure) {
    for (const id of [...pending.keys()]) settle(id, { kind: 'error', message: failure.detail ?? '', failure })
  }
  /** An error of the worker's not tied to one request: every open one fails with its words. */
  function failAllWith(message: string) {
    for (const id of [...pending.keys()]) settle(id, { kind: 'error', message })
  }

  function onMessage(msg: SimResponse) {
    if (msg.type === 'error' && msg.id === null) {
      // An error the worker could not tie to a request: every open request is in doubt.
      failAllWith(msg.message)
      return
    }
    const id = msg.id
    const p = id === null ? undefined : pending.get(id)
    if (id === null || !p) return // an answer to a request nobody waits for any more
    const elapsedMs = performance.now() - p.startedAt
    switch (msg.type) {
      case 'progress':
        p.onProgress?.({ done: msg.done, total: msg.total, monteCarlo: msg.monteCarlo })
        break
      case 'result':
        settle(id, {
          kind: 'result',
          exact: msg.exact,
          monteCarlo: msg.monteCarlo,
          seed: msg.seed,
          warnings: msg.warnings,
          ...(msg.warningTexts ? { warningTexts: msg.warningTexts } : {}),
          policy: msg.policy,
          exactMs: msg.exactMs,
          elapsedMs,
        })
        break
      case 'cancelled':
        settle(id, { kind: 'cancelled', monteCarlo: msg.monteCarlo, elapsedMs })
        break
      case 'error':
        settle(id, { kind: 'error', message: msg.message, ...(msg.texts ? { texts: msg.texts } : {}), ...(msg.problem ? { problem: msg.problem } : {}) })
        break
    }
  }

  function ensure(): WorkerConnection<SimRequest> {
    if (worker) return worker
    const w: WorkerConnection<SimRequest> = connectWorker(
      create(),
      { request: SimRequestSchema, response: SimResponseSchema },
      {
        message: onMessage,
        failure(failure) {
          // A crashed or garbled worker is dropped; the next request starts a fresh one.
          w.close()
          if (worker === w) worker = null
          failAll(failure)
        },
      },
    )
    worker = w
    return w
  }

  function request(input: SimRunInput, onProgress?: (p: SimProgress) => void): { id: number; done: Promise<SimOutcome> } {
    const id = nextId++
    const done = new Promise<SimOutcome>((resolve) => pending.set(id, { resolve, startedAt: performance.now(), onProgress }))
    try {
      ensure().send({ type: 'run', id, spec: input.spec, opening: input.opening, trials: input.trials, seed: input.seed, chunk: chunkFor(input.trials) })
    } catch (e) {
      const detail = (e as Error).message
      settle(id, { kind: 'error', message: detail, failure: { code: 'not-started', detail } })
    }
    return { id, done }
  }

  /** Exact odds and Monte Carlo with progress; a run still going is cancelled first. */
  async function run(input: SimRunInput): Promise<SimOutcome> {
    cancel()
    status.value = 'running'
    outcome.value = null
    progress.value = { done: 0, total: input.trials, monteCarlo: null }
    const { id, done } = request(input, (p) => {
      if (current === id) progress.value = p
    })
    current = id
    const result = await done
    if (current === id) {
      current = null
      outcome.value = result
      status.value = result.kind === 'result' ? 'done' : result.kind === 'cancelled' ? 'cancelled' : 'error'
    }
    return result
  }

  /** Stops the running Monte Carlo after its current chunk; the trials so far are reported. */
  function cancel() {
    if (current !== null) worker?.send({ type: 'cancel', id: current })
  }

  /** Exact odds only (no trials): fast, for the chart by turn. */
  function exact(spec: SimSpec, opening: Opening): Promise<SimOutcome> {
    return request({ spec, opening, trials: 0, seed: 0 }).done
  }

  function dispose() {
    worker?.close()
    worker = null
    current = null
    failAll({ code: 'disposed', detail: null })
  }
  if (getCurrentScope()) onScopeDispose(dispose)

  /** Start the worker ahead of the first run, so its start-up is not counted in the run. */
  const warm = () => void ensure()

  return { status, progress, outcome, run, cancel, exact, warm, dispose }
}

/** What useSimulationWorker returns: runs, exact odds, progress and the last outcome. */
export type SimulationWorker = ReturnType<typeof useSimulationWorker>

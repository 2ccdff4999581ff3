import { describe, expect, it } from 'vitest'
import { effectScope } from 'vue'
import { opening, simDeck, spec } from '~/engine/testing/sim'
import { createSimHandler } from '~/workers/simulate-handler'
import { chunkFor, useSimulationWorker } from './useSimulationWorker'
import type { WorkerPort } from '~/workers/client'

/** The real message handler behind a Worker-shaped object, answering asynchronously like a worker. */
class FakeWorker implements WorkerPort {
  onmessage: WorkerPort['onmessage'] = null
  onerror: WorkerPort['onerror'] = null
  terminated = false
  sent: unknown[] = []
  private handler = createSimHandler({
    post: (m) => setTimeout(() => !this.terminated && this.onmessage?.({ data: m }), 0),
    pause: () => new Promise((r) => setTimeout(r, 0)),
  })
  postMessage(message: unknown) {
    this.sent.push(message)
    setTimeout(() => void this.handler.handle(structuredClone(message)), 0)
  }
  terminate() {
    this.terminated = true
  }
}

const eight = spec(simDeck({ 'GD01-001': 4, 'GD01-002': 4 }), [[['GD01-001', 'GD01-002'], 1]], { redraw: { kind: 'if-miss' } })

function setup() {
  const workers: FakeWorker[] = []
  const scope = effectScope()
  const sim = scope.run(() =>
    useSimulationWorker(() => {
      const w = new FakeWorker()
      workers.push(w)
      return w
    }),
  )!
  return { sim, workers, scope }
}

describe('useSimulationWorker', () => {
  it('runs exact and Monte Carlo in the worker, reporting progress, and ends "done"', async () => {
    const { sim, workers } = setup()
    const seen: number[] = []
    const outcome = sim.run({ spec: eight, opening: opening(), trials: 40_000, seed: 7 })
    expect(sim.status.value).toBe('running')
    const stop = setInterval(() => sim.progress.value && seen.push(sim.progress.value.done), 0)
    const result = await outcome
    clearInterval(stop)
    expect(result.kind).toBe('result')
    if (result.kind !== 'result') return
    // 8 hits in 50, redraw if the hand misses (the hand-computed value).
    expect(result.exact).toBeCloseTo(0.8567559, 6)
    expect(result.seed).toBe(7)
    expect(Math.abs(result.monteCarlo!.p - result.exact!)).toBeLessThan(4 * result.monteCarlo!.stdError)
    expect(sim.status.value).toBe('done')
    expect(sim.outcome.value).toEqual(result)
    expect(sim.progress.value!.done).toBe(40_000)
    expect(workers).toHaveLength(1)
    expect(workers[0]!.sent[0]).toMatchObject({ type: 'run', trials: 40_000, seed: 7, chunk: 10_000 })
  })

  it('the same seed gives the same Monte Carlo answer', async () => {
    const { sim } = setup()
    const a = await sim.run({ spec: eight, opening: opening(), trials: 20_000, seed: 99 })
    const b = await sim.run({ spec: eight, opening: opening(), trials: 20_000, seed: 99 })
    expect(a.kind === 'result' && b.kind === 'result' && a.monteCarlo!.hits === b.monteCarlo!.hits).toBe(true)
  })

  it('cancel stops the run between chunks and keeps the trials so far', async () => {
    const { sim } = setup()
    const outcome = sim.run({ spec: eight, opening: opening(), trials: 50_000_000, seed: 1 })
    while (!sim.progress.value?.monteCarlo) await new Promise((r) => setTimeout(r, 1))
    sim.cancel()
    const result = await outcome
    expect(result.kind).toBe('cancelled')
    if (result.kind === 'cancelled') {
      expect(result.monteCarlo.trials).toBeGreaterThan(0)
      expect(result.monteCarlo.trials).toBeLessThan(50_000_000)
    }
    expect(sim.status.value).toBe('cancelled')
  })

  it('a new run replaces a running one: the old one is cancelled and cannot overwrite the new result', async () => {
    const { sim } = setup()
    const first = sim.run({ spec: eight, opening: opening(), trials: 50_000_000, seed: 1 })
    while (!sim.progress.value?.monteCarlo) await new Promise((r) => setTimeout(r, 1))
    const second = await sim.run({ spec: eight, opening: opening(), trials: 10_000, seed: 2 })
    expect((await first).kind).toBe('cancelled')
    expect(second.kind).toBe('result')
    expect(sim.status.value).toBe('done')
    expect(sim.outcome.value).toEqual(second)
  })

  it('exact-only questions answer without trials, beside a run', async () => {
    const { sim } = setup()
    const run = sim.run({ spec: eight, opening: opening(), trials: 30_000, seed: 3 })
    const byTurn = await Promise.all([0, 1, 2].map((byTurn) => sim.exact({ ...eight, byTurn }, opening())))
    const ps = byTurn.map((o) => (o.kind === 'result' ? o.exact! : NaN))
    expect(ps[0]).toBeCloseTo(0.8567559, 6)
    // Each draw can only help (Q15: the first player draws on turn 1 too).
    expect(ps[1]).toBeGreaterThan(ps[0]!)
    expect(ps[2]).toBeGreaterThan(ps[1]!)
    expect(byTurn.every((o) => o.kind === 'result' && o.monteCarlo === null)).toBe(true)
    expect((await run).kind).toBe('result')
  })

  it('a question the engine refuses ends in "error" with its reason', async () => {
    const { sim } = setup()
    const small = spec(simDeck({ 'GD01-001': 4 }, 9), [[['GD01-001'], 1]])
    const result = await sim.run({ spec: small, opening: opening(), trials: 1000, seed: 1 })
    expect(result).toMatchObject({ kind: 'error' })
    expect(result.kind === 'error' && result.message).toContain('the deck has 9 cards')
    expect(sim.status.value).toBe('error')
  })

  it('a crashed worker fails the open requests and a fresh worker serves the next', async () => {
    const { sim, workers } = setup()
    const outcome = sim.run({ spec: eight, opening: opening(), trials: 50_000_000, seed: 1 })
    workers[0]!.onerror!({ message: 'boom' })
    const result = await outcome
    // A code and the browser's words, for the page to word.
    expect(result).toMatchObject({ kind: 'error', message: 'boom', failure: { code: 'stopped', detail: 'boom' } })
    expect(workers[0]!.terminated).toBe(true)
    const next = await sim.run({ spec: eight, opening: opening(), trials: 1000, seed: 1 })
    expect(next.kind).toBe('result')
    expect(workers).toHaveLength(2)
  })

  it('a malformed answer from the worker fails the open requests instead of hanging them', async () => {
    const { sim, workers } = setup()
    sim.warm()
    const outcome = sim.exact(eight, opening())
    workers[0]!.onmessage!({ data: { type: 'result', id: 'nope' } })
    expect(await outcome).toMatchObject({ kind: 'error', failure: { code: 'bad-answer', detail: expect.any(String) } })
  })

  it('a worker that cannot start fails the request with a code and what the browser said', async () => {
    const sim = effectScope().run(() =>
      useSimulationWorker(() => {
        throw new Error('no workers here')
      }),
    )!
    expect(await sim.exact(eight, opening())).toEqual({
      kind: 'error',
      message: 'no workers here',
      failure: { code: 'not-started', detail: 'no workers here' },
    })
  })

  it('stops its worker when the component scope ends, and the requests still open end with a code', async () => {
    const { sim, workers, scope } = setup()
    sim.warm()
    const open = sim.exact(eight, opening())
    scope.stop()
    expect(workers[0]!.terminated).toBe(true)
    expect(await open).toEqual({ kind: 'error', message: '', failure: { code: 'disposed', detail: null } })
  })

  it('reports about ten times a run, within bounds', () => {
    expect(chunkFor(1_000_000)).toBe(100_000)
    expect(chunkFor(1000)).toBe(10_000)
    expect(chunkFor(1_000_000_000)).toBe(250_000)
  })
})

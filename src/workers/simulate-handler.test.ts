import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { simulate } from '~/engine/sim'
import { basicGeneration } from '~/engine/testing/builders'
import { simDeck, spec } from '~/engine/testing/sim'
import { SimResponseSchema, type SimRequest, type SimResponse } from '~/schemas/sim-messages'
import { createSimHandler, WARM_UP_STEP, WARM_UP_TRIALS } from './simulate-handler'

const opening = getFormat('gcg')!.opening
const question = spec(simDeck({ 'GD01-001': 4, 'GD01-002': 4 }), [[['GD01-001', 'GD01-002'], 1]], { redraw: { kind: 'if-miss' } })

function harness(onPost?: (m: SimResponse, handle: (data: unknown) => Promise<void>) => void) {
  const posted: SimResponse[] = []
  const handler = createSimHandler({
    post: (m) => {
      posted.push(SimResponseSchema.parse(m))
      onPost?.(m, handler.handle)
    },
    pause: () => Promise.resolve(),
  })
  return { posted, handle: handler.handle }
}

const run = (extra: Partial<Extract<SimRequest, { type: 'run' }>> = {}): SimRequest => ({
  type: 'run',
  id: 1,
  spec: question,
  opening,
  trials: 40_000,
  seed: 77,
  chunk: 10_000,
  ...extra,
})

describe('simulation worker messages', () => {
  it('runs exact odds and Monte Carlo in chunks with progress, then the result', async () => {
    const { posted, handle } = harness()
    await handle(run())
    expect(posted.map((m) => m.type)).toEqual(['progress', 'progress', 'progress', 'progress', 'result'])
    expect(posted.filter((m) => m.type === 'progress').map((m) => m.type === 'progress' && m.done)).toEqual([10_000, 20_000, 30_000, 40_000])
    const result = posted.at(-1)!
    if (result.type !== 'result') throw new Error('no result')
    expect(result.exact).toBeCloseTo(0.8567559261, 9)
    expect(result.seed).toBe(77)
    expect(result.rngState).toHaveLength(4)
  })

  it('gives the same Monte Carlo answer as the CLI path for the same seed, chunks or not', async () => {
    const { posted, handle } = harness()
    await handle(run())
    const direct = simulate(question, opening, { trials: 40_000, seed: 77 })
    const result = posted.at(-1)!
    expect(result.type === 'result' && result.monteCarlo).toEqual(direct.ok && direct.monteCarlo)
  })

  it('stops on cancel between chunks and says how far it got', async () => {
    const { posted, handle } = harness((m, h) => {
      if (m.type === 'progress' && m.done === 20_000) void h({ type: 'cancel', id: 1 })
    })
    await handle(run())
    expect(posted.map((m) => m.type)).toEqual(['progress', 'progress', 'cancelled'])
    expect(posted.at(-1)).toEqual({ type: 'cancelled', id: 1, monteCarlo: expect.objectContaining({ trials: 20_000 }) })
  })

  it('after its first exact answer, warms the trial loop once in the background; the answers do not change', async () => {
    let pauses = 0
    const posted: SimResponse[] = []
    const handler = createSimHandler({ post: (m) => posted.push(m), pause: () => (pauses++, Promise.resolve()) })
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    await handler.handle(run({ id: 1, trials: 0 }))
    await settle()
    expect(pauses).toBe(Math.ceil(WARM_UP_TRIALS / WARM_UP_STEP))
    // Once per worker: the next exact answer does not warm again.
    await handler.handle(run({ id: 2, trials: 0 }))
    await settle()
    expect(pauses).toBe(Math.ceil(WARM_UP_TRIALS / WARM_UP_STEP))
    // Its own generator: the run gives what the CLI path gives for the same seed.
    await handler.handle(run({ id: 3 }))
    const result = posted.at(-1)!
    const direct = simulate(question, opening, { trials: 40_000, seed: 77 })
    expect(result.type === 'result' && result.monteCarlo).toEqual(direct.ok && direct.monteCarlo)
    expect(posted.filter((m) => m.type === 'result').map((m) => m.id)).toEqual([1, 2, 3])
  })

  it('stops warming as soon as a run starts', async () => {
    let pauses = 0
    const posted: SimResponse[] = []
    // A real pause (a task), as in the worker: the run's message gets in between two warm-up steps.
    const handler = createSimHandler({ post: (m) => posted.push(m), pause: () => (pauses++, new Promise((resolve) => setTimeout(resolve, 0))) })
    await handler.handle(run({ id: 1, trials: 0 }))
    await handler.handle(run({ id: 2 }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    // One warm-up step before the run came in, then the run's own 4 chunks.
    expect(pauses).toBe(1 + 4)
    expect(posted.at(-1)?.type).toBe('result')
  })

  it('with 0 trials gives exact odds only: monteCarlo and seed are null', async () => {
    const { posted, handle } = harness()
    await handle(run({ trials: 0 }))
    expect(posted).toEqual([expect.objectContaining({ type: 'result', monteCarlo: null, seed: null, rngState: null })])
  })

  it('answers a malformed message with an error naming the field, never a throw', async () => {
    const { posted, handle } = harness()
    await handle({ ...run(), spec: { ...question, groups: [{ cards: ['GD01-001'], atLeast: 0 }] } })
    await handle('hello')
    expect(posted).toEqual([
      {
        type: 'error',
        id: 1,
        message: expect.stringMatching(/^spec\.groups\.0\.atLeast: /),
        problem: { code: 'bad-request', detail: expect.stringMatching(/^spec\.groups\.0\.atLeast: /) },
      },
      { type: 'error', id: null, message: expect.any(String), problem: { code: 'bad-request', detail: expect.any(String) } },
    ])
    // A code and its detail (the page words it), and a message the page's schema reads.
    for (const m of posted) expect(SimResponseSchema.parse(m)).toEqual(m)
  })

  it('reports a question the opening cannot play as an error', async () => {
    const { posted, handle } = harness()
    await handle(run({ spec: { ...question, deck: [{ number: 'GD01-001', count: 8 }] } }))
    expect(posted).toEqual([
      {
        type: 'error',
        id: 1,
        message: expect.stringMatching(/the deck has 8 cards/),
        texts: [{ code: 'deck.too-small', params: expect.objectContaining({ cards: 8 }) }],
      },
    ])
  })

  it('rejects an opening whose redraw kind it does not know', async () => {
    const { posted, handle } = harness()
    await handle(run({ opening: { ...opening, redraws: [{ kind: 'mulligan', ref: 'x' }] } as never }))
    expect(posted).toEqual([
      {
        type: 'error',
        id: 1,
        message: expect.stringMatching(/^opening\.redraws\.0\.kind/),
        problem: { code: 'bad-request', detail: expect.stringMatching(/^opening\.redraws\.0\.kind/) },
      },
    ])
  })

  it('plays a Gundam War opening with the Basic GENERATION cards given in the question (no card data here)', async () => {
    const war = getFormat('gundam-war')!.opening
    const warQuestion = spec(simDeck({ 'U-1': 4, 'G-1': 10 }), [[['U-1'], 1]], { redraw: { kind: 'if-miss' } })
    const { posted, handle } = harness()
    await handle(run({ spec: { ...warQuestion, basicGeneration: ['G-1'] }, opening: war, trials: 0 }))
    const direct = simulate(warQuestion, war, { trials: 0, seed: 1, lookup: (n) => (n === 'G-1' ? basicGeneration('blue', { number: 'G-1' }) : undefined) })
    expect(posted).toEqual([expect.objectContaining({ type: 'result', exact: direct.ok && direct.exact })])
    await handle(run({ id: 2, spec: warQuestion, opening: war, trials: 0 }))
    expect(posted.at(-1)).toEqual({
      type: 'error',
      id: 2,
      message: expect.stringMatching(/no Basic GENERATION card .*give the card data or the deck's Basic GENERATION cards/),
      texts: [{ code: 'basic-generation.unknown', params: expect.objectContaining({ sample: false }) }],
    })
  })

  it('under the best decision: the policy in the result, the Monte Carlo through the same table, and a clear error when it cannot be solved', async () => {
    const best = spec(simDeck({ 'GD01-001': 4, 'GD01-002': 4 }), [[['GD01-001', 'GD01-002'], 2]], { redraw: { kind: 'optimal' }, byTurn: 3 })
    const { posted, handle } = harness()
    await handle(run({ spec: best, trials: 200_000, chunk: 100_000 }))
    const result = posted.at(-1)!
    if (result.type !== 'result') throw new Error(`expected a result, got ${result.type}`)
    const direct = simulate(best, opening, { trials: 0, seed: 1 })
    expect(result.exact).toBeCloseTo(direct.ok ? direct.exact! : NaN, 12)
    expect(result.policy!.map((e) => e.choice)).toEqual(['redraw', 'keep', 'keep', 'keep', 'keep', 'keep'])
    expect(Math.abs(result.monteCarlo!.p - result.exact!)).toBeLessThan(4 * result.monteCarlo!.stdError)
    // Other policies send no policy.
    await handle(run({ id: 2, trials: 0 }))
    expect(posted.at(-1)).toEqual(expect.objectContaining({ type: 'result', id: 2, policy: null }))
    // Too many overlapping groups for exact odds: the best decision is refused, said plainly.
    const numbers = Array.from({ length: 14 }, (_, i) => `GD01-0${10 + i}`)
    const tangled = spec(
      simDeck(Object.fromEntries(numbers.map((n) => [n, 3]))),
      Array.from({ length: 4 }, (_, g): [string[], number] => [numbers.filter((_, i) => (i + 1) & (1 << g)), 1]),
      { redraw: { kind: 'optimal' } },
    )
    await handle(run({ id: 3, spec: tangled, trials: 0 }))
    expect(posted.at(-1)).toEqual({
      type: 'error',
      id: 3,
      message: expect.stringMatching(/best redraw decision needs exact odds/),
      texts: [{ code: 'optimal.too-much-work', params: {} }],
    })
  })
})

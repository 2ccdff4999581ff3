import { describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, ref, shallowRef } from 'vue'
import { nextTask } from '~/platform/schedule'
import { CardPool } from '~/engine/cards/pool'
import { card } from '~/engine/testing/builders'
import { useCardSearch } from './useCardSearch'

/** A pool of `n` one-printing cards named `<prefix> <i>`. */
const pool = (n: number, prefix: string) =>
  new CardPool(Array.from({ length: n }, (_, i) => card({ number: `${prefix}-${String(i).padStart(5, '0')}`, name: `${prefix} ${i}` })))

function search(initial: CardPool | null, afterPaint = false) {
  const scope = effectScope()
  const options = {
    pool: shallowRef<CardPool | null>(initial),
    query: ref(''),
    sort: ref('number' as const),
    direction: ref('asc' as const),
    printings: ref('all' as const),
    afterPaint,
  }
  const found = scope.run(() => useCardSearch(options))!
  return { ...found, options, stop: () => scope.stop() }
}

/** Let the index's slices run, one message task after another, until `done` or a bound. */
async function until(done: () => boolean, tasks = 2000) {
  for (let i = 0; i < tasks && !done(); i++) await nextTask()
}

describe('useCardSearch', () => {
  it('indexes a small pool at once', () => {
    const s = search(pool(3, 'Small'))
    expect(s.preparing.value).toBe(false)
    expect(s.results.value).toHaveLength(3)
    s.stop()
  })

  it('with afterPaint, builds the index after the next frame, not in the task that brought the pool', async () => {
    const s = search(pool(3, 'Later'), true)
    expect(s.preparing.value).toBe(true)
    expect(s.results.value).toEqual([])
    await vi.waitFor(() => expect(s.preparing.value).toBe(false), { timeout: 3000 })
    expect(s.results.value).toHaveLength(3)
    s.stop()
  })

  it('indexes a big pool in slices (preparing meanwhile), then finds in it', async () => {
    const s = search(pool(25_000, 'Big'))
    expect(s.preparing.value).toBe(true)
    expect(s.results.value).toEqual([])
    await until(() => !s.preparing.value)
    expect(s.preparing.value).toBe(false)
    expect(s.results.value).toHaveLength(25_000)
    s.options.query.value = 'Big 24999'
    await nextTick()
    expect(s.results.value.map((r) => r.card.number)).toEqual(['Big-24999'])
    s.stop()
  })

  it('a new pool while a big one is still being indexed: the old slices stop and never show their rows', async () => {
    const s = search(pool(25_000, 'Old'))
    expect(s.preparing.value).toBe(true)
    await nextTask()
    s.options.pool.value = pool(2, 'New')
    await nextTick()
    expect(s.results.value.map((r) => r.card.name)).toEqual(['New 0', 'New 1'])
    // Long enough for the old pool's index to have finished, had it gone on.
    await until(() => false, 400)
    expect(s.preparing.value).toBe(false)
    expect(s.rows.value).toHaveLength(2)
    s.stop()
  })
})

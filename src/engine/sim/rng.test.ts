import { describe, expect, it } from 'vitest'
import { Rng } from './rng'

const take = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.next())

describe('xoshiro128** generator', () => {
  it('follows the published xoshiro128** steps from state [1, 2, 3, 4]', () => {
    // By hand: rotl(2 * 5, 7) * 9 = 11520; then s1 = 0 gives 0; then s1 = 1029 gives 5927040.
    expect(take(Rng.fromState([1, 2, 3, 4]), 3)).toEqual([11520, 0, 5927040])
  })

  it('gives the same sequence for the same seed and another for another seed', () => {
    expect(take(Rng.fromSeed(42), 20)).toEqual(take(Rng.fromSeed(42), 20))
    expect(take(Rng.fromSeed(42), 20)).not.toEqual(take(Rng.fromSeed(43), 20))
  })

  it('can save its state and resume exactly where it was', () => {
    const a = Rng.fromSeed(7)
    take(a, 1000)
    const saved = a.state()
    const rest = take(a, 50)
    const b = Rng.fromState(JSON.parse(JSON.stringify(saved)))
    expect(take(b, 50)).toEqual(rest)
  })

  it('refuses an all-zero state, which would never change', () => {
    expect(() => Rng.fromState([0, 0, 0, 0])).toThrow(/all-zero/)
  })

  it('draws integers below n evenly (chi-square over 50 cells)', () => {
    const rng = Rng.fromSeed(2024)
    const cells = new Array<number>(50).fill(0)
    const draws = 500_000
    let outside = 0
    for (let i = 0; i < draws; i++) {
      const x = rng.below(50)
      if (x >= 0 && x < 50 && Number.isInteger(x)) cells[x]!++
      else outside++
    }
    expect(outside).toBe(0)
    const expected = draws / 50
    const chi2 = cells.reduce((s, c) => s + (c - expected) ** 2 / expected, 0)
    // 49 degrees of freedom: the 99.9th percentile is about 85.
    expect(chi2).toBeLessThan(85)
  })
})

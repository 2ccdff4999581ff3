import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortInSteps } from './sort-steps'

function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const s = steps.next()
    if (s.done) return s.value
  }
}

describe('sorting in steps', () => {
  it('gives Array.prototype.sort’s stable order for any list, run size and step size (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 9 }), at: fc.nat() }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 20 }),
        (items, run, perStep) => {
          const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key
          expect(finish(sortInSteps(items, byKey, run, perStep))).toEqual(items.slice().sort(byKey))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('sorts names as the collator does, no step comparing more than a run’s sort or the step size, and leaves its input alone', () => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
    const names = Array.from({ length: 5000 }, (_, k) => `Unit ${(k * 7919) % 5000} ${k % 3 ? 'Mk-II' : 'Zaku'}`)
    const before = names.slice()
    let compared = 0
    const counted = (a: string, b: string) => (compared++, collator.compare(a, b))
    const steps = sortInSteps(names, counted, 512, 2000)
    const perStep: number[] = []
    let result: string[]
    for (;;) {
      compared = 0
      const s = steps.next()
      perStep.push(compared)
      if (s.done) {
        result = s.value
        break
      }
    }
    expect(result).toEqual(names.slice().sort(collator.compare))
    expect(names).toEqual(before)
    // A run of 512 takes about 512 × log2(512) comparisons; a merge step at most 2,000.
    expect(Math.max(...perStep)).toBeLessThanOrEqual(512 * 10)
    expect(perStep.length).toBeGreaterThan(15)
  })
})

import { describe, expect, it } from 'vitest'
import { groupBySet, unknownNumbers } from './by-set'

const e = (number: string, count: number, printing: string | null = null) => ({ number, printing, count })

describe('a deck by its card numbers alone', () => {
  it('groups lines by set, in order, with the copies of each set', () => {
    const groups = groupBySet([e('ST01-010', 2), e('GD01-003', 4), e('GD01-001', 3), e('GD01-001', 1, 'GD01-001_p1'), e('R-001', 1)])
    expect(groups.map((g) => [g.set, g.copies, g.entries.map((x) => x.printing ?? x.number)])).toEqual([
      ['GD01', 8, ['GD01-001', 'GD01-001_p1', 'GD01-003']],
      ['R', 1, ['R-001']],
      ['ST01', 2, ['ST01-010']],
    ])
  })

  it('names each number the card data lacks once, however many lines carry it', () => {
    const known = new Set(['GD01-001'])
    expect(unknownNumbers([e('GD01-009', 1), e('GD01-001', 4), e('GD01-009', 2, 'GD01-009_p1'), e('EB01-002', 1)], (n) => known.has(n))).toEqual([
      'EB01-002',
      'GD01-009',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { formatCount, formatPercent, plural } from './format'

describe('numbers in words', () => {
  it('writes a chance as a percent with the given decimals, spaced or not', () => {
    expect(formatPercent(0.8567)).toBe('85.7 %')
    expect(formatPercent(0.856756, 4)).toBe('85.6756 %')
    expect(formatPercent(0.4, 0, { spaced: false })).toBe('40%')
    expect(formatPercent(0.125, 0, { spaced: false })).toBe('13%')
    expect(formatPercent(0.004567, 2, { spaced: false })).toBe('0.46%')
    expect(formatPercent(1, 2)).toBe('100.00 %')
  })

  it('writes a count with its noun, singular only for one', () => {
    expect(plural(1, 'card')).toBe('1 card')
    expect(plural(0, 'copy', 'copies')).toBe('0 copies')
    expect(plural(2, 'copy', 'copies')).toBe('2 copies')
    expect(plural(1234, 'record')).toBe('1,234 records')
    expect(formatCount(50)).toBe('50')
  })
})

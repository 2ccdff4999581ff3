import { describe, expect, it } from 'vitest'
import { formatCount, formatPercent, plural } from './format'

describe('numbers in words', () => {
  it('writes a fraction as a percent, rounded to the digits asked for', () => {
    expect(formatPercent(0.125)).toBe('13%')
    expect(formatPercent(0.004567, 2)).toBe('0.46%')
    expect(formatPercent(1)).toBe('100%')
    expect(formatPercent(0)).toBe('0%')
  })

  it('writes a count with its noun, singular only for one', () => {
    expect(plural(1, 'card')).toBe('1 card')
    expect(plural(0, 'card')).toBe('0 cards')
    expect(plural(2, 'copy', 'copies')).toBe('2 copies')
    expect(plural(1234, 'record')).toBe('1,234 records')
    expect(formatCount(50)).toBe('50')
  })
})

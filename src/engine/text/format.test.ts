import { describe, expect, it } from 'vitest'
import { formatPercent, plural } from './format'

describe('formatPercent and plural', () => {
  it('writes a chance as a percent with the given decimals, spaced or not', () => {
    expect(formatPercent(0.8567)).toBe('85.7 %')
    expect(formatPercent(0.856756, 4)).toBe('85.6756 %')
    expect(formatPercent(0.4, 0, { spaced: false })).toBe('40%')
    expect(formatPercent(1, 2)).toBe('100.00 %')
  })

  it('picks the word by the count', () => {
    expect(plural(1, 'copy', 'copies')).toBe('1 copy')
    expect(plural(0, 'copy', 'copies')).toBe('0 copies')
    expect(plural(1200, 'card')).toBe('1,200 cards')
  })
})

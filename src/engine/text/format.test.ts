import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDateTime, formatDecimal, formatPercent, plural } from './format'

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

  it('writes decimals without grouping, and stored times as dates (text that is no time comes back as it was)', () => {
    expect(formatDecimal(2.5, 2)).toBe('2.50')
    expect(formatDecimal(12345.678, 1)).toBe('12345.7')
    expect(formatDecimal(-0.333, 2)).toBe('-0.33')
    const at = '2026-11-25T06:15:20.000Z'
    expect(formatDateTime(at)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)))
    expect(formatDate(at)).toContain('2026')
    expect(formatDate(at)).not.toContain(':')
    expect(formatDateTime('not a time')).toBe('not a time')
  })
})

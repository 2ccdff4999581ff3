import { describe, expect, it } from 'vitest'
import { capitalise, formatBytes, formatCount, formatDigits, formatDate, formatDateTime, formatDecimal, formatPercent, plural, pluralForm } from './format'

describe('numbers in words', () => {
  it('writes a chance as a percent with the given decimals, one style: a space before the sign', () => {
    expect(formatPercent(0.8567)).toBe('85.7 %')
    expect(formatPercent(0.856756, 4)).toBe('85.6756 %')
    expect(formatPercent(0.4, 0)).toBe('40 %')
    expect(formatPercent(0.125, 0)).toBe('13 %')
    expect(formatPercent(0.004567, 2)).toBe('0.46 %')
    expect(formatPercent(1, 2)).toBe('100.00 %')
  })

  it('writes a count with its noun, singular only for one', () => {
    expect(plural(1, 'card')).toBe('1 card')
    expect(plural(0, 'copy', 'copies')).toBe('0 copies')
    expect(plural(2, 'copy', 'copies')).toBe('2 copies')
    expect(plural(1234, 'record')).toBe('1,234 records')
    expect(formatCount(50)).toBe('50')
    expect(plural(1, 'history entry', 'history entries')).toBe('1 history entry')
    expect(plural(2, 'history entry', 'history entries')).toBe('2 history entries')
    expect(pluralForm(1, 'is', 'are')).toBe('is')
    expect(pluralForm(0, 'is', 'are')).toBe('are')
    expect(pluralForm(3, 'Shield')).toBe('Shields')
  })

  it('capitalises the first letter of a sentence and nothing else', () => {
    expect(capitalise('three colors: white 34')).toBe('Three colors: white 34')
    expect(capitalise('EX Resource')).toBe('EX Resource')
    expect(capitalise('')).toBe('')
  })

  it('writes a count a script reads back without separators, in any locale', () => {
    expect(formatDigits(10000)).toBe('10000')
    expect(formatDigits(1234567, 'ja-JP')).toBe('1234567')
    expect(formatDigits(1234567, 'de-DE')).toBe('1234567')
    expect(formatCount(10000)).toBe('10,000')
  })

  it('takes another locale where a catalogue gives one, English by default', () => {
    expect(formatCount(1234, 'de-DE')).toBe('1.234')
    expect(formatCount(12, 'de-DE')).toBe('12')
    expect(formatPercent(0.5, 1, 'de-DE')).toMatch(/^50,0\s%$/)
    expect(formatDecimal(2.5, 2, 'de-DE')).toBe('2,50')
    expect(formatBytes(1.5 * 1024 * 1024, 'de-DE')).toBe('1,5 MB')
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB')
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB')
    // Below a kilobyte, the unit in words in the reader's language.
    expect([formatBytes(0), formatBytes(1), formatBytes(80)]).toEqual(['0 bytes', '1 byte', '80 bytes'])
    expect(formatBytes(80, 'ja-JP')).toBe('80 バイト')
    // Japanese has one plural form: the `many` form is never picked.
    expect(plural(1, 'card', 'cards', 'ja-JP')).toBe('1 cards')
    expect(capitalise('istanbul', 'tr-TR')).toBe('İstanbul')
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

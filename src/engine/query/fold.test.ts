import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fold } from './values'

/** fold as first written: every string through the whitespace regex, changed or not. */
function reference(s: string): string {
  const t = /^[\u0000-\u007f]*$/.test(s)
    ? s
    : s
        .normalize('NFKC')
        .replace(/[‘’`´]/g, "'")
        .replace(/[“”]/g, '"')
  return t.replace(/\s+/g, ' ').trim().toLowerCase()
}

describe('fold', () => {
  it('folds case, width, quotes and whitespace', () => {
    expect(fold('  Ｇundam\tMk-II\n ')).toBe('gundam mk-ii')
    expect(fold('“Char’s”\u3000Zaku')).toBe('"char\'s" zaku')
    expect(fold('one two')).toBe('one two')
  })

  it('answers as the reference does for any text, spaces of every kind included (generated)', () => {
    const char = fc.constantFrom(
      'a',
      'B',
      ' ',
      '  ',
      '\t',
      '\n',
      '\r',
      '\u00a0',
      '\u3000',
      '\u2028',
      '\ufeff',
      'Ｇ',
      '’',
      '“',
      '”',
      '`',
      '´',
      '【',
      'é',
      '-',
      '1',
    )
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), (parts) => {
        const s = parts.join('')
        expect(fold(s)).toBe(reference(s))
      }),
      { numRuns: 5000 },
    )
  })
})

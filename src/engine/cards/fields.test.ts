import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isNone, printingRank, readCardType, readGameCardType } from './fields'

describe('card fields read by hand, as their regular expressions read them', () => {
  it('isNone: only empty, blank or a lone dash (generated)', () => {
    expect([null, undefined, '', ' ', '-', ' – ', '—', '\t-\n'].map(isNone)).toEqual(Array(8).fill(true))
    expect(['a', '0', '--', '- -', 'x-', 'Ｇ', '(Zeon)', 0, false].map(isNone)).toEqual(Array(9).fill(false))
    const char = fc.constantFrom('-', '–', '—', ' ', '\t', '\n', '\u00a0', 'a', 'Z', '0', '9', '(', '_', 'é', '【')
    fc.assert(
      fc.property(fc.array(char, { maxLength: 5 }), (parts) => {
        const s = parts.join('')
        expect(isNone(s)).toBe(/^\s*[-–—]?\s*$/.test(s))
      }),
      { numRuns: 3000 },
    )
  })

  it('printingRank: the number after a final _p, else 0 (generated)', () => {
    expect(printingRank('GD01-001')).toBe(0)
    expect(printingRank('GD01-001_p1')).toBe(1)
    expect(printingRank('GD01-001_P12')).toBe(12)
    expect(printingRank('_p3')).toBe(3)
    expect(printingRank('GD01-001_p')).toBe(0)
    expect(printingRank('GD01-001p2')).toBe(0)
    const char = fc.constantFrom('_', 'p', 'P', 'q', '0', '1', '7', '-', 'G', 'ｐ', '٣')
    fc.assert(
      fc.property(fc.array(char, { maxLength: 7 }), (parts) => {
        const id = parts.join('')
        const m = /_p(\d+)$/i.exec(id)
        expect(printingRank(id)).toBe(m ? Number(m[1]) : 0)
      }),
      { numRuns: 3000 },
    )
  })

  it('card types: each spelling read once gives the same answer every time, for any game', () => {
    for (let round = 0; round < 2; round++) {
      expect(readCardType('UNIT')).toBe('unit')
      expect(readCardType(' Unit Token ')).toBe('unit-token')
      expect(readCardType('EX_BASE')).toBe('ex-base')
      expect(readCardType('no such type')).toBeUndefined()
      expect(readGameCardType('gcg', 'UNIT')).toEqual({ type: 'unit' })
      const gcgTypes = ['unit', 'pilot', 'command', 'base', 'resource', 'unit-token', 'ex-base', 'ex-resource']
      expect(readGameCardType('gcg', 'CHARACTER')).toMatchObject({ code: 'type.other-game', params: { written: 'CHARACTER', game: 'gcg' } })
      expect(readGameCardType('gcg', 'widget')).toMatchObject({
        code: 'type.unknown',
        params: { written: 'widget', game: 'gcg', allowed: expect.arrayContaining(gcgTypes) },
      })
      expect(readGameCardType('gcg', '  ')).toEqual({ code: 'type.empty', params: {}, error: 'type is empty' })
      // The English message stays beside the code, for the import report.
      expect(readGameCardType('gcg', 'CHARACTER')).toMatchObject({
        error: expect.stringContaining('"CHARACTER" is not a Gundam Card Game card type (unit, pilot,'),
      })
    }
  })

  it('card types: a file of thousands of made-up spellings is read right to the last', () => {
    for (let k = 0; k < 2500; k++) expect(readCardType(`type ${k}`)).toBeUndefined()
    expect(readCardType('Pilot')).toBe('pilot')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS } from '../../tests/fuzz'
import { readCsvRows, readSimpleCsvRows } from './csv'

// The quick split of simple CSV stands in for papaparse only where it gives the same rows and lines.
const cell = fc.stringMatching(/^[A-Za-z0-9 _\-+=@.()[\]#/:ガンダム]{0,8}$/)
const filled = fc.stringMatching(/^[A-Za-z0-9ガ]{1,8}$/)
/** A row of two cells or more with something in the first (`blank`: any cells, maybe one, maybe all blank). */
const row = (blank: boolean) =>
  fc.tuple(blank ? cell : filled, fc.array(cell, { minLength: blank ? 0 : 1, maxLength: 5 })).map(([first, rest]) => [first, ...rest].join(','))
const csv = (blank: boolean) =>
  fc
    .tuple(row(blank), fc.array(fc.oneof(row(blank), fc.constant('')), { maxLength: 12 }), fc.boolean())
    .map(([header, rows, bom]) => `${bom ? '\uFEFF' : ''}${[`${header},x`, ...rows].join('\n')}`)

describe('readSimpleCsvRows', () => {
  it('gives the rows and lines papaparse gives, for CSV with no quotes and commas only', () => {
    fc.assert(
      fc.property(csv(false), (text) => {
        expect(readSimpleCsvRows(text)).toEqual(readCsvRows(text))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('a row of blanks or of one cell leaves the text to papaparse (its line count and delimiter guess differ there)', () => {
    fc.assert(
      fc.property(csv(true), (text) => {
        const simple = readSimpleCsvRows(text)
        if (simple) expect(simple).toEqual(readCsvRows(text))
      }),
      { numRuns: FUZZ_RUNS },
    )
    expect(readSimpleCsvRows('a,b\n , \n1,2')).toBeNull()
    expect(readSimpleCsvRows('a,b\nalone\n1,2')).toBeNull()
  })

  it('leaves anything else to papaparse: quotes, carriage returns, other delimiters', () => {
    for (const csv of ['a,"b,c"\n1,2', 'a,b\r\n1,2', 'a\tb\n1\t2', 'a;b\n1;2', 'a|b\n1|2', 'no commas\nat all']) expect(readSimpleCsvRows(csv)).toBeNull()
  })
})

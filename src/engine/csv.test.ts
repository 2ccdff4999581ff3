import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS } from '../../tests/fuzz'
import { readCsvRows, readSimpleCsvRows, safeCell, unsafeCell, writeCsv } from './csv'

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

describe('cells no spreadsheet runs as a formula', () => {
  /** Where any spreadsheet could start a cell: the cell's start and right after any separator it may split on. */
  const runs = (cell: string) => /^[\t\r]/.test(cell) || /(^|[,;\t\r\n])[=+\-@]/.test(cell)

  it('neutralises a formula after a separator inside the cell, not only at its start', () => {
    expect(safeCell('x;=SUM(1+1);y')).toBe("x;'=SUM(1+1);y")
    expect(safeCell('=1')).toBe("'=1")
    expect(safeCell('a\t@cmd')).toBe("a\t'@cmd")
    expect(safeCell('Zaku Ⅱ (Char), +1 AP')).toBe('Zaku Ⅱ (Char), +1 AP')
    expect(safeCell('GD01-001')).toBe('GD01-001')
  })

  it('gives back any text exactly, and what it writes starts no formula anywhere', () => {
    const text = fc.stringMatching(/^[a-z '=+\-@,;\t\r\n]{0,12}$/)
    fc.assert(
      fc.property(text, (s) => {
        const written = safeCell(s)
        expect(unsafeCell(written)).toBe(s)
        expect(runs(written)).toBe(false)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('quotes a cell holding another separator, so a spreadsheet splitting on ";" or tabs keeps it whole, and reads back as written', () => {
    const name = 'x;=SUM(1+1);y'
    const csv = writeCsv(
      ['name', 'count'],
      [
        [name, '4'],
        ['tab\there', '1'],
      ],
    )
    expect(csv).toBe('name,count\n"x;\'=SUM(1+1);y",4\n"tab\there",1\n')
    // A reader splitting each line on ";" alone (quotes respected) sees no cell that starts a formula.
    for (const line of csv.split('\n')) for (const cell of line.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)) expect(runs(cell.replace(/^"/, ''))).toBe(false)
    expect(readCsvRows(csv).rows.map((r) => r.cells.map(unsafeCell))).toEqual([
      ['name', 'count'],
      [name, '4'],
      ['tab\there', '1'],
    ])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_RUNS } from '../../../tests/fuzz'
import { CollectionSchema, type CollectionRow } from '~/schemas/collection'
import { card, pool } from '../testing/builders'
import { applyChanges, indexCollection } from './model'
import { missingForDeck } from './missing'
import { addDeckToCollection, readCollectionCsv, readCollectionList, writeCollectionCsv, writeCollectionList, writeMissingCsv, writeMissingText } from './io'

const rows: CollectionRow[] = [
  { number: 'GD01-001', printing: 'GD01-001', owned: 3, trade: 1, note: 'one signed, "mint"' },
  { number: 'GD01-001', printing: 'GD01-001_p1', owned: 1 },
  { number: 'ST01-010', printing: 'ST01-010', owned: 2, note: '=SUM(A1)' },
]

describe('collection CSV', () => {
  it('writes our columns and reads back the same rows', () => {
    const text = writeCollectionCsv(rows)
    expect(text.split('\n')[0]).toBe('number,printing,owned,trade,note')
    // A note that a spreadsheet would run as a formula is written with a leading quote.
    expect(text).toContain("'=SUM(A1)")
    const back = readCollectionCsv(text)
    expect(back.problems).toEqual([])
    expect(back.items).toEqual(rows)
  })
  it('names the line and field of each bad row and keeps the good ones', () => {
    const text = [
      'owned,number,printing,trade',
      '2,GD01-001,,',
      'two,GD01-002,,',
      '1,GD01-003,GD01-004,',
      '1,GD01-005,,3',
      '1,,,',
      '4,gd01-006,GD01-006_P2,1.5',
      '10000,GD01-007,,',
    ].join('\n')
    const read = readCollectionCsv(text)
    expect(read.items).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 2 }])
    expect(read.problems.map((p) => [p.line, p.field])).toEqual([
      [3, 'owned'],
      [4, 'printing'],
      [5, 'trade'],
      [6, 'number'],
      [7, 'trade'],
      [8, 'owned'],
    ])
    expect(read.problems[0]!.message).toBe("line 3, owned: not a whole number: 'two'")
    expect(read.problems[1]!.message).toContain('GD01-004 is not a printing of GD01-003')
  })
  it('refuses a header without the number or owned column, and an empty file', () => {
    expect(readCollectionCsv('card,qty\nGD01-001,2\n').problems).toEqual([
      {
        line: 1,
        field: 'number',
        message: "line 1: the header has no 'number' column (expected number,printing,owned,trade,note)",
        text: { code: 'collection.no-column', params: { line: 1, column: 'number' } },
      },
    ])
    expect(readCollectionCsv('').problems[0]).toMatchObject({ message: expect.stringMatching(/empty/), text: { code: 'collection.empty' } })
  })
  it('adds up a printing written on two rows, with its trade counts and notes', () => {
    const read = readCollectionCsv('number,printing,owned,trade,note\nGD01-001,,2,1,a\nGD01-001,GD01-001,1,,b\n')
    expect(read.items).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 3, trade: 1, note: 'a; b' }])
  })
})

describe('collection as a plain list', () => {
  it('writes one printing a line and reads it back as the same copies', () => {
    const text = writeCollectionList(rows)
    expect(text).toBe('3 GD01-001\n1 GD01-001_p1\n2 ST01-010\n')
    const read = readCollectionList(text)
    expect(read.problems).toEqual([])
    expect(applyChanges([], read.items, 'replace')).toEqual(rows.map((r) => ({ number: r.number, printing: r.printing, owned: r.owned })))
  })
  it('reads the deck reader dialects (sections, 4x, names) and adds to or replaces the collection', () => {
    const cards = pool([card({ number: 'GD01-002', name: 'Zaku II' })])
    const read = readCollectionList('Main deck\n4x GD01-002 Zaku II\nResource deck\n2 R-001\n', cards.lookup)
    expect(read.items).toEqual([
      { number: 'GD01-002', printing: 'GD01-002', count: 4 },
      { number: 'R-001', printing: 'R-001', count: 2 },
    ])
    const added = applyChanges(rows, read.items, 'add')
    expect(added.length).toBe(5)
    expect(applyChanges(rows, read.items, 'replace').map((r) => r.printing)).toEqual(['GD01-002', 'R-001'])
  })
  it('passes on the deck reader errors with their lines', () => {
    const read = readCollectionList('4 GD01-001\n99999 GD01-002\n')
    expect(read.problems.length).toBeGreaterThan(0)
    expect(read.problems[0]!.line).toBe(2)
  })
})

describe('a deck added to the collection', () => {
  it('adds every section, each line as its printing', () => {
    const deck = {
      main: [
        { number: 'GD01-001', printing: 'GD01-001_p1', count: 1 },
        { number: 'GD01-001', printing: null, count: 2 },
      ],
      resource: [{ number: 'R-001', printing: null, count: 10 }],
      sideboard: [],
      ex: [{ number: 'EXB-001', printing: null, count: 1 }],
    }
    const after = addDeckToCollection(rows, deck)
    const c = indexCollection(after)
    expect(c.byPrinting.get('GD01-001_p1')).toBe(2)
    expect(c.byPrinting.get('GD01-001')).toBe(5)
    expect(c.byNumber.get('R-001')).toBe(10)
    expect(c.byNumber.get('EXB-001')).toBe(1)
    // The row kept its note and trade count.
    expect(after[0]).toEqual({ ...rows[0], owned: 5 })
  })
})

describe('missing list export', () => {
  it('writes text and CSV naming the printing a deck asked for', () => {
    const list = missingForDeck(
      {
        main: [
          { number: 'GD01-009', printing: 'GD01-009_p1', count: 2 },
          { number: 'GD01-001', printing: null, count: 4 },
        ],
        resource: [],
        sideboard: [],
      },
      indexCollection(rows),
    )
    expect(writeMissingText(list)).toBe('2 GD01-009_p1\n')
    expect(writeMissingCsv(list)).toBe('number,printings,need,owned,missing\nGD01-009,GD01-009_p1,2,0,2\n')
  })
})

describe('collection readers on any input', () => {
  it('never throw, and every row read is one storage accepts', () => {
    const cell = fc.oneof(fc.constantFrom('GD01-001', 'gd01-001_p1', 'GD01-002', '', '3', '-1', '1e3', '"', '=1', 'x'), fc.string({ maxLength: 12 }))
    const csv = fc
      .array(fc.array(cell, { maxLength: 6 }), { maxLength: 8 })
      .map((rows) => ['number,printing,owned,trade,note', ...rows.map((r) => r.join(','))].join('\n'))
    fc.assert(
      fc.property(fc.oneof(csv, fc.string({ maxLength: 200 })), (text) => {
        const read = readCollectionCsv(text)
        expect(CollectionSchema.safeParse(read.items).success).toBe(true)
        for (const p of read.problems) expect(p.line).toBeGreaterThanOrEqual(1)
        readCollectionList(text)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

import { describe, expect, it } from 'vitest'
import { card, pool as makePool } from '../testing/builders'
import { parseDeckList, readSectionHeader } from './parse'
import { readDeckList } from './read'

// Our own pool, shaped like the real one where it matters to readers.
const cards = [
  card({ number: 'GD01-013', name: 'Gundam' }),
  card({ number: 'ST01-001', name: 'Gundam' }),
  card({ number: 'ST01-002', name: 'Gundam (MA Form)' }),
  card({ number: 'ST03-007', name: 'Zaku Ⅰ' }),
  card({ number: 'ST04-008', name: 'Strike Dagger' }),
  card({ number: 'GD01-008', name: 'Guntank' }),
  card({ number: 'GD01-001', name: 'Gundam Mk-Ⅱ' }),
  card({ number: 'GD03-043', name: 'Messer Type-F02' }),
  card({ number: 'GD02-010', name: "Char's “Red Comet” Zaku" }),
  card({ number: 'GD02-011', name: 'Airframe\u200B Seizure', type: 'command' }),
  card({ number: 'R-001', name: 'Resource', type: 'resource', color: null }),
  card({ number: 'U-S1', name: 'War Card', game: 'gundam-war' }),
]
const pool = makePool(cards)
const plain = (list: { number: string; printing: string | null; count: number }[]) => list.map(({ number, printing, count }) => ({ number, printing, count }))
const one = (text: string) => {
  const r = parseDeckList(text, pool)
  expect(r.diagnostics).toEqual([])
  return plain(r.main)
}

describe('parseDeckList reads every dialect', () => {
  const e = (number: string, count = 4, printing: string | null = null) => [{ number, printing, count }]
  it.each([
    ['canonical with a name', '4 GD01-013 Gundam', e('GD01-013')],
    ['canonical without a name', '4 GD01-013', e('GD01-013')],
    ['4x', '4x GD01-013', e('GD01-013')],
    ['4 x', '4 x ST04-008', e('ST04-008')],
    ['trailing x4', 'GD01-013 x4', e('GD01-013')],
    ['glued x4', 'GD01-013x4', e('GD01-013')],
    ['Limitless, name first and Ⅰ', '4 Zaku Ⅰ ST03-007', e('ST03-007')],
    ['EGMAN with model', '4 ST03-007 Zaku I | MS-05', e('ST03-007')],
    ['DeckPlanet', '2 Guntank [GD01-008]', e('GD01-008', 2)],
    ['name then (number)', '4x Gundam (ST01-001)', e('ST01-001')],
    ['number - name', '4x GD01-001 - Gundam Mk-II', e('GD01-001')],
    ['printing kept', '3 GD01-013_p1 Gundam', e('GD01-013', 3, 'GD01-013_p1')],
    ['lower-case number', '4 gd01-013_P2', e('GD01-013', 4, 'GD01-013_p2')],
    ['Gundam War number', '3 U-S1', e('U-S1', 3)],
    ['a name that looks like a number', '4 Messer Type-F02', e('GD03-043')],
  ])('%s: %s', (_, text, expected) => expect(one(text)).toEqual(expected))

  it('reads simulator one-liners, with or without spaces', () => {
    expect(one('4xST01-001,2xST01-002, 4x GD01-013 ;GD01-008x1')).toEqual([
      { number: 'ST01-001', printing: null, count: 4 },
      { number: 'ST01-002', printing: null, count: 2 },
      { number: 'GD01-013', printing: null, count: 4 },
      { number: 'GD01-008', printing: null, count: 1 },
    ])
  })

  it('mixes dialects, comments, blank lines, a BOM, CRLF and tabs in one list', () => {
    const r = parseDeckList('\uFEFF# my deck\r\n// by me\r\n\r\n\t4 GD01-013 Gundam\r\n2 Guntank [GD01-008]\r\n4 Zaku Ⅰ ST03-007\r\nGD01-013 x2\r\n', pool)
    expect(r.diagnostics).toEqual([])
    expect(plain(r.main)).toEqual([
      { number: 'GD01-013', printing: null, count: 6 },
      { number: 'GD01-008', printing: null, count: 2 },
      { number: 'ST03-007', printing: null, count: 4 },
    ])
    expect(r.main[0]!.lines).toEqual([4, 7])
  })

  it.each([
    ['// Main Deck', 'main'],
    ['Main deck (50):', 'main'],
    ['# Main deck (50). The official page lists no resource deck.', 'main'],
    ['Resource Deck', 'resource'],
    ['Resources: 10', 'resource'],
    ['**Sideboard**', 'sideboard'],
    ['Side Deck (10)', 'sideboard'],
    ['SB:', 'sideboard'],
    ['## Main Deck - 50 cards', 'main'],
    ['Deck by Amuro', null],
    ['# ST01 Earth Federation', null],
  ])('section header %s -> %s', (line, section) => expect(readSectionHeader(line)).toBe(section))

  it('puts entries under their section; a Resource outside any section goes to the resource deck (5-1-1-4)', () => {
    const r = parseDeckList('10 R-001\n4 GD01-013\nSideboard\n2 GD01-008\nMain deck\n1 ST01-001\nSB: 1 ST04-008\nResource deck:\n1 GD01-001', pool)
    expect(r.diagnostics).toEqual([])
    expect({ main: plain(r.main), resource: plain(r.resource), sideboard: plain(r.sideboard) }).toEqual({
      main: [
        { number: 'GD01-013', printing: null, count: 4 },
        { number: 'ST01-001', printing: null, count: 1 },
      ],
      resource: [
        { number: 'R-001', printing: null, count: 10 },
        { number: 'GD01-001', printing: null, count: 1 },
      ],
      sideboard: [
        { number: 'GD01-008', printing: null, count: 2 },
        { number: 'ST04-008', printing: null, count: 1 },
      ],
    })
  })

  it('type-group headers (Units: 24) only label lines, they open no section', () => {
    const r = parseDeckList('Units: 4\n4 GD01-013\nResources (10)\n10 R-001', pool)
    expect([plain(r.main), plain(r.resource)]).toEqual([[{ number: 'GD01-013', printing: null, count: 4 }], [{ number: 'R-001', printing: null, count: 10 }]])
  })
})

describe('name-only lines are resolved through the card pool', () => {
  it.each([
    ['4 Zaku I', 'ST03-007'],
    ['4 zaku ⅰ', 'ST03-007'],
    ['4 Ｚａｋｕ Ｉ', 'ST03-007'],
    ['4 Gundam Mk-II', 'GD01-001'],
    ['4 Guntank', 'GD01-008'],
    ['4 "Guntank"', 'GD01-008'],
    ['4 Char\'s "Red Comet" Zaku', 'GD02-010'],
    ['4 Airframe Seizure', 'GD02-011'],
  ])('%s -> %s', (text, number) => expect(one(text)).toEqual([{ number, printing: null, count: 4 }]))

  it('a name printed on several numbers is an error listing them, never a guess (2-1-1)', () => {
    const r = parseDeckList('4 GD01-008\n  4 Gundam', pool)
    expect(r.main.map((e) => e.number)).toEqual(['GD01-008'])
    expect(r.diagnostics).toEqual([
      {
        line: 2,
        column: 5,
        severity: 'error',
        message: expect.stringContaining('"Gundam" is the name of 2 cards (GD01-013, ST01-001)'),
        code: 'card-name.ambiguous',
        params: { name: 'Gundam', numbers: ['GD01-013', 'ST01-001'] },
      },
    ])
  })

  it('an unknown name, and a name without card data, are errors at the name', () => {
    expect(parseDeckList('4 Nothing Like It', pool).diagnostics).toEqual([
      {
        line: 1,
        column: 3,
        severity: 'error',
        message: expect.stringContaining('no card is named "Nothing Like It"'),
        code: 'card-name.unknown',
        params: { name: 'Nothing Like It' },
      },
    ])
    expect(parseDeckList('4 Guntank', pool.lookup).diagnostics[0]!.message).toContain('cannot be looked up without card data')
    expect(parseDeckList('4 Guntank', pool.lookup).diagnostics[0]).toMatchObject({ code: 'card-name.needs-card-data', params: { name: 'Guntank' } })
  })
})

describe('problems are diagnostics with line and column, never exceptions', () => {
  it('reports unreadable lines and bad counts where they are', () => {
    const r = parseDeckList('4 GD01-013\n   what is this\n0 GD01-008\n10000 GD01-008', pool)
    expect(r.diagnostics.map(({ line, column }) => [line, column])).toEqual([
      [2, 4],
      [3, 1],
      [4, 1],
    ])
    expect(r.diagnostics[1]!.message).toContain('count 0 must be from 1 to 9999')
    expect(r.diagnostics.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'line.unreadable', params: { text: 'what is this' } },
      { code: 'count.out-of-range', params: { written: '0', max: 9999 } },
      { code: 'count.out-of-range', params: { written: '10000', max: 9999 } },
    ])
  })

  it('readDeckList tells text, CSV, JSON and deck codes apart', () => {
    expect(readDeckList('4 GD01-013', pool).source).toBe('text')
    expect(readDeckList('count,number\n4,GD01-013', pool).source).toBe('csv')
    expect(readDeckList('  {"kind":"gundeck-deck","version":1,"main":[]}', pool).source).toBe('json')
    expect(readDeckList('gd1.AAA', pool).source).toBe('code')
    expect(readDeckList('https://example.org/gundeck/#/d/gd1.AAA', pool).source).toBe('code')
  })
})

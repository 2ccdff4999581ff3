import { describe, expect, it } from 'vitest'
import { DECK_NAME_MAX, DeckCardsSchema, DeckNameSchema, type DeckEntry } from '~/schemas/deck'
import type { BanList } from '~/schemas/format'
import { registrationSheetHtml } from '~/io/print/registration-sheet'
import { getFormat } from '../formats/registry'
import { MAX_DECK_CODE_CHARS } from '../limits'
import { legalFixture } from '../testing/builders'
import { forgeDeckCode } from '../testing/forged-code'
import { validateDeck } from '../validate'
import { decodeDeckCode } from './code'
import { readDeckList } from './read'
import { DECK_LIST_FORMATS, writeDeckList } from './write'

const format = getFormat('gcg')!
const fx = legalFixture()
// TS05-100 stands for a banned card; TS01-100 (4 copies in the fixture deck) is legal.
const banned = fx.fillers[0]!.number
const banList: BanList = {
  id: 'test',
  game: 'gcg',
  name: 'Test list',
  date: '2026-01-01',
  source: 'test',
  notes: [],
  banned: [{ number: banned, name: fx.fillers[0]!.name }],
  restricted: [],
  bannedPairs: [],
  cardGroups: [],
}
const disguised = (): Record<'main' | 'resource' | 'sideboard', DeckEntry[]> => ({
  main: fx.deck.main.map((e, i) => ({ number: e.number, printing: i === 0 ? banned : null, count: e.count })),
  resource: fx.deck.resource.map((e) => ({ number: e.number, printing: null, count: e.count })),
  sideboard: [],
})
const strip = (list: readonly DeckEntry[]) => list.map(({ number, printing, count }) => ({ number, printing, count }))

describe('one reader contract: a printing belongs to its card number (2-1-1)', () => {
  it('a deck code whose line is TS01-100 printed as a banned number is refused, naming both ids', () => {
    const code = forgeDeckCode(disguised(), 'Disguise')
    for (const read of [readDeckList(code, fx.pool), readDeckList(`https://example.org/#/d/${code}`, fx.pool)]) {
      const errors = read.diagnostics.filter((d) => d.severity === 'error')
      expect(errors).toHaveLength(1)
      expect(errors[0]!.message).toContain(`printing ${banned} is not a printing of card TS01-100`)
      expect([...read.main, ...read.resource].some((e) => e.printing === banned)).toBe(false)
      expect(validateDeck(read, fx.pool.lookup, format, banList).legal).toBe(false)
    }
    expect(decodeDeckCode(code).diagnostics[0]!.message).toMatch(/entry 1 of the main section: printing TS05-100 is not a printing of card TS01-100/)
    expect(decodeDeckCode(code).diagnostics[0]).toMatchObject({
      code: 'code.foreign-printing',
      params: { section: 'main', entry: 1, number: 'TS01-100', printing: banned },
    })
  })

  it('a deck that holds such a line anyway (saved before, or built by hand) is not legal, and the message names both ids', () => {
    const result = validateDeck(disguised(), fx.pool.lookup, format, banList)
    expect(result.legal).toBe(false)
    const v = result.violations.find((x) => x.rule === 'unknown-card')!
    expect(v.message).toContain(`Printing ${banned} is not a printing of card TS01-100`)
    expect(v.cards).toEqual(['TS01-100'])
    // Without card data too: the check needs only the two ids.
    expect(validateDeck(disguised(), () => undefined, format).violations.some((x) => x.message.includes(`Printing ${banned} is not a printing`))).toBe(true)
  })

  it('no export and no registration sheet ever prints a printing of another number', () => {
    for (const to of DECK_LIST_FORMATS) {
      const written = writeDeckList(disguised(), to, fx.pool, { name: 'Disguise' })
      const back = readDeckList(written, fx.pool)
      expect(
        back.diagnostics.filter((d) => d.severity === 'error'),
        to,
      ).toEqual([])
      expect(strip(back.main)[0], to).toEqual({ number: 'TS01-100', printing: null, count: 4 })
      if (to !== 'code') expect(written, to).not.toContain(banned)
    }
    const deck = disguised()
    const html = registrationSheetHtml({ deck, lookup: fx.pool.lookup, format, banList, result: validateDeck(deck, fx.pool.lookup, format, banList) })
    expect(html).not.toContain(`<td class="number">${banned}</td>`)
    expect(html).toContain('<td class="number">TS01-100</td>')
  })

  it('the JSON and CSV readers refuse such a line, naming the field or line', () => {
    const json = readDeckList(JSON.stringify({ kind: 'gundeck-deck', version: 1, main: [{ number: 'TS01-100', printing: banned, count: 4 }] }), fx.pool)
    expect(json.diagnostics[0]!.message).toMatch(/main\.0\.printing: TS05-100 is not a printing of TS01-100/)
    // The schema's own words stay its own, in a parameter.
    expect(json.diagnostics[0]).toMatchObject({ code: 'json.invalid-field', params: { field: 'main.0.printing', error: expect.stringContaining(banned) } })
    const csv = readDeckList(`section,count,number,printing\nmain,4,TS01-100,${banned}\n`, fx.pool)
    expect(csv.diagnostics[0]!.message).toMatch(/line 2, column printing: printing TS05-100 is not a printing of TS01-100/)
    expect(csv.diagnostics[0]).toMatchObject({ line: 2, column: 4, code: 'csv.foreign-printing', params: { printing: banned, number: 'TS01-100' } })
  })
})

describe('one reader contract: what a reader hands on, storage takes', () => {
  const jsonDeck = (name: string) => JSON.stringify({ kind: 'gundeck-deck', version: 1, name, main: [{ number: 'TS01-100', printing: null, count: 4 }] })

  it(`a name over ${DECK_NAME_MAX} characters is shortened to what storage holds, with a warning that says so`, () => {
    for (const read of [
      readDeckList(jsonDeck('W'.repeat(200))),
      readDeckList(forgeDeckCode({ main: [{ number: 'TS01-100', printing: null, count: 4 }] }, 'W'.repeat(200))),
    ]) {
      expect(read.name).toBe('W'.repeat(DECK_NAME_MAX))
      expect(DeckNameSchema.safeParse(read.name).success).toBe(true)
      expect(read.diagnostics).toEqual([
        expect.objectContaining({
          severity: 'warning',
          message: expect.stringContaining(`the deck name is 200 characters; a deck name holds at most ${DECK_NAME_MAX}`),
          code: 'deck-name.too-long',
          params: { length: 200, max: DECK_NAME_MAX, shortened: 'W'.repeat(40) },
        }),
      ])
    }
    // An emoji on the limit is not cut in half.
    const emoji = readDeckList(jsonDeck(`${'W'.repeat(DECK_NAME_MAX - 1)}😀 and more`)).name!
    expect(emoji).toBe('W'.repeat(DECK_NAME_MAX - 1))
  })

  it('a name of only spaces is no name (the caller picks a default); spaces around a name are trimmed', () => {
    expect(readDeckList(jsonDeck('   ')).name).toBeUndefined()
    expect(readDeckList(jsonDeck(' \t\n ')).diagnostics).toEqual([])
    expect(readDeckList(forgeDeckCode({ main: [{ number: 'TS01-100', printing: null, count: 4 }] }, '    ')).name).toBeUndefined()
    expect(readDeckList(jsonDeck('  Blue\n White  ')).name).toBe('Blue White')
  })

  it('an entry storage would refuse is an error on its line and left out: what remains saves', () => {
    const long = `AB-${'1'.repeat(37)}` // 40 characters: a number storage takes, but not with `_p1` after it
    const read = readDeckList(`section,count,number,printing\nmain,4,TS01-100,\nmain,2,${long},p1\n`, fx.pool)
    expect(read.diagnostics).toEqual([expect.objectContaining({ line: 3, severity: 'error', message: expect.stringMatching(/^line 3: .*printing: Too big/) })])
    expect(read.diagnostics[0]).toMatchObject({ code: 'entry.refused', params: { id: `${long}_p1`, field: 'printing', entry: null } })
    expect(strip(read.main)).toEqual([{ number: 'TS01-100', printing: null, count: 4 }])
    expect(DeckCardsSchema.safeParse({ main: strip(read.main), resource: strip(read.resource), sideboard: strip(read.sideboard) }).success).toBe(true)
  })
})

describe('one reader contract: the size limits of limits.ts', () => {
  it(`a deck code over ${MAX_DECK_CODE_CHARS / 1024} KB is refused with its size, even when it is a valid code`, () => {
    const entries = Array.from({ length: 1200 }, (_, i) => ({
      number: `TS${String(i % 90).padStart(2, '0')}-${String(i % 999).padStart(3, '0')}`,
      printing: `TS${String(i % 90).padStart(2, '0')}-${String(i % 999).padStart(3, '0')}_p${100 + i}`,
      count: 1,
    }))
    const code = forgeDeckCode({ main: entries })
    expect(code.length).toBeGreaterThan(MAX_DECK_CODE_CHARS)
    const read = readDeckList(code)
    expect(read.main).toEqual([])
    expect(read.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', message: expect.stringMatching(/^deck code: the code is \d+ KB; the limit is 16 KB/) }),
    ])
    expect(read.diagnostics[0]).toMatchObject({ code: 'code.too-long', params: { chars: code.length, limit: MAX_DECK_CODE_CHARS } })
  })

  it('a JSON or CSV deck list over 1 MB is refused with its size, nothing read', () => {
    const json = `{"kind":"gundeck-deck","version":1,"main":[{"number":"TS01-100","printing":null,"count":4}]${' '.repeat(1_700_000)}}`
    const csv = `count,number\n4,TS01-100\n${'#'.repeat(1_300_000)}\n`
    for (const text of [json, csv]) {
      const read = readDeckList(text, fx.pool)
      expect(read.main).toEqual([])
      expect(read.diagnostics).toEqual([
        expect.objectContaining({ severity: 'error', message: expect.stringMatching(/the deck list is 1\.\d MB; the limit is 1 MB; nothing was read/) }),
      ])
      // Too big to be read at all: the reason, nested, is the size.
      expect(read.diagnostics[0]).toMatchObject({
        code: 'list.unreadable',
        params: { reason: { code: 'list.too-big', params: { input: 'list', bytes: new TextEncoder().encode(text).length, limit: 1024 * 1024 } } },
      })
    }
  })
})

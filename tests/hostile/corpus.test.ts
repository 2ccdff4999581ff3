import { describe, expect, it } from 'vitest'
import { FileReadError, fileTextChunks, readFileText } from '~/platform/read-file'
import { isStorageFullError } from '~/platform/storage'
import { parseDeckList } from '~/engine/decklist/parse'
import { legalFixture } from '~/engine/testing/builders'
import { parseQuery, searchCards } from '~/engine/query'
import { readBackup } from '~/io/backup'
import { exportCardsCsv, importCardsCsv } from '~/io/cards/csv'
import { importCardFile, importCardFiles } from '~/io/cards/detect'
import { importGcgApiNdjsonChunks } from '~/io/cards/ndjson-stream'
import { MAX_DECK_LIST_BYTES, MAX_DECK_LIST_LINES, MAX_QUERY_CHARS, MAX_QUERY_DEPTH } from '~/engine/limits'
import { CardSchema } from '~/schemas/card'

// Hostile input, reader by reader: whatever comes in, a result or a clear error comes out; nothing
// throws, nothing hangs, and text stays text (no markup is interpreted, no formula reaches a spreadsheet).

const f = legalFixture()
const gcg = (over: Record<string, unknown> = {}) => ({
  product_id: 'GD01-001',
  card_number: 'GD01-001',
  name: 'Gundam',
  card_type: 'UNIT',
  color: 'Blue',
  level: 4,
  cost: 3,
  ap: 3,
  hp: 3,
  ...over,
})
const json = (v: unknown) => ({ name: 'cards.json', text: JSON.stringify(v) })
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{ constructor.constructor("alert(1)")() }}',
  'javascript:alert(1)',
]
const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']
const allValid = (cards: unknown[]) => cards.every((c) => CardSchema.safeParse(c).success)

async function* chunks(...parts: string[]) {
  yield* parts
}

describe('script tags and HTML in names', () => {
  it('card importers keep markup as plain text, unchanged', () => {
    for (const name of MARKUP) {
      const r = importCardFile(json([gcg({ name })]))
      expect(r.cards[0]?.name).toBe(name)
    }
    const csv = importCardsCsv(`number,name,type\nGD01-001,"${MARKUP[1]!.replace(/"/g, '""')}",unit`)
    expect(csv.cards[0]?.name).toBe(MARKUP[1])
  })

  it('the search box treats markup as words to look for', () => {
    const rows = f.pool.cards.flatMap((card) => card.printings.map((printing) => ({ card, printing })))
    for (const q of MARKUP) {
      const r = searchCards(rows, q)
      for (const e of r.errors) expect(e.end).toBeLessThanOrEqual(q.length)
    }
    expect(searchCards(rows, MARKUP[0]!).results).toEqual([])
  })

  it('exported CSV neutralises every cell that a spreadsheet would run as a formula', () => {
    const cards = FORMULAS.map((name, i) => ({
      ...f.cards[0]!,
      number: `TS09-00${i}`,
      name,
      text: name,
      traits: [name],
      printings: [{ id: `TS09-00${i}`, rarity: name, set: null, imageUrl: null }],
    }))
    const csv = exportCardsCsv(cards)
    for (const line of csv.split('\n').slice(1)) {
      for (const cell of line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []) {
        const value = cell.replace(/,$/, '').replace(/^"|"$/g, '')
        expect(value, line).not.toMatch(/^[=+\-@\t\r]/)
      }
    }
    // ... and our own importer reads them back as they were.
    expect(
      importCardsCsv(csv)
        .cards.map((c) => c.name)
        .sort(),
    ).toEqual([...FORMULAS].sort())
  })
})

describe('huge and negative counts', () => {
  it('deck lists report counts outside 1-9999 with their line', () => {
    const r = parseDeckList(['-4 GD01-001', '0 GD01-002', '99999999999999999999999 GD01-003', '1e9 GD01-004', '10000 GD01-005', '4 GD01-006'].join('\n'))
    expect(r.main.map((e) => [e.number, e.count])).toEqual([['GD01-006', 4]])
    expect(r.diagnostics.map((d) => d.line)).toEqual([1, 2, 3, 4, 5])
  })

  it('card stats that are huge, negative or not numbers are reported by field', () => {
    const r = importCardFile(
      json([
        gcg({ level: 1e308 }),
        gcg({ product_id: 'GD01-002', card_number: 'GD01-002', cost: -1 }),
        gcg({ product_id: 'GD01-003', card_number: 'GD01-003', ap: 'NaN' }),
      ]),
    )
    expect(r.cards).toEqual([])
    expect(r.errors.map((e) => e.field)).toEqual(['level', 'cost', 'ap'])
  })

  it('backups with impossible counts are refused, naming the field', () => {
    const deck = { id: 'd', name: 'x', format: 'gcg', game: 'gcg', notes: '', tags: [], createdAt: 'a', updatedAt: 'b', revision: 0, deletedAt: null }
    const backup = { kind: 'gundeck-backup', version: 1, createdAt: 'now', app: '', settings: {}, dataset: null, deckHistory: [], cards: null }
    for (const count of [-1e308, 1e308, 0, 2.5, 'four']) {
      const r = readBackup(
        JSON.stringify({ ...backup, decks: [{ ...deck, cards: { main: [{ number: 'GD01-001', printing: null, count }], resource: [], sideboard: [] } }] }),
      )
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error).toMatch(/^The backup is damaged: decks\[0\]\.cards\.main\[0\]\.count: /)
    }
  })
})

// What these check is that nothing throws, not how fast: a loaded machine may take longer than the 5 s default.
describe('100,000-line inputs', { timeout: 60_000 }, () => {
  const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n')

  it('a 100,000-line deck list is refused at once with the limit', () => {
    const r = parseDeckList(lines(100_000, () => '1 A-1'))
    expect(r.main).toEqual([])
    expect(r.diagnostics).toHaveLength(1)
    expect(r.diagnostics[0]!.message).toContain(`the limit is ${MAX_DECK_LIST_LINES}`)
  })

  it('a deck list over the size limit is refused before it is read', () => {
    const r = parseDeckList('4 GD01-001 ' + 'x'.repeat(MAX_DECK_LIST_BYTES))
    expect(r.main).toEqual([])
    expect(r.diagnostics.map((d) => d.message)).toEqual(['the deck list is over the limit of 1 MB; nothing was read'])
  })

  it('a 100,000-line NDJSON file streams through, broken lines counted by number', async () => {
    const text = lines(100_000, (i) => (i % 1000 === 0 ? JSON.stringify(gcg({ product_id: `GD01-${i}`, card_number: `GD01-${i}` })) : 'x'))
    const r = await importGcgApiNdjsonChunks(chunks(text.slice(0, 500_000), text.slice(500_000)))
    expect(r.imported).toBe(100)
    expect(r.skipped).toBe(99_900)
    expect(r.errors.length).toBeLessThanOrEqual(99_900)
  })

  it('a 100,000-row CSV imports, or reports, without throwing', () => {
    const r = importCardsCsv('number,name,type\n' + lines(100_000, (i) => `TS${i},Card ${i},${i % 2 ? 'unit' : 'dragon'}`))
    expect(r.imported + r.skipped).toBe(100_000)
    expect(allValid(r.cards.slice(0, 50))).toBe(true)
  })

  it('a 100,000-character query is cut to the limit, and said so', () => {
    const q = 'c:blue '.repeat(100_000 / 7)
    const r = parseQuery(q)
    expect(r.errors.map((e) => [e.code, e.params])).toContainEqual(['query.too-long', { chars: q.length, max: MAX_QUERY_CHARS }])
    expect(r.errors.some((e) => e.message.includes(`only the first ${MAX_QUERY_CHARS.toLocaleString('en-US')}`))).toBe(true)
  })
})

describe('unicode look-alikes', () => {
  // Fullwidth digits, Cyrillic О, a Unicode hyphen, a zero-width space: none may pass for GD01-001.
  const fakes = ['GD01-００1', 'GDО1-001', 'GD01‐001', 'GD01-0\u200b01', 'ＧＤ01-001']
  it('deck lists do not take them for real card numbers', () => {
    for (const fake of fakes) {
      const r = parseDeckList(`4 ${fake}`, f.pool.lookup)
      const numbers = [...r.main, ...r.resource].map((e) => e.number)
      expect(
        numbers.every((n) => f.pool.get(n) === undefined),
        fake,
      ).toBe(true)
    }
  })

  it('card importers keep look-alike names distinct', () => {
    const r = importCardFile(json([gcg({ name: 'Zaku' }), gcg({ product_id: 'GD01-002', card_number: 'GD01-002', name: 'Zаku' /* Cyrillic а */ })]))
    expect(new Set(r.cards.map((c) => c.name)).size).toBe(2)
  })
})

describe('NUL bytes', () => {
  it('deck lists drop NULs and read the line', () => {
    expect(parseDeckList('4 GD01\u0000-001').main.map((e) => e.number)).toEqual(['GD01-001'])
  })
  it('card files with NULs import or report, never throw', () => {
    for (const text of ['\u0000', `[${JSON.stringify(gcg({ name: 'Gun\u0000dam' }))}]`, 'number,name,type\nGD01-001,A\u0000B,unit', '\u0000'.repeat(10_000)]) {
      const r = importCardFile({ name: 'cards.csv', text })
      expect(allValid(r.cards)).toBe(true)
    }
  })
  it('queries and backups with NULs are read or refused', () => {
    expect(() => parseQuery('c:\u0000blue')).not.toThrow()
    expect(readBackup('\u0000{}').ok).toBe(false)
  })
})

describe('broken UTF-8', () => {
  const bytes = new Uint8Array([0x5b, 0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d, 0x5d]) // [{"n":"\xc3(\xff"}]
  it('a dropped file that is not UTF-8 is refused with its name', async () => {
    const file = Object.assign(new Blob([bytes]), { name: 'cards.json' })
    await expect(readFileText(file)).rejects.toThrow(FileReadError)
    await expect(readFileText(file)).rejects.toThrow('cards.json is not UTF-8 text.')
  })
  it('a streamed NDJSON file that is not UTF-8 is refused too', async () => {
    const file = Object.assign(new Blob([bytes]), { name: 'cards.ndjson' })
    await expect(importGcgApiNdjsonChunks(fileTextChunks(file))).rejects.toThrow('cards.ndjson is not UTF-8 text.')
  })
})

describe('deeply nested JSON', () => {
  for (const depth of [1000, 100_000]) {
    it(`card files, errata and backups nested ${depth} deep are refused, not a crash`, () => {
      for (const text of [nested(depth), nestedObject(depth), `[${JSON.stringify(gcg()).slice(0, -1)},"level":${nested(depth)}}]`]) {
        const r = importCardFile({ name: 'cards.json', text })
        expect(r.cards).toEqual([])
        expect(r.errors.length).toBeGreaterThan(0)
        expect(readBackup(text).ok).toBe(false)
      }
      const files = importCardFiles([json([gcg()]), { name: 'errata.json', text: nested(depth) }])
      expect(files.cards).toHaveLength(1)
    })
  }

  it('NDJSON lines nested deep are reported by line', async () => {
    const r = await importGcgApiNdjsonChunks(chunks(`${JSON.stringify(gcg())}\n${nested(100_000)}\n`))
    expect(r.cards).toHaveLength(1)
    expect(r.skipped).toBe(1)
  })

  it('queries nested deeper than the limit are refused with an error', () => {
    for (const q of ['('.repeat(5000) + 'c:blue' + ')'.repeat(5000), '-'.repeat(5000) + 'x', '(-'.repeat(MAX_QUERY_DEPTH) + 'x']) {
      const r = parseQuery(q)
      expect(
        r.errors.some((e) => e.message.includes(`nested more than ${MAX_QUERY_DEPTH} levels`)),
        q.slice(0, 10),
      ).toBe(true)
      expect(() => searchCards([], q)).not.toThrow()
    }
    expect(parseQuery('('.repeat(MAX_QUERY_DEPTH - 1) + 'c:blue' + ')'.repeat(MAX_QUERY_DEPTH - 1)).errors).toEqual([])
  })
})

describe('storage errors', () => {
  it('a full disk is recognised however IndexedDB or Dexie wraps it', () => {
    expect(isStorageFullError(new DOMException('x', 'QuotaExceededError'))).toBe(true)
    expect(isStorageFullError({ name: 'AbortError', message: 'aborted', inner: new DOMException('quota exceeded', 'QuotaExceededError') })).toBe(true)
    expect(isStorageFullError(new Error('ConstraintError: key already exists'))).toBe(false)
    expect(isStorageFullError(null)).toBe(false)
  })
})

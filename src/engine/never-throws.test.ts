import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { importCardFile } from '../io/cards/detect'
import { importCardsCsv } from '../io/cards/csv'
import { parseDeckList } from './decklist/parse'
import { readNamesFile } from './cards/names-file'
import { LANGUAGE_TAG } from '~/schemas/stored'
import { FORMATS } from './formats/registry'
import { legalFixture } from './testing/builders'
import { validateDeck } from './validate'
import { FUZZ_RUNS } from '../../tests/fuzz'

// Readers and the validator face whatever users paste or drop: they report, they never throw.
const RUNS = FUZZ_RUNS
const f = legalFixture()

const entryArb = fc.record({
  number: fc.oneof(fc.constantFrom(...f.cards.map((c) => c.number)), fc.string({ maxLength: 12 })),
  printing: fc.option(fc.string({ minLength: 1, maxLength: 14 }), { nil: null }),
  count: fc.integer({ min: -5, max: 100_000 }),
  lines: fc.option(fc.array(fc.integer(), { maxLength: 3 }), { nil: undefined }),
  names: fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: undefined }),
})

describe('never throws (fast-check)', () => {
  it('validateDeck on arbitrary decks, for every format', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 20 }),
        fc.array(entryArb, { maxLength: 5 }),
        fc.array(entryArb, { maxLength: 5 }),
        (main, resource, sideboard) => {
          for (const format of FORMATS.values()) {
            const r = validateDeck({ main, resource, sideboard }, f.pool.lookup, format)
            expect(typeof r.legal).toBe('boolean')
          }
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('parseDeckList on arbitrary text, and what it reads validates', () => {
    const line = fc.oneof(
      fc.string(),
      fc.constantFrom('Main deck:', '# Resource deck (10)', '// Sideboard', '4 TS01-100 Fixture 0', '10 TR-001', '0 X-1', '99999999999 A-1'),
    )
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) => {
        const list = parseDeckList(lines.join(eol), f.pool.lookup)
        for (const d of list.diagnostics) expect(d.line).toBeGreaterThan(0)
        validateDeck(list, f.pool.lookup, FORMATS.get('gcg')!)
      }),
      { numRuns: RUNS },
    )
  })

  it('card importers on arbitrary text and JSON', () => {
    const json = fc.oneof(
      fc.json(),
      fc
        .array(fc.dictionary(fc.constantFrom('product_id', 'card_number', 'name', 'card_type', 'level', 'color', 'code', 'cardType', 'id'), fc.jsonValue()), {
          maxLength: 5,
        })
        .map((a) => JSON.stringify(a)),
    )
    fc.assert(
      fc.property(fc.oneof(fc.string(), json), fc.constantFrom('cards.json', 'cards.ndjson', 'cards.csv', 'x'), (text, name) => {
        const r = importCardFile({ name, text })
        expect(r.imported + r.skipped).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: RUNS },
    )
  })

  it('the CSV importer on arbitrary rows under a valid header', () => {
    const cell = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('unit', 'RESOURCE', '4', '-', 'unlimited', 'name', '"', ',', '\n'))
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 10 }), (rows) => {
        const csv = ['number,name,type,level,color,copy_limit,copy_limit_scope,printing', ...rows.map((r) => r.join(','))].join('\n')
        const r = importCardsCsv(csv)
        for (const e of r.errors) expect(e.message.length).toBeGreaterThan(0)
      }),
      { numRuns: RUNS },
    )
  })

  it('the names file reader on arbitrary text, CSV rows and JSON; what it keeps reads back as names', () => {
    const cell = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('GD01-001', 'ja', '', '"', ',', '\n', '\uFFFD', 'ｶﾞﾝﾀﾞﾑ'))
    const csv = fc
      .array(fc.array(cell, { maxLength: 4 }), { maxLength: 10 })
      .map((rows) => ['card_number,name,language', ...rows.map((r) => r.join(','))].join('\n'))
    const json = fc.oneof(
      fc.json(),
      fc.record({ language: fc.string({ maxLength: 8 }), names: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue()) }).map((v) => JSON.stringify(v)),
    )
    fc.assert(
      fc.property(fc.oneof(fc.string(), csv, json), fc.option(fc.string({ maxLength: 8 }), { nil: null }), (text, language) => {
        const r = readNamesFile(text, { language })
        for (const p of r.problems) expect(p.message.length).toBeGreaterThan(0)
        if (r.ok) {
          expect(r.language).toMatch(LANGUAGE_TAG)
          for (const [number, name] of r.names) expect(number.length * name.trim().length).toBeGreaterThan(0)
        }
      }),
      { numRuns: RUNS },
    )
  })
})

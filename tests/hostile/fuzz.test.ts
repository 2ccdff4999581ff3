import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDeckList } from '~/engine/decklist/parse'
import { parseQuery, searchCards } from '~/engine/query'
import { legalFixture } from '~/engine/testing/builders'
import { readBackup } from '~/io/backup'
import { importCardsCsv } from '~/io/cards/csv'
import { importCardFile, importCardFiles } from '~/io/cards/detect'
import { importForgeRecords } from '~/io/cards/forge'
import { importGcgApiRecords } from '~/io/cards/gcg-api'
import { importGundamWar } from '~/io/cards/gundam-war'
import { importGcgApiNdjsonChunks } from '~/io/cards/ndjson-stream'
import { importScrapeRecords } from '~/io/cards/official-scrape'
import type { ImportResult } from '~/io/cards/result'
import { BackupSchema } from '~/schemas/backup'
import { CardSchema } from '~/schemas/card'
import { FUZZ_RUNS } from '../fuzz'

// Every reader, 10,000 generated inputs each in npm run test:fuzz (a few hundred in npm test):
// none throws, every card that comes out is a valid Card, every problem names where it is.
const RUNS = FUZZ_RUNS
const TIMEOUT = 120_000
const f = legalFixture()
const rows = f.pool.cards.flatMap((card) => card.printings.map((printing) => ({ card, printing })))

const checkImport = (r: ImportResult) => {
  for (const c of r.cards) expect(CardSchema.safeParse(c).success).toBe(true)
  expect(r.imported + r.skipped).toBeGreaterThanOrEqual(r.cards.length > 0 ? 1 : 0)
  for (const e of r.errors) expect(e.message.length).toBeGreaterThan(0)
}

// Strings with the characters hostile files are made of.
const nasty = fc.constantFrom('\u0000', '\uFEFF', '\u200b', '\ud800', '\uFFFD', '<script>', '=cmd|', '"', ',', '\r\n', '\n', '{', '[', '１', 'О', '‐')
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), nasty), { maxLength: 20 }).map((a) => a.join('')),
)
const loose = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  text,
  fc.constantFrom('-', '*', '3', 'x', '1e308'),
  fc.anything({ maxDepth: 2 }),
)
const gcgRecord = fc.record(
  {
    product_id: fc.oneof(fc.constantFrom('GD01-001', 'GD01-001_p1', 'ST01-010', ''), text),
    card_number: fc.oneof(fc.constantFrom('GD01-001', 'ST01-010'), text),
    name: fc.oneof(fc.constantFrom('Gundam', '<img src=x onerror=alert(1)>'), text),
    card_type: fc.oneof(fc.constantFrom('UNIT', 'PILOT', 'COMMAND', 'BASE', 'RESOURCE', 'unit token'), text),
    color: fc.oneof(fc.constantFrom('Blue', 'Red', '-', 'Green'), text, fc.constant(null)),
    level: loose,
    cost: loose,
    ap: loose,
    hp: loose,
    trait: fc.oneof(text, fc.constant('(Earth Federation) (White Base Team)')),
    link: fc.oneof(text, fc.constant('[Amuro Ray]')),
    effect: text,
    keyword_effects: fc.oneof(fc.constant(null), fc.array(fc.record({ keyword: text, value: loose }), { maxLength: 3 })),
  },
  { requiredKeys: [] },
)

describe(`every reader survives ${RUNS} generated inputs`, () => {
  it(
    'card file auto-detection (JSON, NDJSON, CSV, scrape, Gundam War, Forge) on any text',
    () => {
      const file = fc.oneof(
        text,
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
        fc.array(gcgRecord, { maxLength: 4 }).map((a) => JSON.stringify(a)),
        fc.array(gcgRecord, { maxLength: 4 }).map((a) => a.map((r) => JSON.stringify(r)).join('\n')),
      )
      fc.assert(
        fc.property(file, fc.constantFrom('cards.json', 'cards.ndjson', 'cards.csv', 'x'), (t, name) => checkImport(importCardFile({ name, text: t }))),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'several files at once, with errata and rulings',
    () => {
      const errata = fc.array(fc.record({ card_number: text, field: text, old: loose, new: loose, date: text }, { requiredKeys: [] }), { maxLength: 3 })
      fc.assert(
        fc.property(fc.array(gcgRecord, { maxLength: 3 }), errata, text, (cards, e, other) => {
          checkImport(
            importCardFiles([
              { name: 'cards.json', text: JSON.stringify(cards) },
              { name: 'errata.json', text: JSON.stringify(e) },
              { name: 'x.txt', text: other },
            ]),
          )
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'gcg-api records',
    () => {
      fc.assert(
        fc.property(fc.array(fc.oneof(gcgRecord, fc.anything({ maxDepth: 2 })), { maxLength: 5 }), (recs) => checkImport(importGcgApiRecords(recs))),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'official-site scrape records',
    () => {
      const scrape = fc.record(
        {
          cardNo: text,
          cardName: text,
          cardType: text,
          color: loose,
          lv: loose,
          cost: loose,
          ap: loose,
          hp: loose,
          effect: text,
          productId: text,
          rarity: text,
        },
        { requiredKeys: [] },
      )
      fc.assert(
        fc.property(fc.array(fc.oneof(scrape, fc.anything({ maxDepth: 2 })), { maxLength: 5 }), (recs) => checkImport(importScrapeRecords(recs))),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'Gundam War files',
    () => {
      const id = fc.stringMatching(/^\d{9}$/)
      const rec = fc.record(
        {
          cardId: fc.oneof(id, text),
          name: text,
          number: text,
          type: fc.oneof(fc.constantFrom('UNIT', 'CHARACTER', 'GENERATION'), text),
          color: text,
          cost: loose,
          battlePoints: loose,
        },
        { requiredKeys: [] },
      )
      fc.assert(
        fc.property(fc.oneof(fc.array(rec, { maxLength: 4 }), fc.dictionary(id, rec, { maxKeys: 4 }), fc.anything({ maxDepth: 3 })), (json) =>
          checkImport(importGundamWar(json)),
        ),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'Gundam Forge records',
    () => {
      const rec = fc.record(
        {
          id: text,
          name: text,
          type: fc.oneof(fc.constantFrom('Unit', 'Pilot', 'Basic Resource'), text),
          color: text,
          cost: loose,
          power: loose,
          ap: loose,
          hp: loose,
        },
        { requiredKeys: [] },
      )
      fc.assert(
        fc.property(fc.array(fc.oneof(rec, fc.anything({ maxDepth: 2 })), { maxLength: 5 }), (recs) => checkImport(importForgeRecords(recs))),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'card CSV',
    () => {
      const cell = fc.oneof(text, fc.constantFrom('', 'unit', 'Blue', '3', '=1+1', "'=1", 'GD01-001', 'gundam-war'))
      fc.assert(
        fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 7 }), { maxLength: 6 }), fc.boolean(), (table, header) => {
          const lines = table.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
          checkImport(importCardsCsv([...(header ? ['number,name,type,color,level,cost,text'] : []), ...lines].join('\n')))
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'gcg-api NDJSON as a stream, in any chunks',
    async () => {
      const line = fc.oneof(
        gcgRecord.map((r) => JSON.stringify(r)),
        text,
      )
      await fc.assert(
        fc.asyncProperty(fc.array(line, { maxLength: 6 }), fc.array(fc.nat(400), { maxLength: 4 }), async (lines, cuts) => {
          const all = lines.join('\n')
          const parts = [...cuts.map((c) => Math.min(c, all.length)), all.length].sort((a, b) => a - b)
          async function* chunks() {
            let at = 0
            for (const p of parts) {
              yield all.slice(at, p)
              at = p
            }
          }
          const r = await importGcgApiNdjsonChunks(chunks())
          checkImport(r)
          const count = all.split('\n').length
          for (const e of r.errors) expect(e.line === null || (e.line >= 1 && e.line <= count)).toBe(true)
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'deck lists',
    () => {
      const line = fc.oneof(
        text,
        fc.constantFrom(
          'Main deck:',
          '# Resource deck (10)',
          '// Sideboard',
          '4 GD01-001 Gundam',
          '10 R-001',
          '0 X-1',
          '-4 GD01-001',
          '99999999999 A-1',
          '4 GD01-001_p1',
          '4 ＧＤ01-001',
          '4 GD01\u0000-001',
        ),
        fc.tuple(fc.integer({ min: -10, max: 100_000 }), fc.constantFrom('GD01-001', 'TS01-100', 'A-1', '123456789', 'x')).map(([n, c]) => `${n} ${c}`),
      )
      fc.assert(
        fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) => {
          const all = lines.join(eol)
          const count = all.split(/\r\n|\r|\n/).length
          const list = parseDeckList(all, f.pool.lookup)
          for (const d of list.diagnostics) expect(d.line >= 1 && d.line <= count).toBe(true)
          for (const e of [...list.main, ...list.resource, ...list.sideboard]) expect(e.count >= 1 && e.count <= 9999 * count).toBe(true)
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'backups: damaged copies of a good one, and anything else',
    () => {
      const good = {
        kind: 'gundeck-backup',
        version: 1,
        createdAt: '2026-11-21T00:00:00.000Z',
        app: '0.1.0',
        settings: {},
        dataset: null,
        decks: [
          {
            id: 'd1',
            name: 'Deck',
            format: 'gcg',
            game: 'gcg',
            cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
            notes: '',
            tags: [],
            createdAt: 'a',
            updatedAt: 'b',
            revision: 0,
            deletedAt: null,
          },
        ],
        deckHistory: [],
        cards: null,
      }
      expect(readBackup(JSON.stringify(good)).ok).toBe(true)
      // A damage: replace one value somewhere in the tree (picked by a path of indexes) with anything.
      const damage = fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }))
      const damaged = damage.map(([path, value]) => {
        const copy = structuredClone(good) as Record<string, unknown>
        let node: Record<string, unknown> = copy
        for (let i = 0; i < path.length; i++) {
          const keys = Object.keys(node)
          if (keys.length === 0) break
          const key = keys[path[i]! % keys.length]!
          const next = node[key]
          if (i === path.length - 1 || typeof next !== 'object' || next === null) {
            node[key] = value
            break
          }
          node = next as Record<string, unknown>
        }
        return JSON.stringify(copy)
      })
      fc.assert(
        fc.property(
          fc.oneof(
            damaged,
            text,
            fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? ''),
          ),
          (t) => {
            const r = readBackup(t)
            if (r.ok) expect(BackupSchema.safeParse(r.backup).success).toBe(true)
            else expect(r.error).toMatch(/\S/)
          },
        ),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    'search queries',
    () => {
      const piece = fc.oneof(
        fc.string({ maxLength: 6 }),
        nasty,
        fc.constantFrom(
          '(',
          ')',
          '-',
          '"',
          '!',
          'or',
          'and',
          ' ',
          'c:',
          't:',
          'lv',
          'cost',
          'ap',
          'trait:',
          'set:',
          'is:',
          'game:',
          'name:',
          ':',
          '=',
          '!=',
          '<',
          '<=',
          '>',
          '>=',
          'blue',
          'unit',
          '3',
          'x',
        ),
      )
      fc.assert(
        fc.property(
          fc.oneof(
            text,
            fc.array(piece, { maxLength: 30 }).map((a) => a.join('')),
          ),
          (q) => {
            const { errors } = parseQuery(q)
            for (const e of errors) expect(e.start >= 0 && e.start <= e.end && e.end <= q.length).toBe(true)
            expect(searchCards(rows, q).results.length).toBeLessThanOrEqual(rows.length)
          },
        ),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )
})

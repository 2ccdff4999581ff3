import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decklistPool } from '../testing/decks'
import { decodeDeckCode, encodeDeckCode } from './code'
import { readDeckCsv } from './csv'
import { readDeckJson } from './json'
import { parseDeckList } from './parse'
import { readDeckList } from './read'
import { FUZZ_RUNS } from '../../../tests/fuzz'

// Random inputs per reader (10,000 in npm run test:fuzz): none may throw, and every diagnostic must point at a real line.
const RUNS = FUZZ_RUNS
const { pool } = decklistPool()

/** Text made of the pieces readers look for, so the fuzz reaches deep into each grammar. */
const token = fc.constantFrom(
  '4',
  'x',
  '4x',
  ' x ',
  'GD01-013',
  'TD01-001',
  'U-S1',
  '_p1',
  '_P9',
  '[',
  ']',
  '(',
  ')',
  '|',
  ' - ',
  ',',
  ';',
  ':',
  '#',
  '//',
  'Main deck',
  'Sideboard',
  'SB:',
  'Resource Deck',
  '(50)',
  'Gundam',
  'Zaku Ⅱ',
  'Ｚａｋｕ',
  '"',
  "'",
  '=',
  '\t',
  ' ',
  '\n',
  '\r\n',
  '\uFEFF',
  '\u0000',
  '9999',
  '10000',
  '0',
)
const structured = fc.array(token, { maxLength: 60 }).map((t) => t.join(''))
const anyText = fc.oneof(structured, fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 200 }))

function checkDiagnostics(text: string, r: { diagnostics: { line: number; column: number }[] }) {
  const lines = text.split(/\r\n|\r|\n/).length
  for (const d of r.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1)
    expect(d.line).toBeLessThanOrEqual(lines)
    expect(d.column).toBeGreaterThanOrEqual(1)
  }
}

describe(`fuzzing: ${RUNS} random inputs per reader, none throws`, () => {
  it('parseDeckList (every text dialect)', () => {
    fc.assert(
      fc.property(anyText, (text) => checkDiagnostics(text, parseDeckList(text, pool))),
      { numRuns: RUNS },
    )
  })

  it('readDeckCsv', () => {
    const csv = fc
      .array(fc.oneof(token, fc.constantFrom('count,number', 'section,count,number,printing,name', '"', ',', "'=1")), { maxLength: 40 })
      .map((t) => t.join(''))
    fc.assert(
      fc.property(fc.oneof(csv, anyText), (text) => checkDiagnostics(text, readDeckCsv(text, pool))),
      { numRuns: RUNS },
    )
  })

  it('readDeckJson', () => {
    const json = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({
          kind: fc.constantFrom('gundeck-deck', 'x'),
          version: fc.oneof(fc.constant(1), fc.integer()),
          main: fc.array(fc.jsonValue(), { maxLength: 5 }),
        })
        .map((v) => JSON.stringify(v)),
      anyText,
    )
    fc.assert(
      fc.property(json, (text) => checkDiagnostics(text, readDeckJson(text))),
      { numRuns: RUNS },
    )
  })

  it('decodeDeckCode, on random codes and on real codes with one character changed', () => {
    const real = encodeDeckCode(
      { main: [{ number: 'GD01-013', printing: 'GD01-013_p1', count: 4 }], resource: [{ number: 'R-001', printing: null, count: 10 }], sideboard: [] },
      { name: 'x' },
    )
    const mutated = fc.tuple(fc.nat(real.length - 1), fc.constantFrom(...'ABCxyz019-_')).map(([i, c]) => real.slice(0, i) + c + real.slice(i + 1))
    const random = fc
      .string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), maxLength: 120 })
      .map((s) => `gd1.${s}`)
    fc.assert(
      fc.property(fc.oneof(mutated, random, anyText), (code) => checkDiagnostics(code, decodeDeckCode(code))),
      { numRuns: RUNS },
    )
  })

  it('readDeckList (auto-detection)', () => {
    fc.assert(
      fc.property(anyText, (text) => checkDiagnostics(text, readDeckList(text, pool))),
      { numRuns: RUNS },
    )
  })
})

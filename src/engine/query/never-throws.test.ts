import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { card } from '../testing/builders'
import type { QueryNode } from './ast'
import { chipsToQuery } from './chips'
import { parseQuery } from './parse'
import { searchCards } from './search'
import { didYouMean, queryVocabulary } from './suggest'
import { FUZZ_RUNS } from '../../../tests/fuzz'

// The search box takes whatever is typed or pasted: reports, never throws, offsets inside the text.
const RUNS = FUZZ_RUNS
const pool = [
  card({ number: 'GD01-001', name: 'Gundam', traits: ['Earth Federation'], keywords: [{ keyword: 'Repair', value: 1 }] }),
  card({ number: 'GD01-002', name: 'Zaku Ⅱ', color: 'green', level: null, link: { raw: '[Char]', refs: [{ kind: 'pilot', name: 'Char' }] } }),
  card({ number: 'R-001', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null }),
  card({
    number: 'GD02-003',
    name: 'Unicorn',
    printings: [
      { id: 'GD02-003', rarity: 'R', set: 'GD02', imageUrl: null },
      { id: 'GD02-003_p1', rarity: 'R +', set: 'SC01', imageUrl: null },
    ],
  }),
]
const rows = pool.flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))

// Pieces of the language, so random queries reach deep into the parser, not just free text.
const piece = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    '(',
    ')',
    '-',
    '"',
    '!',
    'or',
    'AND',
    ' ',
    'c:',
    't:',
    'lv',
    'cost',
    'ap',
    'hp',
    'trait:',
    'link:',
    'set:',
    'r:',
    'kw:',
    'o:',
    'is:',
    'game:',
    'name:',
  ),
  fc.constantFrom(':', '=', '!=', '<', '<=', '>', '>=', '=<', '<>', '::'),
  fc.constantFrom('blue', 'u', 'none', 'unit', 'ex', 'zeon', '3', 'x', 'parallel', 'gcg', '"draw 1"', '\\"', 'Ⅱ', '\u00a0'),
)
const query = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.array(piece, { maxLength: 14 }).map((a) => a.join('')),
)

function spans(n: QueryNode, out: QueryNode[] = []): QueryNode[] {
  out.push(n)
  if (n.kind === 'and' || n.kind === 'or') n.children.forEach((c) => spans(c, out))
  if (n.kind === 'not') spans(n.child, out)
  return out
}

describe('card search never throws (fast-check)', () => {
  it('parseQuery: errors and nodes lie inside the query', () => {
    fc.assert(
      fc.property(query, (q) => {
        const { ast, errors } = parseQuery(q)
        for (const e of errors) {
          expect(0 <= e.start && e.start <= e.end && e.end <= q.length, JSON.stringify(e)).toBe(true)
          expect(e.message.length).toBeGreaterThan(0)
        }
        for (const n of ast ? spans(ast) : []) expect(0 <= n.start && n.start < n.end && n.end <= q.length).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it('searchCards: a query and its negation split the rows', () => {
    fc.assert(
      fc.property(query, fc.constantFrom('number', 'name', 'level', 'cost' as const), fc.constantFrom('all', 'base' as const), (q, sort, printings) => {
        const r = searchCards(rows, q, { sort, printings })
        expect(r.results.length).toBeLessThanOrEqual(rows.length)
        if (r.errors.length === 0 && r.ast) {
          const not = searchCards(rows, `-(${q})`)
          const yes = searchCards(rows, q)
          if (not.errors.length === 0) {
            expect(yes.results.length + not.results.length).toBe(rows.length)
            for (const x of yes.results) expect(not.results).not.toContain(x)
          }
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('didYouMean: never throws; a suggestion is a different query', () => {
    const vocabulary = () => queryVocabulary(rows.map((r) => r.card))
    fc.assert(
      fc.property(query, (q) => {
        const s = didYouMean(q, { results: 0, vocabulary })
        if (s !== null) expect(s).not.toBe(q)
      }),
      { numRuns: RUNS },
    )
  })

  it('chipsToQuery: any chip values read back without errors', () => {
    const values = fc.array(
      fc.string({ minLength: 1, maxLength: 10 }).filter((s) => /[a-z0-9]/i.test(s)),
      { maxLength: 3 },
    )
    fc.assert(
      fc.property(values, values, values, values, (traits, links, sets, text) => {
        const q = chipsToQuery({ traits, links, sets, text, level: { min: 1, max: 3 } })
        expect(parseQuery(q).errors).toEqual([])
      }),
      { numRuns: RUNS },
    )
  })
})

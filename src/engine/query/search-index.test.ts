import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Card } from '~/schemas/card'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { FUZZ_RUNS } from '../../../tests/fuzz'
import { importCardFile } from '../../io/cards/detect'
import { compareNumbers } from '../cards/pool'
import { card } from '../testing/builders'
import { compileQuery } from '../testing/query-oracle'
import type { CardRow } from './ast'
import { rankOf } from './compile'
import { parseQuery } from './parse'
import { searchCards, type SearchOptions } from './search'

// The column index (search-index.ts) against the plain matcher it replaced (compileQuery, one
// card and printing at a time) and a plain stable sort: same rows, same order, for many queries.
const nameCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function reference<R extends CardRow>(rows: readonly R[], q: string, options: SearchOptions = {}): R[] {
  const match = compileQuery(parseQuery(q).ast)
  const inOrder = rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => compareNumbers(a.r.card.number, b.r.card.number) || rankOf(a.r.printing.id) - rankOf(b.r.printing.id) || a.i - b.i)
    .map((x) => x.r)
  let hits = inOrder.filter((r) => match(r.card, r.printing))
  if (options.printings === 'base') {
    const seen = new Set<string>()
    hits = hits.filter((r) => !seen.has(r.card.number) && seen.add(r.card.number))
  }
  const sort = options.sort ?? 'number'
  const desc = options.direction === 'desc'
  const numberRank = new Map([...new Set(inOrder.map((r) => r.card.number))].map((n, k) => [n, k]))
  const nameRank = new Map([...new Set(rows.map((r) => r.card.name))].sort(nameCollator.compare).map((n, k) => [n, k]))
  const key = (r: R): number | null => {
    if (sort === 'number') return numberRank.get(r.card.number)!
    if (sort === 'name') return nameRank.get(r.card.name)!
    return r.card[sort]
  }
  const keyed = hits.map((r, i) => ({ r, i, k: key(r) }))
  keyed.sort((a, b) => {
    if (a.k === null || b.k === null) return (a.k === null ? 1 : 0) - (b.k === null ? 1 : 0) || a.i - b.i
    return (desc ? b.k - a.k : a.k - b.k) || a.i - b.i
  })
  return keyed.map((x) => x.r)
}

/** Query pieces drawn from the pool's own values, so generated queries hit real cards. */
function queries(cards: readonly Card[]) {
  const words = [...new Set(cards.flatMap((c) => c.text.toLowerCase().split(/[^a-z0-9]+/)))].filter((w) => w.length > 2).slice(0, 200)
  const names = [...new Set(cards.flatMap((c) => c.name.toLowerCase().split(/\s+/)))].filter((w) => w.length > 1).slice(0, 100)
  const traits = [...new Set(cards.flatMap((c) => c.traits))].slice(0, 50)
  const links = [...new Set(cards.flatMap((c) => (c.link?.refs ?? []).map((r) => (r.kind === 'pilot' ? r.name : r.trait))))].slice(0, 50)
  const keywords = [...new Set(cards.flatMap((c) => c.keywords.map((k) => k.keyword)))]
  const sets = [...new Set(cards.flatMap((c) => [c.set, ...c.printings.map((p) => p.set)]))].filter((s): s is string => !!s)
  const rarities = [...new Set(cards.flatMap((c) => [c.rarity, ...c.printings.map((p) => p.rarity)]))].filter((s): s is string => !!s)
  const numbers = cards.slice(0, 60).flatMap((c) => [c.number, c.number.slice(0, 6), ...c.printings.map((p) => p.id)])
  const quote = (s: string) => (/[\s:()"]/.test(s) ? `"${s.replace(/"/g, '')}"` : s)
  const term = fc.oneof(
    fc.constantFrom(...words).map((w) => `o:${quote(w)}`),
    fc.constantFrom(...names).map(quote),
    fc.constantFrom(...cards.slice(0, 100).map((c) => c.name)).map((n) => `!"${n.replace(/"/g, '')}"`),
    fc.constantFrom(...cards.slice(0, 100).map((c) => c.name)).map((n) => `name:${quote(n.slice(0, 5))}`),
    fc.constantFrom(...traits).map((t) => `trait:${quote(t.slice(0, 8))}`),
    fc.constantFrom(...(links.length ? links : ['amuro'])).map((t) => `link:${quote(t)}`),
    fc.constantFrom(...keywords).map((k) => `kw:${quote(k.slice(0, 4))}`),
    fc.constantFrom(...sets).map((s) => `set:${quote(s)}`),
    fc.constantFrom(...rarities).map((r) => `r:${quote(r)}`),
    fc.constantFrom(...numbers).map(quote),
    fc
      .tuple(fc.constantFrom('lv', 'cost', 'ap', 'hp'), fc.constantFrom('=', '!=', '<', '<=', '>', '>='), fc.integer({ min: 0, max: 8 }))
      .map((t) => t.join('')),
    fc.constantFrom('c:blue', 'c:red,white', 'c:none', 'c:p', 't:unit', 't:ex', 't:u', 'game:gcg', 'is:parallel', 'is:base', 'is:errata', 'zzz', 'x'),
  )
  const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
    e: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      term,
      fc.tuple(tie('e'), tie('e')).map(([a, b]) => `${a} ${b}`),
      fc.tuple(tie('e'), tie('e')).map(([a, b]) => `(${a} or ${b})`),
      tie('e').map((a) => `-${a}`),
    ),
  })).e
  return expr
}

const options = fc.record({
  sort: fc.constantFrom('number', 'name', 'level', 'cost' as const),
  direction: fc.constantFrom('asc', 'desc' as const),
  printings: fc.constantFrom('all', 'base' as const),
})

const ids = (rows: readonly CardRow[]) => rows.map((r) => r.printing.id)

describe('the column index agrees with the plain matcher (fast-check)', () => {
  // Awkward values: a null stat, colorless, a card without folded text, a printing with its own rarity and set.
  const pool = [
    card({ number: 'GD01-002', name: 'Zaku Ⅱ', color: 'green', level: null, link: { raw: '[Char]', refs: [{ kind: 'pilot', name: 'Char' }] } }),
    card({ number: 'GD01-001', name: 'Gundam', traits: ['Earth Federation'], keywords: [{ keyword: 'Repair', value: 1 }] }),
    card({ number: 'R-001', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null }),
    card({
      number: 'GD02-003',
      name: 'Unicorn',
      printings: [
        { id: 'GD02-003_p1', rarity: 'R +', set: 'SC01', imageUrl: null },
        { id: 'GD02-003', rarity: 'R', set: 'GD02', imageUrl: null },
      ],
    }),
  ]
  const rows = pool.flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))

  it('on a small pool given out of order', () => {
    fc.assert(
      fc.property(queries(pool), options, (q, o) => {
        expect(ids(searchCards(rows, q, o).results), q).toEqual(ids(reference(rows, q, o)))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('values holding the separators the index joins text with', () => {
    const odd = [card({ number: 'X-1', name: 'a\u0000b', text: 'one\u0001two', traits: ['p\u0001q'] }), card({ number: 'X-2', name: 'b' })]
    const r = odd.flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))
    for (const q of ['!"b"', 'b', 'o:two', 'trait:q', 'trait:p', 'set:x', 'x-1', '']) expect(ids(searchCards(r, q).results), q).toEqual(ids(reference(r, q)))
  })
})

describe.skipIf(!hasShared)(`the column index agrees with the plain matcher on the real pool ${NEEDS_SHARED}`, () => {
  const cards = hasShared ? importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards : []
  const rows = cards.flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))
  // Out of order, with printings of one card apart: the index sorts them back.
  const shuffled = rows.filter((_, i) => i % 2 === 0).concat(rows.filter((_, i) => i % 2 === 1).reverse())

  it('generated queries, every sort and printing choice', () => {
    const q = queries(cards)
    fc.assert(
      fc.property(q, options, fc.boolean(), (query, o, mixed) => {
        const r = mixed ? shuffled : rows
        expect(ids(searchCards(r, query, o).results), query).toEqual(ids(reference(r, query, o)))
      }),
      { numRuns: Math.max(FUZZ_RUNS, 150) },
    )
  }, 60_000) // 150 generated queries over the real pool through both matchers: room on a loaded machine
})

describe('compareNumbers: the collator order, most pairs without the collator', () => {
  const collator = new Intl.Collator('en', { numeric: true })
  it('agrees with compareNumbers (fast-check)', () => {
    const part = fc.stringMatching(/^[A-Z]{0,3}[0-9]{0,3}$/)
    const number = fc.tuple(part, fc.constantFrom('-', '', '_', 'x', ' '), part).map(([a, s, b]) => `${a}${s}${b}`)
    fc.assert(
      fc.property(number, number, (a, b) => {
        expect(Math.sign(compareNumbers(a, b)), `${a} ${b}`).toBe(Math.sign(collator.compare(a, b)))
      }),
      { numRuns: Math.max(FUZZ_RUNS, 500) },
    )
  })
})

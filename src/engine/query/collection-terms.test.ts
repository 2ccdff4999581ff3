import { describe, expect, it } from 'vitest'
import { card } from '../testing/builders'
import { compileQuery } from '../testing/query-oracle'
import type { CardRow, QueryCollection } from './ast'
import { parseQuery } from './parse'
import { searchCards } from './search'
import { didYouMean } from './suggest'
import { QUERY_HELP } from './help'

const gundam = card({
  number: 'GD01-001',
  name: 'Gundam',
  printings: [
    { id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: null },
    { id: 'GD01-001_p1', rarity: 'LR+', set: 'GD01', imageUrl: null },
  ],
})
const zaku = card({ number: 'GD01-010', name: 'Zaku', color: 'green' })
const gm = card({ number: 'GD01-020', name: 'GM' })
const rows: CardRow[] = [gundam, zaku, gm].flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))

// Two base Gundams and one parallel: three copies of GD01-001 (2-1-1); one Zaku; no GM.
const collection: QueryCollection = {
  byNumber: new Map([
    ['GD01-001', 3],
    ['GD01-010', 1],
  ]),
  byPrinting: new Map([
    ['GD01-001', 2],
    ['GD01-001_p1', 1],
    ['GD01-010', 1],
  ]),
  // The most one deck needs: four Gundams, one Zaku, two GMs.
  needs: new Map([
    ['GD01-001', 4],
    ['GD01-010', 1],
    ['GD01-020', 2],
  ]),
}

const ids = (q: string, c: QueryCollection | undefined = collection) => searchCards(rows, q, { collection: c }).results.map((r) => r.printing.id)

describe('own, ownp and missing terms', () => {
  it('reads own: alone, words, numbers and comparisons', () => {
    expect(parseQuery('own:').ast).toMatchObject({ kind: 'own', scope: 'number', op: '>=', value: 1 })
    expect(parseQuery('own:no').ast).toMatchObject({ kind: 'own', op: '=', value: 0 })
    expect(parseQuery('own:3').ast).toMatchObject({ kind: 'own', op: '=', value: 3 })
    expect(parseQuery('own<4').ast).toMatchObject({ kind: 'own', op: '<', value: 4 })
    expect(parseQuery('ownp>=2').ast).toMatchObject({ kind: 'own', scope: 'printing', op: '>=', value: 2 })
    expect(parseQuery('missing:').ast).toMatchObject({ kind: 'missing', op: '>=', value: 1 })
    expect(parseQuery('missing>=2').ast).toMatchObject({ kind: 'missing', op: '>=', value: 2 })
  })
  it('reports a count it cannot read, with a correction when one is a typo away', () => {
    const { ast, errors } = parseQuery('own:yse zaku')
    expect(ast).toMatchObject({ kind: 'free', value: 'zaku' })
    expect(errors).toEqual([
      {
        start: 4,
        end: 7,
        code: 'count.invalid',
        params: { written: 'yse', field: 'own' },
        message: "not a count: 'yse' (e.g. own: (any), own:no, own>=4)",
        suggestion: 'yes',
      },
    ])
    expect(parseQuery('own>=many').errors[0]).toMatchObject({ code: 'count.invalid', params: { written: 'many', field: 'own' } })
    expect(parseQuery('missing:x').errors[0]).toMatchObject({ code: 'count.invalid', params: { written: 'x', field: 'missing' } })
    expect(didYouMean('own:yse', { results: 0 })).toBe('own:yes')
    expect(didYouMean('onw>=4', { results: 0 })).toBe('own>=4')
    expect(didYouMean('misisng:', { results: 0 })).toBe('missing:')
  })
  it('counts every printing of a number together for own, and the printing alone for ownp', () => {
    // own: by number, so the parallel row of a card owned only in base print still counts.
    expect(ids('own>=3')).toEqual(['GD01-001', 'GD01-001_p1'])
    expect(ids('own:')).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-010'])
    expect(ids('own:no')).toEqual(['GD01-020'])
    expect(ids('own<4')).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-010', 'GD01-020'])
    expect(ids('ownp: is:parallel')).toEqual(['GD01-001_p1'])
    expect(ids('ownp>=2')).toEqual(['GD01-001'])
    expect(ids('-own: or zaku')).toEqual(['GD01-010', 'GD01-020'])
  })
  it('finds the cards some deck needs more of than are owned', () => {
    expect(ids('missing:')).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-020'])
    expect(ids('missing>=2')).toEqual(['GD01-020'])
    expect(ids('missing: own:')).toEqual(['GD01-001', 'GD01-001_p1'])
  })
  it('says so and leaves the term out when the search has no collection, or no decks for missing', () => {
    const none = searchCards(rows, 'own>=1 zaku')
    expect(none.results.map((r) => r.printing.id)).toEqual(['GD01-010'])
    expect(none.errors).toEqual([
      {
        start: 0,
        end: 6,
        code: 'own.no-collection',
        params: { field: 'own' },
        message: "'own' counts the copies in your collection, and this search has none: the term is left out",
      },
    ])
    const noDecks = searchCards(rows, 'gundam missing:', { collection: { byNumber: collection.byNumber, byPrinting: collection.byPrinting } })
    expect(noDecks.results.map((r) => r.printing.id)).toEqual(['GD01-001', 'GD01-001_p1'])
    expect(noDecks.errors[0]).toMatchObject({ code: 'missing.no-decks', params: {} })
    expect(searchCards(rows, 'missing:').errors[0]).toMatchObject({ code: 'missing.no-collection', params: {} })
  })
  it('matches as the plain matcher does (the column index against compileQuery)', () => {
    const sizes = new Set<number>()
    for (const q of ['own:', 'own>=3', 'own!=1', 'ownp:', 'ownp:no is:parallel', 'missing:', 'missing>1', '-missing: own<2', '(own:3 or missing:2) -is:base']) {
      const m = compileQuery(parseQuery(q).ast, collection)
      expect(ids(q), q).toEqual(rows.filter((r) => m(r.card, r.printing)).map((r) => r.printing.id))
      sizes.add(ids(q).length)
    }
    // The terms narrow (they are not both ignored): the queries keep different numbers of rows.
    expect(sizes.size).toBeGreaterThan(2)
  })
  it('is in the syntax help', () => {
    expect(QUERY_HELP.some((h) => h.syntax.includes('own:'))).toBe(true)
    expect(QUERY_HELP.some((h) => h.syntax.includes('missing:'))).toBe(true)
  })
})

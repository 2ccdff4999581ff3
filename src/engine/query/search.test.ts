import { describe, expect, it } from 'vitest'
import type { Card } from '~/schemas/card'
import { card } from '../testing/builders'
import { compileQuery } from '../testing/query-oracle'
import type { CardRow, QueryNode } from './ast'
import { chipsToQuery } from './chips'
import { parseQuery } from './parse'
import { prepareRowsInSteps, searchCards, type SearchOptions } from './search'

// A small hand-made pool covering every field the language reads.
const gundam = card({
  number: 'GD01-001',
  name: 'Gundam',
  color: 'blue',
  level: 4,
  cost: 3,
  ap: 4,
  hp: 4,
  traits: ['Earth Federation', 'White Base Team'],
  link: { raw: '[Amuro Ray]', refs: [{ kind: 'pilot', name: 'Amuro Ray' }] },
  rarity: 'LR',
  set: 'GD01',
  text: '<Repair 1> (At the end of your turn, this Unit recovers 1 HP.)\nWhen Paired, draw 1.',
  keywords: [{ keyword: 'Repair', value: 1 }],
  printings: [
    { id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: null },
    { id: 'GD01-001_p1', rarity: 'LR +', set: 'GD01', imageUrl: null },
    { id: 'GD01-001_p2', rarity: 'LR ++', set: 'SC01', imageUrl: null },
  ],
})
const zaku = card({
  number: 'GD01-010',
  name: 'Zaku Ⅱ',
  color: 'green',
  level: 2,
  cost: 1,
  ap: 2,
  hp: 1,
  traits: ['Zeon'],
  link: { raw: '(Zeon) Trait', refs: [{ kind: 'trait', trait: 'Zeon' }] },
  rarity: 'C',
  set: 'GD01',
  text: '<First Strike> <Blocker>',
  keywords: [
    { keyword: 'First Strike', value: null },
    { keyword: 'Blocker', value: null },
  ],
  printings: [{ id: 'GD01-010', rarity: 'C', set: 'GD01', imageUrl: null }],
})
const amuro = card({
  number: 'ST01-010',
  name: 'Amuro Ray',
  type: 'pilot',
  color: 'blue',
  level: 4,
  cost: 1,
  ap: 1,
  hp: 1,
  traits: ['Earth Federation', 'Newtype'],
  rarity: 'C',
  set: 'ST01',
  text: 'Burst: Add this card to your hand.',
  printings: [
    { id: 'ST01-010', rarity: 'C', set: 'ST01', imageUrl: null },
    { id: 'ST01-010_p1', rarity: 'C +', set: 'ST01', imageUrl: null },
  ],
})
const command = card({
  number: 'GD02-050',
  name: "Char's Counterattack",
  type: 'command',
  color: 'red',
  level: 2,
  cost: 1,
  ap: null,
  hp: null,
  rarity: 'U',
  set: 'GD02',
  text: 'Main: Draw 1. Then, discard 1.',
  printings: [{ id: 'GD02-050', rarity: 'U', set: 'GD02', imageUrl: null }],
})
const resource = card({
  number: 'R-001',
  name: 'Resource',
  type: 'resource',
  color: null,
  level: null,
  cost: null,
  ap: null,
  hp: null,
  rarity: null,
  set: 'R',
  text: '',
  printings: [{ id: 'R-001', rarity: null, set: 'R', imageUrl: null }],
})
// An EX Base sold only as parallels, one of them in another product.
const exBase = card({
  number: 'EXB-001',
  name: 'EX Base',
  type: 'ex-base',
  color: null,
  level: null,
  cost: null,
  ap: 0,
  hp: 3,
  rarity: 'C',
  set: 'EXB',
  text: '',
  printings: [
    { id: 'EXB-001_p5', rarity: 'C', set: 'EXB', imageUrl: null },
    { id: 'EXB-001_p7', rarity: 'C', set: 'SC01', imageUrl: null },
  ],
})
const token = card({
  number: 'T-001',
  name: 'Zaku Ⅱ Token',
  type: 'unit-token',
  color: 'green',
  level: null,
  cost: null,
  ap: 1,
  hp: 1,
  set: 'T',
  traits: ['Zeon'],
})
const barbatos = card({
  number: 'GD02-054',
  name: 'Gundam Barbatos 1st Form',
  color: 'purple',
  level: 3,
  cost: 2,
  ap: 3,
  hp: 2,
  traits: ['Tekkadan'],
  set: 'GD02',
  rarity: 'U',
  errata: [{ field: 'text', before: 'old', after: 'new', date: null, source: null, note: null }],
  printings: [{ id: 'GD02-054', rarity: 'U', set: 'GD02', imageUrl: null }],
})
const forge = card({ game: 'forge', number: 'FG-001', name: 'Black Knight', color: 'black', level: 1, cost: 1, set: 'FG' })
const base = card({
  number: 'GD03-120',
  name: 'White Base',
  type: 'base',
  color: 'white',
  level: 2,
  cost: 2,
  ap: 0,
  hp: 5,
  set: 'GD03',
  traits: ['Earth Federation', 'Warship'],
})

const cards: Card[] = [zaku, gundam, amuro, command, resource, exBase, token, barbatos, forge, base]
// Shuffled on purpose: the search orders rows itself.
const rows: CardRow[] = cards.flatMap((c) => c.printings.map((printing) => ({ card: c, printing }))).reverse()

const ids = (q: string, options?: SearchOptions) => searchCards(rows, q, options).results.map((r) => r.printing.id)
const numbers = (q: string, options?: SearchOptions) => [...new Set(ids(q, options).map((id) => id.replace(/_p\d+$/, '')))]
const all = (list: Card[]) => list.map((c) => c.number).sort()

describe('searchCards: free text', () => {
  it('a word is part of the name, case-insensitive', () => {
    expect(numbers('ZAKU')).toEqual(['GD01-010', 'T-001'])
  })
  it('every word must match, in any order', () => {
    expect(numbers('token zaku')).toEqual(['T-001'])
    expect(numbers('gundam form')).toEqual(['GD02-054'])
  })
  it('a quoted phrase must appear as written', () => {
    expect(numbers('"gundam barbatos"')).toEqual(['GD02-054'])
    expect(numbers('"barbatos gundam"')).toEqual([])
  })
  it('Roman numerals and full-width text fold', () => {
    expect(numbers('zaku ii')).toEqual(['GD01-010', 'T-001'])
    expect(numbers('"Zaku Ⅱ token"')).toEqual(['T-001'])
  })
  it('a card number or printing id matches', () => {
    expect(numbers('gd01-001')).toEqual(['GD01-001'])
    expect(ids('GD01-001_p2')).toEqual(['GD01-001_p2'])
    expect(numbers('st01')).toEqual(['ST01-010'])
  })
  it('!"name" is the whole name', () => {
    expect(numbers('!"zaku ⅱ"')).toEqual(['GD01-010'])
    expect(numbers('name:zaku')).toEqual(['GD01-010', 'T-001'])
  })
  it('an empty query returns every row', () => {
    expect(ids('')).toHaveLength(rows.length)
  })
})

describe('searchCards: fields', () => {
  it('c: by name, letter and colorless', () => {
    expect(numbers('c:blue')).toEqual(['GD01-001', 'ST01-010'])
    expect(numbers('c:u')).toEqual(numbers('c:blue'))
    expect(numbers('c:g')).toEqual(['GD01-010', 'T-001'])
    expect(numbers('c:purple')).toEqual(['GD02-054'])
    expect(numbers('c:b')).toEqual(['FG-001'])
    expect(numbers('c:colorless')).toEqual(['EXB-001', 'R-001'])
    expect(numbers('c:red,white')).toEqual(['GD02-050', 'GD03-120'])
    expect(numbers('c!=blue').length).toBe(cards.length - 2)
  })

  it('t: by type, alias and beginning', () => {
    expect(numbers('t:unit')).toEqual(['FG-001', 'GD01-001', 'GD01-010', 'GD02-054'])
    expect(numbers('t:pilot')).toEqual(['ST01-010'])
    expect(numbers('t:command')).toEqual(['GD02-050'])
    expect(numbers('t:base')).toEqual(['GD03-120'])
    expect(numbers('t:resource')).toEqual(['R-001'])
    expect(numbers('t:token')).toEqual(['T-001'])
    expect(numbers('t:ex-base')).toEqual(['EXB-001'])
    expect(numbers('t:ex')).toEqual(['EXB-001'])
    expect(numbers('t:u')).toEqual(['FG-001', 'GD01-001', 'GD01-010', 'GD02-054', 'T-001'])
  })

  it('stats compare with each operator', () => {
    const by = (pred: (c: Card) => boolean) => all(cards.filter(pred))
    const sorted = (q: string) => numbers(q).sort()
    expect(sorted('lv=4')).toEqual(by((c) => c.level === 4))
    expect(sorted('lv:4')).toEqual(by((c) => c.level === 4))
    expect(sorted('lv!=4')).toEqual(by((c) => c.level !== null && c.level !== 4))
    expect(sorted('lv<3')).toEqual(by((c) => c.level !== null && c.level < 3))
    expect(sorted('lv<=3')).toEqual(by((c) => c.level !== null && c.level <= 3))
    expect(sorted('lv>2')).toEqual(by((c) => c.level !== null && c.level > 2))
    expect(sorted('lv>=2')).toEqual(by((c) => c.level !== null && c.level >= 2))
    expect(sorted('cost:1')).toEqual(['FG-001', 'GD01-010', 'GD02-050', 'ST01-010'])
    expect(sorted('ap>=4')).toEqual(['GD01-001'])
    expect(sorted('hp>=5')).toEqual(['GD03-120'])
    expect(sorted('ap=0')).toEqual(['EXB-001', 'GD03-120'])
  })

  it('a card without the stat matches no comparison, but its negation', () => {
    expect(numbers('ap<100')).not.toContain('GD02-050')
    expect(numbers('ap!=3')).not.toContain('GD02-050')
    expect(numbers('lv!=3')).not.toContain('R-001')
    expect(numbers('-lv<=3')).toContain('R-001')
  })

  it('trait: is part of a trait, case-insensitive', () => {
    expect(numbers('trait:"earth federation"')).toEqual(['GD01-001', 'GD03-120', 'ST01-010'])
    expect(numbers('trait:zeon')).toEqual(['GD01-010', 'T-001'])
    expect(numbers('trait:"Federation White"')).toEqual([])
  })

  it('link: is part of a linked pilot name or trait', () => {
    expect(numbers('link:amuro')).toEqual(['GD01-001'])
    expect(numbers('link:"AMURO RAY"')).toEqual(['GD01-001'])
    expect(numbers('link:zeon')).toEqual(['GD01-010'])
    expect(numbers('link:char')).toEqual([])
  })

  it('set: is the card set, the printing set or a number prefix', () => {
    expect(numbers('set:GD01')).toEqual(['GD01-001', 'GD01-010'])
    expect(ids('set:sc01')).toEqual(['EXB-001_p7', 'GD01-001_p2'])
    expect(numbers('set:EXB')).toEqual(['EXB-001'])
    expect(numbers('set:GD01-01')).toEqual(['GD01-010'])
    // `R` is the set of R-001, not every number starting with R.
    expect(numbers('set:r')).toEqual(['R-001'])
  })

  it("r: is the printing's rarity, spaces ignored", () => {
    expect(ids('r:lr')).toEqual(['GD01-001'])
    expect(ids('r:lr+')).toEqual(['GD01-001_p1'])
    expect(ids('r:"LR ++"')).toEqual(['GD01-001_p2'])
    expect(ids('r:c+')).toEqual(['ST01-010_p1'])
  })

  it('kw: is a keyword effect, by its beginning, spelled loosely', () => {
    expect(numbers('kw:blocker')).toEqual(['GD01-010'])
    expect(numbers('kw:block')).toEqual(['GD01-010'])
    expect(numbers('kw:"first strike"')).toEqual(['GD01-010'])
    expect(numbers('kw:first-strike')).toEqual(['GD01-010'])
    expect(numbers('kw:repair')).toEqual(['GD01-001'])
    // Keyword effects, not words in the text.
    expect(numbers('kw:draw')).toEqual([])
  })

  it('o: is part of the card text, across line breaks', () => {
    expect(numbers('o:"draw 1"')).toEqual(['GD01-001', 'GD02-050'])
    expect(numbers('o:"recovers 1 hp.) when paired"')).toEqual(['GD01-001'])
    expect(numbers('o:burst')).toEqual(['ST01-010'])
  })

  it('is:parallel, is:base, is:errata', () => {
    expect(ids('is:parallel')).toEqual(['EXB-001_p5', 'EXB-001_p7', 'GD01-001_p1', 'GD01-001_p2', 'ST01-010_p1'])
    expect(ids('is:base gundam')).toEqual(['GD01-001', 'GD02-054'])
    expect(numbers('is:errata')).toEqual(['GD02-054'])
  })

  it('game: by name and beginning', () => {
    expect(numbers('game:forge')).toEqual(['FG-001'])
    expect(numbers('game:gcg').length).toBe(cards.length - 1)
    expect(numbers('game:gundam-war')).toEqual([])
  })
})

describe('searchCards: logic', () => {
  it('terms side by side must all hold', () => {
    expect(numbers('c:blue t:unit')).toEqual(['GD01-001'])
  })
  it('or takes either side; and binds tighter', () => {
    expect(numbers('t:pilot or t:command')).toEqual(['GD02-050', 'ST01-010'])
    expect(numbers('c:blue t:pilot or c:red')).toEqual(['GD02-050', 'ST01-010'])
  })
  it('parentheses group', () => {
    expect(numbers('c:blue (t:pilot or t:unit) lv>=4')).toEqual(['GD01-001', 'ST01-010'])
    expect(numbers('(c:green or c:red) -t:token')).toEqual(['GD01-010', 'GD02-050'])
  })
  it('- negates a term or a group', () => {
    expect(numbers('trait:"earth federation" -t:pilot')).toEqual(['GD01-001', 'GD03-120'])
    expect(numbers('-(c:blue or c:green or c:colorless)')).toEqual(['FG-001', 'GD02-050', 'GD02-054', 'GD03-120'])
    expect(numbers('--c:red')).toEqual(numbers('c:red'))
  })
  it('with errors, the understood terms still filter, and the errors come back', () => {
    const r = searchCards(rows, 'c:blue foo:bar')
    expect(r.errors).toHaveLength(1)
    expect([...new Set(r.results.map((x) => x.card.number))]).toEqual(numbers('c:blue'))
    expect(searchCards(rows, 'foo:bar').results).toHaveLength(rows.length)
  })
})

describe('searchCards: order and printings', () => {
  it('number order by default, base print before parallels', () => {
    expect(ids('gundam')).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-001_p2', 'GD02-054'])
    expect(numbers('set:GD0')).toEqual([])
    expect(numbers('lv>=0')).toEqual(['FG-001', 'GD01-001', 'GD01-010', 'GD02-050', 'GD02-054', 'GD03-120', 'ST01-010'])
  })

  it('numbers compare by their digits: 9 before 10', () => {
    const a = card({ number: 'ZZ01-9', name: 'Nine' })
    const b = card({ number: 'ZZ01-10', name: 'Ten' })
    const r = [b, a].map((c) => ({ card: c, printing: c.printings[0]! }))
    expect(searchCards(r, 'zz01').results.map((x) => x.card.name)).toEqual(['Nine', 'Ten'])
  })

  it('descending number order', () => {
    expect(ids('gundam', { direction: 'desc' })).toEqual(['GD02-054', 'GD01-001', 'GD01-001_p1', 'GD01-001_p2'])
  })

  it('by name, ties by number', () => {
    const twin = card({ number: 'ST01-001', name: 'Gundam' })
    const r = [...rows, { card: twin, printing: twin.printings[0]! }]
    const got = searchCards(r, 't:unit', { sort: 'name', printings: 'base' }).results.map((x) => `${x.card.name}/${x.card.number}`)
    expect(got).toEqual(['Black Knight/FG-001', 'Gundam/GD01-001', 'Gundam/ST01-001', 'Gundam Barbatos 1st Form/GD02-054', 'Zaku Ⅱ/GD01-010'])
    const desc = searchCards(r, 't:unit', { sort: 'name', direction: 'desc', printings: 'base' }).results.map((x) => `${x.card.name}/${x.card.number}`)
    expect(desc).toEqual(['Zaku Ⅱ/GD01-010', 'Gundam Barbatos 1st Form/GD02-054', 'Gundam/GD01-001', 'Gundam/ST01-001', 'Black Knight/FG-001'])
  })

  it('by level and cost, cards without one last, ties by number', () => {
    const lv = searchCards(rows, '', { sort: 'level', printings: 'base' }).results.map((x) => x.card)
    const levels = lv.map((c) => c.level)
    expect(levels).toEqual([1, 2, 2, 2, 3, 4, 4, null, null, null])
    expect(lv.filter((c) => c.level === 2).map((c) => c.number)).toEqual(['GD01-010', 'GD02-050', 'GD03-120'])
    const desc = searchCards(rows, '', { sort: 'level', direction: 'desc', printings: 'base' }).results.map((x) => x.card)
    expect(desc.map((c) => c.level)).toEqual([4, 4, 3, 2, 2, 2, 1, null, null, null])
    expect(desc.filter((c) => c.level === 4).map((c) => c.number)).toEqual(['GD01-001', 'ST01-010'])
    const cost = searchCards(rows, 't:unit', { sort: 'cost', direction: 'desc' }).results.map((x) => x.printing.id)
    expect(cost).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-001_p2', 'GD02-054', 'FG-001', 'GD01-010'])
  })

  it("printings 'base' keeps one row per card: its first matching printing", () => {
    expect(ids('', { printings: 'base' })).toHaveLength(cards.length)
    expect(ids('gundam', { printings: 'base' })).toEqual(['GD01-001', 'GD02-054'])
    expect(ids('is:parallel', { printings: 'base' })).toEqual(['EXB-001_p5', 'GD01-001_p1', 'ST01-010_p1'])
    expect(ids('set:sc01', { printings: 'base' })).toEqual(['EXB-001_p7', 'GD01-001_p2'])
  })

  it("results are the caller's own row objects", () => {
    const r = searchCards(rows, 'zaku').results
    for (const x of r) expect(rows).toContain(x)
  })

  it('a new array is indexed afresh', () => {
    const more = [...rows, { card: card({ number: 'GD09-001', name: 'Newcomer' }), printing: { id: 'GD09-001', rarity: 'C', set: 'GD09', imageUrl: null } }]
    expect(searchCards(rows, 'newcomer').results).toHaveLength(0)
    expect(searchCards(more, 'newcomer').results).toHaveLength(1)
  })
})

describe('compileQuery', () => {
  it('tests one card and printing like searchCards does', () => {
    for (const q of ['c:blue t:unit', 'r:lr+', 'is:parallel', '-trait:zeon lv<=3', 'o:"draw 1" or kw:block', 'set:sc01']) {
      const m = compileQuery(parseQuery(q).ast)
      const direct = rows
        .filter((r) => m(r.card, r.printing))
        .map((r) => r.printing.id)
        .sort()
      expect(direct).toEqual([...ids(q)].sort())
    }
  })
  it('no tree matches everything', () => {
    expect(compileQuery(null)(zaku, zaku.printings[0]!)).toBe(true)
  })
})

describe('chipsToQuery: the chips write the query', () => {
  it('writes one term per chip, fields in a fixed order', () => {
    expect(chipsToQuery({ types: ['unit'], level: { op: '<=', value: 3 }, colors: ['blue'] })).toBe('c:blue t:unit lv<=3')
    expect(chipsToQuery({})).toBe('')
  })
  it('several values of one field are any of them', () => {
    expect(chipsToQuery({ colors: ['blue', 'red'] })).toBe('(c:blue or c:red)')
    expect(numbers(chipsToQuery({ colors: ['blue', 'red'], types: ['pilot', 'command'] }))).toEqual(['GD02-050', 'ST01-010'])
  })
  it('ranges become two comparisons, or one when the ends meet', () => {
    expect(chipsToQuery({ cost: { min: 1, max: 3 } })).toBe('cost>=1 cost<=3')
    expect(chipsToQuery({ hp: { max: 2 } })).toBe('hp<=2')
    expect(chipsToQuery({ ap: { min: 4, max: 4 } })).toBe('ap=4')
  })
  it('quotes values with spaces, quotes or parentheses, and the parser reads them back', () => {
    const q = chipsToQuery({ traits: ['Earth Federation'], links: ['Amuro Ray'], rarities: ['LR +'], text: ['say "hi" (now)'] })
    expect(q).toBe('trait:"Earth Federation" link:"Amuro Ray" r:"LR +" o:"say \\"hi\\" (now)"')
    expect(parseQuery(q).errors).toEqual([])
    const ast = parseQuery(chipsToQuery({ text: ['say "hi" (now)'] })).ast
    expect(ast).toMatchObject({ kind: 'text', value: 'say "hi" (now)' })
  })
  it('every chip field round-trips through the parser without errors', () => {
    const q = chipsToQuery({
      colors: ['purple', 'colorless'],
      types: ['unit-token', 'ex-base'],
      level: { op: '>', value: 1 },
      cost: { op: '!=', value: 2 },
      ap: { op: '>=', value: 0 },
      hp: { op: '<', value: 9 },
      traits: ['Zeon'],
      links: ['char'],
      sets: ['GD03'],
      rarities: ['LR'],
      keywords: ['First Strike'],
      text: ['draw 1'],
      is: ['parallel'],
      games: ['gcg'],
    })
    const { ast, errors } = parseQuery(q)
    expect(errors).toEqual([])
    const kinds = new Set<string>()
    const walk = (n: QueryNode) => {
      kinds.add(n.kind === 'stat' ? n.field : n.kind)
      if (n.kind === 'and' || n.kind === 'or') n.children.forEach(walk)
      if (n.kind === 'not') walk(n.child)
    }
    walk(ast!)
    const fields = ['color', 'type', 'level', 'cost', 'ap', 'hp', 'trait', 'link', 'set', 'rarity', 'keyword', 'text', 'is', 'game']
    expect(fields.filter((f) => !kinds.has(f))).toEqual([])
  })
  it('matches the same cards as the written query', () => {
    expect(numbers(chipsToQuery({ colors: ['blue'], types: ['unit'], level: { op: '<=', value: 4 } }))).toEqual(numbers('c:u t:unit lv<=4'))
  })
})

describe('the index built in steps, as the app builds it at load', () => {
  it('answers as an index built at once, and the first build’s warm-up searches leave the pool alone', () => {
    const stepwise = rows.slice()
    const step = prepareRowsInSteps(stepwise)
    let steps = 1
    while (!step()) steps++
    expect(steps).toBeGreaterThan(1)
    // The warm-up ran with the last step; a second build in steps does not run it again.
    const again = rows.slice()
    const second = prepareRowsInSteps(again)
    while (!second());
    for (const q of ['gundam', 'c:blue or t:pilot', 'trait:"earth federation" -t:pilot', 'is:parallel', 'warm', '']) {
      for (const sort of ['number', 'name', 'level', 'cost'] as const) {
        const expected = searchCards(rows.slice(), q, { sort }).results.map((r) => r.printing.id)
        expect(
          searchCards(stepwise, q, { sort }).results.map((r) => r.printing.id),
          `${q} [${sort}]`,
        ).toEqual(expected)
        expect(searchCards(again, q, { sort }).results.map((r) => r.printing.id)).toEqual(expected)
      }
    }
    expect(searchCards(stepwise, 'warm').results).toEqual([])
  })
})

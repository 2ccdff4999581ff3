import { describe, expect, it } from 'vitest'
import type { QueryNode } from './ast'
import { parseQuery } from './parse'

/** The tree as a short string, so structure reads at a glance. */
function show(node: QueryNode | null): string {
  if (!node) return '*'
  switch (node.kind) {
    case 'and':
    case 'or':
      return `(${node.kind} ${node.children.map(show).join(' ')})`
    case 'not':
      return `(not ${show(node.child)})`
    case 'free':
      return `"${node.value}"`
    case 'name':
      return `name${node.exact ? '=' : '~'}${node.value}`
    case 'stat':
      return `${node.field}${node.op}${node.value}`
    case 'color':
      return `c=${node.colors.map((c) => c ?? 'none').join('|')}`
    case 'type':
      return `t=${node.types.join('|')}`
    case 'game':
      return `game=${node.games.join('|')}`
    case 'is':
      return `is=${node.flag}`
    default:
      return `${node.kind}~${node.value}`
  }
}

const tree = (q: string) => show(parseQuery(q).ast)
/** Each problem where it points, with its code and params (messages/query.ts); the English catalogue words them. */
const errors = (q: string) => parseQuery(q).errors.map((e) => ({ at: q.slice(e.start, e.end), code: e.code, params: e.params }))
const none = {}

describe('query syntax', () => {
  it('bare words are AND-ed, quoted phrases stay whole, case folds', () => {
    expect(tree('Zaku  Gundam')).toBe('(and "zaku" "gundam")')
    expect(tree('"Char\'s ZAKU"')).toBe(`"char's zaku"`)
    expect(tree('')).toBe('*')
    expect(tree('   ')).toBe('*')
  })

  it('full-width letters and Roman numerals fold like card names', () => {
    expect(tree('Ｚａｋｕ Ⅲ')).toBe('(and "zaku" "iii")')
  })

  it('or binds looser than the implicit and; "and" may be written; parentheses group', () => {
    expect(tree('a b or c')).toBe('(or (and "a" "b") "c")')
    expect(tree('a OR b Or c')).toBe('(or "a" "b" "c")')
    expect(tree('a and b')).toBe('(and "a" "b")')
    expect(tree('a (b or c)')).toBe('(and "a" (or "b" "c"))')
    expect(tree('((a))')).toBe('"a"')
  })

  it('- negates a term or a group, and double negation nests', () => {
    expect(tree('-t:pilot')).toBe('(not t=pilot)')
    expect(tree('-(c:red or c:blue)')).toBe('(not (or c=red c=blue))')
    expect(tree('--zaku')).toBe('(not (not "zaku"))')
    expect(tree('Mk-II')).toBe('"mk-ii"')
  })

  it('fields are case-insensitive and have long names', () => {
    expect(tree('C:Blue COLOR:u colour:purple')).toBe('(and c=blue c=blue c=purple)')
    expect(tree('type:unit T:Pilot')).toBe('(and t=unit t=pilot)')
    expect(tree('level:3 LV:3')).toBe('(and level=3 level=3)')
    expect(tree('rarity:LR r:"LR +"')).toBe('(and rarity~lr rarity~lr+)')
    expect(tree('keyword:"First Strike" kw:first-strike')).toBe('(and keyword~firststrike keyword~firststrike)')
    expect(tree('text:"Draw  1" o:draw')).toBe('(and text~draw 1 text~draw)')
    expect(tree('traits:zeon s:gd01 name:zaku')).toBe('(and trait~zeon set~gd01 name~zaku)')
    expect(tree('!"Char\'s Zaku" !zaku')).toBe(`(and name=char's zaku name=zaku)`)
  })

  it('stats take every comparison; ":" means "="', () => {
    for (const [op, want] of [
      [':', '='],
      ['=', '='],
      ['!=', '!='],
      ['<', '<'],
      ['<=', '<='],
      ['>', '>'],
      ['>=', '>='],
    ]) {
      expect(tree(`lv${op}3`)).toBe(`level${want}3`)
      expect(tree(`cost${op}2`)).toBe(`cost${want}2`)
      expect(tree(`ap${op}4`)).toBe(`ap${want}4`)
      expect(tree(`hp${op}0`)).toBe(`hp${want}0`)
    }
  })

  it('!= on other fields is the negated term', () => {
    expect(tree('c!=blue')).toBe('(not c=blue)')
    expect(tree('t!=unit')).toBe('(not t=unit)')
  })

  it('colors: names, Scryfall letters, unique beginnings, comma lists, colorless', () => {
    expect(tree('c:u')).toBe('c=blue')
    expect(tree('c:b')).toBe('c=black')
    expect(tree('c:w c:r c:g c:p')).toBe('(and c=white c=red c=green c=purple)')
    expect(tree('c:pur')).toBe('c=purple')
    expect(tree('c:blue,red')).toBe('c=blue|red')
    expect(tree('c:colorless')).toBe('c=none')
    expect(tree('c:none')).toBe('c=none')
    expect(tree('c:c')).toBe('c=none')
  })

  it('types: names, token and EX aliases, beginnings', () => {
    expect(tree('t:token')).toBe('t=unit-token')
    expect(tree('t:unit-token')).toBe('t=unit-token')
    expect(tree('t:"ex base"')).toBe('t=ex-base')
    expect(tree('t:exresource')).toBe('t=ex-resource')
    expect(tree('t:ex')).toBe('t=ex-base|ex-resource')
    expect(tree('t:com')).toBe('t=command')
    expect(tree('t:unit')).toBe('t=unit')
    expect(tree('t:base')).toBe('t=base')
  })

  it('games and is: flags', () => {
    expect(tree('game:gcg game:GW game:forge')).toBe('(and game=gcg game=gundam-war game=forge)')
    expect(tree('is:parallel is:BASE is:errata')).toBe('(and is=parallel is=base is=errata)')
  })

  it('quoted values keep escaped quotes and backslashes', () => {
    expect(tree('o:"say \\"hi\\" \\\\ now"')).toBe('text~say "hi" \\ now')
  })

  it('a word ending in ! is a word, not a field', () => {
    expect(tree('Stand!')).toBe('"stand!"')
  })

  it('every node knows where it came from', () => {
    const q = 'zaku -(c:red or lv>=3)'
    const ast = parseQuery(q).ast!
    expect(ast.kind).toBe('and')
    if (ast.kind !== 'and') return
    const [word, not] = ast.children
    expect(q.slice(word!.start, word!.end)).toBe('zaku')
    expect(q.slice(not!.start, not!.end)).toBe('-(c:red or lv>=3)')
    if (not!.kind !== 'not' || not!.child.kind !== 'or') throw new Error('expected not(or)')
    expect(not!.child.children.map((c) => q.slice(c.start, c.end))).toEqual(['c:red', 'lv>=3'])
  })
})

describe('query errors: reported at the token, never thrown, faulty terms left out', () => {
  it('unknown field names the field', () => {
    expect(errors('zaku foo:bar')).toEqual([
      { at: 'foo', code: 'field.unknown', params: { written: 'foo', fields: expect.arrayContaining(['c', 'lv', 'missing']) } },
    ])
    expect(tree('zaku foo:bar')).toBe('"zaku"')
    expect(errors('constructor:x')[0]).toMatchObject({ code: 'field.unknown', params: { written: 'constructor' } })
    expect(parseQuery('constructor:x').errors[0]!.message).toContain("unknown field 'constructor:' (fields: c, t, lv, cost, ap, hp, name,")
  })

  it('bad operators point at the operator', () => {
    expect(errors('lv=<3')).toEqual([{ at: '=<', code: 'operator.unknown', params: { op: '=<', ops: [':', '=', '!=', '<', '<=', '>', '>='] } }])
    expect(errors('t=<x')[0]!.params).toEqual({ op: '=<', ops: [':', '=', '!='] })
    expect(errors('c<blue')).toEqual([{ at: '<', code: 'operator.not-comparing', params: { op: '<', field: 'c' } }])
    expect(errors('trait>=zeon')).toEqual([{ at: '>=', code: 'operator.not-comparing', params: { op: '>=', field: 'trait' } }])
    expect(parseQuery('lv=<3').errors[0]!.message).toBe("bad operator '=<': use : = != < <= > >=")
  })

  it('a missing value points at the field and operator', () => {
    expect(errors('t: zaku')).toEqual([{ at: 't:', code: 'value.missing', params: { written: 't:' } }])
    expect(errors('lv<=')).toEqual([{ at: 'lv<=', code: 'value.missing', params: { written: 'lv<=' } }])
    expect(errors('o:""')).toEqual([{ at: '""', code: 'value.missing', params: { written: 'o:' } }])
    expect(parseQuery('t: zaku').errors[0]!.message).toBe("missing value after 't:'")
    expect(tree('t: zaku')).toBe('"zaku"')
  })

  it('a stat that is not a whole number points at the value', () => {
    expect(errors('lv<=x')).toEqual([{ at: 'x', code: 'stat.not-number', params: { written: 'x', field: 'lv' } }])
    expect(errors('cost:1.5')).toEqual([{ at: '1.5', code: 'stat.not-number', params: { written: '1.5', field: 'cost' } }])
    expect(errors('ap>-1')).toEqual([{ at: '-1', code: 'stat.not-number', params: { written: '-1', field: 'ap' } }])
  })

  it('unknown color, type, game and is: values point at the value', () => {
    expect(errors('c:purpel')).toEqual([{ at: 'purpel', code: 'color.unknown', params: { written: 'purpel' } }])
    expect(errors('c:bl')).toEqual([{ at: 'bl', code: 'color.unknown', params: { written: 'bl' } }])
    expect(errors('t:zeon')).toEqual([{ at: 'zeon', code: 'type.unknown', params: { written: 'zeon' } }])
    expect(errors('game:magic')).toEqual([{ at: 'magic', code: 'game.unknown', params: { written: 'magic' } }])
    expect(errors('is:foil')).toEqual([{ at: 'foil', code: 'is.unknown', params: { written: 'foil', flags: ['parallel', 'base', 'errata'] } }])
    expect(errors('kw:--')).toEqual([{ at: '--', code: 'keyword.invalid', params: { written: '--' } }])
    expect(parseQuery('is:foil').errors[0]!.message).toBe("unknown is: value 'foil': use is:parallel, is:base, is:errata")
  })

  it('unbalanced parentheses point at the parenthesis; the rest still parses', () => {
    expect(errors('(a b')).toEqual([{ at: '(', code: 'parenthesis.unclosed', params: none }])
    expect(tree('(a b')).toBe('(and "a" "b")')
    expect(errors('a) b')).toEqual([{ at: ')', code: 'parenthesis.unopened', params: none }])
    expect(tree('a) b')).toBe('(and "a" "b")')
    expect(errors('() a')).toEqual([{ at: '()', code: 'parentheses.empty', params: none }])
  })

  it('dangling or, and, - are reported', () => {
    expect(errors('a or')).toEqual([{ at: 'or', code: 'or.alone', params: none }])
    expect(errors('or a')).toEqual([{ at: 'or', code: 'or.alone', params: none }])
    expect(errors('a or or b').map((e) => e.at)).toEqual(['or'])
    expect(tree('a or or b')).toBe('(or "a" "b")')
    expect(errors('and a')).toEqual([{ at: 'and', code: 'and.alone', params: none }])
    expect(errors('a - b')).toEqual([{ at: '-', code: 'minus.space', params: none }])
    expect(errors('(a -)')).toEqual([{ at: '-', code: 'minus.alone', params: none }])
  })

  it('an unclosed quote is reported and read to the end', () => {
    expect(errors('o:"draw 1')).toEqual([{ at: '"draw 1', code: 'quote.unclosed', params: none }])
    expect(tree('o:"draw 1')).toBe('text~draw 1')
    expect(errors('"')).toEqual([{ at: '"', code: 'quote.unclosed', params: none }])
  })

  it('a negated faulty term drops with its negation; only faulty parts go', () => {
    expect(tree('zaku -foo:1')).toBe('"zaku"')
    expect(tree('c:red or t:nope')).toBe('c=red')
    expect(tree('foo:1')).toBe('*')
  })

  it('errors come in reading order', () => {
    const found = parseQuery('x:1 lv<a (c:q').errors.map((e) => e.start)
    expect(found).toEqual([...found].sort((a, b) => a - b))
    expect(found).toHaveLength(4)
  })
})

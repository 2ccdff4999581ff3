import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { card } from '../testing/builders'
import { parseQuery } from './parse'
import { searchCards } from './search'
import { editDistance } from './spelling'
import { didYouMean, queryVocabulary, queryVocabularySteps } from './suggest'

const cards = [
  card({ number: 'GD01-001', name: 'Gundam', keywords: [{ keyword: 'Blocker', value: null }] }),
  card({ number: 'GD01-002', name: 'Gundam Mk-Ⅱ', keywords: [{ keyword: 'First Strike', value: null }] }),
  card({ number: 'GD01-003', name: 'Zaku Ⅱ', rarity: 'LR', printings: [{ id: 'GD01-003', rarity: 'LR', set: 'GD01', imageUrl: null }] }),
  card({ number: 'GD01-004', name: 'Guntank' }),
]
const rows = cards.flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))
const vocabulary = () => queryVocabulary(cards)
/** As the search box asks: with the number of results the query found. */
const suggest = (q: string) => didYouMean(q, { results: searchCards(rows, q).results.length, vocabulary })

describe('edit distance', () => {
  it('counts a swap of two letters as one step, and stops past its limit', () => {
    expect(editDistance('purpel', 'purple')).toBe(1)
    expect(editDistance('gundma', 'gundam')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3)
  })
})

describe('did you mean', () => {
  it.each([
    ['c:purpel', 'c:purple'],
    ['c:blue,purpel t:unit', 'c:blue,purple t:unit'],
    ['t:unti lv<=3', 't:unit lv<=3'],
    ['is:paralel', 'is:parallel'],
    ['game:froge', 'game:forge'],
    ['colr:red', 'color:red'],
  ])('an unknown value the language knows: %s → %s', (q, want) => {
    // The parser reports the value and carries its likely meaning.
    expect(parseQuery(q).errors.filter((e) => e.suggestion !== undefined)).toHaveLength(1)
    expect(suggest(q)).toBe(want)
  })

  it.each([
    ['gundma', 'gundam'],
    ['GUNDMA', 'gundam'],
    ['zaku guntnak', 'zaku guntank'],
    ['name:gundma', 'name:gundam'],
    ['kw:blockr', 'kw:blocker'],
    ['kw:frist-strike', 'kw:"first strike"'],
    ['r:lrr', 'r:LR'],
  ])('a word no card has, when nothing is found: %s → %s', (q, want) => {
    expect(searchCards(rows, q).results).toEqual([])
    expect(suggest(q)).toBe(want)
  })

  it('suggests nothing for a query that finds cards, a card number, a short word, or a word far from any name', () => {
    expect(suggest('gundam')).toBeNull()
    expect(suggest('c:blue')).toBeNull()
    expect(suggest('gd09-001')).toBeNull()
    expect(suggest('xy')).toBeNull()
    expect(suggest('qwertyuiop')).toBeNull()
    // A word a name holds is no typo, though the whole query finds nothing.
    expect(suggest('gundam t:command')).toBeNull()
    // With results, words are not checked against the pool at all.
    expect(didYouMean('gundma', { results: 3, vocabulary })).toBeNull()
  })

  it('a quoted value is taken as written', () => {
    expect(suggest('c:"purpel"')).toBeNull()
  })
})

describe.skipIf(!hasShared)(`did you mean over the real pool ${NEEDS_SHARED}`, () => {
  const real = hasShared ? importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards : []
  const realRows = real.flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))
  const words = queryVocabulary(real)
  const ask = (q: string) => didYouMean(q, { results: searchCards(realRows, q).results.length, vocabulary: () => words })

  it('gundma → gundam, c:purpel → c:purple, kw:blockr → kw:blocker, and the corrected queries find cards', () => {
    for (const [q, want] of [
      ['gundma', 'gundam'],
      ['c:purpel', 'c:purple'],
      ['kw:blockr', 'kw:blocker'],
      ['zaku t:unti', 'zaku t:unit'],
    ] as const) {
      expect(ask(q)).toBe(want)
      expect(searchCards(realRows, want).results.length).toBeGreaterThan(0)
    }
  })

  it('gathered in small steps, the words are the same as gathered at once', () => {
    const steps = queryVocabularySteps(real, 37)
    let yields = 0
    let s = steps.next()
    while (!s.done) {
      yields++
      s = steps.next()
    }
    expect(yields).toBeGreaterThan(real.length / 37)
    expect(s.value).toEqual(words)
    expect(s.value.nameWords.size).toBeGreaterThan(500)
  })

  it('a real name with one letter swapped finds its way back', () => {
    expect(ask('barbatso')).toBe('barbatos')
    expect(ask('strike fredom')).toBe('strike freedom')
  })
})

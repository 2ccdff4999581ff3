import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getFormat } from '../formats/registry'
import { decklistPool, legalDeckArbitrary } from '../testing/decks'
import { validateDeck } from '../validate'
import { normalizeDeck } from './compare'
import { readDeckList } from './read'
import { DECK_LIST_FORMATS, writeDeckList } from './write'

const { pool, mains, resources } = decklistPool()
const decks = legalDeckArbitrary(mains, resources)
const plain = (d: Parameters<typeof normalizeDeck>[0]) => normalizeDeck(d)

describe('round trip: reading what we wrote gives the same deck', () => {
  it('the generated decks are legal (gcg-open), so the property is about real decks', () => {
    fc.assert(
      fc.property(decks, (deck) => {
        expect(validateDeck(deck, pool.lookup, getFormat('gcg-open')!).violations).toEqual([])
      }),
      { numRuns: 100 },
    )
  })

  for (const to of DECK_LIST_FORMATS) {
    it(`${to}: write, read back, same sections, numbers, printings and counts, no diagnostics`, () => {
      fc.assert(
        fc.property(decks, fc.option(fc.string({ maxLength: 30 }), { nil: undefined }), (deck, name) => {
          const text = writeDeckList(deck, to, pool, { name })
          const back = readDeckList(text, pool)
          expect(back.diagnostics).toEqual([])
          expect(plain(back)).toEqual(plain(deck))
        }),
        { numRuns: 200 },
      )
    })
  }

  it('names written beside numbers are the pool names, so no name-mismatch warning comes back', () => {
    fc.assert(
      fc.property(decks, (deck) => {
        for (const to of ['canonical', 'limitless', 'deckplanet', 'csv', 'json'] as const) {
          const back = readDeckList(writeDeckList(deck, to, pool), pool)
          expect(validateDeck(back, pool.lookup, getFormat('gcg-open')!).warnings).toEqual([])
        }
      }),
      { numRuns: 50 },
    )
  })

  it('the deck code keeps entry order exactly, and JSON keeps the deck name', () => {
    fc.assert(
      fc.property(decks, (deck) => {
        const back = readDeckList(writeDeckList(deck, 'code', pool, { name: 'Tournament deck' }), pool)
        expect({ name: back.name, main: back.main.map(({ number, printing, count }) => ({ number, printing, count })) }).toEqual({
          name: 'Tournament deck',
          main: deck.main,
        })
        expect(readDeckList(writeDeckList(deck, 'json', pool, { name: 'Ⅱ "quoted"' }), pool).name).toBe('Ⅱ "quoted"')
      }),
      { numRuns: 50 },
    )
  })

  it('without card data, sections are written out so nothing depends on card types', () => {
    fc.assert(
      fc.property(decks, (deck) => {
        for (const to of DECK_LIST_FORMATS) expect(plain(readDeckList(writeDeckList(deck, to), undefined))).toEqual(plain(deck))
      }),
      { numRuns: 50 },
    )
  })
})

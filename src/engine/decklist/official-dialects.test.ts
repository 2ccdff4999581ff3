import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedFiles, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { normalizeName } from '../cards/fields'
import { CardPool } from '../cards/pool'
import { getFormat } from '../formats/registry'
import { validateDeck } from '../validate'
import { normalizeDeck } from './compare'
import { parseDeckList } from './parse'
import { readDeckList } from './read'
import { DECK_LIST_FORMATS, writeDeckList } from './write'

const EX: readonly string[] = ['unit-token', 'ex-base', 'ex-resource']

describe.skipIf(!hasShared)(`deck lists against the real card pool ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const decks = sharedFiles('decks/official').map((f) => ({ name: f.name, deck: parseDeckList(f.text, pool) }))

  it('the 25 official lists, written in every format, read back to the same deck with nothing to report', () => {
    expect(decks).toHaveLength(25)
    for (const { name, deck } of decks) {
      for (const to of DECK_LIST_FORMATS) {
        const text = writeDeckList(deck, to, pool, { name })
        const back = readDeckList(text, pool)
        expect({ name, to, diagnostics: back.diagnostics, deck: normalizeDeck(back) }).toEqual({ name, to, diagnostics: [], deck: normalizeDeck(deck) })
        expect({ name, to, warnings: validateDeck(back, pool.lookup, getFormat('gcg-open')!).warnings }).toEqual({ name, to, warnings: [] })
      }
    }
  })

  it('every official list written as name-only lines reads back the same, except names shared by several numbers', () => {
    for (const { name, deck } of decks) {
      const lines = [...deck.main, ...deck.resource].map((e) => `${e.count} ${pool.get(e.number)!.name}`)
      const back = parseDeckList(lines.join('\n'), pool)
      // Tokens and EX cards are never candidates for a deck card's name (5-1-2).
      const shared = [...deck.main, ...deck.resource].filter((e) => pool.named(pool.get(e.number)!.name).filter((c) => !EX.includes(c.type)).length > 1)
      expect({ name, errors: back.diagnostics.length }).toEqual({ name, errors: shared.length })
      for (const d of back.diagnostics) expect(d.message).toMatch(/is the name of \d+ cards \(.+\): write the card number/)
    }
  })

  it('each name printed on several numbers is refused with every candidate listed', () => {
    const byName = new Map<string, string[]>()
    for (const c of pool.cards.filter((c) => !EX.includes(c.type))) byName.set(normalizeName(c.name), [...(byName.get(normalizeName(c.name)) ?? []), c.number])
    const sharedNames = [...byName].filter(([, numbers]) => numbers.length > 1)
    expect(sharedNames.length).toBeGreaterThanOrEqual(74)
    for (const [name, numbers] of sharedNames) {
      const r = parseDeckList(`1 ${name}`, pool)
      expect(r.main).toEqual([])
      for (const n of numbers) expect(r.diagnostics[0]!.message).toContain(n)
    }
  })

  it('a name a deck card shares with a token or EX card is the deck card; in the EX section, the token', () => {
    const pairs = pool.cards
      .filter((c) => EX.includes(c.type))
      .flatMap((t) => {
        const deckCards = pool.named(t.name).filter((c) => !EX.includes(c.type))
        return deckCards.length === 1 && pool.named(t.name).filter((c) => EX.includes(c.type)).length === 1 ? [{ token: t, card: deckCards[0]! }] : []
      })
    expect(pairs.length).toBeGreaterThan(0)
    for (const { token, card } of pairs) {
      const r = parseDeckList(`1 ${card.name}\nTokens\n1 ${token.name}`, pool)
      expect(r.diagnostics).toEqual([])
      expect(r.main.map((e) => e.number)).toEqual([card.number])
      expect(r.ex.map((e) => e.number)).toEqual([token.number])
    }
  })

  it('Limitless (Ⅱ) and EGMAN (II) spellings of the same list read the same', () => {
    const limitless = parseDeckList("4 Zaku Ⅰ ST03-007\n4 Char's Zaku Ⅱ ST03-006", pool)
    const egman = parseDeckList("4 ST03-007 Zaku I | MS-05\n4 ST03-006 Char's Zaku II | MS-06S", pool)
    expect(normalizeDeck(egman)).toEqual(normalizeDeck(limitless))
    expect(validateDeck(egman, pool.lookup, getFormat('gcg-open')!).warnings.filter((w) => w.rule === 'name-mismatch')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '~/io/cards/detect'
import { CardPool } from '../cards/pool'
import { addDeckToCollection, readCollectionList, writeMissingText } from './io'
import { applyChanges, indexCollection } from './model'
import { missingForDeck, missingForDecks } from './missing'

describe.skipIf(!hasShared)(`official decks against a collection ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const read = (name: string) => readCollectionList(sharedText(`decks/official/${name}`), pool.lookup)
  const deck = (name: string) => {
    const items = read(name).items
    return {
      main: items.filter((c) => c.number !== 'R-001').map((c) => ({ number: c.number, printing: null, count: c.count })),
      resource: items.filter((c) => c.number === 'R-001').map((c) => ({ number: c.number, printing: null, count: c.count })),
      sideboard: [],
    }
  }

  it('reads a starter deck as 60 owned copies; the deck is then complete, and missing 3 once three copies are gone', () => {
    const starter = deck('deck-001.txt')
    expect(read('deck-001.txt').problems).toEqual([])
    const rows = addDeckToCollection([], starter)
    expect(rows.reduce((n, r) => n + r.owned, 0)).toBe(60)
    expect(missingForDeck(starter, indexCollection(rows)).complete).toBe(true)
    const first = starter.main.find((e) => e.count >= 3)!
    const fewer = applyChanges(rows, [{ number: first.number, printing: first.number, count: -3 }], 'add')
    const list = missingForDeck(starter, indexCollection(fewer))
    expect(list.total).toBe(3)
    expect(writeMissingText(list)).toBe(`3 ${first.number}\n`)
  })

  it('counts two official decks sharing cards once when not built together, and both when together', () => {
    const a = deck('deck-001.txt')
    const b = deck('deck-002.txt')
    const none = indexCollection([])
    const together = missingForDecks([a, b], none, { together: true })
    const apart = missingForDecks([a, b], none, { together: false })
    expect(together.total).toBe(120)
    // Both carry 10 R-001 at least: built one at a time, those are bought once.
    expect(apart.total).toBeLessThanOrEqual(110)
  })
})

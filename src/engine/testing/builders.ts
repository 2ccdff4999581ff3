// Tiny factories for tests: a card, a pool and a deck, each from partial overrides.
import type { Card } from '~/schemas/card'
import type { Format } from '~/schemas/format'
import { CardPool } from '../cards/pool'
import type { DeckEntryInput, DeckInput } from '../rules/types'

let serial = 0

export function card(overrides: Partial<Card> = {}): Card {
  const number = overrides.number ?? `TS01-${String(++serial).padStart(3, '0')}`
  return {
    game: 'gcg',
    number,
    name: `Test Card ${number}`,
    type: 'unit',
    color: 'blue',
    level: 3,
    cost: 2,
    ap: 3,
    hp: 3,
    traits: [],
    link: null,
    zones: ['Space', 'Earth'],
    rarity: 'C',
    set: 'TS01',
    text: 'A test effect.',
    keywords: [],
    blockIcon: '1',
    imageUrl: null,
    printings: [{ id: number, rarity: 'C', set: 'TS01', imageUrl: null }],
    errata: [],
    copyLimit: null,
    copyLimitScope: null,
    ...overrides,
  }
}

export function pool(cards: Card[]): CardPool {
  return new CardPool(cards)
}

export function entry(number: string, count: number, extra: Partial<DeckEntryInput> = {}): DeckEntryInput {
  return { number, printing: null, count, ...extra }
}

export function deck(parts: Partial<DeckInput> = {}): DeckInput {
  return { main: [], resource: [], sideboard: [], ...parts }
}

export function withFormat(format: Format, overrides: Partial<Format>): Format {
  return { ...format, ...overrides }
}

/**
 * A legal GCG deck on a hand-made pool: 13 blue and white numbers (12 x 4 + 1 x 2 = 50) and
 * 10 basic Resources. Tests break one thing at a time.
 */
export function legalFixture() {
  const resource = card({ number: 'TR-001', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null, text: '' })
  const mains = Array.from({ length: 13 }, (_, i) =>
    card({
      number: `TS01-${String(100 + i)}`,
      name: `Fixture ${i}`,
      color: i < 7 ? 'blue' : 'white',
      type: i < 8 ? 'unit' : i < 10 ? 'pilot' : i < 12 ? 'command' : 'base',
    }),
  )
  // Spare blue Units, not in the deck, for tests that swap cards in and must keep 50.
  const fillers = Array.from({ length: 4 }, (_, i) => card({ number: `TS05-${100 + i}`, name: `Filler ${i}`, color: 'blue' }))
  const cards = [resource, ...mains, ...fillers]
  const list: DeckInput = deck({
    main: mains.map((c, i) => entry(c.number, i === 12 ? 2 : 4)),
    resource: [entry('TR-001', 10)],
  })
  return { cards, pool: pool(cards), deck: list, mains, resource, fillers }
}

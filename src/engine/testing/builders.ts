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

/** A Gundam War card: 9-digit id as its number, Gundam War fields filled. */
export function gwCard(overrides: Partial<Card> = {}): Card {
  const number = overrides.number ?? `9${String(++serial).padStart(8, '0')}`
  return card({
    game: 'gundam-war',
    number,
    name: `GW Card ${number}`,
    type: 'unit',
    color: 'blue',
    level: null,
    cost: 2,
    ap: null,
    hp: null,
    zones: ['Space'],
    set: null,
    blockIcon: null,
    printings: [{ id: number, rarity: 'C', set: null, imageUrl: null }],
    printedNumber: null,
    corpsGenerator: 1,
    totalGenerator: 2,
    battlePoints: { strike: 2, shooting: 1, defense: 3 },
    generationKind: null,
    ...overrides,
  })
}

/** A Basic GENERATION card of a color (manual, GENERATION cards). */
export function basicGeneration(color: string, overrides: Partial<Card> = {}): Card {
  return gwCard({
    name: `${color} G`,
    type: 'generation',
    color,
    cost: null,
    zones: [],
    corpsGenerator: null,
    totalGenerator: null,
    battlePoints: null,
    generationKind: 'basic',
    text: `(Auto A): Generate 1 ${color} Generator Power.`,
    ...overrides,
  })
}

/**
 * A legal Gundam War deck of `size` (50, or 30 for a starter deck): cards of all six factions, three
 * of each name, and Basic GENERATION cards (unlimited) to fill.
 */
export function gundamWarFixture(size = 50) {
  const colors = ['blue', 'green', 'black', 'red', 'brown', 'white']
  const types = ['unit', 'character', 'operation', 'command'] as const
  const named = Array.from({ length: 6 }, (_, i) => gwCard({ name: `GW Fixture ${i}`, color: colors[i]!, type: types[i % 4]! }))
  const blueG = basicGeneration('blue')
  const greenG = basicGeneration('green')
  const generations = size - named.length * 3
  const cards = [...named, blueG, greenG]
  const list: DeckInput = deck({
    main: [...named.map((c) => entry(c.number, 3)), entry(blueG.number, Math.ceil(generations / 2)), entry(greenG.number, Math.floor(generations / 2))],
  })
  return { cards, pool: pool(cards), deck: list, named, blueG, greenG }
}

/** A Gundam Forge card. */
export function forgeCard(overrides: Partial<Card> = {}): Card {
  const number = overrides.number ?? `FG01-${String(++serial).padStart(3, '0')}`
  return card({
    game: 'forge',
    number,
    name: `Forge Card ${number}`,
    color: 'white',
    level: null,
    zones: [],
    blockIcon: null,
    set: 'FG01',
    printings: [{ id: number, rarity: 'C', set: 'FG01', imageUrl: null }],
    ...overrides,
  })
}

/**
 * A legal Forge deck of 60 with no warnings: 26 Units (25-28 optimal), 7 Pilots (6-8), 8 Commands,
 * 3 Bases and 16 Basic Resources; white and blue plus a Colorless Command.
 */
export function forgeFixture() {
  const units = Array.from({ length: 7 }, (_, i) => forgeCard({ name: `Forge Unit ${i}`, color: i < 4 ? 'white' : 'blue' }))
  const pilots = Array.from({ length: 2 }, (_, i) => forgeCard({ name: `Forge Pilot ${i}`, type: 'pilot', color: 'white' }))
  const commands = [
    forgeCard({ name: 'Forge Command', type: 'command', color: 'blue' }),
    forgeCard({ name: 'Forge Colorless Command', type: 'command', color: null }),
  ]
  const base = forgeCard({ name: 'Forge Base', type: 'base', color: 'white' })
  const basic = forgeCard({ name: 'Basic Resource', type: 'basic-resource', color: null, cost: null, ap: null, hp: null, text: '' })
  // Spare cards, not in the deck, for tests that swap one in.
  const spares = {
    red: forgeCard({ name: 'Forge Red Unit', color: 'red' }),
    unit: forgeCard({ name: 'Forge Spare Unit', color: 'white' }),
    pilot: forgeCard({ name: 'Forge Spare Pilot', type: 'pilot', color: 'white' }),
  }
  const cards = [...units, ...pilots, ...commands, base, basic, ...Object.values(spares)]
  const list: DeckInput = deck({
    main: [
      ...units.map((c, i) => entry(c.number, i === 6 ? 2 : 4)),
      entry(pilots[0]!.number, 4),
      entry(pilots[1]!.number, 3),
      ...commands.map((c) => entry(c.number, 4)),
      entry(base.number, 3),
      entry(basic.number, 16),
    ],
  })
  return { cards, pool: pool(cards), deck: list, units, pilots, commands, base, basic, spares }
}

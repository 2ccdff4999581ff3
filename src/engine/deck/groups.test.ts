import { describe, expect, it } from 'vitest'
import { card, pool } from '../testing/builders'
import { copiesByNumber } from './copies'
import { deckGroups, linePrinting } from './groups'

const unitA = card({ number: 'GD01-001', type: 'unit', level: 4, cost: 3 })
const unitB = card({
  number: 'GD01-002',
  type: 'unit',
  level: 2,
  cost: 1,
  printings: [
    { id: 'GD01-002', rarity: 'C', set: 'GD01', imageUrl: 'base.webp' },
    { id: 'GD01-002_p1', rarity: 'C+', set: 'GD01', imageUrl: 'p1.webp' },
  ],
})
const pilot = card({ number: 'GD01-088', type: 'pilot' })
const command = card({ number: 'GD01-100', type: 'command' })
const base = card({ number: 'GD01-120', type: 'base' })
const resource = card({ number: 'R-001', type: 'resource' })
const token = card({ number: 'T-001', type: 'unit-token' })
const cards = pool([unitA, unitB, pilot, command, base, resource, token])
const line = (number: string, count: number, printing: string | null = null) => ({ number, printing, count })

describe('the visual view groups', () => {
  it('lays the main deck out by type (Unit, Pilot, Command, Base), then the resource deck, sideboard and EX/tokens, with totals', () => {
    const groups = deckGroups(
      {
        main: [line('GD01-100', 2), line('GD01-001', 4), line('GD01-120', 1), line('GD01-088', 3), line('GD01-002', 2), line('GD01-002', 1, 'GD01-002_p1')],
        resource: [line('R-001', 10)],
        sideboard: [line('GD01-001', 1)],
        ex: [line('T-001', 2)],
      },
      cards.lookup,
    )
    expect(groups.map((g) => [g.id, g.total])).toEqual([
      ['main-unit', 7],
      ['main-pilot', 3],
      ['main-command', 2],
      ['main-base', 1],
      ['resource', 10],
      ['sideboard', 1],
      ['ex', 2],
    ])
    // Cheapest first; each printing line keeps its own picture.
    expect(groups[0]!.cards.map((c) => c.printing?.id)).toEqual(['GD01-002', 'GD01-002_p1', 'GD01-001'])
    expect(groups[0]!.cards.map((c) => c.section)).toEqual(['main', 'main', 'main'])
    expect(groups[4]!.section).toBe('resource')
  })

  it('leaves empty groups out and puts cards the pool does not know last', () => {
    const groups = deckGroups({ main: [line('XX99-999', 2), line('GD01-001', 1)], resource: [], sideboard: [] }, cards.lookup)
    expect(groups.map((g) => g.id)).toEqual(['main-unit', 'main-unknown'])
    expect(groups[1]!.cards[0]).toMatchObject({ card: undefined, printing: undefined })
    // No card data at all: every main card is unknown, still counted.
    expect(deckGroups({ main: [line('GD01-001', 4)], resource: [], sideboard: [] }, null).map((g) => [g.id, g.total])).toEqual([['main-unknown', 4]])
  })

  it("pictures the line's own printing, else the base one", () => {
    expect(linePrinting(unitB, 'GD01-002_p1')?.imageUrl).toBe('p1.webp')
    expect(linePrinting(unitB, null)?.imageUrl).toBe('base.webp')
    expect(linePrinting(unitB, 'GD01-002_p9')?.id).toBe('GD01-002')
  })
})

describe('copies in the deck by card number', () => {
  it('adds the main deck, resource deck and sideboard, any printing, and leaves the EX section out', () => {
    const copies = copiesByNumber({
      main: [line('GD01-002', 2), line('GD01-002', 1, 'GD01-002_p1')],
      resource: [line('R-001', 10)],
      sideboard: [line('GD01-002', 1)],
      ex: [line('T-001', 2)],
    })
    expect(Object.fromEntries(copies)).toEqual({ 'GD01-002': 4, 'R-001': 10 })
  })
})

describe('the order of lines in a group', () => {
  const deck = { main: [line('GD01-001', 4), line('GD01-002', 2)], resource: [], sideboard: [] }
  const units = (sort: Parameters<typeof deckGroups>[2]) => deckGroups(deck, cards.lookup, sort)[0]!.cards.map((c) => c.entry.number)
  it('sorts by level, cost, name, or keeps the order the cards were added', () => {
    expect(units('level')).toEqual(['GD01-002', 'GD01-001'])
    expect(units('cost')).toEqual(['GD01-002', 'GD01-001'])
    expect(units('added')).toEqual(['GD01-001', 'GD01-002'])
    expect(units('name')).toEqual([...units('added')].sort((a, b) => cards.get(a)!.name.localeCompare(cards.get(b)!.name)))
  })
})

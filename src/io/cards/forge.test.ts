import { describe, expect, it } from 'vitest'
import { importCardFile } from './detect'

// Hand-made records in the two shapes of the Forge card lists.
const listed = [
  {
    id: 'FG01-001',
    name: 'Test Gundam',
    color: 'White',
    cost: 4,
    type: 'Unit',
    set: 'FG01 - Test Set',
    text: 'Draw 1. <First Strike>',
    ap: 5,
    hp: 4,
    power: 5,
    linkCondition: 'Test Pilot',
    traits: ['Mobile Suit'],
    imageUrl: '/a.webp',
  },
  { id: 'FG01-002', name: 'Test Pilot', color: 'Colorless', cost: 2, type: 'Pilot', set: 'FG01 - Test Set', text: 'AP+2.', ap: 0, hp: 0, power: 0 },
]
const initial = [
  {
    id: 'GD-901',
    name: 'Test Zaku',
    nameJP: 'テストザク',
    cost: 3,
    color: 'Black',
    type: 'Unit',
    text: 'Haste.',
    power: 4,
    setCode: 'UC-9',
    setName: 'Test',
    rarity: 'Rare',
    artUrl: 'https://example.invalid/a.jpg',
    tags: ['Zeon'],
    legal: true,
  },
  {
    id: 'GD-902',
    name: 'Test Resource',
    cost: 0,
    color: 'Colorless',
    type: 'Basic Resource',
    text: '',
    power: null,
    setCode: 'UC-9',
    rarity: 'Common',
    tags: [],
  },
]
const file = (name: string, json: unknown) => ({ name, text: JSON.stringify(json) })

describe('Gundam Forge card lists', () => {
  it('reads the list shape: Colorless is no color, the set code before " - ", the link pilot', () => {
    const r = importCardFile(file('cards.json', listed))
    expect(r.source).toBe('forge')
    expect(r.errors).toEqual([])
    expect(r.cards[0]).toMatchObject({ game: 'forge', type: 'unit', color: 'white', cost: 4, ap: 5, hp: 4, set: 'FG01' })
    expect(r.cards[0]!.link?.refs).toEqual([{ kind: 'pilot', name: 'Test Pilot' }])
    expect(r.cards[0]!.keywords).toEqual([{ keyword: 'First Strike', value: null }])
    expect(r.cards[1]).toMatchObject({ type: 'pilot', color: null })
  })

  it('reads the initial shape: power as AP, tags as traits, Basic Resources, black', () => {
    const r = importCardFile(file('initial-cards.json', initial))
    expect(r.source).toBe('forge')
    expect(r.errors).toEqual([])
    expect(r.cards[0]).toMatchObject({ number: 'GD-901', color: 'black', ap: 4, hp: null, traits: ['Zeon'], rarity: 'Rare', set: 'UC-9' })
    expect(r.cards[1]).toMatchObject({ type: 'basic-resource', color: null, ap: null })
  })

  it('reports bad fields with their record and field name', () => {
    const r = importCardFile(
      file('cards.json', [
        { id: 'FG01-010', name: 'A', type: 'GENERATION', color: 'White', power: 1 },
        { id: 'FG01-011', name: 'B', type: 'Unit', color: 'White', power: 'strong' },
        { id: 'FG01-012', name: 'C', type: 'Unit', color: '#fff', power: 1 },
        { id: 'FG01-013', name: '', type: 'Unit', color: 'White', power: 1 },
      ]),
    )
    expect(r.cards).toEqual([])
    expect(r.errors.map((e) => [e.record, e.field])).toEqual([
      [0, 'type'],
      [1, 'power'],
      [2, 'color'],
      [3, 'name'],
    ])
    expect(r.errors[0]!.message).toContain('not a Gundam Forge card type')
  })
})

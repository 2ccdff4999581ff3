import { describe, expect, it } from 'vitest'
import { importCardFile, importCardFiles } from './detect'

// Hand-made records in the shapes of the Gundam War data files (names invented, ids well-formed).
const joined = [
  {
    cardId: '101010036',
    number: 'U-36',
    name: 'テストキャノン',
    type: 'UNIT',
    typeCode: '01',
    color: 'Blue (青)',
    colorCode: '01',
    cost: 3,
    generatorRequirement: { corps: 2, total: 4 },
    battlePoints: '3/*/4',
    unitType: 'Earth',
    generation: null,
    copyLimit: null,
    text: null,
  },
  { cardId: '102050012', number: 'G-12', name: 'テスト支持者', type: 'GENERATION', color: 'Green (緑)', generation: 'special G (max 6 in total per deck)' },
  { cardId: '101010107', number: 'U-107', name: 'テストイージ', type: 'UNIT', copyLimit: { scope: 'card', max: null } },
  { cardId: '104010107', number: 'U-107', name: 'テストウルフ', type: 'unit', color: 'Red (赤)' },
]
const file = (name: string, json: unknown) => ({ name, text: JSON.stringify(json) })

describe('Gundam War card files', () => {
  it('reads the joined list: id as number, printed number kept, Gundam War fields', () => {
    const r = importCardFile(file('cards-merged.json', joined))
    expect(r.source).toBe('gundam-war')
    expect(r.errors).toEqual([])
    const cannon = r.cards.find((c) => c.number === '101010036')!
    expect(cannon).toMatchObject({
      game: 'gundam-war',
      printedNumber: 'U-36',
      type: 'unit',
      color: 'blue',
      cost: 3,
      corpsGenerator: 2,
      totalGenerator: 4,
      battlePoints: { strike: 3, shooting: '*', defense: 4 },
      zones: ['Earth'],
      generationKind: null,
    })
    expect(r.cards.find((c) => c.number === '102050012')).toMatchObject({ type: 'generation', color: 'green', generationKind: 'special' })
    expect(r.cards.find((c) => c.number === '101010107')).toMatchObject({ copyLimit: 'unlimited', copyLimitScope: 'card', color: 'blue' })
  })

  it('keeps two colors that print the same number apart', () => {
    const r = importCardFile(file('cards-merged.json', joined))
    expect(r.cards.filter((c) => c.printedNumber === 'U-107').map((c) => c.color)).toEqual(['blue', 'red'])
  })

  it('reads the copy-limit, GENERATION and name maps, taking type and color from the id', () => {
    const limits = importCardFile(
      file('deckCopyLimits.json', {
        _comment: 'x',
        cards: {
          '102980007': { name: 'ナゾ', scope: 'card', max: 50, text: '' },
          '107050001': { name: '月面', scope: 'name', max: 3, text: '' },
          '103010218': { name: 'テスト', scope: 'name', max: 1, text: '' },
        },
      }),
    )
    expect(limits.source).toBe('gundam-war')
    expect(limits.cards.map((c) => [c.number, c.type, c.color, c.copyLimit, c.copyLimitScope])).toEqual([
      ['103010218', 'unit', 'black', 1, 'name'],
      ['107050001', 'generation', null, 3, 'name'],
    ])
    // Type code 98 is none we know: reported with its record and field, the rest read on.
    expect(limits.skipped).toBe(1)
    expect(limits.errors).toEqual([
      {
        record: 0,
        line: null,
        field: 'type',
        code: 'gundam-war.type-code-unknown',
        params: { typeCode: '98' },
        message: expect.stringContaining('type code 98'),
      },
    ])

    const gens = importCardFile(file('generationCards.json', { special: { '101050012': 'A' }, basicEquivalent: { '105050007': 'B' } }))
    expect(gens.cards.map((c) => [c.type, c.color, c.generationKind])).toEqual([
      ['generation', 'blue', 'special'],
      ['generation', 'brown', 'basic'],
    ])
    const names = importCardFile(file('formatCardNames.json', { '106040001': '作戦', '101020126': 'キャラ' }))
    expect(names.cards.map((c) => [c.type, c.color])).toEqual([
      ['character', 'blue'],
      ['operation', 'white'],
    ])
  })

  it('reports bad fields with their record and field name', () => {
    const r = importCardFile(
      file('cards.json', [
        { cardId: '101010001', name: 'A', type: 'PILOT' },
        { cardId: '101010002', name: 'B', battlePoints: '3/2' },
        { cardId: '101010003', name: 'C', cost: 'many' },
        { cardId: '101010004', name: 'D', unitType: 'moon' },
        { cardId: '12345', name: 'E' },
        { cardId: '101010006', name: 'F', color: '???' },
      ]),
    )
    expect(r.cards).toEqual([])
    expect(r.errors.map((e) => [e.record, e.field])).toEqual([
      [0, 'type'],
      [1, 'battlePoints'],
      [2, 'cost'],
      [3, 'unitType'],
      [4, 'cardId'],
      [5, 'color'],
    ])
    expect(r.errors[0]!.message).toContain('not a Gundam War card type')
  })

  it('imports a folder of the four files as one pool, the joined list first', () => {
    const r = importCardFiles([
      file('cards-merged.json', joined),
      file('deckCopyLimits.json', { cards: { '101010107': { name: 'テストイージ', scope: 'card', max: null, text: '' } } }),
      file('formatCardNames.json', { '101010036': 'テストキャノン' }),
    ])
    expect(r.source).toBe('gundam-war')
    expect(r.cards).toHaveLength(4)
    expect(r.cards.find((c) => c.number === '101010036')!.battlePoints).toEqual({ strike: 3, shooting: '*', defense: 4 })
  })
})

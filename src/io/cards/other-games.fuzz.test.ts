import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CardSchema } from '~/schemas/card'
import { importCardFile } from './detect'
import { importCardsCsv } from './csv'
import { importForgeRecords } from './forge'
import { importGundamWar } from './gundam-war'

// Readers never throw: whatever comes in, a result comes out, and every card in it is a valid Card.
const valid = (r: { cards: unknown[]; errors: unknown[] }) => {
  for (const c of r.cards) expect(CardSchema.safeParse(c).success).toBe(true)
}

const cardId = fc.stringMatching(/^\d{9}$/)
const loose = fc.oneof(fc.anything(), fc.string(), fc.integer({ min: -5, max: 120 }), fc.constant(null), fc.constant('*'))
const warRecord = fc.record(
  {
    cardId: fc.oneof(cardId, fc.string()),
    name: fc.oneof(fc.string(), fc.anything()),
    number: fc.oneof(fc.constantFrom('U-S1', 'CH-W4', 'G-Z112', 'SP-1'), fc.string(), fc.constant(null)),
    type: fc.oneof(fc.constantFrom('UNIT', 'CHARACTER', 'OPERATION', 'COMMAND', 'GENERATION', 'pilot'), fc.string(), fc.constant(null)),
    color: fc.oneof(fc.constantFrom('Blue (青)', 'Black', 'none'), fc.string(), fc.constant(null)),
    cost: loose,
    generatorRequirement: fc.oneof(loose, fc.record({ corps: loose, total: loose })),
    battlePoints: fc.oneof(loose, fc.array(loose, { maxLength: 4 }), fc.record({ strike: loose, shooting: loose, defense: loose })),
    unitType: fc.oneof(loose, fc.array(fc.constantFrom('earth', 'space', 'moon'))),
    generation: fc.oneof(fc.string(), fc.constant(null), fc.constantFrom('special G', 'treated as basic G')),
    copyLimit: fc.oneof(fc.constant(null), fc.record({ scope: fc.constantFrom('card', 'name', 'deck'), max: fc.oneof(fc.constant(null), fc.integer()) })),
  },
  { requiredKeys: [] },
)
const forgeRecord = fc.record(
  {
    id: fc.oneof(fc.string(), fc.constantFrom('GD01-001', 'GD-001'), fc.anything()),
    name: fc.oneof(fc.string(), fc.anything()),
    type: fc.oneof(fc.constantFrom('Unit', 'Pilot', 'Command', 'Base', 'Basic Resource', 'UNIT'), fc.string()),
    color: fc.oneof(fc.constantFrom('White', 'Colorless', 'Black', 'Purple'), fc.string(), fc.constant(null)),
    cost: loose,
    power: loose,
    ap: loose,
    hp: loose,
    traits: fc.oneof(fc.array(fc.string()), fc.anything()),
    tags: fc.oneof(fc.array(fc.string()), fc.anything()),
    linkCondition: fc.oneof(fc.string(), fc.anything()),
  },
  { requiredKeys: [] },
)

describe('Gundam War and Forge readers never throw', () => {
  it('Gundam War: any value, any record list, any id-keyed map', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.array(warRecord),
          fc.dictionary(cardId, fc.oneof(fc.string(), fc.anything())),
          fc.record({ cards: fc.dictionary(cardId, fc.anything()) }),
          fc.record({ special: fc.dictionary(cardId, fc.anything()), basicEquivalent: fc.anything() }),
        ),
        (json) => valid(importGundamWar(json)),
      ),
      { numRuns: 300 },
    )
  })

  it('Forge: any value and any record list', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.anything()), fc.array(forgeRecord)), (records) => valid(importForgeRecords(records))),
      { numRuns: 300 },
    )
  })

  it('detection: any JSON text of those shapes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(warRecord), fc.array(forgeRecord), fc.dictionary(cardId, fc.string()), fc.jsonValue()), (json) => {
        const r = importCardFile({ name: 'cards.json', text: JSON.stringify(json) ?? 'null' })
        valid(r)
      }),
      { numRuns: 300 },
    )
  })

  it('CSV rows of any game with any Gundam War cells', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('', '*', '3', 'gundam-war', 'forge', 'GENERATION', 'Basic Resource', 'special'))
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 10, maxLength: 10 }), { maxLength: 8 }), (rows) => {
        const header = 'number,name,type,game,strike,shooting,defense,generation,printed_number,corps_generator'
        const text = [header, ...rows.map((r) => r.map((c) => JSON.stringify(c)).join(','))].join('\n')
        valid(importCardsCsv(text))
      }),
      { numRuns: 200 },
    )
  })
})

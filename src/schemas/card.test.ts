import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { card } from '~/engine/testing/builders'
import { CardSchema, isCanonicalCard, isCanonicalCardRow } from './card'
import { isCanonicalPrintingRow, StoredCardSchema, StoredPrintingSchema } from './stored'

/** A fast check's answer, asserting it only says yes where its schema accepts the value and returns an equal copy. */
function agreesWith(schema: z.ZodType, check: (v: unknown) => boolean, value: unknown): boolean {
  const parsed = schema.safeParse(value)
  if (check(value)) {
    expect(parsed.success).toBe(true)
    expect(parsed.data).toStrictEqual(value)
  }
  return check(value)
}

const agrees = (value: unknown) => agreesWith(CardSchema, isCanonicalCard, value)

describe('isCanonicalCard', () => {
  it('accepts the cards importers build, with every optional field', () => {
    expect(agrees(card())).toBe(true)
    const full = card({
      link: {
        raw: '[Amuro Ray]',
        refs: [
          { kind: 'pilot', name: 'Amuro Ray' },
          { kind: 'trait', trait: 'Academy' },
        ],
      },
      keywords: [{ keyword: 'Repair', value: 2 }],
      errata: [{ field: 'text', before: 'a', after: 'b', date: null, source: null, note: null }],
      rulings: [{ num: '1', date: null, question: 'q', answer: 'a', source: null }],
      copyLimit: 'unlimited',
      copyLimitScope: 'name',
      printedNumber: 'U-1',
      corpsGenerator: 1,
      totalGenerator: null,
      battlePoints: { strike: 1, shooting: '*', defense: 0 },
      generationKind: 'basic',
      folded: { name: 'a', text: 'b', traits: ['c'], link: ['amuro ray'] },
    })
    expect(agrees(full)).toBe(true)
  })

  it('leaves every card CardSchema would reject or change to CardSchema', () => {
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: 'x'.repeat(201) },
      { number: 'x'.repeat(41) },
      { game: 'mtg' },
      { type: 'planeswalker' },
      { color: 'Blue' },
      { color: ' blue' },
      { color: '' },
      { level: 100 },
      { cost: 1.5 },
      { ap: -1 },
      { hp: '3' },
      { traits: [1] },
      { link: { raw: 'x', refs: [{ kind: 'pilot', trait: 'x' }] } },
      { link: { raw: 'x', refs: [], extra: 1 } },
      { keywords: [{ keyword: 'Repair', value: Infinity }] },
      { keywords: [{ keyword: 'Repair' }] },
      { printings: [] },
      { printings: [{ id: '', rarity: null, set: null, imageUrl: null }] },
      { printings: [{ id: 'A-1', rarity: null, set: null }] },
      { errata: [{ field: 'text' }] },
      { copyLimit: 1000 },
      { copyLimitScope: 'deck' },
      { rulings: undefined },
      { printedNumber: '' },
      { battlePoints: { strike: 1, shooting: 1 } },
      { generationKind: 'odd' },
      { folded: { name: 'a', text: 'b', traits: [] } },
      { unknownField: 1 },
    ]
    for (const overrides of bad) expect(agrees({ ...card(), ...overrides }), JSON.stringify(overrides)).toBe(false)
    const missing: Record<string, unknown> = card()
    delete missing.copyLimitScope
    expect(agrees(missing)).toBe(false)
    expect(agrees(null)).toBe(false)
  })
})

describe('isCanonicalCardRow and isCanonicalPrintingRow (stored rows, read back on every start)', () => {
  const rowAgrees = (value: unknown) => agreesWith(StoredCardSchema, isCanonicalCardRow, value)
  const printingAgrees = (value: unknown) => agreesWith(StoredPrintingSchema, isCanonicalPrintingRow, value)
  const row = () => {
    const rest: Record<string, unknown> = card({ folded: { name: 'a', text: 'b', traits: [], link: [] } })
    delete rest.printings
    return rest
  }

  it('accepts a card row as it was stored, and a printing row', () => {
    expect(rowAgrees(row())).toBe(true)
    expect(printingAgrees({ id: 'GD01-001_p1', rarity: 'LR+', set: 'GD01', imageUrl: null, number: 'GD01-001', rank: 1 })).toBe(true)
  })

  it('leaves every row its schema would reject or change to the schema', () => {
    expect(rowAgrees({ ...row(), printings: [{ id: 'A-1', rarity: null, set: null, imageUrl: null }] })).toBe(false)
    expect(rowAgrees({ ...row(), name: '' })).toBe(false)
    expect(rowAgrees({ ...row(), color: 'Blue' })).toBe(false)
    expect(rowAgrees({ ...row(), extra: 1 })).toBe(false)
    const missing: Record<string, unknown> = row()
    delete missing.errata
    expect(rowAgrees(missing)).toBe(false)
    expect(isCanonicalCard(row())).toBe(false)
    const printing = { id: 'A-1', rarity: null, set: null, imageUrl: null, number: 'A-1', rank: 0 }
    for (const overrides of [{ id: '' }, { number: '' }, { rank: -1 }, { rank: 1.5 }, { rank: '1' }, { set: 3 }, { extra: 1 }]) {
      expect(printingAgrees({ ...printing, ...overrides }), JSON.stringify(overrides)).toBe(false)
    }
    const noRank: Record<string, unknown> = { ...printing }
    delete noRank.rank
    expect(printingAgrees(noRank)).toBe(false)
    expect(printingAgrees([])).toBe(false)
  })
})

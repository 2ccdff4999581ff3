import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { card } from '~/engine/testing/builders'
import { CardSchema, isCanonicalCard } from './card'

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

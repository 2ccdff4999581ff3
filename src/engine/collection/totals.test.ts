import { describe, expect, it } from 'vitest'
import type { CollectionRow } from '~/schemas/collection'
import { card, pool } from '../testing/builders'
import { indexCollection } from './model'
import { collectionTotals, setCompletion } from './totals'

const cards = [
  card({
    number: 'GD01-001',
    color: 'blue',
    set: 'GD01',
    printings: [
      { id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: null },
      { id: 'GD01-001_p1', rarity: 'LR+', set: 'GD01', imageUrl: null },
    ],
  }),
  card({ number: 'GD01-002', color: 'red', set: 'GD01', printings: [{ id: 'GD01-002', rarity: 'C', set: 'GD01', imageUrl: null }] }),
  // A reprint: card of ST01, one printing from a promotion pack.
  card({
    number: 'ST01-001',
    color: null,
    type: 'resource',
    set: 'ST01',
    printings: [
      { id: 'ST01-001', rarity: 'C', set: 'ST01', imageUrl: null },
      { id: 'ST01-001_p1', rarity: 'P', set: 'PR', imageUrl: null },
    ],
  }),
]
const rows: CollectionRow[] = [
  { number: 'GD01-001', printing: 'GD01-001', owned: 2 },
  { number: 'GD01-001', printing: 'GD01-001_p1', owned: 1 },
  { number: 'ST01-001', printing: 'ST01-001_p1', owned: 3 },
  { number: 'ZZ09-001', printing: 'ZZ09-001', owned: 1 },
]

describe('collection totals', () => {
  it('sums copies and numbers by the printing set and by color', () => {
    const t = collectionTotals(rows, pool(cards).lookup)
    expect(t.copies).toBe(7)
    expect(t.bySet).toEqual([
      { key: 'GD01', copies: 3, numbers: 1 },
      { key: 'PR', copies: 3, numbers: 1 },
      { key: 'ZZ09', copies: 1, numbers: 1 },
    ])
    expect(t.byColor).toEqual([
      { key: 'blue', copies: 3, numbers: 1 },
      { key: 'colorless', copies: 3, numbers: 1 },
      { key: 'unknown', copies: 1, numbers: 1 },
    ])
  })
})

describe('set completion', () => {
  it('counts numbers owned in any printing, and printings owned one by one', () => {
    const done = setCompletion(cards, indexCollection(rows))
    expect(done).toEqual([
      { set: 'GD01', numbers: { owned: 1, of: 2 }, printings: { owned: 2, of: 3 } },
      { set: 'PR', numbers: { owned: 0, of: 0 }, printings: { owned: 1, of: 1 } },
      { set: 'ST01', numbers: { owned: 1, of: 1 }, printings: { owned: 0, of: 1 } },
    ])
  })
})

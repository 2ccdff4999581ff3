import { describe, expect, it } from 'vitest'
import { collectionToDoc, CollectionDocSchema } from './docs'

describe("a collection row's document", () => {
  const doc = collectionToDoc('GD01-001', { number: 'GD01-001', printing: 'GD01-001', owned: 2 }, 'GD01-001', {
    updatedAt: '2026-12-07T00:00:00Z',
    device: 'd',
  })

  it('reads one that names its printing and holds a row, and refuses the others with a code (never shown: the bridge leaves them out)', () => {
    expect(CollectionDocSchema.safeParse(doc).success).toBe(true)
    const issues = (d: unknown) => CollectionDocSchema.safeParse(d).error?.issues.map((i) => i.message)
    expect(issues({ ...doc, _id: 'collection:GD01-002' })).toEqual(['id-not-printing'])
    expect(issues({ ...doc, trade: 3 })).toEqual(['not-a-row'])
  })
})

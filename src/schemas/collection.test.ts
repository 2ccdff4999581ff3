import { describe, expect, it } from 'vitest'
import { BackupSchema } from './backup'
import { CollectionHistorySchema, CollectionHistoryTextSchema } from './collection'

const row = { number: 'GD01-001', printing: 'GD01-001', owned: 1 }
const entry = { at: '2026-12-07T14:00:00.000Z', action: '+1 GD01-001', changes: [{ printing: 'GD01-001', before: null, after: row }] }
const copies = { code: 'history.copies', params: { printing: 'GD01-001', count: 1 } }

describe('a collection History entry', () => {
  it('reads as older versions stored it: a label, no code', () => {
    const parsed = CollectionHistorySchema.parse(entry)
    expect(parsed).toEqual(entry)
    expect('text' in parsed && parsed.text !== undefined).toBe(false)
  })

  it('reads with its code and values beside the label, an Undo with the change it took back or without', () => {
    expect(CollectionHistorySchema.parse({ ...entry, text: copies }).text).toEqual(copies)
    const undo = { code: 'history.undo', params: { action: '+1 GD01-001', undone: copies } }
    expect(CollectionHistorySchema.parse({ ...entry, action: 'Undo: +1 GD01-001', undoes: 1, text: undo }).text).toEqual(undo)
    const undoOld = { code: 'history.undo', params: { action: 'imported a list (added)' } }
    expect(CollectionHistorySchema.parse({ ...entry, text: undoOld }).text).toEqual(undoOld)
    for (const text of [
      { code: 'history.synced', params: { printing: 'GD01-001', owned: null } },
      { code: 'history.synced-rows', params: { printings: 3 } },
      { code: 'history.import', params: { printings: 3, mode: 'replace' } },
      { code: 'history.deck', params: { name: 'Starter' } },
    ])
      expect(CollectionHistoryTextSchema.safeParse(text).success).toBe(true)
  })

  it('refuses a code with the wrong values, or an Undo of an Undo; in an entry, such a code is left out and the label stays', () => {
    const wrong = [
      { code: 'history.copies', params: { printing: 'GD01-001' } },
      { code: 'history.copies', params: { printing: 'GD01-001', count: 1, extra: true } },
      { code: 'history.import', params: { printings: 3, mode: 'merge' } },
      { code: 'history.signed', params: { printing: 'GD01-001' } },
      { code: 'history.undo', params: { action: 'x', undone: { code: 'history.undo', params: { action: 'y' } } } },
    ]
    for (const text of wrong) {
      expect(CollectionHistoryTextSchema.safeParse(text).success, JSON.stringify(text)).toBe(false)
      const parsed = CollectionHistorySchema.parse({ ...entry, text })
      expect(parsed.action).toBe('+1 GD01-001')
      expect(parsed.text).toBeUndefined()
    }
  })

  it("is read by a backup's schema with and without a code", () => {
    const history = BackupSchema.shape.collectionHistory.unwrap().element
    expect(history.parse({ ...entry, id: 1 })).toEqual({ ...entry, id: 1 })
    expect(history.parse({ ...entry, id: 2, text: copies })).toEqual({ ...entry, id: 2, text: copies })
  })
})

import { describe, expect, it } from 'vitest'
import type { DeckContent } from '~/schemas/deck'
import { contentChanges, sameContent } from './content'

const base: DeckContent = {
  name: 'Blue',
  format: 'gcg',
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [{ number: 'GD01-002', printing: null, count: 2 }] },
  notes: 'mulligan for Gundam',
  tags: ['aggro', 'blue'],
}

describe('contentChanges: every field a user edits', () => {
  it('finds nothing between a deck and itself', () => {
    const c = contentChanges(base, structuredClone(base))
    expect(c).toEqual({ cards: [], name: null, format: null, notes: null, tags: null })
    expect(sameContent(base, structuredClone(base))).toBe(true)
  })

  it('sees a change of notes alone', () => {
    const c = contentChanges(base, { ...base, notes: 'keep 2-drops' })
    expect(c.notes).toEqual({ from: 'mulligan for Gundam', to: 'keep 2-drops' })
    expect(sameContent(base, { ...base, notes: 'keep 2-drops' })).toBe(false)
  })

  it('sees tags added, removed and reordered', () => {
    expect(contentChanges(base, { ...base, tags: ['aggro', 'locals'] }).tags).toEqual({ added: ['locals'], removed: ['blue'] })
    expect(contentChanges(base, { ...base, tags: ['blue', 'aggro'] }).tags).toEqual({ added: [], removed: [] })
  })

  it('sees the sideboard, the name and the format', () => {
    const next = { ...base, name: 'Blue 2', format: 'gcg-open', cards: { ...base.cards, sideboard: [] } }
    const c = contentChanges(base, next)
    expect(c.name).toEqual({ from: 'Blue', to: 'Blue 2' })
    expect(c.format).toEqual({ from: 'gcg', to: 'gcg-open' })
    expect(c.cards).toEqual([{ section: 'sideboard', number: 'GD01-002', printing: null, before: 2, after: 0 }])
  })

  it('treats lines in another order as another stored value', () => {
    const two = { ...base, cards: { ...base.cards, main: [...base.cards.main, { number: 'GD01-003', printing: null, count: 1 }] } }
    const swapped = { ...two, cards: { ...two.cards, main: [...two.cards.main].reverse() } }
    expect(contentChanges(two, swapped).cards).toEqual([])
    expect(sameContent(two, swapped)).toBe(false)
  })
})

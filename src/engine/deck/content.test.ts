import { describe, expect, it } from 'vitest'
import type { DeckContent } from '~/schemas/deck'
import { contentChanges, rebaseChange, sameContent } from './content'

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

describe('rebaseChange: one tab undoes its own step on top of another tab’s save', () => {
  const deck = (main: [string, number][], extra: Partial<DeckContent> = {}): DeckContent => ({
    name: 'Deck',
    format: 'gcg',
    cards: { main: main.map(([number, count]) => ({ number, printing: null, count })), resource: [], sideboard: [] },
    notes: '',
    tags: [],
    ...extra,
  })

  it('is plain undo when nothing else changed', () => {
    const before = deck([
      ['A', 4],
      ['B', 2],
    ])
    const after = deck([
      ['A', 3],
      ['B', 2],
    ])
    expect(rebaseChange(after, before, after)).toBe(before)
  })

  it("puts back only this tab's card: the other tab's removal stays", () => {
    // Tab A removed a copy of A (before -> mine); tab B then removed a copy of B (theirs).
    const before = deck([
      ['A', 4],
      ['B', 2],
    ])
    const mine = deck([
      ['A', 3],
      ['B', 2],
    ])
    const theirs = deck([
      ['A', 3],
      ['B', 1],
    ])
    expect(rebaseChange(mine, before, theirs).cards.main).toEqual([
      { number: 'A', printing: null, count: 4 },
      { number: 'B', printing: null, count: 1 },
    ])
  })

  it('brings back a line the other tab no longer has, and drops lines that reach zero', () => {
    const before = deck([['A', 1]])
    const mine = deck([
      ['A', 1],
      ['C', 2],
    ])
    const theirs = deck([
      ['C', 2],
      ['D', 1],
    ])
    expect(rebaseChange(mine, before, theirs).cards.main).toEqual([{ number: 'D', printing: null, count: 1 }])
    expect(rebaseChange(before, mine, deck([['D', 1]])).cards.main).toEqual([
      { number: 'D', printing: null, count: 1 },
      { number: 'C', printing: null, count: 2 },
    ])
  })

  it("keeps the other tab's name when both renamed, and takes this tab's undo when only it did", () => {
    const before = deck([], { name: 'Old' })
    const mine = deck([], { name: 'Mine' })
    expect(rebaseChange(mine, before, deck([], { name: 'Theirs' })).name).toBe('Theirs')
    expect(rebaseChange(mine, before, deck([['A', 1]], { name: 'Mine', notes: 'theirs' }))).toMatchObject({ name: 'Old', notes: 'theirs' })
  })

  it('adds and removes tags as the step did, keeping the other tags', () => {
    const before = deck([], { tags: ['a', 'b'] })
    const mine = deck([], { tags: ['b', 'c'] })
    expect(rebaseChange(mine, before, deck([], { tags: ['b', 'c', 'z'] })).tags).toEqual(['b', 'z', 'a'])
  })
})

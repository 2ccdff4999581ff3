import { describe, expect, it } from 'vitest'
import { CollectionSchema, CollectionRowSchema, type CollectionRow } from '~/schemas/collection'
import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import { applyChanges, indexCollection, ownedOfNumber, ownedOfPrinting } from './model'
import { missingForDeck, missingForDecks, missingLabel, queryCollection, sharedCopies, sharingDecks } from './missing'
import { card } from '../testing/builders'
import { searchCards } from '../query/search'

const row = (printing: string, owned: number, extra: Partial<CollectionRow> = {}): CollectionRow => ({
  number: printing.replace(/_p\d+$/, ''),
  printing,
  owned,
  ...extra,
})
const line = (number: string, count: number, printing: string | null = null): DeckEntry => ({ number, printing, count })
const deck = (main: DeckEntry[], resource: DeckEntry[] = [], sideboard: DeckEntry[] = [], ex: DeckEntry[] = []): SectionsOf<DeckEntry> => ({
  main,
  resource,
  sideboard,
  ex,
})

describe('collection schema', () => {
  it('keeps a parallel as its own row and refuses a printing of another number', () => {
    expect(CollectionRowSchema.safeParse(row('GD01-001_p1', 2)).success).toBe(true)
    const bad = CollectionRowSchema.safeParse({ number: 'GD01-001', printing: 'GD01-002', owned: 1 })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.path).toEqual(['printing'])
  })
  it('refuses more copies for trade than owned, and a printing listed twice', () => {
    const trade = CollectionRowSchema.safeParse(row('GD01-001', 1, { trade: 2 }))
    expect(trade.error?.issues[0]?.path).toEqual(['trade'])
    const twice = CollectionSchema.safeParse([row('GD01-001', 1), row('gd01-001', 2)])
    expect(twice.error?.issues[0]?.path).toEqual([1, 'printing'])
  })
})

describe('collection index', () => {
  it('counts a parallel with its card number (2-1-1) and apart for its printing', () => {
    const c = indexCollection([row('GD01-001', 1), row('GD01-001_p1', 2), row('GD01-002', 0)])
    expect(ownedOfNumber(c, 'GD01-001')).toBe(3)
    expect(ownedOfPrinting(c, 'gd01-001_P1')).toBe(2)
    expect(ownedOfPrinting(c, 'GD01-001')).toBe(1)
    expect(ownedOfNumber(c, 'GD01-002')).toBe(0)
  })
  it('adds copies to a printing, or replaces the collection keeping notes of printings still owned', () => {
    const rows = [row('GD01-001', 1, { note: 'signed', trade: 1 }), row('GD01-002', 3)]
    const added = applyChanges(
      rows,
      [
        { number: 'GD01-001', printing: 'GD01-001', count: 2 },
        { number: 'GD01-003', printing: 'GD01-003_p1', count: 1 },
      ],
      'add',
    )
    expect(added).toEqual([row('GD01-001', 3, { note: 'signed', trade: 1 }), row('GD01-002', 3), row('GD01-003_p1', 1)])
    const replaced = applyChanges(rows, [{ number: 'GD01-001', printing: 'GD01-001', count: 4 }], 'replace')
    expect(replaced).toEqual([row('GD01-001', 4, { note: 'signed', trade: 1 })])
  })
  it('takes copies away with a negative count, never below none, keeping a noted printing at 0', () => {
    const rows = [row('GD01-001', 2, { note: 'signed', trade: 2 }), row('GD01-002', 1)]
    const after = applyChanges(
      rows,
      [
        { number: 'GD01-001', printing: 'GD01-001', count: -1 },
        { number: 'GD01-002', printing: 'GD01-002', count: -5 },
      ],
      'add',
    )
    expect(after).toEqual([row('GD01-001', 1, { note: 'signed', trade: 1 })])
    expect(applyChanges(after, [{ number: 'GD01-001', printing: 'GD01-001', count: -1 }], 'add')).toEqual([row('GD01-001', 0, { note: 'signed' })])
  })
})

describe('missing cards for one deck', () => {
  it('says complete when every number is owned enough, parallels counting with their number', () => {
    const c = indexCollection([row('GD01-001', 2), row('GD01-001_p1', 2), row('R-001', 10)])
    const m = missingForDeck(deck([line('GD01-001', 4)], [line('R-001', 10)]), c)
    expect(m).toEqual({ lines: [], total: 0, complete: true })
    expect(missingLabel(m)).toBe('complete')
  })
  it('meets a line naming a parallel with the base print owned, and keeps the printing asked for', () => {
    const c = indexCollection([row('GD01-001', 3)])
    const m = missingForDeck(deck([line('GD01-001', 2, 'GD01-001_p1'), line('GD01-001', 2)]), c)
    expect(m.total).toBe(1)
    expect(m.lines).toEqual([{ number: 'GD01-001', count: 4, owned: 3, missing: 1, printings: ['GD01-001_p1'] }])
  })
  it('counts the sideboard and resource deck but not the EX section', () => {
    const c = indexCollection([])
    const m = missingForDeck(deck([line('GD01-001', 1)], [line('R-001', 2)], [line('GD01-002', 1)], [line('EXB-001', 1)]), c)
    expect(m.lines.map((l) => l.number)).toEqual(['GD01-001', 'GD01-002', 'R-001'])
    expect(m.total).toBe(4)
    expect(m.complete).toBe(false)
    expect(missingLabel(m)).toBe('missing 4 cards')
    expect(missingLabel(missingForDeck(deck([line('GD01-001', 1)]), c))).toBe('missing 1 card')
  })
})

describe('missing cards for several decks', () => {
  const a = deck([line('GD01-001', 3), line('GD01-002', 1)])
  const b = deck([line('GD01-001', 2, 'GD01-001_p1'), line('GD01-003', 2)])
  const c = indexCollection([row('GD01-001', 2), row('GD01-003', 2)])
  it('adds up the needs when the decks are built together (no copy serves two decks)', () => {
    const m = missingForDecks([a, b], c, { together: true })
    expect(m.lines.map((l) => [l.number, l.count, l.missing])).toEqual([
      ['GD01-001', 5, 3],
      ['GD01-002', 1, 1],
    ])
    expect(m.total).toBe(4)
  })
  it('counts shared copies once when the decks are not built together (the most one deck needs)', () => {
    const m = missingForDecks([a, b], c, { together: false })
    expect(m.lines.map((l) => [l.number, l.count, l.missing])).toEqual([
      ['GD01-001', 3, 1],
      ['GD01-002', 1, 1],
    ])
    expect(m.lines[0]!.printings).toEqual(['GD01-001_p1'])
    expect(m.total).toBe(2)
  })
  it('names the decks that use the same owned copies', () => {
    const third = deck([line('GD01-003', 1)])
    const shared = sharedCopies(
      [
        { id: 'a', cards: a },
        { id: 'b', cards: b },
        { id: 'c', cards: third },
      ],
      c,
    )
    // GD01-003: b and c need 3 together, 2 owned; GD01-001: a and b need 5, 2 owned.
    expect(shared).toEqual([
      {
        number: 'GD01-001',
        owned: 2,
        decks: [
          { id: 'a', count: 3 },
          { id: 'b', count: 2 },
        ],
        short: 3,
      },
      {
        number: 'GD01-003',
        owned: 2,
        decks: [
          { id: 'b', count: 2 },
          { id: 'c', count: 1 },
        ],
        short: 1,
      },
    ])
    const by = sharingDecks(shared)
    expect([...by.get('b')!].sort()).toEqual(['a', 'c'])
    expect([...by.get('a')!]).toEqual(['b'])
  })
  it('finds no sharing when the collection holds enough for every deck at once', () => {
    const plenty = indexCollection([row('GD01-001', 5), row('GD01-003', 3)])
    expect(
      sharedCopies(
        [
          { id: 'a', cards: a },
          { id: 'b', cards: b },
        ],
        plenty,
      ),
    ).toEqual([])
  })
})

describe('the collection in a search', () => {
  it('gives own and missing the collection and the most any one deck needs', () => {
    const gundam = card({
      number: 'GD01-001',
      printings: [
        { id: 'GD01-001', rarity: 'C', set: 'GD01', imageUrl: null },
        { id: 'GD01-001_p1', rarity: 'C', set: 'GD01', imageUrl: null },
      ],
    })
    const zaku = card({ number: 'GD01-002' })
    const rows = [gundam, zaku].flatMap((c) => c.printings.map((printing) => ({ card: c, printing })))
    const c = indexCollection([row('GD01-001_p1', 3), row('GD01-002', 1)])
    const decks = [deck([line('GD01-001', 3), line('GD01-002', 1)]), deck([line('GD01-001', 4)])]
    const q = queryCollection(c, decks)
    const ids = (query: string) => searchCards(rows, query, { collection: q }).results.map((r) => r.printing.id)
    expect(ids('missing:')).toEqual(['GD01-001', 'GD01-001_p1'])
    expect(ids('own>=3 ownp:no')).toEqual(['GD01-001'])
    expect(searchCards(rows, 'missing:', { collection: queryCollection(c) }).errors[0]!.message).toMatch(/no decks/)
  })
})

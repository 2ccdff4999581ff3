import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Card, Printing } from '~/schemas/card'
import { card } from '../testing/builders'
import { printingRank } from './fields'
import { mergePrintings, PrintingMerger } from './pool'

/** mergePrintings as first written: group, sort each group by rank, copy the base, list each printing once. */
function reference(records: readonly Card[]): Card[] {
  const groups = new Map<string, Card[]>()
  for (const r of records) groups.set(r.number, [...(groups.get(r.number) ?? []), r])
  const cards = [...groups.values()].map((list) => {
    if (list.length === 1 && list[0]!.printings.length === 1 && list[0]!.errata.length <= 1) return list[0]!
    const ranked = list.map((card) => ({ card, rank: Math.min(...card.printings.map((p) => printingRank(p.id))) })).sort((a, b) => a.rank - b.rank)
    const printings = new Map<string, Printing>()
    for (const { card } of ranked) for (const p of card.printings) if (!printings.has(p.id)) printings.set(p.id, p)
    const errata = new Map<string, Card['errata'][number]>()
    for (const { card } of ranked) for (const e of card.errata) errata.set(`${e.field}\u0000${e.after}`, e)
    return { ...ranked[0]!.card, printings: [...printings.values()].sort((a, b) => printingRank(a.id) - printingRank(b.id)), errata: [...errata.values()] }
  })
  return cards.sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }))
}

function record(number: string, id: string, name: string, errata: Card['errata'] = []): Card {
  return card({ number, name, printings: [{ id, rarity: 'C', set: 'GD01', imageUrl: null }], errata })
}

const arbRecords = fc.array(
  fc.record({
    number: fc.constantFrom('GD01-001', 'GD01-002', 'GD01-010', 'ST01-001'),
    suffix: fc.constantFrom('', '_p1', '_p2', '_p10', '_P1'),
    name: fc.constantFrom('A', 'B', 'C'),
    erratum: fc.boolean(),
  }),
  { maxLength: 14 },
)

function recordsOf(list: { number: string; suffix: string; name: string; erratum: boolean }[]): Card[] {
  return list.map((r, k) =>
    record(
      r.number,
      r.number + r.suffix,
      `${r.name}${k}`,
      r.erratum ? [{ field: 'text', before: 'x', after: r.name, date: null, source: null, note: null }] : [],
    ),
  )
}

describe('merging printings into cards', () => {
  it('takes the fields of the base print wherever it comes, and lists every printing once, base first', () => {
    const cards = mergePrintings([
      record('GD01-001', 'GD01-001_p2', 'parallel 2'),
      record('GD01-001', 'GD01-001', 'base'),
      record('GD01-001', 'GD01-001_p1', 'parallel 1'),
    ])
    expect(cards).toHaveLength(1)
    expect(cards[0]!.name).toBe('base')
    expect(cards[0]!.printings.map((p) => p.id)).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-001_p2'])
  })

  it('gives what the first written merge gave, for records in any order (generated)', () => {
    fc.assert(
      fc.property(arbRecords, (list) => {
        const records = recordsOf(list)
        expect(mergePrintings(records)).toEqual(reference(records))
      }),
      { numRuns: 2000 },
    )
  })

  it('gives the same cards when a record that lends no fields brings only its printing (generated)', () => {
    fc.assert(
      fc.property(arbRecords, (list) => {
        // Importers that bring printings alone read no errata from their records.
        const records = recordsOf(list.map((r) => ({ ...r, erratum: false })))
        const merger = new PrintingMerger()
        for (const r of records) {
          const p = r.printings[0]!
          if (merger.needsOnlyPrinting(r.number, p.id)) merger.addPrinting(r.number, p)
          else merger.add(r)
        }
        expect(merger.cards()).toEqual(reference(records))
      }),
      { numRuns: 2000 },
    )
  })

  it('refuses a printing alone when no record of a lower or equal rank is held', () => {
    const merger = new PrintingMerger()
    expect(merger.needsOnlyPrinting('GD01-001', 'GD01-001_p1')).toBe(false)
    merger.add(record('GD01-001', 'GD01-001_p1', 'parallel'))
    expect(merger.needsOnlyPrinting('GD01-001', 'GD01-001')).toBe(false)
    expect(merger.needsOnlyPrinting('GD01-001', 'GD01-001_p2')).toBe(true)
    expect(() => merger.addPrinting('GD01-001', { id: 'GD01-001', rarity: null, set: null, imageUrl: null })).toThrow(/ranks before/)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DeckContent, DeckEntry, Section } from '~/schemas/deck'
import { FUZZ_RUNS } from '../../../tests/fuzz'
import { mergeDecks, type DeckMerge } from './merge'

const deck = (main: [string, number][], extra: Partial<DeckContent> = {}): DeckContent => ({
  name: 'Blue Storm',
  format: 'gcg',
  cards: {
    main: main.map(([number, count]) => ({ number, printing: null, count })),
    resource: [{ number: 'R-001', printing: null, count: 10 }],
    sideboard: [],
  },
  notes: '',
  tags: [],
  ...extra,
})

describe('mergeDecks', () => {
  const base = deck([
    ['GD01-001', 4],
    ['GD01-002', 4],
    ['GD01-003', 2],
  ])

  it('keeps both sides’ changes to different cards, and says nothing is in conflict', () => {
    // A removed a Zaku (GD01-002 4 → 3); B added a Resource (R-001 10 → 11).
    const a = deck([
      ['GD01-001', 4],
      ['GD01-002', 3],
      ['GD01-003', 2],
    ])
    const b = { ...base, cards: { ...base.cards, resource: [{ number: 'R-001', printing: null, count: 11 }] } }
    const m = mergeDecks(base, a, b, 'theirs')
    expect(m.conflicts).toEqual([])
    expect(m.content.cards.main).toEqual(a.cards.main)
    expect(m.content.cards.resource).toEqual([{ number: 'R-001', printing: null, count: 11 }])
  })

  it('the same card changed both ways: the later count is kept, the other offered', () => {
    const a = deck([
      ['GD01-001', 4],
      ['GD01-002', 1],
      ['GD01-003', 2],
    ])
    const b = deck([
      ['GD01-001', 4],
      ['GD01-002', 2],
      ['GD01-003', 2],
    ])
    expect(mergeDecks(base, a, b, 'ours')).toMatchObject({
      content: { cards: { main: [{ number: 'GD01-001' }, { number: 'GD01-002', count: 1 }, { number: 'GD01-003' }] } },
      conflicts: [{ kind: 'card', section: 'main', number: 'GD01-002', printing: null, kept: 1, other: 2 }],
    })
    // A card one side removed and the other changed: the later wins, whichever it is.
    const gone = deck([
      ['GD01-001', 4],
      ['GD01-003', 2],
    ])
    expect(mergeDecks(base, gone, b, 'ours').conflicts).toEqual([{ kind: 'card', section: 'main', number: 'GD01-002', printing: null, kept: 0, other: 2 }])
    expect(mergeDecks(base, gone, b, 'theirs').content.cards.main.find((e) => e.number === 'GD01-002')?.count).toBe(2)
  })

  it('name, format, notes and tags: one side’s change is kept; both changed, the later wins and the other is offered', () => {
    const a = { ...base, name: 'Blue Storm II', notes: 'Keep two blockers.' }
    const b = { ...base, name: 'Storm', tags: ['regionals'] }
    const m = mergeDecks(base, a, b, 'theirs')
    expect(m.content).toMatchObject({ name: 'Storm', notes: 'Keep two blockers.', tags: ['regionals'], format: 'gcg' })
    expect(m.conflicts).toEqual([{ kind: 'name', kept: 'Storm', other: 'Blue Storm II' }])
    expect(mergeDecks(base, { ...base, tags: ['a'] }, { ...base, tags: ['b'] }, 'ours').conflicts).toEqual([{ kind: 'tags', kept: ['a'], other: ['b'] }])
  })

  it('a deck stored before the EX section existed keeps having none', () => {
    expect(mergeDecks(base, base, base, 'ours').content.cards).not.toHaveProperty('ex')
    const ex = { ...base, cards: { ...base.cards, ex: [{ number: 'EXB-001', printing: null, count: 1 }] } }
    expect(mergeDecks(base, ex, base, 'theirs').content.cards.ex).toEqual([{ number: 'EXB-001', printing: null, count: 1 }])
  })
})

// Generated edits: a deck, and changes to it, each aimed at one card line or one field.
const NUMBERS = ['GD01-001', 'GD01-002', 'GD01-003', 'GD01-004', 'ST01-005', 'ST01-006']
const CARD_SECTIONS: Section[] = ['main', 'resource', 'sideboard', 'ex']

type Target = { kind: 'card'; section: Section; number: string; printing: string | null } | { kind: 'name' | 'format' | 'notes' | 'tags' }
type Change = { target: Target; count: number; text: string; tags: string[] }

const targetKey = (t: Target) => (t.kind === 'card' ? `${t.section}|${t.number}|${t.printing ?? ''}` : t.kind)

const arbTarget: fc.Arbitrary<Target> = fc.oneof(
  fc
    .record({
      kind: fc.constant('card' as const),
      section: fc.constantFrom(...CARD_SECTIONS),
      number: fc.constantFrom(...NUMBERS),
      printing: fc.constantFrom<string | null>(null, '_p1'),
    })
    .map((t) => ({ ...t, printing: t.printing && t.number + t.printing })),
  fc.constantFrom<Target>({ kind: 'name' }, { kind: 'format' }, { kind: 'notes' }, { kind: 'tags' }),
)
const arbChange: fc.Arbitrary<Change> = fc.record({
  target: arbTarget,
  count: fc.integer({ min: 0, max: 4 }),
  text: fc.constantFrom('Alpha', 'Beta', 'Gamma', 'gcg', 'gcg-open'),
  tags: fc.uniqueArray(fc.constantFrom('locals', 'regionals', 'budget'), { maxLength: 3 }),
})
const arbDeck: fc.Arbitrary<DeckContent> = fc
  .uniqueArray(arbChange, { selector: (c) => targetKey(c.target), maxLength: 14 })
  .map((changes) => apply({ name: 'Base', format: 'gcg', cards: { main: [], resource: [], sideboard: [] }, notes: '', tags: [] }, changes))

/** A deck with these changes made, as an editor makes them: a line set to a count (0 removes it), a field set. */
function apply(content: DeckContent, changes: readonly Change[]): DeckContent {
  const out: DeckContent = structuredClone(content)
  for (const { target: t, count, text, tags } of changes) {
    if (t.kind === 'card') {
      const lines: DeckEntry[] = [...(out.cards[t.section] ?? [])]
      const i = lines.findIndex((e) => e.number === t.number && e.printing === t.printing)
      if (i >= 0) lines.splice(i, 1, ...(count > 0 ? [{ ...lines[i]!, count }] : []))
      else if (count > 0) lines.push({ number: t.number, printing: t.printing, count })
      out.cards[t.section] = lines
    } else if (t.kind === 'tags') out.tags = [...tags]
    else out[t.kind] = text
  }
  return out
}

/** A deck as a value to compare: each section's lines by card and printing (order aside), and its fields. */
function canonical(c: DeckContent) {
  const section = (s: Section) =>
    (c.cards[s] ?? [])
      .map((e) => `${e.number}|${e.printing ?? ''}|${e.count}`)
      .sort()
      .join(',')
  return { cards: CARD_SECTIONS.map(section), name: c.name, format: c.format, notes: c.notes, tags: c.tags }
}

const sameMerge = (x: DeckMerge, y: DeckMerge) => expect({ ...x, content: canonical(x.content) }).toEqual({ ...y, content: canonical(y.content) })

describe('mergeDecks on generated edits', () => {
  it('with no change in common, equals making both sides’ changes, with no conflict', () => {
    fc.assert(
      fc.property(
        arbDeck,
        fc.uniqueArray(arbChange, { selector: (c) => targetKey(c.target), maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.constantFrom<'ours' | 'theirs'>('ours', 'theirs'),
        (base, changes, sides, later) => {
          const ours = changes.filter((_, i) => sides[i])
          const theirs = changes.filter((_, i) => !sides[i])
          const m = mergeDecks(base, apply(base, ours), apply(base, theirs), later)
          expect(m.conflicts).toEqual([])
          expect(canonical(m.content)).toEqual(canonical(apply(base, changes)))
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('is symmetric: (A, B) with A later is (B, A) with A later, conflicts and line order included', () => {
    fc.assert(
      fc.property(arbDeck, fc.array(arbChange, { maxLength: 10 }), fc.array(arbChange, { maxLength: 10 }), (base, x, y) => {
        const a = apply(base, x)
        const b = apply(base, y)
        expect(mergeDecks(base, a, b, 'ours')).toEqual(mergeDecks(base, b, a, 'theirs'))
        expect(mergeDecks(base, a, b, 'theirs')).toEqual(mergeDecks(base, b, a, 'ours'))
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('with one side unchanged, is the other side; with both the same, is that; a conflict only where both changed one thing differently', () => {
    fc.assert(
      fc.property(arbDeck, fc.array(arbChange, { maxLength: 10 }), fc.array(arbChange, { maxLength: 10 }), (base, x, y) => {
        const a = apply(base, x)
        const b = apply(base, y)
        sameMerge(mergeDecks(base, base, b, 'ours'), { content: b, conflicts: [] })
        sameMerge(mergeDecks(base, a, a, 'theirs'), { content: a, conflicts: [] })
        const m = mergeDecks(base, a, b, 'ours')
        for (const c of m.conflicts) {
          if (c.kind !== 'card') continue
          const count = (d: DeckContent) =>
            (d.cards[c.section] ?? []).filter((e) => e.number === c.number && e.printing === c.printing).reduce((n, e) => n + e.count, 0)
          // Both changed it, differently; the later side's count is the one kept.
          expect([count(a) !== count(base), count(b) !== count(base), count(a) !== count(b), c.kept, c.other]).toEqual([true, true, true, count(a), count(b)])
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

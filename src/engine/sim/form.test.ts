import { describe, expect, it } from 'vitest'
import { card, pool } from '~/engine/testing/builders'
import { buildSpec, confidence95, deckLines, deckSizeProblem, parseSeed, parseTrials, resolveGroup, type GroupForm, type SimForm } from '~/engine/sim/form'

const cards = pool([
  card({ number: 'TS01-001', name: 'Cheap Unit', type: 'unit', level: 2, cost: 1 }),
  card({ number: 'TS01-002', name: 'Big Unit', type: 'unit', level: 6, cost: 5 }),
  card({ number: 'TS01-003', name: 'Pilot', type: 'pilot', level: 1, cost: 1, ap: null, hp: null }),
])
const main = [
  { number: 'TS01-001', printing: null, count: 3 },
  { number: 'TS01-001', printing: 'TS01-001_p1', count: 1 },
  { number: 'TS01-002', printing: null, count: 4 },
  { number: 'TS01-003', printing: null, count: 2 },
  { number: 'ZZ-999', printing: null, count: 40 },
]
const lines = deckLines(main, cards.lookup)
const group = (g: Partial<GroupForm>): GroupForm => ({ key: 1, mode: 'cards', cards: [], query: '', atLeast: 1, ...g })
const form = (f: Partial<SimForm> = {}): SimForm => ({
  groups: [group({ cards: ['TS01-001'] })],
  byTurn: 0,
  player: 'first',
  redraw: { kind: 'if-miss', fewerThan: 1, group: 0 },
  ...f,
})

describe('the Simulate form', () => {
  it('lists the main deck by card number, copies of every printing added up (2-1-1)', () => {
    expect(lines.map((l) => [l.number, l.count, l.card?.name])).toEqual([
      ['TS01-001', 4, 'Cheap Unit'],
      ['TS01-002', 4, 'Big Unit'],
      ['TS01-003', 2, 'Pilot'],
      ['ZZ-999', 40, undefined],
    ])
  })

  it('a ticked group counts its copies; a query group finds the deck cards it matches', () => {
    expect(resolveGroup(group({ cards: ['TS01-001', 'TS01-003'] }), lines)).toEqual({ cards: ['TS01-001', 'TS01-003'], copies: 6, errors: [] })
    expect(resolveGroup(group({ mode: 'query', query: 't:unit lv<=3' }), lines)).toMatchObject({ cards: ['TS01-001'], copies: 4 })
    expect(resolveGroup(group({ mode: 'query', query: 'lv<=' }), lines).errors.length).toBeGreaterThan(0)
    expect(resolveGroup(group({ mode: 'query', query: '  ' }), lines).cards).toEqual([])
  })

  it('builds the simulator question from the form', () => {
    const built = buildSpec(form({ byTurn: 3, player: 'second' }), lines)
    expect(built).toEqual({
      ok: true,
      spec: {
        deck: [
          { number: 'TS01-001', count: 4 },
          { number: 'TS01-002', count: 4 },
          { number: 'TS01-003', count: 2 },
          { number: 'ZZ-999', count: 40 },
        ],
        groups: [{ cards: ['TS01-001'], atLeast: 1 }],
        redraw: { kind: 'if-miss' },
        byTurn: 3,
        player: 'second',
      },
    })
  })

  it('"redraw if fewer than K from group G" takes group G\'s cards', () => {
    const built = buildSpec(
      form({
        groups: [group({ cards: ['TS01-001'] }), group({ key: 2, cards: ['TS01-002', 'TS01-003'] })],
        redraw: { kind: 'if-fewer', fewerThan: 2, group: 1 },
      }),
      lines,
    )
    expect(built.ok && built.spec.redraw).toEqual({ kind: 'if-fewer', cards: ['TS01-002', 'TS01-003'], fewerThan: 2 })
  })

  it('names what is missing, group by group', () => {
    const built = buildSpec(
      form({
        groups: [group({ cards: ['TS01-001'] }), group({ key: 2, mode: 'query', query: 't:base' }), group({ key: 3, atLeast: 0, cards: ['TS01-002'] })],
        byTurn: -1,
      }),
      lines,
    )
    expect(built).toEqual({
      ok: false,
      problems: [
        'Group 2: the query finds no card of this deck.',
        'Group 3: "at least" must be a whole number from 1.',
        'Turn must be a whole number from 0 to 60.',
      ],
      texts: [
        { code: 'form.group-empty', params: { group: 2, mode: 'query' } },
        { code: 'form.group-at-least', params: { group: 3 } },
        { code: 'form.turn', params: { max: 60 } },
      ],
    })
  })

  it("reads trials with thousands separators and seeds in the generator's range", () => {
    expect(parseTrials('1,000,000')).toEqual({ ok: true, value: 1_000_000 })
    expect(parseTrials('0')).toEqual({ ok: true, value: 0 })
    expect(parseTrials('-5').ok).toBe(false)
    expect(parseTrials('2000000000').ok).toBe(false)
    expect(parseSeed('')).toEqual({ ok: true, value: null })
    expect(parseSeed(' 42 ')).toEqual({ ok: true, value: 42 })
    expect(parseSeed('4294967296').ok).toBe(false)
    expect(parseSeed('1.5').ok).toBe(false)
  })

  it('the 95 % interval is p ± 1.96 standard errors, kept within 0 and 1', () => {
    const [lo, hi] = confidence95(0.5, 0.01)
    expect(lo).toBeCloseTo(0.4804, 10)
    expect(hi).toBeCloseTo(0.5196, 10)
    expect(confidence95(0.999, 0.01)[1]).toBe(1)
  })

  it('a deck too small for a hand and shields cannot be simulated (5-2-1-5, 5-2-2)', () => {
    expect(deckSizeProblem(10, 5, 6, '5-2')).toContain('needs at least 11')
    expect(deckSizeProblem(11, 5, 6, '5-2')).toBeNull()
    expect(deckSizeProblem(101, 5, 6, '5-2')).toContain('at most 100')
    // A format without shields (Gundam War) does not count any.
    expect(deckSizeProblem(5, 6, 0, 'manual')).toBe('This main deck has 5 cards; the opening needs at least 6: a 6-card hand (manual).')
  })
})

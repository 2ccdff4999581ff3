import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import type { Card } from '~/schemas/card'
import { basicGeneration, card, deck, entry, gwCard, pool, withFormat } from '../testing/builders'
import { opening } from '../testing/sim'
import { deckStats } from './stats'

const gcg = getFormat('gcg')!

function C(n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return r
}

// A small hand-made pool: Units with link conditions, Pilots, a Command, a Base and a Resource.
const amuro = card({ number: 'ST90-001', name: 'Amuro Ray', type: 'pilot', color: 'blue', level: 1, cost: 1, traits: ['Earth Federation', 'White Base Team'] })
const suletta = card({ number: 'ST90-002', name: 'Suletta Mercury', type: 'pilot', color: 'white', level: 2, cost: 1, traits: ['Academy'] })
const gundam = card({
  number: 'ST90-003',
  name: 'Gundam',
  type: 'unit',
  color: 'blue',
  level: 4,
  cost: 3,
  traits: ['Earth Federation', 'White Base Team'],
  link: { raw: '[Amuro Ray]', refs: [{ kind: 'pilot', name: 'Amuro Ray' }] },
})
const aerial = card({
  number: 'ST90-004',
  name: 'Gundam Aerial',
  type: 'unit',
  color: 'white',
  level: 3,
  cost: 2,
  traits: ['Academy'],
  link: { raw: '(Academy) Trait', refs: [{ kind: 'trait', trait: 'academy' }] },
})
const zaku = card({
  number: 'ST90-005',
  name: 'Zaku II',
  type: 'unit',
  color: 'green',
  level: 2,
  cost: 1,
  traits: ['Zeon'],
  link: {
    raw: '[Char Aznable] / (Zeon) Trait',
    refs: [
      { kind: 'pilot', name: 'Char Aznable' },
      { kind: 'trait', trait: 'Zeon' },
    ],
  },
})
const gm = card({ number: 'ST90-006', name: 'GM', type: 'unit', color: 'blue', level: 1, cost: 1, traits: ['Earth Federation'], link: null })
const command = card({ number: 'ST90-007', name: 'Command', type: 'command', color: 'blue', level: 5, cost: 0, traits: [] })
const base = card({ number: 'ST90-008', name: 'White Base', type: 'base', color: 'blue', level: 3, cost: 2, traits: ['Earth Federation'] })
const resource = card({ number: 'R-090', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null, traits: [], text: '' })
const token = card({ number: 'T-090', name: 'Token', type: 'unit-token', color: null, level: null, cost: null, traits: [] })
const cards = pool([amuro, suletta, gundam, aerial, zaku, gm, command, base, resource, token])

const counts: [Card, number][] = [
  [amuro, 4],
  [suletta, 3],
  [gundam, 4],
  [aerial, 2],
  [zaku, 1],
  [gm, 4],
  [command, 2],
  [base, 1],
]
const main = counts.map(([c, n]) => entry(c.number, n))
const total = counts.reduce((n, [, k]) => n + k, 0) // 21
const list = deck({ main, resource: [entry('R-090', 10)] })

describe('deckStats: curves (Lv. 2-8, cost 2-9)', () => {
  const s = deckStats(list, cards.lookup, gcg)

  it('counts copies at each Lv., without gaps from the lowest to the highest', () => {
    // Lv.1: Amuro 4, GM 4; Lv.2: Suletta 3, Zaku 1; Lv.3: Aerial 2, Base 1; Lv.4: Gundam 4; Lv.5: Command 2.
    expect(s.level.buckets.map((b) => [b.value, b.count])).toEqual([
      [1, 8],
      [2, 4],
      [3, 3],
      [4, 4],
      [5, 2],
    ])
    expect(s.level.total).toBe(total)
    expect(s.level.none).toBe(0)
    expect(s.level.average).toBeCloseTo((1 * 8 + 2 * 4 + 3 * 3 + 4 * 4 + 5 * 2) / total, 12)
  })

  it('cost curve fills a gap value with 0 and starts at the lowest cost (0)', () => {
    expect(s.cost.buckets.map((b) => [b.label, b.count])).toEqual([
      ['Cost 0', 2],
      ['Cost 1', 12],
      ['Cost 2', 3],
      ['Cost 3', 4],
    ])
  })

  it('a card with no Lv. or cost goes to the "none" bucket', () => {
    const r = deckStats(deck({ main: [entry('T-090', 2), entry(gm.number, 1)] }), cards.lookup, gcg)
    expect(r.level.none).toBe(2)
    expect(r.level.buckets.at(-1)).toEqual({ value: null, label: 'None', count: 2 })
    expect(r.level.average).toBe(1)
  })

  it('printings of one card number count as that card (2-1-1, Q4)', () => {
    const p = card({
      number: 'ST90-010',
      level: 2,
      cost: 2,
      printings: [
        { id: 'ST90-010', rarity: 'C', set: 'ST90', imageUrl: null },
        { id: 'ST90-010_p1', rarity: 'P', set: 'ST90', imageUrl: null },
      ],
    })
    const r = deckStats(
      deck({ main: [entry('ST90-010', 2), entry('ST90-010', 1, { printing: 'ST90-010_p1' }), entry('ST90-010_p1', 1)] }),
      pool([p]).lookup,
      gcg,
    )
    expect(r.numbers).toBe(1)
    expect(r.level.buckets).toEqual([{ value: 2, label: 'Lv.2', count: 4 }])
  })
})

describe('deckStats: colors, types and traits', () => {
  const s = deckStats(list, cards.lookup, gcg)

  it('copies per color, most first; colorless apart (2-4-2)', () => {
    expect(s.colors.colors).toEqual([
      { color: 'blue', count: 15 },
      { color: 'white', count: 5 },
      { color: 'green', count: 1 },
    ])
    expect(s.colors.colorless).toBe(0)
    const r = deckStats(deck({ main: [entry('T-090', 3), entry(gm.number, 1)] }), cards.lookup, gcg)
    expect(r.colors).toEqual({ colors: [{ color: 'blue', count: 1 }], colorless: 3, total: 4 })
  })

  it('copies per card type, in the card model order (2-3-2)', () => {
    expect(s.types.types.map((t) => [t.label, t.count])).toEqual([
      ['Unit', 11],
      ['Pilot', 7],
      ['Command', 2],
      ['Base', 1],
    ])
    expect(s.types.total).toBe(total)
  })

  it('traits by copies then name; a card counts for each of its traits', () => {
    // Earth Federation: Amuro 4 + Gundam 4 + GM 4 + Base 1 = 13; White Base Team: 8; Academy: 5; Zeon: 1.
    expect(s.traits.traits).toEqual([
      { trait: 'Earth Federation', count: 13, cards: 4 },
      { trait: 'White Base Team', count: 8, cards: 2 },
      { trait: 'Academy', count: 5, cards: 2 },
      { trait: 'Zeon', count: 1, cards: 1 },
    ])
    expect(s.traits.withoutTraits).toBe(2)
    expect(s.traits.withTraits).toBe(total - 2)
  })

  it('ties sort by name', () => {
    const a = card({ traits: ['Beta'] })
    const b = card({ traits: ['Alpha'] })
    const r = deckStats(deck({ main: [entry(a.number, 2), entry(b.number, 2)] }), pool([a, b]).lookup, gcg)
    expect(r.traits.traits.map((t) => t.trait)).toEqual(['Alpha', 'Beta'])
  })
})

describe('deckStats: link coverage (2-11)', () => {
  const s = deckStats(list, cards.lookup, gcg)

  it('a Pilot named in a [name] ref covers the Unit', () => {
    const g = s.links.covered.find((u) => u.number === gundam.number)!
    expect(g.refs).toEqual([
      { ref: { kind: 'pilot', name: 'Amuro Ray' }, label: '[Amuro Ray]', pilots: [{ number: amuro.number, name: 'Amuro Ray', count: 4 }] },
    ])
  })

  it('a Pilot with the trait covers a (trait) ref, compared loosely', () => {
    const a = s.links.covered.find((u) => u.number === aerial.number)!
    expect(a.refs[0]!.pilots.map((p) => p.name)).toEqual(['Suletta Mercury'])
  })

  it('a Unit whose pilots are not in the deck is uncovered; a Unit with the trait itself does not count', () => {
    // Zaku II has the Zeon trait but is no Pilot; Char is not in the deck.
    expect(s.links.uncovered.map((u) => [u.number, u.refs.map((r) => r.label)])).toEqual([[zaku.number, ['[Char Aznable]', '(Zeon) trait']]])
    expect(s.links.coveredCopies).toBe(6)
    expect(s.links.uncoveredCopies).toBe(1)
    expect(s.links.total).toBe(7)
  })

  it('Units without a link condition are not listed', () => {
    expect([...s.links.covered, ...s.links.uncovered].map((u) => u.number)).not.toContain(gm.number)
  })

  it('a name in another case or with curly quotes still matches (normalizeName)', () => {
    const pilot = card({ type: 'pilot', name: 'Char’s Pilot' })
    const unit = card({ type: 'unit', link: { raw: "[char's pilot]", refs: [{ kind: 'pilot', name: "CHAR'S PILOT" }] } })
    const r = deckStats(deck({ main: [entry(pilot.number, 1), entry(unit.number, 1)] }), pool([pilot, unit]).lookup, gcg)
    expect(r.links.covered.map((u) => u.number)).toEqual([unit.number])
  })
})

describe('deckStats: link coverage by the one link rule (2-11, 2-2-4, 6-5-2-3-5)', () => {
  const unit = card({ type: 'unit', name: 'Linker', link: { raw: '[Test Ace]', refs: [{ kind: 'pilot', name: 'Test Ace' }] } })
  const coverage = (pilot: Card) => {
    const r = deckStats(deck({ main: [entry(pilot.number, 2), entry(unit.number, 3)] }), pool([pilot, unit]).lookup, gcg)
    return { covered: r.links.covered.map((u) => [u.number, u.refs[0]!.pilots]), uncovered: r.links.uncoveredCopies }
  }
  const covers = (pilot: Card) => ({ covered: [[unit.number, [{ number: pilot.number, name: pilot.name, count: 2 }]]], uncovered: 0 })

  it('a Pilot whose name adds a parenthesised suffix covers [Test Ace]', () => {
    const pilot = card({ type: 'pilot', name: 'Test Ace (Neo)' })
    expect(coverage(pilot)).toEqual(covers(pilot))
  })

  it('a Command that pairs as [Test Ace] (its 【Pilot】 effect) covers it', () => {
    const order = card({ type: 'command', name: 'Test Order', text: '【Main】Draw 1.\n【Pilot】[Test Ace]' })
    expect(coverage(order)).toEqual(covers(order))
  })

  it('a Pilot also treated as [Test Ace] (2-2-4) covers it', () => {
    const alias = card({ type: 'pilot', name: 'Test Mask', text: "This card's name is also treated as [Test Ace]." })
    expect(coverage(alias)).toEqual(covers(alias))
  })

  it('a Command without 【Pilot】, or a Pilot that only holds the name in a longer one, does not', () => {
    expect(coverage(card({ type: 'command', name: 'Test Ace', text: '【Main】Draw 1.' }))).toEqual({ covered: [], uncovered: 3 })
    expect(coverage(card({ type: 'pilot', name: 'Test Ace & Test Rookie' }))).toEqual({ covered: [], uncovered: 3 })
  })
})

describe('deckStats: playable on each turn (2-8-1, 2-9-1, 4-17-5, Q25)', () => {
  const s = deckStats(list, cards.lookup, gcg)
  const pool21 = total

  it('first player: resources equal the turn number', () => {
    expect(s.playable.first.map((r) => r.resources)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('second player: one more, the EX Resource counts for Lv. and cost (Q25)', () => {
    expect(s.playable.secondPlayerExtra).toBe(1)
    expect(s.playable.second.map((r) => r.resources)).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('playable copies need both Lv. and cost within the resources', () => {
    // need = max(Lv., cost): 1: Amuro 4, GM 4 = 8; 2: +Suletta 3, Zaku 1 = 12; 3: +Aerial 2, Base 1 = 15; 4: +Gundam 4 = 19; 5: +Command 2 = 21.
    expect(s.playable.first.map((r) => r.playable)).toEqual([8, 12, 15, 19, 21, 21, 21, 21])
    expect(s.playable.second.map((r) => r.playable)).toEqual([12, 15, 19, 21, 21, 21, 21, 21])
    expect(s.playable.first[0]!.percent).toBeCloseTo((100 * 8) / pool21, 12)
    expect(s.playable.pool).toBe(pool21)
  })

  it('a Lv.1 card that costs 3 waits for 3 resources', () => {
    const x = card({ level: 1, cost: 3 })
    const r = deckStats(deck({ main: [entry(x.number, 4)] }), pool([x]).lookup, gcg)
    expect(r.playable.first.slice(0, 3).map((t) => t.playable)).toEqual([0, 0, 4])
  })

  it('resources stop at the size of the resource deck', () => {
    const r = deckStats(deck({ main, resource: [entry('R-090', 3)] }), cards.lookup, gcg, { turns: 5 })
    expect(r.playable.resourceCap).toBe(3)
    expect(r.playable.first.map((t) => t.resources)).toEqual([1, 2, 3, 3, 3])
    // The EX Resource still counts on top of the cap.
    expect(r.playable.second.map((t) => t.resources)).toEqual([2, 3, 4, 4, 4])
    expect(r.playable.first.map((t) => t.playable)).toEqual([8, 12, 15, 15, 15])
  })

  it('an empty resource deck is capped by the format size; a format without one is not capped', () => {
    const r = deckStats(deck({ main }), cards.lookup, gcg, { turns: 12 })
    expect(r.playable.resourceCap).toBe(10)
    expect(r.playable.first.at(-1)!.resources).toBe(10)
    const noResourceDeck = withFormat(gcg, { resource: null })
    const free = deckStats(deck({ main }), cards.lookup, noResourceDeck, { turns: 12 })
    expect(free.playable.resourceCap).toBeNull()
    expect(free.playable.first.at(-1)!.resources).toBe(12)
  })

  it('a format without an EX Resource gives both players the same resources', () => {
    const f = withFormat(gcg, { opening: opening({ secondPlayerExtraResources: 0 }) })
    const r = deckStats(list, cards.lookup, f, { turns: 3 })
    expect(r.playable.second.map((t) => t.resources)).toEqual([1, 2, 3])
  })

  it('Resources in the main deck are not counted as playable', () => {
    const r = deckStats(deck({ main: [entry(gm.number, 2), entry('R-090', 2)] }), cards.lookup, gcg, { turns: 1 })
    expect(r.playable.pool).toBe(2)
    expect(r.playable.first[0]!.playable).toBe(2)
  })

  it('turns is an option', () => {
    expect(deckStats(list, cards.lookup, gcg, { turns: 3 }).playable.first).toHaveLength(3)
  })

  it('without asking, no odds are computed', () => {
    expect(s.playable.odds).toBe(false)
    expect(s.playable.first.every((r) => r.odds === null)).toBe(true)
  })
})

describe('deckStats: exact odds of a playable card in hand (curveOdds, Q15)', () => {
  // 50 cards: 4 Lv.1 cost-1 Units and 46 Lv.5 cost-5 Commands.
  const low = card({ level: 1, cost: 1 })
  const high = card({ type: 'command', level: 5, cost: 5 })
  const p = pool([low, high, resource])
  const fifty = deck({ main: [entry(low.number, 4), entry(high.number, 46)], resource: [entry('R-090', 10)] })
  const s = deckStats(fifty, p.lookup, gcg, { odds: true, turns: 5 })

  it('turn 1, first player: 5-card hand plus one draw, one of the 4 Lv.1 cards', () => {
    expect(s.playable.first[0]!.odds).toBeCloseTo(1 - C(46, 6) / C(50, 6), 12)
  })

  it('turn 2, second player: 7 cards seen', () => {
    expect(s.playable.second[1]!.odds).toBeCloseTo(1 - C(46, 7) / C(50, 7), 12)
  })

  it('once everything is playable it is certain', () => {
    expect(s.playable.first[4]!.odds).toBeCloseTo(1, 12)
    expect(s.playable.second[3]!.odds).toBeCloseTo(1, 12)
    expect(s.playable.oddsNote).toBeNull()
  })

  it('a deck too small for hand and shields gets no odds and a note, never a throw', () => {
    const r = deckStats(deck({ main: [entry(low.number, 4)] }), p.lookup, gcg, { odds: true, turns: 2 })
    expect(r.playable.first.map((t) => t.odds)).toEqual([null, null])
    expect(r.playable.oddsNote).toMatch(/hand/)
  })
})

describe('deckStats: unknown cards and empty decks', () => {
  it('unknown cards are listed by section and counted nowhere else', () => {
    const r = deckStats(deck({ main: [...main, entry('XX-999', 3), entry('xx-999', 1)], sideboard: [entry('YY-1', 2)] }), cards.lookup, gcg)
    expect(r.unknown).toEqual([
      { section: 'main', number: 'XX-999', count: 4 },
      { section: 'sideboard', number: 'YY-1', count: 2 },
    ])
    expect(r.unknownCopies).toBe(4)
    expect(r.sections).toEqual({ main: total + 4, resource: 0, sideboard: 2 })
    expect(r.known).toBe(total)
    expect(r.level.total).toBe(total)
    expect(r.playable.pool).toBe(total)
  })

  it('an empty deck gives empty statistics', () => {
    const r = deckStats(deck(), cards.lookup, gcg, { odds: true })
    expect(r.empty).toBe(true)
    expect(r.level).toEqual({ buckets: [], none: 0, total: 0, average: null })
    expect(r.colors.colors).toEqual([])
    expect(r.links.total).toBe(0)
    expect(r.playable.first.map((t) => t.playable)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(r.playable.first[0]!.percent).toBe(0)
  })

  it('odd counts and entries never throw', () => {
    const bad = {
      main: [
        { number: 'ST90-006', printing: null, count: 0 },
        { number: '', printing: null, count: -2 },
        { number: 'ST90-006', printing: null, count: Number.NaN },
      ],
      resource: [],
      sideboard: [],
    }
    const r = deckStats(bad, cards.lookup, gcg, { odds: true })
    expect(r.empty).toBe(true)
  })

  it('a Gundam War deck gets odds by its own opening: redraw a) of a hand with no Basic GENERATION', () => {
    // 4 cost-1 Units, 10 Basic GENERATION, 36 cost-5 Characters; turn 1 of the first player: the
    // final 6-card hand only (no draw, manual DRAW Phase note).
    const unit = gwCard({ cost: 1 })
    const g = basicGeneration('blue')
    const character = gwCard({ type: 'character', cost: 5 })
    const war = pool([unit, g, character])
    const r = deckStats(deck({ main: [entry(unit.number, 4), entry(g.number, 10), entry(character.number, 36)] }), war.lookup, getFormat('gundam-war')!, {
      odds: true,
      turns: 1,
    })
    const q = (n: number) => C(50 - n, 6) / C(50, 6)
    expect(r.playable.first[0]!.odds).toBeCloseTo(1 - q(4) - q(10) + q(14) + q(10) * (1 - q(4)), 12)
    expect(r.playable.oddsNote).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { basicGeneration, card, gwCard, pool } from '../testing/builders'
import { simDeck } from '../testing/sim'
import { curveOdds } from './curve'

const gcg = getFormat('gcg')!

function C(n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return r
}

const lv1cost1 = card({ number: 'TS02-001', level: 1, cost: 1 })
const lv2cost1 = card({ number: 'TS02-002', level: 2, cost: 1 })
const lv1cost3 = card({ number: 'TS02-003', level: 1, cost: 3 })
const cards = pool([lv1cost1, lv2cost1, lv1cost3])
const deck = simDeck({ 'TS02-001': 4, 'TS02-002': 4, 'TS02-003': 4 })
const all = ['TS02-001', 'TS02-002', 'TS02-003']

describe('curve odds: a playable card of the group on each turn (Lv. and cost <= resources, Q25)', () => {
  const points = curveOdds({ deck, cards: all, redraw: { kind: 'never' }, maxTurn: 3 }, gcg, cards.lookup)

  it('turn 1, first player: 1 resource, only the Lv.1 cost-1 card; 5 cards plus one draw (Q15)', () => {
    expect(points[0]!.first.resources).toBe(1)
    expect(points[0]!.first.p).toBeCloseTo(1 - C(46, 6) / C(50, 6), 12)
  })

  it('turn 1, second player: the EX Resource makes 2, so the Lv.2 card plays too', () => {
    expect(points[0]!.second.resources).toBe(2)
    expect(points[0]!.second.p).toBeCloseTo(1 - C(42, 6) / C(50, 6), 12)
  })

  it('a Lv.1 card that costs 3 waits for 3 resources: cost counts as well as Lv.', () => {
    expect(points[1]!.first.p).toBeCloseTo(1 - C(42, 7) / C(50, 7), 12)
    expect(points[2]!.first.p).toBeCloseTo(1 - C(38, 8) / C(50, 8), 12)
  })

  it('no playable card yet: 0', () => {
    const late = curveOdds({ deck, cards: ['TS02-003'], redraw: { kind: 'never' }, maxTurn: 1 }, gcg, cards.lookup)
    expect(late[0]!.first.p).toBe(0)
  })

  it('"redraw if miss" redraws a hand without any card of the group', () => {
    const [turn1] = curveOdds({ deck, cards: ['TS02-001'], redraw: { kind: 'if-miss' }, maxTurn: 1 }, gcg, cards.lookup)
    const q = (C(46, 5) / C(50, 5)) * (C(41, 5) / C(45, 5)) * (C(41, 1) / C(45, 1))
    expect(turn1!.first.p).toBeCloseTo(1 - q, 12)
  })
})

describe("curve odds in Gundam War: redraw a) and no draw on the first player's turn 1", () => {
  const war = getFormat('gundam-war')!
  const unit = gwCard({ cost: 2 })
  const g = basicGeneration('blue')
  const character = gwCard({ type: 'character', cost: 5 })
  const warPool = pool([unit, g, character])
  const warDeck = simDeck({ [unit.number]: 4, [g.number]: 10, [character.number]: 36 })

  it('turn 2, first player: the final 6-card hand plus one draw; a hand with no Basic GENERATION is redrawn', () => {
    const [, turn2] = curveOdds({ deck: warDeck, cards: [unit.number, character.number], redraw: { kind: 'never' }, maxTurn: 2 }, war, warPool.lookup)
    const noBasic = C(40, 6) / C(50, 6)
    const allCharacters = C(36, 6) / C(50, 6)
    // Miss all 7 seen: a kept first hand (it has a Basic GENERATION, so it is not all Characters)
    // and a draw, or a redrawn fresh 6 and a draw.
    const miss = C(46, 7) / C(50, 7) - allCharacters * (40 / 44) + noBasic * (C(46, 7) / C(50, 7))
    expect(turn2!.first.resources).toBe(2)
    expect(turn2!.first.p).toBeCloseTo(1 - miss, 12)
  })
})

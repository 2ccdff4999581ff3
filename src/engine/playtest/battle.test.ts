// An attack's steps (7-2): the attack step (7-3), no block (7-4-4), the action step (7-5) in which
// 【Action】 Commands and "during this battle" effects are played, the damage step (7-6) and the battle end
// (7-7). <Support> (11-1-3). Commands without a target (9-1-8-1-1, Q104). Expected states from those rules.
import { describe, expect, it } from 'vitest'
import type { Card } from '~/schemas/card'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { CardPool } from '../cards/pool'
import { card } from '../testing/builders'
import { unitAp } from './apply'
import { gameOptions } from './board'
import { describeCard } from './describe'
import { gcgRules } from '../testing/playtest'
import { needsEnemyUnit } from './moves/play-command'
import { Walk } from './walk'

const resource = card({ number: 'BT-R01', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null, text: '' })
const filler = card({ number: 'BT01-099', name: 'Filler Unit', type: 'unit', level: 1, cost: 1, ap: 2, hp: 2 })
const command = (number: string, text: string, extra: Partial<Card> = {}) =>
  card({ number, name: `Command ${number}`, type: 'command', level: 1, cost: 1, ap: null, hp: null, text, ...extra })
const trans = command('BT01-101', '【Action】Choose 1 friendly Unit. It gets AP+2 during this battle.')
const mainOnly = command('BT01-102', '【Main】Draw 1.')
const enemyOnly = command('BT01-103', '【Main】/【Action】Choose 1 enemy Unit with 5 or less HP. Deal 2 damage to it.')
const friendly = command('BT01-104', '【Main】Choose 1 friendly Unit. It gets AP+1 during this turn.')
const supporter = card({
  number: 'BT01-004',
  name: 'Supporter',
  type: 'unit',
  level: 1,
  cost: 1,
  ap: 2,
  hp: 1,
  text: '【Activate･Main】<Support 2> (Rest this Unit. 1 other friendly Unit gets AP+(specified amount) during this turn.)',
  keywords: [{ keyword: 'Support', value: 2 }],
})

/** Turn 2 as Player One with a filler Unit deployed on turn 1 (so it may attack), `cards` in hand, 4 Resources. */
function ready(cards: Card[] = []): { w: Walk; unit: string; ids: string[] } {
  const main = [...cards, ...Array.from({ length: 50 - cards.length }, () => filler)]
  const w = new Walk({ main, resource: Array.from({ length: 10 }, () => resource), seed: 3, first: true, rules: gcgRules() })
  w.do({ type: 'keep' })
  const unit = w.state.zones.hand.find((i) => w.state.cards[i]!.number === filler.number) ?? w.fetch('Filler Unit')
  w.do({ type: 'deploy-unit', card: unit }).do({ type: 'end-turn' })
  while (w.state.zones.resourceArea.length < 4) w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
  const ids = cards.map((c) => {
    const id = [...w.state.zones.hand, ...w.state.zones.deck, ...w.state.zones.shields].find((i) => w.state.cards[i]!.number === c.number)!
    if (!w.state.zones.hand.includes(id)) w.do({ type: 'move', card: id, to: 'hand' })
    return id
  })
  return { w, unit, ids }
}

describe("an attack's action step (7-2, 7-5)", () => {
  it('the attack rests the Unit and opens the action step: no damage yet (7-3-5, 7-4-5); passing deals it (7-5-2, 7-6-2-3)', () => {
    const { w, unit } = ready()
    w.do({ type: 'attack', unit })
    expect(w.state.phase).toBe('battle-action')
    expect(w.state.attacking).toEqual({ unit })
    expect(w.state.zones.battle[0]!.rested).toBe(true)
    expect(w.state.opponent.base).toEqual({ name: 'EX Base', hp: 3, damage: 0 })
    w.do({ type: 'pass' })
    expect(w.state.phase).toBe('main')
    expect(w.state.attacking).toBeNull()
    expect(w.state.opponent.base).toEqual({ name: 'EX Base', hp: 3, damage: 2 })
  })

  it('an 【Action】 Command is played in the action step, and its "during this battle" AP counts in the damage step, then ends (7-3-4, 7-7-1)', () => {
    const { w, unit, ids } = ready([trans])
    w.do({ type: 'attack', unit })
    const play = describeCard(w.state, ids[0]!).find((o) => o.action.type === 'play-command')
    expect(play).toMatchObject({ rule: '7-5-1', refused: null })
    w.do(play!.action)
    expect(w.state.zones.trash).toContain(ids[0])
    const battleBoost = describeCard(w.state, unit).find((o) => o.label === 'AP +1 during this battle')
    expect(battleBoost?.refused).toBeNull()
    w.do({ type: 'boost', unit, ap: 2, during: 'battle' })
    expect(unitAp(w.state, unit)).toBe(4)
    w.do({ type: 'pass' })
    // 4 damage to the 3 HP EX Base destroys it; the excess is not dealt to a Shield (4-5-5).
    expect(w.state.opponent).toMatchObject({ base: null, shields: 6 })
    expect(unitAp(w.state, unit)).toBe(2)
    expect(w.state.log.at(-1)!.rule).toBe('7-7')
  })

  it('in the action step: a 【Main】-only Command, pairing, another attack and ending the turn are refused by their rules', () => {
    const { w, unit, ids } = ready([mainOnly, filler])
    w.do({ type: 'attack', unit })
    expect(w.refused({ type: 'play-command', card: ids[0]! })?.rule).toBe('11-2-4-2')
    expect(w.refused({ type: 'pair', card: ids[0]!, unit })?.rule).toBe('11-2-4-2-2')
    expect(w.refused({ type: 'attack', unit })?.rule).toBe('7-2')
    expect(w.refused({ type: 'end-turn' })?.rule).toBe('7-5-2')
    expect(w.refused({ type: 'end-main' })?.rule).toBe('7-5-2')
    expect(w.refused({ type: 'deploy-unit', card: ids[1]! })?.rule).toBe('7-5-2')
    expect(gameOptions(w.state).map((o) => [o.key, o.refused?.rule ?? null])).toEqual([
      ['pass', null],
      ['end-main', '7-5-2'],
      ['next-turn', '7-5-2'],
    ])
  })

  it('pass is refused with no attack under way (7-5)', () => {
    const { w } = ready()
    expect(w.refused({ type: 'pass' })?.rule).toBe('7-5')
  })
})

describe('<Support> as an action (11-1-3)', () => {
  it('rests the Supporter; another friendly Unit gets AP+2 during this turn (11-1-3-2), gone in the cleanup step (6-6-5-1)', () => {
    const { w, unit, ids } = ready([supporter])
    w.do({ type: 'deploy-unit', card: ids[0]! })
    const offer = describeCard(w.state, ids[0]!).find((o) => o.action.type === 'support')
    expect(offer).toMatchObject({ label: '<Support 2>: Filler Unit AP+2', rule: '11-1-3', refused: null })
    w.do(offer!.action)
    expect(w.state.zones.battle.find((u) => u.id === ids[0])!.rested).toBe(true)
    expect(unitAp(w.state, unit)).toBe(4)
    w.attack(unit)
    expect(w.state.opponent.base).toBeNull()
    w.do({ type: 'end-turn' })
    expect(unitAp(w.state, unit)).toBe(2)
  })

  it('refused on itself, while rested, outside the main phase (11-1-3-1, 11-1-3-2), and on a Unit without it', () => {
    const { w, unit, ids } = ready([supporter])
    w.do({ type: 'deploy-unit', card: ids[0]! })
    expect(w.refused({ type: 'support', unit: ids[0]!, target: ids[0]! })?.rule).toBe('11-1-3-2')
    expect(w.refused({ type: 'support', unit, target: ids[0]! })?.rule).toBe('11-1-3')
    w.do({ type: 'attack', unit })
    expect(w.refused({ type: 'support', unit: ids[0]!, target: unit })?.rule).toBe('7-5-2')
    w.do({ type: 'pass' }).do({ type: 'rest', card: ids[0]! })
    expect(w.refused({ type: 'support', unit: ids[0]!, target: unit })?.rule).toBe('11-1-3-1')
    w.do({ type: 'activate', card: ids[0]! }).do({ type: 'end-main' })
    expect(w.refused({ type: 'support', unit: ids[0]!, target: unit })?.rule).toBe('11-1-3-1')
  })
})

describe('a Command whose only target is an enemy Unit (9-1-8-1-1, Q104)', () => {
  it('is refused against the goldfish, which has no Unit, in the main phase and in an action step, with the rule in the refusal', () => {
    const { w, unit, ids } = ready([enemyOnly, friendly])
    const r = w.refused({ type: 'play-command', card: ids[0]! })
    expect(r?.rule).toBe('9-1-8-1-1')
    expect(r?.message).toContain('Q104')
    expect(describeCard(w.state, ids[0]!).find((o) => o.action.type === 'play-command')?.refused?.rule).toBe('9-1-8-1-1')
    w.do({ type: 'attack', unit })
    expect(w.refused({ type: 'play-command', card: ids[0]! })?.rule).toBe('9-1-8-1-1')
    w.do({ type: 'pass' })
    // A Command choosing a friendly Unit has its target.
    w.do({ type: 'play-command', card: ids[1]! })
  })

  it('reads the first choice only, and leaves choices with another kind of card or behind a condition to the player', () => {
    expect(needsEnemyUnit('Choose 1 enemy Unit. Rest it.')).toBe(true)
    expect(needsEnemyUnit('Choose 1 to 2 rested enemy Units that are Lv.4 or lower. Return them.')).toBe(true)
    expect(needsEnemyUnit('Choose 1 Pilot paired with an enemy Unit that is Lv.3 or lower.')).toBe(true)
    expect(needsEnemyUnit('Choose 1 of your Units and 1 enemy Unit. They deal damage.')).toBe(true)
    expect(needsEnemyUnit('Choose 1 friendly Unit. It gets AP+2 during this battle.')).toBe(false)
    expect(needsEnemyUnit('Choose 1 enemy Unit or Base. Deal 1 damage to it.')).toBe(false)
    expect(needsEnemyUnit('If you have a (Zeon) Unit in play, choose 1 enemy Unit.')).toBe(false)
    expect(needsEnemyUnit('Draw 1.')).toBe(false)
  })
})

describe.skipIf(!hasShared)(`real Commands against the goldfish ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)

  it('GD05-118 Incendiary Spark ("Choose 1 enemy Unit.") is refused; GD01-107 First Contact (【Main】Place 1 rested Resource) is not', () => {
    const spark = pool.lookup('GD05-118')!
    const contact = pool.lookup('GD01-107')!
    const { w, ids } = ready([spark, contact])
    expect(w.refused({ type: 'play-command', card: ids[0]! })?.rule).toBe('9-1-8-1-1')
    expect(w.refused({ type: 'play-command', card: ids[1]! })).toBeNull()
  })
})

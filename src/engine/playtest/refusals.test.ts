// Every refusal names the rule that forbids the action; the state is left as it was.
import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { gcgRules, playtestCards } from '../testing/playtest'
import { newGame } from './setup'
import type { Action, PlayState } from './types'
import { Walk } from './walk'

const f = playtestCards()
/** Player One after keeping, turn 1, main phase, one Resource. */
const start = (seed = 1, first = true) => new Walk({ main: f.main, resource: f.resources, seed, first, rules: gcgRules() }).do({ type: 'keep' })

function refusedRule(w: Walk, action: Action): string | undefined {
  const before = JSON.stringify(w.state)
  const r = w.refused(action)
  expect(JSON.stringify(w.state)).toBe(before)
  expect(r?.message.length ?? 0).toBeGreaterThan(0)
  return r?.rule
}

describe('set-up refusals (5-1, 5-2)', () => {
  const rule = (r: ReturnType<typeof newGame>) => ('refused' in r ? r.refused.rule : 'accepted')
  it('5-1-1: a deck has exactly 50 cards', () => {
    expect(rule(newGame({ main: f.main.slice(1), resource: f.resources, seed: 1, first: true, rules: gcgRules() }))).toBe('5-1-1')
  })
  it('5-1-1: a resource deck has exactly 10 cards', () => {
    expect(rule(newGame({ main: f.main, resource: f.resources.slice(1), seed: 1, first: true, rules: gcgRules() }))).toBe('5-1-1')
  })
  it('5-1-1-1: a Resource in the deck', () => {
    expect(rule(newGame({ main: [...f.main.slice(1), f.resource], resource: f.resources, seed: 1, first: true, rules: gcgRules() }))).toBe('5-1-1-1')
  })
  it('5-1-1-4: a Unit in the resource deck', () => {
    expect(rule(newGame({ main: f.main, resource: [...f.resources.slice(1), f.u1], seed: 1, first: true, rules: gcgRules() }))).toBe('5-1-1-4')
  })
  it('5-2-5: nothing is played before the redraw decision', () => {
    const w = new Walk({ main: f.main, resource: f.resources, seed: 1, first: true, rules: gcgRules() })
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1') })).toBe('5-2-5')
    expect(refusedRule(w, { type: 'end-turn' })).toBe('5-2-5')
  })
  it('5-2-1-6: the hand is redrawn one time only', () => {
    expect(refusedRule(start(), { type: 'redraw' })).toBe('5-2-1-6')
    expect(refusedRule(start(), { type: 'keep' })).toBe('5-2-1-6')
  })
})

describe('main phase refusals (6-5, 2-8, 2-9, 3-5, 10-4)', () => {
  it('6-5-2-1-1: only a Unit card from the hand is deployed', () => {
    const w = start()
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Main Command') })).toBe('6-5-2-1-1')
    expect(refusedRule(w, { type: 'deploy-unit', card: w.inDeck('Unit Lv1') })).toBe('6-5-2-1-1')
    expect(refusedRule(w, { type: 'deploy-unit', card: 'nope' })).toBe('6-5-2-1-1')
  })
  it('2-8-1: the Lv. must not exceed the number of Resources', () => {
    const w = start()
    expect(refusedRule(w, { type: 'deploy-unit', card: w.fetch('Unit Lv4') })).toBe('2-8-1')
  })
  it('2-9-1: the cost is paid by resting active Resources', () => {
    const w = start()
    w.do({ type: 'deploy-unit', card: w.hand('Unit Lv1') })
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1') })).toBe('2-9-1')
  })
  it('2-9-1: a chosen payment must be active Resources matching the cost', () => {
    const w = start()
    const res = w.state.zones.resourceArea[0]!.id
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1'), pay: [] })).toBe('2-9-1')
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1'), pay: [res, res] })).toBe('2-9-1')
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1'), pay: [w.hand('Main Command')] })).toBe('2-9-1')
    w.do({ type: 'rest', card: res })
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1'), pay: [res] })).toBe('2-9-1')
  })
  it('10-4-2: with six Units out a seventh needs one placed into the trash (3-5-2, Q22)', () => {
    const w = start()
    const units = w.state.zones.deck.filter((id) => w.state.cards[id]!.type === 'unit').slice(0, 6)
    for (const id of units) w.do({ type: 'move', card: id, to: 'battle' })
    const seventh = w.hand('Unit Lv1')
    expect(refusedRule(w, { type: 'deploy-unit', card: seventh })).toBe('10-4-2')
    expect(refusedRule(w, { type: 'deploy-unit', card: seventh, replace: w.hand('Main Command') })).toBe('10-4-2')
    const old = w.state.zones.battle[0]!.id
    w.do({ type: 'deploy-unit', card: seventh, replace: old })
    expect(w.state.zones.battle.map((u) => u.id)).not.toContain(old)
    expect(w.state.zones.battle).toHaveLength(6)
    expect(w.state.zones.trash).toEqual([old])
    expect(w.state.log.at(-2)!.rule).toBe('10-4-2')
  })
  it('10-4-2: no Unit is trashed while the battle area has room', () => {
    const w = start()
    w.do({ type: 'move', card: w.inDeck('Unit Lv1'), to: 'battle' })
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1'), replace: w.state.zones.battle[0]!.id })).toBe('10-4-2')
  })
  it('6-5-1: Units are deployed in the main phase, not the end phase', () => {
    const w = start().do({ type: 'end-main' })
    expect(refusedRule(w, { type: 'deploy-unit', card: w.hand('Unit Lv1') })).toBe('6-5-1')
    expect(refusedRule(w, { type: 'attack', unit: 'm1' })).toBe('6-5-1')
  })
  it('6-5-5-1: the end of the main phase is declared in the main phase', () => {
    expect(refusedRule(start().do({ type: 'end-main' }), { type: 'end-main' })).toBe('6-5-5-1')
  })
})

describe('pairing refusals (6-5-2-3, 2-3-4-3, 11-2-4-2-2)', () => {
  it('6-5-2-3-1: only a Pilot card (or a Command with 【Pilot】) is paired', () => {
    const w = start()
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'move', card: unit, to: 'battle' })
    expect(refusedRule(w, { type: 'pair', card: w.hand('Main Command'), unit })).toBe('6-5-2-3-1')
  })
  it('2-3-4-3: a Pilot exists only beneath a Unit in the battle area (Q88)', () => {
    const w = start()
    expect(refusedRule(w, { type: 'pair', card: w.fetch('Ace'), unit: w.hand('Unit Lv1') })).toBe('2-3-4-3')
  })
  it('6-5-2-3-3: a Unit has at most one Pilot (Q89)', () => {
    const w = start()
    w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'move', card: unit, to: 'battle' })
    w.do({ type: 'pair', card: w.fetch('Ace'), unit })
    expect(refusedRule(w, { type: 'pair', card: w.fetch('Ace'), unit })).toBe('6-5-2-3-3')
  })
  it('11-2-4-2-2: no pairing during an action step (Q38)', () => {
    const w = start()
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'move', card: unit, to: 'battle' })
    w.do({ type: 'end-main' })
    expect(refusedRule(w, { type: 'pair', card: w.fetch('Ace'), unit })).toBe('11-2-4-2-2')
  })
})

describe('Command refusals (6-5-2-4, 11-2-3, 11-2-4)', () => {
  it('11-2-3-2: a Command without 【Main】 is not played in the main phase', () => {
    const w = start()
    w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
    expect(refusedRule(w, { type: 'play-command', card: w.hand('Action Command') })).toBe('11-2-3-2')
  })
  it('11-2-4-2: a Command without 【Action】 is not played in an action step', () => {
    const w = start().do({ type: 'end-main' })
    expect(refusedRule(w, { type: 'play-command', card: w.hand('Main Command') })).toBe('11-2-4-2')
  })
  it('6-5-2-4-1: only a Command card is played as a Command', () => {
    const w = start()
    expect(refusedRule(w, { type: 'play-command', card: w.hand('Unit Lv1') })).toBe('6-5-2-4-1')
  })
  it('6-5-2-3-5: a Command with 【Pilot】 pairs as that Pilot and links a Unit naming it', () => {
    const w = start()
    w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
    w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
    const linker = w.fetch('Linker Lv2')
    w.do({ type: 'deploy-unit', card: linker })
    w.do({ type: 'pair', card: w.hand('Action Command'), unit: linker })
    expect(w.state.log.slice(-2).map((e) => e.rule)).toEqual(['6-5-2-3-5', '6-5-2-3-2'])
    w.attack(linker)
    expect(w.state.opponent.base).toBeNull() // 3 + 1 AP on the 3 HP EX Base
  })
  it('6-5-2-2-1: only a Base card is deployed as a Base', () => {
    const w = start()
    expect(refusedRule(w, { type: 'deploy-base', card: w.hand('Unit Lv1') })).toBe('6-5-2-2-1')
  })
})

describe('attack refusals (6-5-4, 7-3-1, 2-11-4)', () => {
  it('6-5-4-1: only a Unit in the battle area attacks', () => {
    const w = start()
    expect(refusedRule(w, { type: 'attack', unit: w.hand('Unit Lv1') })).toBe('6-5-4-1')
  })
  it('2-11-4: a Unit does not attack in the turn it enters, unless linked', () => {
    const w = start()
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unit })
    expect(refusedRule(w, { type: 'attack', unit })).toBe('2-11-4')
  })
  it('7-3-1: a rested Unit does not attack', () => {
    const w = start()
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unit }).do({ type: 'end-turn' })
    w.attack(unit)
    expect(refusedRule(w, { type: 'attack', unit })).toBe('7-3-1')
  })
  it('1-2-1: nothing is played after the game ends', () => {
    const w = start()
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unit }).do({ type: 'end-turn' })
    const o = w.state.opponent
    w.state = { ...w.state, opponent: { ...o, shields: 0, base: null } }
    w.attack(unit)
    expect(w.state.defeatedOnTurn).toBe(2)
    expect(refusedRule(w, { type: 'end-turn' })).toBe('1-2-1')
    expect(refusedRule(w, { type: 'rest', card: unit })).toBe('1-2-1')
  })
  it('Q35 / 4-5-4: a 0 AP Unit attacks but deals no damage', () => {
    const w = new Walk({
      main: [...f.main.slice(0, 49), { ...f.u1, number: 'PT01-099', name: 'Zero', ap: 0 }],
      resource: f.resources,
      seed: 1,
      first: true,
      rules: gcgRules(),
    }).do({ type: 'keep' })
    const zero = w.inDeck('Zero')
    w.do({ type: 'move', card: zero, to: 'battle' }).do({ type: 'end-turn' })
    w.attack(zero)
    expect(w.state.opponent.base).toEqual({ name: 'EX Base', hp: 3, damage: 0 })
    expect(w.state.log.at(-1)!.rule).toBe('4-5-4')
  })
})

describe('rest, activate, end phase (4-4-1, 1-3-2-1, 6-6-4-1)', () => {
  it('4-4-1: only cards in the battle area, resource area and base section are rested', () => {
    const w = start()
    expect(refusedRule(w, { type: 'rest', card: w.hand('Unit Lv1') })).toBe('4-4-1')
  })
  it('1-3-2-1: an active card is not set active again', () => {
    const w = start()
    expect(refusedRule(w, { type: 'activate', card: w.state.zones.resourceArea[0]!.id })).toBe('1-3-2-1')
  })
  it('rest and activate by hand are logged as manual', () => {
    const w = start()
    const res = w.state.zones.resourceArea[0]!.id
    w.do({ type: 'rest', card: res }).do({ type: 'activate', card: res })
    expect(w.state.log.slice(-2).map((e) => [e.rule, e.manual])).toEqual([
      ['4-4-1', true],
      ['4-4-1', true],
    ])
  })
  it('6-6-4-1: with 12 cards the hand step waits for two discards, then the next turn starts', () => {
    const w = start()
    for (let i = 0; i < 6; i++) w.do({ type: 'move', card: w.state.zones.deck[0]!, to: 'hand' })
    expect(w.state.zones.hand).toHaveLength(12)
    expect(refusedRule(w, { type: 'discard', card: w.state.zones.hand[0]! })).toBe('6-6-4-1')
    w.do({ type: 'end-turn' })
    expect(w.state.phase).toBe('hand-step')
    expect(refusedRule(w, { type: 'end-turn' })).toBe('6-6-4-1')
    expect(refusedRule(w, { type: 'discard', card: w.state.zones.deck[0]! })).toBe('4-11-1')
    w.do({ type: 'discard', card: w.state.zones.hand[0]! })
    expect(w.state.phase).toBe('hand-step')
    w.do({ type: 'discard', card: w.state.zones.hand[0]! })
    expect(w.state.turn).toBe(2)
    expect(w.state.phase).toBe('main')
    expect(w.state.zones.hand).toHaveLength(11) // 10 kept, then the draw phase
    expect(w.state.zones.trash).toHaveLength(2)
  })
  it('6-5-1: an unknown action is refused, and hostile input never throws', () => {
    const w = start()
    expect(refusedRule(w, { type: 'fly' } as unknown as Action)).toBe('6-5-1')
    expect(apply(w.state, null as unknown as Action)).toHaveProperty('refused')
    expect(apply(null as unknown as PlayState, { type: 'end-turn' })).toHaveProperty('refused')
    expect(refusedRule(w, { type: 'move', card: 'm1', to: 'moon' } as unknown as Action)).toBe('3-1-1')
    expect(refusedRule(w, { type: 'move', card: 'zz', to: 'hand' })).toBe('3-1-1')
  })
})

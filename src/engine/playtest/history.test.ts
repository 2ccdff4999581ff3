// Undo, manual moves, Bases, deck-out and the card menu.
import { describe, expect, it } from 'vitest'
import { apply, gameTurn } from './apply'
import { describeCard } from './describe'
import { gcgRules, playtestCards } from '../testing/playtest'
import { act, startPlaytest, undo, type Playtest } from './history'
import { parsePlayState, type Action, type PlayState } from './types'
import { Walk } from './walk'

const f = playtestCards()
const start = (seed = 1, first = true) => new Walk({ main: f.main, resource: f.resources, seed, first, rules: gcgRules() }).do({ type: 'keep' })

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v)
    Object.freeze(x)
  }
  return x
}

describe('undo (a history of immutable states)', () => {
  function play(pt: Playtest, action: Action): Playtest {
    const r = act(pt, action)
    if ('refused' in r) throw new Error(r.refused.message)
    return r.playtest
  }

  it('steps back one action at a time to the set-up, then refuses', () => {
    const s = startPlaytest({ main: f.main, resource: f.resources, seed: 1, first: true, rules: gcgRules() })
    if ('refused' in s) throw new Error(s.refused.message)
    const p0 = s.playtest
    const p1 = play(p0, { type: 'keep' })
    const unit = p1.present.zones.hand.find((id) => p1.present.cards[id]!.name === 'Unit Lv1')!
    const p2 = play(p1, { type: 'deploy-unit', card: unit })
    expect(p2.present.zones.battle).toHaveLength(1)
    expect(p2.past).toHaveLength(2)

    const u1 = undo(p2)
    if ('refused' in u1) throw new Error()
    expect(u1.playtest.present).toEqual(p1.present)
    expect(u1.playtest.present.zones.battle).toHaveLength(0)
    expect(u1.playtest.present.log).toHaveLength(p1.present.log.length) // the deploy's log entries went with it
    const u0 = undo(u1.playtest)
    if ('refused' in u0) throw new Error()
    expect(u0.playtest.present.phase).toBe('redraw')
    expect(undo(u0.playtest)).toEqual({
      refused: { rule: 'undo', message: expect.stringContaining('Nothing to undo'), code: 'refused.nothing-to-undo', params: {} },
    })
  })

  it('a refused action leaves the history as it was', () => {
    const s = startPlaytest({ main: f.main, resource: f.resources, seed: 1, first: true, rules: gcgRules() })
    if ('refused' in s) throw new Error()
    const r = act(s.playtest, { type: 'end-turn' })
    expect(r).toEqual({ refused: { rule: '5-2-5', message: expect.any(String), code: 'refused.not-begun', params: {} } })
  })

  it('apply never changes the state it is given (frozen input)', () => {
    const w = start()
    const frozen = deepFreeze(JSON.parse(JSON.stringify(w.state)) as PlayState)
    const r = apply(frozen, { type: 'deploy-unit', card: w.hand('Unit Lv1') })
    expect(r).toHaveProperty('state')
    expect(frozen.zones.battle).toHaveLength(0)
  })
})

describe('manual moves: any card to any location, logged as manual', () => {
  it('a card from the deck to the bottom of the deck, to the hand, to the removal area', () => {
    const w = start()
    const top = w.state.zones.deck[0]!
    w.do({ type: 'move', card: top, to: 'deck', bottom: true })
    expect(w.state.zones.deck.at(-1)).toBe(top)
    expect(w.state.log.at(-1)).toMatchObject({ rule: 'manual', manual: true })
    w.do({ type: 'move', card: top, to: 'removal' })
    expect(w.state.zones.removal).toEqual([top])
    expect(w.state.zones.deck).not.toContain(top)
  })

  it('a Unit moved to the hand takes its Pilot along (6-5-2-3-4, Q41)', () => {
    const w = start()
    w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unit })
    const ace = w.fetch('Ace')
    w.do({ type: 'pair', card: ace, unit })
    const hand = w.state.zones.hand.length
    w.do({ type: 'move', card: unit, to: 'hand' })
    expect(w.state.zones.battle).toHaveLength(0)
    expect(w.state.zones.hand).toHaveLength(hand + 2)
    expect(w.state.zones.hand.slice(-2)).toEqual([unit, ace])
    expect(w.state.log.at(-1)!.rule).toBe('6-5-2-3-4')
  })

  it('a token moved off the field is removed from the game (4-17-2-4)', () => {
    const w = start()
    w.do({ type: 'move', card: 't1', to: 'hand' })
    expect(w.state.zones.base).toBeNull()
    expect(w.state.zones.hand).not.toContain('t1')
    expect(w.state.log.at(-1)!.rule).toBe('4-17-2-4')
    expect(w.refused({ type: 'move', card: 't1', to: 'base' })?.rule).toBe('4-17-2-4')
  })

  it('a Shield moved to the hand (as a 【Deploy】 text would say) leaves five', () => {
    const w = start()
    w.do({ type: 'move', card: w.state.zones.shields.at(-1)!, to: 'hand' })
    expect(w.state.zones.shields).toHaveLength(5)
  })
})

describe('Bases (6-5-2-2, 10-5-2)', () => {
  it('a Base replaces the EX Base, which is removed from the game; a second Base sends the first to the trash (Q24)', () => {
    const w = start()
    w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
    const base1 = w.fetch('Test Base')
    w.do({ type: 'deploy-base', card: base1 })
    expect(w.state.zones.base).toEqual({ id: base1, rested: false, damage: 0 })
    expect(w.state.zones.trash).toEqual([]) // the EX Base token does not stay in the trash
    expect(w.state.log.slice(-3).map((e) => e.rule)).toEqual(['10-5-2', '4-17-2-4', '6-5-2-2-1'])
    w.do({ type: 'end-turn' })
    const base2 = w.fetch('Test Base')
    w.do({ type: 'deploy-base', card: base2 })
    expect(w.state.zones.base?.id).toBe(base2)
    expect(w.state.zones.trash).toEqual([base1])
  })
})

describe('losing by deck-out (1-2-2-2, 10-2-1-2)', () => {
  it('a deck emptied by hand loses at once; a draw that empties it loses (6-3-1-1)', () => {
    const w = start()
    while (w.state.zones.deck.length > 1) w.do({ type: 'move', card: w.state.zones.deck[0]!, to: 'trash' })
    expect(w.state.lost).toBeNull()
    const a = apply(w.state, { type: 'end-turn' })
    if ('refused' in a) throw new Error()
    expect(a.state.lost?.rule).toBe('6-3-1-1')
    expect(a.state.phase).toBe('over')
    w.do({ type: 'move', card: w.state.zones.deck[0]!, to: 'trash' })
    expect(w.state.lost?.rule).toBe('10-2-1-2')
  })
})

describe('describeCard: the legal actions for a tap menu', () => {
  it('offers Deploy for a playable Unit and refuses Attack by rule for one deployed this turn', () => {
    const w = start()
    const unit = w.hand('Unit Lv1')
    const menu = describeCard(w.state, unit)
    expect(menu.find((o) => o.label === 'Deploy')).toMatchObject({ rule: '6-5-2-1-1', refused: null })
    expect(menu.filter((o) => o.action.type === 'move')).toHaveLength(8) // to each other location
    w.do({ type: 'deploy-unit', card: unit })
    const inPlay = describeCard(w.state, unit)
    expect(inPlay.find((o) => o.label === 'Attack')?.refused?.rule).toBe('2-11-4')
    expect(inPlay.find((o) => o.label === 'Rest')?.refused).toBeNull()
    expect(inPlay.find((o) => o.label === 'Set active')?.refused?.rule).toBe('1-3-2-1')
  })

  it('a Pilot lists one pairing per Unit, and a Lv.4 Unit shows why it cannot be deployed', () => {
    const w = start()
    w.do({ type: 'move', card: w.hand('Unit Lv1'), to: 'battle' })
    w.do({ type: 'move', card: w.hand('Unit Lv1'), to: 'battle' })
    const ace = w.fetch('Ace')
    expect(describeCard(w.state, ace).filter((o) => o.action.type === 'pair')).toHaveLength(2)
    const big = w.fetch('Unit Lv4')
    expect(describeCard(w.state, big).find((o) => o.label === 'Deploy')?.refused?.rule).toBe('2-8-1')
    expect(describeCard(w.state, 'nope')).toEqual([])
  })
})

describe('a saved game read back (parsePlayState)', () => {
  it('a state after a few turns survives JSON and reads back equal', () => {
    const w = start()
      .do({ type: 'deploy-unit', card: start().hand('Unit Lv1') })
      .do({ type: 'end-turn' })
    const back = parsePlayState(JSON.parse(JSON.stringify(w.state)))
    expect(back).toEqual({ ok: true, state: w.state })
  })

  it('a damaged save is refused with the field that is wrong', () => {
    const w = start()
    const copy = () => JSON.parse(JSON.stringify(w.state)) as PlayState
    const wrongPhase = { ...copy(), phase: 'lunch' }
    expect(parsePlayState(wrongPhase)).toEqual({ ok: false, error: expect.stringMatching(/^phase: /) })
    const twice = copy()
    twice.zones.trash.push(twice.zones.hand[0]!)
    expect(parsePlayState(twice)).toEqual({ ok: false, error: `zones.trash: card ${twice.zones.hand[0]} is also in zones.hand` })
    const unknown = copy()
    unknown.zones.removal.push('m99')
    expect(parsePlayState(unknown)).toEqual({ ok: false, error: 'zones.removal: unknown card m99' })
    expect(parsePlayState(null)).toEqual({ ok: false, error: expect.stringMatching(/^\(state\): /) })
  })
})

describe('effects applied by hand (card text is shown, not executed)', () => {
  it('AP given by hand counts in the attack and ends in the cleanup step (6-6-5-1)', () => {
    const w = start()
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unit }).do({ type: 'end-turn' })
    w.do({ type: 'boost', unit, ap: 1 })
    expect(w.state.log.at(-1)).toMatchObject({ rule: 'manual', manual: true })
    w.attack(unit) // 2 + 1 AP destroys the 3 HP EX Base
    expect(w.state.opponent.base).toBeNull()
    w.do({ type: 'end-turn' })
    expect(w.state.zones.battle[0]!.apBonus).toBe(0)
    expect(w.refused({ type: 'boost', unit: w.hand('Unit Lv1'), ap: 1 })?.rule).toBe('2-3-3-1')
  })

  it('effect damage hits the Base first, then one Shield at a time, and never defeats the opponent (1-2-2-1)', () => {
    const w = start()
    expect(w.refused({ type: 'hit-opponent', amount: 0 })?.rule).toBe('4-5-4')
    w.do({ type: 'hit-opponent', amount: 2 })
    expect(w.state.opponent.base).toEqual({ name: 'EX Base', hp: 3, damage: 2 })
    w.do({ type: 'hit-opponent', amount: 5 })
    expect(w.state.opponent).toMatchObject({ base: null, shields: 6 })
    for (let i = 0; i < 6; i++) w.do({ type: 'hit-opponent', amount: 3 })
    expect(w.state.opponent.shields).toBe(0)
    expect(w.refused({ type: 'hit-opponent', amount: 3 })?.rule).toBe('1-2-2-1')
    expect(w.state.opponent.defeated).toBe(false)
  })

  it('3-4-2: no Resource is placed when the resource area already holds 15', () => {
    const w = start()
    for (let i = 0; i < 14; i++) w.do({ type: 'move', card: w.state.zones.deck[0]!, to: 'resourceArea' })
    w.do({ type: 'end-turn' })
    expect(w.state.zones.resourceArea).toHaveLength(15)
    expect(w.state.zones.resourceDeck).toHaveLength(9)
    expect(w.state.log.some((e) => e.rule === '3-4-2')).toBe(true)
  })
})

describe('the history stays small and the game turn is counted', () => {
  it('states share the unchanging card records; keeping the hand does not touch the state before it', () => {
    const w = new Walk({ main: f.main, resource: f.resources, seed: 1, first: false, rules: gcgRules() })
    const before = w.state
    w.do({ type: 'keep' })
    expect(Object.keys(before.cards)).toHaveLength(60) // the tokens arrive in the new state only
    expect(Object.keys(w.state.cards)).toHaveLength(62)
    expect(w.state.cards.m1).toBe(before.cards.m1)
    const after = w.state
    w.do({ type: 'end-turn' })
    expect(w.state.cards).toBe(after.cards)
    expect(gameTurn(w.state)).toBe(4) // Player Two's second turn
  })
})

describe('parsePlayState: a card lost from every location', () => {
  it('is refused naming the card', () => {
    const w = start()
    const lost = JSON.parse(JSON.stringify(w.state)) as PlayState
    const gone = lost.zones.hand.pop()!
    expect(parsePlayState(lost)).toEqual({ ok: false, error: `cards.${gone}: ${lost.cards[gone]!.name} is in no location` })
  })
})

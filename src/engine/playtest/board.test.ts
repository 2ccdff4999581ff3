// The page's words and menus: legal actions, the game's buttons, the phase bar, refusals.
import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { gameOptions, gameStatus, legalActions, phaseBar, refusalText, ZONES } from './board'
import { describeCard } from './describe'
import { gcgRules, playtestCards } from '../testing/playtest'
import { Walk } from './walk'

const f = playtestCards()
const deal = (seed = 1, first = true) => new Walk({ main: f.main, resource: f.resources, seed, first, rules: gcgRules() })

describe('legalActions: what a tap on a card offers', () => {
  it('a Lv.1 Unit in hand on turn 1: Deploy and the manual moves, nothing the rules refuse', () => {
    const w = deal().do({ type: 'keep' })
    const unit = w.hand('Unit Lv1')
    const menu = legalActions(w.state, unit)
    expect(menu.map((o) => o.label)).toEqual([
      'Deploy',
      'Move to deck (top)',
      'Move to resource deck (top)',
      'Move to resource area',
      'Move to battle area',
      'Move to shields (top)',
      'Move to base section',
      'Move to trash',
      'Move to removal area',
    ])
    expect(menu.every((o) => o.refused === null)).toBe(true)
    // Each one is accepted by the engine: the menu and the rules never disagree.
    for (const o of menu) expect('state' in apply(w.state, o.action)).toBe(true)
  })

  it('leaves out what the rules refuse: a Lv.4 Unit with one Resource (2-8-1), Attack the turn a Unit enters (2-11-4)', () => {
    const w = deal().do({ type: 'keep' })
    const big = w.fetch('Unit Lv4')
    expect(describeCard(w.state, big).find((o) => o.label === 'Deploy')?.refused?.rule).toBe('2-8-1')
    expect(legalActions(w.state, big).map((o) => o.label)).not.toContain('Deploy')
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unit })
    const labels = legalActions(w.state, unit).map((o) => o.label)
    expect(labels).not.toContain('Attack')
    expect(labels).toContain('Rest')
    expect(labels).not.toContain('Set active') // already active (1-3-2-1)
  })

  it('a Pilot pairs with each Unit; the Unit attacks on the next turn', () => {
    const w = deal().do({ type: 'keep' })
    const unit = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unit })
    w.do({ type: 'end-turn' })
    const ace = w.fetch('Ace')
    expect(legalActions(w.state, ace).filter((o) => o.action.type === 'pair')).toEqual([
      expect.objectContaining({ label: 'Pair with Unit Lv1', rule: '6-5-2-3-1', action: { type: 'pair', card: ace, unit } }),
    ])
    expect(legalActions(w.state, unit).map((o) => o.label)).toContain('Attack')
  })

  it('an unknown card offers nothing', () => {
    expect(legalActions(deal().state, 'nope')).toEqual([])
  })
})

describe('gameOptions: Keep, Redraw, End main phase, Next turn', () => {
  it('before the game: Keep (5-2-1-6) and Redraw (5-2-1-6-1)', () => {
    const w = deal()
    expect(gameOptions(w.state).map((o) => [o.label, o.rule, o.refused])).toEqual([
      ['Keep', '5-2-1-6', null],
      ['Redraw', '5-2-1-6-1', null],
    ])
  })

  it('in the main phase both are open; in the action step End main phase is refused by its rule; Next turn starts turn 2', () => {
    const w = deal().do({ type: 'keep' })
    expect(gameOptions(w.state).map((o) => [o.key, o.refused])).toEqual([
      ['end-main', null],
      ['next-turn', null],
    ])
    w.do({ type: 'end-main' })
    const [endMain, next] = gameOptions(w.state)
    expect(endMain!.refused?.rule).toBe('6-5-5-1')
    expect(next!.refused).toBeNull()
    w.do(next!.action)
    expect(w.state.turn).toBe(2)
    expect(w.state.phase).toBe('main')
  })
})

describe('the phase bar and the status line', () => {
  it('marks Main in the main phase and End in the action step; nothing during set-up', () => {
    const w = deal()
    expect(phaseBar(w.state).filter((p) => p.current)).toEqual([])
    expect(gameStatus(w.state).rule).toBe('5-2-1-6')
    w.do({ type: 'keep' })
    expect(phaseBar(w.state).map((p) => [p.label, p.rule, p.current])).toEqual([
      ['Start', '6-2', false],
      ['Draw', '6-3', false],
      ['Resource', '6-4', false],
      ['Main', '6-5', true],
      ['End', '6-6', false],
    ])
    expect(gameStatus(w.state).text).toBe('Your turn 1 (game turn 1) as Player One: main phase.')
    w.do({ type: 'end-main' })
    expect(phaseBar(w.state).find((p) => p.current)?.key).toBe('end')
  })

  it('a Player Two turn counts as the even game turn', () => {
    const w = deal(1, false).do({ type: 'keep' })
    expect(gameStatus(w.state).text).toBe('Your turn 1 (game turn 2) as Player Two: main phase.')
  })

  it('a refusal reads with its rule first', () => {
    const w = deal().do({ type: 'keep' })
    const r = apply(w.state, { type: 'attack', unit: 'm1' })
    if (!('refused' in r)) throw new Error('attack accepted')
    expect(refusalText(r.refused)).toBe(`Refused (${r.refused.rule}): ${r.refused.message}`)
  })

  it('names every location of the play sheet (3-1-1)', () => {
    expect(Object.values(ZONES).map((z) => z.title)).toEqual([
      'Deck',
      'Resource deck',
      'Resource area',
      'Battle area',
      'Shields',
      'Base section',
      'Hand',
      'Trash',
      'Removal area',
    ])
  })
})

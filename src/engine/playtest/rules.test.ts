// The playtest's numbers come from the format's data (data/formats/*.json): deck and resource-deck sizes
// (5-1-1), the hand (5-2-1-5), the redraw (5-2-1-6-1) and the Shields (5-2-2). A format whose rules a
// goldfish of the Gundam Card Game cannot play has no playtest, with the reason.
import { describe, expect, it } from 'vitest'
import type { Format } from '~/schemas/format'
import { FORMATS } from '../formats/registry'
import { apply } from './apply'
import { gameStatus } from './board'
import { gcgRules, playtestCards } from '../testing/playtest'
import { DEALT_BEFORE_FORMATS, playtestRules } from './rules'
import { readSaved, toSaved, newSession, sessionAct } from './session'
import { newGame } from './setup'
import { parsePlayState } from './types'

const f = playtestCards()
const gcg = FORMATS.get('gcg')!

/** The gcg format with other numbers, as another format's data could give them. */
const variant = (opening: Partial<Format['opening']>, main = 50, resource = 10): Format => ({
  ...gcg,
  id: 'gcg-variant',
  main: { ...gcg.main, min: main, max: main },
  resource: { ...gcg.resource!, min: resource, max: resource },
  opening: { ...gcg.opening, ...opening },
})

describe('the playtest from the format data', () => {
  it('the gcg formats: 50 cards, 10 Resources, a hand of 5, one bottom redraw of 5, 6 Shields, one EX Resource for Player Two', () => {
    for (const id of ['gcg', 'gcg-open']) {
      const r = playtestRules(FORMATS.get(id)!)
      if (!r.ok) throw new Error(r.reason)
      expect(r.rules).toMatchObject({
        deckSize: 50,
        resourceDeckSize: 10,
        handSize: 5,
        shields: 6,
        redraw: { kind: 'bottom', handSize: 5 },
        secondPlayerExResources: 1,
      })
    }
    // A game saved before the rules were kept plays on with what the gcg data says.
    expect({ ...gcgRules(), ref: '' }).toEqual({ ...DEALT_BEFORE_FORMATS, ref: '' })
  })

  it('Gundam War and Gundam Forge have no playtest, and say why', () => {
    for (const id of ['gundam-war', 'gundam-war-starter', 'forge']) {
      const r = playtestRules(FORMATS.get(id)!)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.reason).toMatch(/cannot play this format faithfully/)
    }
  })

  it('deals, redraws and sets Shields by the numbers of the data: a hand of 6, Shields 4', () => {
    const r = playtestRules(variant({ handSize: 6, shields: 4, redraws: [{ kind: 'bottom-redraw', times: 1, ref: '5-2-1-6-1' }] }))
    if (!r.ok) throw new Error(r.reason)
    const g = newGame({ main: f.main, resource: f.resources, seed: 2, first: true, rules: r.rules })
    if ('refused' in g) throw new Error(g.refused.message)
    expect(g.state.zones.hand).toHaveLength(6)
    const redrawn = apply(g.state, { type: 'redraw' })
    if ('refused' in redrawn) throw new Error(redrawn.refused.message)
    // 6 in hand, 4 Shields, then turn 1's draw: 50 - 6 - 4 - 1 in the deck.
    expect(redrawn.state.zones.shields).toHaveLength(4)
    expect(redrawn.state.opponent.shields).toBe(4)
    expect(redrawn.state.zones.hand).toHaveLength(7)
    expect(redrawn.state.zones.deck).toHaveLength(39)
  })

  it('refuses a deck of another size by the number of the data (5-1-1)', () => {
    const r = playtestRules(variant({}, 40, 10))
    if (!r.ok) throw new Error(r.reason)
    const g = newGame({ main: f.main, resource: f.resources, seed: 2, first: true, rules: r.rules })
    expect('refused' in g && g.refused).toEqual({
      rule: '5-1-1',
      message: 'a deck has exactly 40 cards; this one has 50',
      code: 'refused.deck-size',
      params: { size: 40, count: 50 },
    })
  })

  it('a format without a redraw offers none', () => {
    const r = playtestRules(variant({ redraws: [] }))
    if (!r.ok) throw new Error(r.reason)
    const g = newGame({ main: f.main, resource: f.resources, seed: 2, first: true, rules: r.rules })
    if ('refused' in g) throw new Error(g.refused.message)
    expect(apply(g.state, { type: 'redraw' })).toMatchObject({ refused: { rule: '5-2-1-6' } })
    expect(gameStatus(g.state).text).toBe('Set-up as Player One: keep the starting hand.')
  })

  it('a redraw the Gundam Card Game does not have is no playtest', () => {
    const r = playtestRules(variant({ redraws: [{ kind: 'shuffle-redraw', handSizes: [6], simultaneous: true, ref: 'Mulligan Rule' }] }))
    expect(r.ok).toBe(false)
  })
})

describe('games saved before the rules, the battle steps and tokens were kept still load', () => {
  it('an old saved state reads with the gcg numbers, no attack under way and no battle AP; the old saved record replays', () => {
    const g = newGame({ main: f.main, resource: f.resources, seed: 9, first: false, rules: gcgRules() })
    if ('refused' in g) throw new Error(g.refused.message)
    let session = newSession(g.state)
    for (const a of [{ type: 'keep' }, { type: 'end-turn' }] as const) {
      const r = sessionAct(session, a)
      if ('refused' in r) throw new Error(r.refused.message)
      session = r.session
    }
    const u = session.playtest.present.zones.hand.find((c) => 'session' in sessionAct(session, { type: 'deploy-unit', card: c }))!
    const r = sessionAct(session, { type: 'deploy-unit', card: u })
    if ('refused' in r) throw new Error(r.refused.message)
    session = r.session
    // The shape a game was saved in before: no rules, no attacking, no battleAp, no makes.
    const old = (s: unknown) => {
      const o = JSON.parse(JSON.stringify(s)) as Record<string, unknown> & {
        zones: { battle: Record<string, unknown>[] }
        cards: Record<string, Record<string, unknown>>
      }
      delete o.rules
      delete o.attacking
      for (const b of o.zones.battle) delete b.battleAp
      for (const c of Object.values(o.cards)) delete c.makes
      return o
    }
    const present = parsePlayState(old(session.playtest.present))
    if (!present.ok) throw new Error(present.error)
    expect(present.state.rules).toEqual(DEALT_BEFORE_FORMATS)
    expect(present.state.attacking).toBeNull()
    expect(present.state.zones.battle.map((b) => b.battleAp)).toEqual([0])
    expect(present.state.zones).toEqual(session.playtest.present.zones)
    const saved = toSaved('deck-1', session, '2026-11-01T00:00:00.000Z')
    const back = readSaved({ ...saved, start: old(saved.start), present: old(saved.present) })
    if (!back.ok) throw new Error(back.error)
    expect(back.warning).toBeNull()
    expect(back.session.actions).toEqual(session.actions)
    expect(back.session.playtest.present.zones).toEqual(session.playtest.present.zones)
  })
})

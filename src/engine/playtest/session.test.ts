// A game saved as its start and its actions: read back with the same Undo history, or without it when the
// history does not hold together, and refused when the current state is bad.
import { describe, expect, it } from 'vitest'
import { gcgRules, playtestCards } from '../testing/playtest'
import { dealtDeckChanges, newGame } from './setup'
import { newSession, readSaved, sessionAct, sessionUndo, toSaved, UNDO_DEPTH, type Session } from './session'
import type { Action } from './types'

const f = playtestCards()

function dealt(seed = 5, first = true): Session {
  const g = newGame({ main: f.main, resource: f.resources, seed, first, rules: gcgRules() })
  if ('refused' in g) throw new Error(g.refused.message)
  return newSession(g.state)
}

function play(s: Session, ...actions: Action[]): Session {
  for (const a of actions) {
    const r = sessionAct(s, a)
    if ('refused' in r) throw new Error(`${r.refused.rule} ${r.refused.message}`)
    s = r.session
  }
  return s
}

/** Through JSON, as IndexedDB's structured clone and a backup file would give it back. */
const roundTrip = <T>(x: T): unknown => JSON.parse(JSON.stringify(x))

describe('a playtest session', () => {
  it('keeps the actions beside the states, and Undo takes one of each back', () => {
    let s = play(dealt(), { type: 'keep' })
    const unit = s.playtest.present.zones.hand[0]!
    s = play(s, { type: 'move', card: unit, to: 'battle' })
    expect(s.actions).toEqual([{ type: 'keep' }, { type: 'move', card: unit, to: 'battle' }])
    expect(s.playtest.past).toHaveLength(2)
    const u = sessionUndo(s)
    if ('refused' in u) throw new Error()
    expect(u.session.actions).toEqual([{ type: 'keep' }])
    expect(u.session.playtest.present.zones.battle).toEqual([])
    expect(sessionUndo(dealt())).toEqual({
      refused: { rule: 'undo', message: 'Nothing to undo: this is the start of the game.', code: 'refused.nothing-to-undo', params: {} },
    })
  })

  it('a refused action changes nothing', () => {
    const s = dealt()
    expect(sessionAct(s, { type: 'end-turn' })).toMatchObject({ refused: { rule: '5-2-5' } })
  })

  it(`folds the oldest actions into the start beyond ${UNDO_DEPTH}`, () => {
    let s = play(dealt(), { type: 'keep' })
    const unit = s.playtest.present.zones.hand[0]!
    for (let i = 0; i < UNDO_DEPTH + 5; i++) s = play(s, { type: 'move', card: unit, to: i % 2 ? 'hand' : 'trash' })
    expect(s.actions).toHaveLength(UNDO_DEPTH)
    expect(s.playtest.past).toHaveLength(UNDO_DEPTH)
    expect(s.start).toBe(s.playtest.past[0])
    const back = readSaved(roundTrip(toSaved('d1', s, '2026-11-23T00:00:00Z')))
    expect(back.ok && back.warning).toBeNull()
  })
})

describe('readSaved: a saved game read back', () => {
  const game = () => {
    let s = play(dealt(7, false), { type: 'redraw' })
    const unit = s.playtest.present.zones.hand.find((id) => s.playtest.present.cards[id]!.name === 'Unit Lv1')
    if (unit) s = play(s, { type: 'deploy-unit', card: unit })
    return play(s, { type: 'end-turn' }, { type: 'end-main' })
  }

  it('gives back the same present, the same actions and the same Undo history', () => {
    const s = game()
    const r = readSaved(roundTrip(toSaved('deck-1', s, '2026-11-23T00:00:00Z')))
    if (!r.ok) throw new Error(r.error)
    expect(r.warning).toBeNull()
    expect(r.session.playtest.present).toEqual(s.playtest.present)
    expect(r.session.actions).toEqual(s.actions)
    expect(r.session.playtest.past).toEqual(s.playtest.past)
  })

  it('reads a game saved before its log kept codes with its Undo history: the same words replay', () => {
    const s = game()
    const saved = roundTrip(toSaved('deck-1', s, 'now')) as { start: { log: Record<string, unknown>[] }; present: { log: Record<string, unknown>[] } }
    expect(saved.present.log.some((e) => e.code === 'turn.start')).toBe(true)
    for (const e of [...saved.start.log, ...saved.present.log]) {
      delete e.code
      delete e.params
    }
    const r = readSaved(saved)
    if (!r.ok) throw new Error(r.error)
    expect(r.warning).toBeNull()
    expect(r.session.playtest.present.log.map((e) => e.text)).toEqual(s.playtest.present.log.map((e) => e.text))
  })

  it('refuses a record that is not a saved game, or whose current state is bad, naming the field', () => {
    expect(readSaved(null)).toEqual({ ok: false, error: '(record): Invalid input: expected object, received null' })
    expect(readSaved({ version: 2 })).toMatchObject({ ok: false, error: expect.stringMatching(/^version: /) })
    const saved = roundTrip(toSaved('d', game(), 'now')) as { present: { zones: { hand: string[] } } }
    saved.present.zones.hand.push(saved.present.zones.hand[0]!)
    expect(readSaved(saved)).toMatchObject({ ok: false, error: expect.stringMatching(/^present\.zones\.hand: card m\d+ is also in zones\.hand/) })
  })

  it('keeps the current state without Undo when the history does not replay to it', () => {
    const s = game()
    const bad = roundTrip(toSaved('d', s, 'now')) as { actions: unknown[]; start: { seed: number } }
    bad.actions.pop()
    const r = readSaved(bad)
    expect(r).toMatchObject({ ok: true, warning: 'Undo starts afresh: the replayed actions do not reach the saved game.' })
    if (r.ok) {
      expect(r.session.playtest.present).toEqual(s.playtest.present)
      expect(r.session.playtest.past).toEqual([])
    }
    const junk = roundTrip(toSaved('d', s, 'now')) as { actions: unknown[] }
    junk.actions[0] = { type: 'fly' }
    expect(readSaved(junk)).toMatchObject({ ok: true, warning: 'Undo starts afresh: saved action 1 could not be read.' })
    const noStart = roundTrip(toSaved('d', s, 'now')) as { start: unknown }
    noStart.start = 3
    expect(readSaved(noStart)).toMatchObject({ ok: true, warning: expect.stringMatching(/^Undo starts afresh: the saved start could not be read/) })
  })
})

describe('a saved game of a deck edited since', () => {
  const entries = (cards: readonly { number: string }[]) => {
    const m = new Map<string, number>()
    for (const c of cards) m.set(c.number, (m.get(c.number) ?? 0) + 1)
    return [...m].map(([number, count]) => ({ number, printing: null, count }))
  }
  const deck = { main: entries(f.main), resource: entries(f.resources) }

  it('matches the deck it was dealt from, whatever was played since', () => {
    const s = dealt()
    expect(dealtDeckChanges(s.playtest.present, deck)).toEqual({ added: 0, removed: 0 })
    expect(dealtDeckChanges(play(s, { type: 'keep' }).playtest.present, deck)).toEqual({ added: 0, removed: 0 })
  })

  it('counts the cards the deck gained and lost since the deal', () => {
    const edited = {
      main: deck.main.map((e) => (e.number === f.u1.number ? { ...e, count: e.count - 2 } : e)).concat({ number: 'PT01-999', printing: null, count: 3 }),
      resource: deck.resource,
    }
    expect(dealtDeckChanges(dealt().playtest.present, edited)).toEqual({ added: 3, removed: 2 })
  })
})

// One move per action type (moves/), and the card menu built from the moves: every option it shows is
// refused or allowed exactly as `apply` refuses or allows it, with the same rule and words.
import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { describeCard } from './describe'
import { gcgRules, playtestCards } from '../testing/playtest'
import { MOVES } from './moves'
import { ActionSchema, type PlayState } from './types'
import { Walk } from './walk'

const f = playtestCards()

describe('the moves', () => {
  it('one move for every action type, named by it', () => {
    const types = ActionSchema.options.map((o) => o.shape.type.value).sort()
    expect(Object.keys(MOVES).sort()).toEqual(types)
    for (const [type, move] of Object.entries(MOVES)) expect(move.type).toBe(type)
  })

  it("the card menu's refusals are apply's, for every card at every step of three turns", () => {
    const w = new Walk({ main: f.main, resource: f.resources, seed: 21, first: true, rules: gcgRules() }).do({ type: 'keep' })
    const states: PlayState[] = [w.state]
    const unit = w.fetch('Unit Lv1')
    w.do({ type: 'end-turn' }).do({ type: 'deploy-unit', card: unit })
    states.push(w.state)
    w.do({ type: 'end-turn' }).do({ type: 'attack', unit })
    states.push(w.state)
    w.do({ type: 'pass' }).do({ type: 'end-main' })
    states.push(w.state)
    let options = 0
    for (const s of states)
      for (const id of Object.keys(s.cards))
        for (const o of describeCard(s, id)) {
          const r = apply(s, o.action)
          expect({ label: o.label, refused: o.refused }).toEqual({ label: o.label, refused: 'refused' in r ? r.refused : null })
          options++
        }
    expect(options).toBeGreaterThan(1000)
  })
})

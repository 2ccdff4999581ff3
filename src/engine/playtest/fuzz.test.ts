// Random action sequences: apply never throws, and whatever is accepted keeps a readable state with
// every card in exactly one place (parsePlayState checks both).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apply } from './apply'
import { gcgRules, playtestCards } from '../testing/playtest'
import { newGame } from './setup'
import { parsePlayState, ZONE_NAMES, type Action, type PlayState } from './types'

const f = playtestCards()
const TYPES = [
  'redraw',
  'keep',
  'deploy-unit',
  'pair',
  'deploy-base',
  'play-command',
  'attack',
  'pass',
  'support',
  'create-token',
  'rest',
  'activate',
  'boost',
  'hit-opponent',
  'end-main',
  'end-turn',
  'discard',
  'move',
] as const

function actionFrom(s: PlayState, [t, a, b, n]: [number, number, number, number]): Action {
  const ids = Object.keys(s.cards)
  const card = ids[a % ids.length]!
  const other = ids[b % ids.length]!
  const type = TYPES[t % TYPES.length]!
  switch (type) {
    case 'deploy-unit':
      return n % 4 === 0 ? { type, card, replace: other } : { type, card }
    case 'pair':
      return { type, card, unit: other }
    case 'attack':
      return { type, unit: card }
    case 'support':
      return { type, unit: card, target: other }
    case 'create-token':
      return n % 3 === 0 ? { type, source: card, make: n % 2, replace: [other] } : { type, source: card, make: n % 2 }
    case 'boost':
      return n % 2 === 0 ? { type, unit: card, ap: (n % 5) - 2 } : { type, unit: card, ap: (n % 5) - 2, during: 'battle' }
    case 'hit-opponent':
      return n % 3 === 0 ? { type, amount: n % 4 } : { type, amount: n % 4, target: n % 3 === 1 ? 'base' : 'shield' }
    case 'move':
      return { type, card, to: ZONE_NAMES[n % ZONE_NAMES.length]!, bottom: n % 2 === 0 }
    case 'deploy-base':
    case 'play-command':
    case 'rest':
    case 'activate':
    case 'discard':
      return { type, card }
    default:
      return { type }
  }
}

describe('playtest fuzz (fast-check)', () => {
  it('never throws; accepted actions keep every card in one place; the goldfish has 0..6 Shields', () => {
    const step = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat())
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), fc.boolean(), fc.array(step, { minLength: 1, maxLength: 80 }), (seed, first, steps) => {
        const g = newGame({ main: f.main, resource: f.resources, seed, first, rules: gcgRules() })
        if ('refused' in g) throw new Error(g.refused.message)
        let s = g.state
        for (const st of steps) {
          const r = apply(s, actionFrom(s, st))
          if ('refused' in r) {
            expect(r.refused.rule.length).toBeGreaterThan(0)
            continue
          }
          s = r.state
          const back = parsePlayState(s)
          expect(back.ok ? 'ok' : back.error).toBe('ok')
          expect(s.opponent.shields).toBeGreaterThanOrEqual(0)
          expect(s.opponent.shields).toBeLessThanOrEqual(6)
          expect(s.zones.battle.filter((u) => u.pilot !== null && !s.cards[u.pilot])).toEqual([])
        }
      }),
      { numRuns: 300 },
    )
  })
})

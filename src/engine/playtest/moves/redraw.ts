// 5-2-1-6, 5-2-1-6-1: redraw the starting hand once, by the format's redraw (data/formats, through the
// simulator's engine/sim/redraw.ts); the set-up goes on (5-2-2 to 5-2-5).
import { redrawHand } from '../../sim/redraw'
import { Rng } from '../../sim/rng'
import { refuse } from '../draft'
import { finishSetup } from '../turn'
import { none, type Move } from './move'

export const redraw: Move<'redraw'> = {
  type: 'redraw',
  options: none,
  check(d) {
    if (d.s.phase !== 'redraw') return refuse('5-2-1-6', { code: 'refused.redraw-once', params: {} })
    if (!d.s.rules.redraw) return refuse('5-2-1-6', { code: 'refused.no-redraw', params: { format: d.s.rules.format } })
    return null
  },
  apply(d) {
    const step = d.s.rules.redraw!
    const z = d.s.zones
    const rng = Rng.fromState(d.s.rng)
    z.hand = redrawHand(step, z.deck, z.hand, rng)
    d.s.rng = rng.state()
    d.log('5-2-1-6-1', { code: 'redrawn', params: { cards: step.handSize } })
    finishSetup(d)
  },
}

// 6-6: the end phase: its action step (6-6-2), end step (6-6-3), hand step down to 10 cards (6-6-4-1, 3-8-4),
// cleanup (6-6-5), then the goldfish's turn (6-6-6) and your next one (6-2 to 6-5).
import { HAND_LIMIT, phaseGate, refuse } from '../draft'
import { finishTurn } from '../turn'
import { none, type Move } from './move'

export const endTurn: Move<'end-turn'> = {
  type: 'end-turn',
  options: none,
  check(d) {
    const over = d.s.zones.hand.length - HAND_LIMIT
    if (d.s.phase === 'hand-step') return refuse('6-6-4-1', { code: 'refused.discard-more', params: { over } })
    return phaseGate(d.s, ['main', 'end-action'], '6-6-1', 'end-phase')
  },
  apply(d) {
    if (d.s.phase === 'main') d.log('6-5-5-2', { code: 'turn.main-end', params: {} })
    d.log('6-6-2-1', { code: 'turn.end-action', params: {} })
    d.log('6-6-3-1', { code: 'turn.end-step', params: {} })
    const over = d.s.zones.hand.length - HAND_LIMIT
    if (over > 0) {
      d.s.phase = 'hand-step'
      d.log('6-6-4-1', { code: 'turn.hand-step', params: { hand: d.s.zones.hand.length, over } })
      return
    }
    finishTurn(d)
  },
}

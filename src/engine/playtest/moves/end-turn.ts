// 6-6: the end phase: its action step (6-6-2), end step (6-6-3), hand step down to 10 cards (6-6-4-1, 3-8-4),
// cleanup (6-6-5), then the goldfish's turn (6-6-6) and your next one (6-2 to 6-5).
import { plural } from '../../text/format'
import { HAND_LIMIT, phaseGate, refuse } from '../draft'
import { finishTurn } from '../turn'
import { none, type Move } from './move'

export const endTurn: Move<'end-turn'> = {
  type: 'end-turn',
  options: none,
  check(d) {
    const over = d.s.zones.hand.length - HAND_LIMIT
    if (d.s.phase === 'hand-step') return refuse('6-6-4-1', `Discard ${plural(over, 'more card')} to end the turn.`)
    return phaseGate(d.s, ['main', 'end-action'], '6-6-1', 'end-phase')
  },
  apply(d) {
    if (d.s.phase === 'main') d.log('6-5-5-2', 'End of the main phase.')
    d.log('6-6-2-1', 'End phase, action step: both players pass.')
    d.log('6-6-3-1', 'End step: "at the end of the turn" effects are shown on the cards, not carried out.')
    const over = d.s.zones.hand.length - HAND_LIMIT
    if (over > 0) {
      d.s.phase = 'hand-step'
      d.log('6-6-4-1', `Hand step: ${d.s.zones.hand.length} cards in hand; discard ${over} down to 10.`)
      return
    }
    finishTurn(d)
  },
}

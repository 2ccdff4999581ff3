// 6-6-4-1: discard during the hand step down to 10 cards (3-8-4); the turn then ends (6-6-5, 6-6-6).
import { HAND_LIMIT, phaseGate, refuse, takeFromHand } from '../draft'
import { finishTurn } from '../turn'
import type { Move } from './move'

export const discard: Move<'discard'> = {
  type: 'discard',
  options: (s, cardId, at) =>
    at.zone === 'hand' && s.phase === 'hand-step' ? [{ action: { type: 'discard', card: cardId }, label: 'Discard', rule: '6-6-4-1' }] : [],
  check(d, a) {
    const gate = phaseGate(d.s, ['hand-step'], '6-6-4-1', 'discard')
    if (gate) return gate
    return d.s.zones.hand.includes(a.card) ? null : refuse('4-11-1', { code: 'refused.not-in-your-hand', params: { card: d.name(a.card) } })
  },
  apply(d, a) {
    takeFromHand(d, a.card)
    d.s.zones.trash.push(a.card)
    d.log('6-6-4-1', { code: 'discarded', params: { card: d.name(a.card), hand: d.s.zones.hand.length } })
    if (d.s.zones.hand.length <= HAND_LIMIT) finishTurn(d)
  },
}

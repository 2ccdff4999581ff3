// 6-5-2-2-1: deploy a Base from the hand in the main phase; the base section holds one Base (3-6-3),
// the one there is placed into the trash, not destroyed (10-5-2, 10-5-2-1, Q24); a token is removed (4-17-2-4).
import { fromHand, isRefusal, pay, payment, phaseGate, takeFromHand, toTrash } from '../draft'
import type { Move } from './move'

export const deployBase: Move<'deploy-base'> = {
  type: 'deploy-base',
  options: (s, cardId, at) =>
    at.zone === 'hand' && s.cards[cardId]?.type === 'base' ? [{ action: { type: 'deploy-base', card: cardId }, label: 'Deploy Base', rule: '6-5-2-2-1' }] : [],
  check(d, a) {
    const gate = phaseGate(d.s, ['main'], '6-5-1', 'deploy-base')
    if (gate) return gate
    const card = fromHand(d, a.card, '6-5-2-2-1', 'base', (c) => c.type === 'base')
    if (isRefusal(card)) return card
    const ids = payment(d, card, a.pay)
    return isRefusal(ids) ? ids : null
  },
  apply(d, a) {
    const card = d.card(a.card)!
    pay(d, card, a.pay)
    const z = d.s.zones
    if (z.base) {
      const old = z.base.id
      z.base = null
      d.log('10-5-2', { code: 'base-replaced', params: { card: d.name(old) } })
      toTrash(d, old)
    }
    takeFromHand(d, card.id)
    z.base = { id: card.id, rested: false, damage: 0 }
    d.log('6-5-2-2-1', { code: 'deployed-base', params: { card: card.name } })
  },
}

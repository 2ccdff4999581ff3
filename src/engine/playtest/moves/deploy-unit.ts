// 6-5-2-1-1: deploy a Unit from the hand in the main phase, paying its Lv and cost (2-8-1, 2-9-1);
// with six Units out one goes to the trash first (3-5-2, 10-4-2, 10-4-2-1, Q22). Enters active (4-4-4).
import { BATTLE_LIMIT, fromHand, isRefusal, pay, payment, phaseGate, refuse, takeFromHand, trashForRoom } from '../draft'
import type { Move } from './move'

export const deployUnit: Move<'deploy-unit'> = {
  type: 'deploy-unit',
  options(s, cardId, at) {
    if (at.zone !== 'hand' || s.cards[cardId]?.type !== 'unit') return []
    const units = s.zones.battle
    if (units.length < BATTLE_LIMIT) return [{ action: { type: 'deploy-unit', card: cardId }, label: 'Deploy', rule: '6-5-2-1-1' }]
    return units.map((u) => ({
      action: { type: 'deploy-unit', card: cardId, replace: u.id },
      label: `Deploy, trashing ${s.cards[u.id]?.name ?? u.id}`,
      rule: '10-4-2',
    }))
  },
  check(d, a) {
    const gate = phaseGate(d.s, ['main'], '6-5-1', 'deploy-unit')
    if (gate) return gate
    const card = fromHand(d, a.card, '6-5-2-1-1', 'unit', (c) => c.type === 'unit')
    if (isRefusal(card)) return card
    const battle = d.s.zones.battle
    if (battle.length >= BATTLE_LIMIT) {
      if (a.replace === undefined) return refuse('10-4-2', { code: 'refused.battle-full', params: { card: card.name } })
      if (!d.unit(a.replace)) return refuse('10-4-2', { code: 'refused.not-a-unit', params: { card: d.name(a.replace) } })
    } else if (a.replace !== undefined) return refuse('10-4-2', { code: 'refused.battle-not-full', params: { units: battle.length } })
    const ids = payment(d, card, a.pay)
    return isRefusal(ids) ? ids : null
  },
  apply(d, a) {
    const card = d.card(a.card)!
    pay(d, card, a.pay)
    if (a.replace !== undefined) trashForRoom(d, a.replace)
    takeFromHand(d, card.id)
    const battle = d.s.zones.battle
    battle.push({ id: card.id, rested: false, damage: 0, pilot: null, enteredTurn: d.s.turn, apBonus: 0, battleAp: 0 })
    d.log('6-5-2-1-1', { code: 'deployed-unit', params: { card: card.name, units: battle.length } })
  },
}

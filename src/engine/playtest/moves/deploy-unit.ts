// 6-5-2-1-1: deploy a Unit from the hand in the main phase, paying its Lv and cost (2-8-1, 2-9-1);
// with six Units out one goes to the trash first (3-5-2, 10-4-2, 10-4-2-1, Q22). Enters active (4-4-4).
import { plural } from '../../text/format'
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
      if (a.replace === undefined)
        return refuse('10-4-2', `Six Units are in your battle area (3-5-2): choose one to place into the trash to deploy ${card.name} (10-4-2, Q22).`)
      if (!d.unit(a.replace)) return refuse('10-4-2', `${d.name(a.replace)} is not a Unit in your battle area.`)
    } else if (a.replace !== undefined)
      return refuse('10-4-2', `Your battle area has ${battle.length} Units; a Unit is placed into the trash only when six are out (10-4-2).`)
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
    d.log('6-5-2-1-1', `Deployed ${card.name} active (4-4-4); ${plural(battle.length, 'Unit')} in the battle area.`)
  },
}

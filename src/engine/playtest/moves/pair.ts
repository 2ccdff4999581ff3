// 6-5-2-3: pair a Pilot, or a Command with 【Pilot】 (6-5-2-3-5, 2-3-5-4-1), with a Unit in the main phase;
// a Unit has one Pilot (6-5-2-3-3, Q89); never in an action step (11-2-4-2-2, Q38). A Link Unit can attack
// the turn it is deployed (6-5-2-3-2, 2-11-4); the link rule is engine/cards/link.ts (2-11, 2-2-4).
import { fromHand, isLinkUnit, isRefusal, pay, payment, phaseGate, refuse, takeFromHand } from '../draft'
import type { Move } from './move'

const pairs = (type: string, pilotName: string | null) => type === 'pilot' || (type === 'command' && pilotName !== null)

export const pair: Move<'pair'> = {
  type: 'pair',
  options(s, cardId, at) {
    const card = s.cards[cardId]
    if (at.zone !== 'hand' || !card || !pairs(card.type, card.pilotName)) return []
    return s.zones.battle.map((u) => ({
      action: { type: 'pair', card: cardId, unit: u.id },
      label: `Pair with ${s.cards[u.id]?.name ?? u.id}`,
      rule: card.type === 'pilot' ? '6-5-2-3-1' : '6-5-2-3-5',
    }))
  },
  check(d, a) {
    if (d.s.phase === 'end-action' || d.s.phase === 'battle-action') return refuse('11-2-4-2-2', { code: 'refused.pair-in-action-step', params: {} })
    const gate = phaseGate(d.s, ['main'], '6-5-1', 'pair')
    if (gate) return gate
    const card = fromHand(d, a.card, '6-5-2-3-1', 'pilot', (c) => pairs(c.type, c.pilotName))
    if (isRefusal(card)) return card
    const unit = d.unit(a.unit)
    if (!unit) return refuse('2-3-4-3', { code: 'refused.pair-not-a-unit', params: { card: d.name(a.unit) } })
    if (unit.pilot) return refuse('6-5-2-3-3', { code: 'refused.already-paired', params: { card: d.name(unit.id), pilot: d.name(unit.pilot) } })
    const ids = payment(d, card, a.pay)
    return isRefusal(ids) ? ids : null
  },
  apply(d, a) {
    const card = d.card(a.card)!
    const unit = d.unit(a.unit)!
    pay(d, card, a.pay)
    takeFromHand(d, card.id)
    unit.pilot = card.id
    d.log(card.type === 'command' ? '6-5-2-3-5' : '6-5-2-3-1', {
      code: 'paired',
      params: { card: card.name, asPilot: card.type === 'command' ? card.pilotName : null, unit: d.name(unit.id) },
    })
    if (isLinkUnit(d.s, unit.id)) d.log('6-5-2-3-2', { code: 'link-unit', params: { card: d.name(unit.id), canAttack: unit.enteredTurn === d.s.turn } })
  },
}

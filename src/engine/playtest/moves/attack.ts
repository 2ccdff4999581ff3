// 6-5-4, 7-2, 7-3: attack the goldfish with an active Unit in the main phase: it rests, the opposing player
// is the target (7-3-1); a Unit that entered this turn cannot, unless it is a Link Unit (2-11-4, Q31). The
// goldfish has no Blocker (7-4-4); the attack's action step opens (7-5) for 【Action】 Commands and
// "during this battle" effects, and `pass` goes on to the damage step.
import { canAttackThisTurn, phaseGate, refuse, unitAp } from '../draft'
import type { Move } from './move'

export const attack: Move<'attack'> = {
  type: 'attack',
  options: (_s, cardId, at) => (at.zone === 'battle' ? [{ action: { type: 'attack', unit: cardId }, label: 'Attack', rule: '6-5-4-1' }] : []),
  check(d, a) {
    if (d.s.phase === 'battle-action') return refuse('7-2', { code: 'refused.attack-under-way', params: {} })
    const gate = phaseGate(d.s, ['main'], '6-5-1', 'attack')
    if (gate) return gate
    const unit = d.unit(a.unit)
    if (!unit) return refuse('6-5-4-1', { code: 'refused.not-a-unit', params: { card: d.name(a.unit) } })
    if (unit.rested) return refuse('7-3-1', { code: 'refused.attacker-rested', params: { card: d.name(unit.id) } })
    if (!canAttackThisTurn(d.s, unit.id)) return refuse('2-11-4', { code: 'refused.attacker-new', params: { card: d.name(unit.id) } })
    return null
  },
  apply(d, a) {
    const unit = d.unit(a.unit)!
    unit.rested = true
    d.s.attacking = { unit: unit.id }
    d.s.phase = 'battle-action'
    d.log('7-3-1', { code: 'attack', params: { card: d.name(unit.id), ap: unitAp(d.s, unit.id) } })
  },
}

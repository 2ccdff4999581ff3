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
    if (d.s.phase === 'battle-action') return refuse('7-2', 'An attack is under way: pass its action step first (7-5-2); a Unit attacks after the battle ends.')
    const gate = phaseGate(d.s, ['main'], '6-5-1', 'attack')
    if (gate) return gate
    const unit = d.unit(a.unit)
    if (!unit) return refuse('6-5-4-1', `${d.name(a.unit)} is not a Unit in your battle area.`)
    if (unit.rested) return refuse('7-3-1', `${d.name(unit.id)} is rested; an attack is made by an active Unit.`)
    if (!canAttackThisTurn(d.s, unit.id))
      return refuse('2-11-4', `${d.name(unit.id)} entered the battle area this turn and is not a Link Unit: it cannot attack until your next turn (Q31).`)
    return null
  },
  apply(d, a) {
    const unit = d.unit(a.unit)!
    unit.rested = true
    d.s.attacking = { unit: unit.id }
    d.s.phase = 'battle-action'
    d.log(
      '7-3-1',
      `${d.name(unit.id)} (AP ${unitAp(d.s, unit.id)}) rests and attacks the opposing player; the goldfish has no Blocker (7-4-4). Action step (7-5): play 【Action】 Commands or "during this battle" effects, or pass.`,
    )
  },
}

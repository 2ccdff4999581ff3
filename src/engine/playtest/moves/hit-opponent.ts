// By hand: effect damage to the goldfish's shield area (4-5-3), the Base first, else the top Shield
// (11-1-2-3), or a chosen one (each Shield has 1 HP, 3-6-4-2); the excess is not dealt on (4-5-5).
// Only battle damage defeats the player (1-2-2-1). The goldfish panel's controls; logged as manual.
import { phaseGate, refuse } from '../draft'
import { none, type Move } from './move'

export const hitOpponent: Move<'hit-opponent'> = {
  type: 'hit-opponent',
  options: none,
  check(d, a) {
    const gate = phaseGate(d.s, ['main', 'battle-action', 'end-action'], '6-5-1', 'effects')
    if (gate) return gate
    const o = d.s.opponent
    if (a.amount === 0) return refuse('4-5-4', 'Damage is not dealt when the amount would be zero.')
    if (a.target === 'base' && !o.base) return refuse('3-6-3', 'The goldfish has no Base to damage.')
    if (a.target === 'shield' && o.shields === 0) return refuse('3-6-4', 'The goldfish has no Shield left to destroy.')
    if (!o.base && o.shields === 0) return refuse('1-2-2-1', 'No Base and no Shield left: only battle damage from a Unit defeats the opponent.')
    return null
  },
  apply(d, a) {
    const { amount, target } = a
    const o = d.s.opponent
    if (o.base && target !== 'shield') {
      o.base.damage += amount
      if (o.base.damage >= o.base.hp) {
        d.log('manual', `${amount} effect damage (4-5-3) destroys the opponent's ${o.base.name} (10-3-1), by hand.`, true)
        o.base = null
      } else d.log('manual', `${amount} effect damage (4-5-3) to the opponent's ${o.base.name} (${o.base.hp - o.base.damage} HP left), by hand.`, true)
      return
    }
    o.shields--
    o.trash++
    d.log(
      'manual',
      `${amount} effect damage (4-5-3) destroys the opponent's top Shield${o.base ? ', not its Base' : ''}; the excess is not dealt to another (4-5-5). ${o.shields} left, by hand.`,
      true,
    )
  },
}

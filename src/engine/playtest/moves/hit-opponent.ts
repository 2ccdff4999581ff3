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
    if (a.amount === 0) return refuse('4-5-4', { code: 'refused.zero-damage', params: {} })
    if (a.target === 'base' && !o.base) return refuse('3-6-3', { code: 'refused.no-base', params: {} })
    if (a.target === 'shield' && o.shields === 0) return refuse('3-6-4', { code: 'refused.no-shield', params: {} })
    if (!o.base && o.shields === 0) return refuse('1-2-2-1', { code: 'refused.nothing-to-hit', params: {} })
    return null
  },
  apply(d, a) {
    const { amount, target } = a
    const o = d.s.opponent
    if (o.base && target !== 'shield') {
      o.base.damage += amount
      if (o.base.damage >= o.base.hp) {
        d.log('manual', { code: 'manual.base-destroyed', params: { amount, base: o.base.name } }, true)
        o.base = null
      } else d.log('manual', { code: 'manual.base-damaged', params: { amount, base: o.base.name, hp: o.base.hp - o.base.damage } }, true)
      return
    }
    o.shields--
    o.trash++
    d.log('manual', { code: 'manual.shield-destroyed', params: { amount, hasBase: o.base !== null, shields: o.shields } }, true)
  },
}

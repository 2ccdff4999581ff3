// By hand: a Unit gets AP+n during this turn (ends in the cleanup step, 6-6-5-1) or during this battle
// (7-3-4, ends with the battle, 7-7), for an effect the playtest does not carry out: a Command's, a Pilot's.
import { phaseGate, refuse, unitAp } from '../draft'
import { playtestMessage } from '../../messages/en/playtest'
import type { MenuOption, Move } from './move'

export const boost: Move<'boost'> = {
  type: 'boost',
  options(s, cardId, at) {
    if (at.zone !== 'battle') return []
    const out: MenuOption<'boost'>[] = [
      { action: { type: 'boost', unit: cardId, ap: 1 }, label: playtestMessage({ code: 'menu.boost', params: { during: 'turn' } }), rule: 'manual' },
    ]
    if (s.attacking?.unit === cardId)
      out.push({
        action: { type: 'boost', unit: cardId, ap: 1, during: 'battle' },
        label: playtestMessage({ code: 'menu.boost', params: { during: 'battle' } }),
        rule: '7-3-4',
      })
    return out
  },
  check(d, a) {
    const gate = phaseGate(d.s, ['main', 'battle-action', 'end-action'], '6-5-1', 'ap')
    if (gate) return gate
    if (!d.unit(a.unit)) return refuse('2-3-3-1', { code: 'refused.not-a-unit', params: { card: d.name(a.unit) } })
    if (a.ap === 0) return refuse('1-3-2-2', { code: 'refused.ap-zero', params: {} })
    if (a.during === 'battle' && !d.s.attacking) return refuse('7-3-4', { code: 'refused.no-battle', params: {} })
    return null
  },
  apply(d, a) {
    const unit = d.unit(a.unit)!
    if (a.during === 'battle') unit.battleAp += a.ap
    else unit.apBonus += a.ap
    d.log(
      'manual',
      { code: 'manual.boost', params: { card: d.name(unit.id), ap: a.ap, during: a.during === 'battle' ? 'battle' : 'turn', now: unitAp(d.s, unit.id) } },
      true,
    )
  },
}

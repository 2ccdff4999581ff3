// 11-1-3: <Support n>: in your main phase, rest this Unit to give one other friendly Unit AP+n during
// this turn (11-1-3-1, 11-1-3-2); copies add up (11-1-3-3). Ends in the cleanup step (6-6-5-1).
import { phaseGate, refuse, supportAmount, unitAp } from '../draft'
import type { Move } from './move'

export const support: Move<'support'> = {
  type: 'support',
  options(s, cardId, at) {
    if (at.zone !== 'battle' || supportAmount(s, cardId) === 0) return []
    const n = supportAmount(s, cardId)
    return s.zones.battle
      .filter((u) => u.id !== cardId)
      .map((u) => ({
        action: { type: 'support', unit: cardId, target: u.id },
        label: `<Support ${n}>: ${s.cards[u.id]?.name ?? u.id} AP+${n}`,
        rule: '11-1-3',
      }))
  },
  check(d, a) {
    const gate = phaseGate(d.s, ['main'], '11-1-3-1', 'support')
    if (gate) return gate
    const unit = d.unit(a.unit)
    if (!unit) return refuse('11-1-3', { code: 'refused.not-a-unit', params: { card: d.name(a.unit) } })
    const n = supportAmount(d.s, unit.id)
    if (n === 0) return refuse('11-1-3', { code: 'refused.no-support', params: { card: d.name(unit.id) } })
    if (unit.rested) return refuse('11-1-3-1', { code: 'refused.support-rested', params: { card: d.name(unit.id) } })
    if (a.target === a.unit) return refuse('11-1-3-2', { code: 'refused.support-self', params: {} })
    if (!d.unit(a.target)) return refuse('11-1-3-2', { code: 'refused.not-friendly-unit', params: { card: d.name(a.target) } })
    return null
  },
  apply(d, a) {
    const unit = d.unit(a.unit)!
    const target = d.unit(a.target)!
    const n = supportAmount(d.s, unit.id)
    unit.rested = true
    target.apBonus += n
    d.log('11-1-3-2', { code: 'supported', params: { amount: n, card: d.name(unit.id), target: d.name(target.id), now: unitAp(d.s, target.id) } })
  },
}

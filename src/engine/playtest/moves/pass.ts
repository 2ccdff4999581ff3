// 7-5-2: both players pass the attack's action step (the goldfish always does), so the damage step follows:
// the Base takes the battle damage before any Shield (7-6-2-3, Q32, Q37), else the top Shield (7-6-2-4),
// two with <Suppression> (rules FAQ, Suppression; Q165, Q167); with neither the opponent is defeated
// (7-6-2-2, 1-2-2-1). Then the battle ends (7-7) and "during this battle" effects with it.
import { hasSuppression, phaseGate, refuse, unitAp, type Draft } from '../draft'
import { none, type Move } from './move'

function damageStep(d: Draft, unitId: string): void {
  const s = d.s
  const o = s.opponent
  const unit = d.unit(unitId)
  if (!unit) {
    // 7-5-2-1: the attacking Unit left the battle area (a manual move): no damage step.
    d.log('7-5-2-1', { code: 'battle.no-unit', params: { card: d.name(unitId) } })
    return
  }
  const ap = unitAp(s, unit.id)
  if (o.base) {
    if (ap === 0) d.log('4-5-4', { code: 'battle.zero-ap-base', params: { card: d.name(unit.id), base: o.base.name } })
    else {
      o.base.damage += ap
      if (o.base.damage >= o.base.hp) {
        d.log('7-6-2-3-1', { code: 'battle.base-destroyed', params: { ap, base: o.base.name } })
        o.base = null
      } else d.log('7-6-2-3', { code: 'battle.base-damaged', params: { ap, base: o.base.name, hp: o.base.hp - o.base.damage } })
    }
  } else if (o.shields > 0) {
    if (ap === 0) d.log('Q35', { code: 'battle.zero-ap-shield', params: { card: d.name(unit.id) } })
    else if (hasSuppression(s, unit.id)) {
      // <Suppression>: "Damage to Shields by an attack is dealt to the first 2 cards simultaneously"; with one Shield
      // left only that one takes damage, and the player none (rules FAQ, Suppression).
      const n = Math.min(2, o.shields)
      o.shields -= n
      o.trash += n
      d.log('7-6-2-4-1', n === 2 ? { code: 'battle.suppression-two', params: { ap, shields: o.shields } } : { code: 'battle.suppression-one', params: { ap } })
    } else {
      o.shields--
      o.trash++
      const unchecked = [unit.id, unit.pilot].some((c) => c !== null && /gains <Suppression>/.test(d.card(c)?.text ?? ''))
      d.log('7-6-2-4-1', { code: 'battle.shield-destroyed', params: { ap, shields: o.shields, unchecked } })
    }
  } else if (ap === 0) d.log('4-5-4', { code: 'battle.zero-ap-player', params: { card: d.name(unit.id) } })
  else {
    o.defeated = true
    s.defeatedOnTurn = s.turn
    s.phase = 'over'
    d.log('7-6-2-2', { code: 'battle.defeated', params: { ap, turn: s.turn } })
  }
}

export const pass: Move<'pass'> = {
  type: 'pass',
  options: none,
  check(d) {
    const gate = phaseGate(d.s, ['battle-action'], '7-5', 'pass')
    if (gate) return gate
    return d.s.attacking ? null : refuse('7-5', { code: 'refused.no-attack', params: {} })
  },
  apply(d) {
    const unitId = d.s.attacking!.unit
    d.log('7-5-2', { code: 'battle.pass', params: {} })
    damageStep(d, unitId)
    d.s.attacking = null
    let ended = false
    for (const u of d.s.zones.battle)
      if (u.battleAp !== 0) {
        u.battleAp = 0
        ended = true
      }
    if (d.s.phase === 'battle-action') d.s.phase = 'main'
    if (ended && d.s.phase !== 'over') d.log('7-7', { code: 'battle.end', params: {} })
  },
}

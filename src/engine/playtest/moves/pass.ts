// 7-5-2: both players pass the attack's action step (the goldfish always does), so the damage step follows:
// the Base takes the battle damage before any Shield (7-6-2-3, Q32, Q37), else the top Shield (7-6-2-4),
// two with <Suppression> (rules FAQ, Suppression; Q165, Q167); with neither the opponent is defeated
// (7-6-2-2, 1-2-2-1). Then the battle ends (7-7) and "during this battle" effects with it.
import { plural } from '../../text/format'
import { hasSuppression, phaseGate, refuse, unitAp, type Draft } from '../draft'
import { none, type Move } from './move'

function damageStep(d: Draft, unitId: string): void {
  const s = d.s
  const o = s.opponent
  const unit = d.unit(unitId)
  if (!unit) {
    // 7-5-2-1: the attacking Unit left the battle area (a manual move): no damage step.
    d.log('7-5-2-1', `${d.name(unitId)} is no longer in the battle area: the battle ends without a damage step.`)
    return
  }
  const ap = unitAp(s, unit.id)
  if (o.base) {
    if (ap === 0) d.log('4-5-4', `${d.name(unit.id)} has 0 AP: no damage is dealt to the opponent's ${o.base.name}.`)
    else {
      o.base.damage += ap
      if (o.base.damage >= o.base.hp) {
        d.log(
          '7-6-2-3-1',
          `A Base is attacked before any Shield (7-6-2-3, Q32, Q37): ${ap} damage destroys the opponent's ${o.base.name}; the excess is not dealt to a Shield (4-5-5).`,
        )
        o.base = null
      } else
        d.log(
          '7-6-2-3',
          `A Base is attacked before any Shield (Q32, Q37): ${ap} damage to the opponent's ${o.base.name} (${o.base.hp - o.base.damage} HP left).`,
        )
    }
  } else if (o.shields > 0) {
    if (ap === 0) d.log('Q35', `${d.name(unit.id)} has 0 AP: it cannot destroy a Shield (4-5-4).`)
    else if (hasSuppression(s, unit.id)) {
      // <Suppression>: "Damage to Shields by an attack is dealt to the first 2 cards simultaneously"; with one Shield
      // left only that one takes damage, and the player none (rules FAQ, Suppression).
      const n = Math.min(2, o.shields)
      o.shields -= n
      o.trash += n
      d.log(
        '7-6-2-4-1',
        n === 2
          ? `<Suppression>: the first 2 Shields take ${ap} damage at once and are destroyed (1 HP each, 3-6-4-2); the opponent has ${plural(o.shields, 'Shield')} left.`
          : `<Suppression>: the only Shield left takes ${ap} damage and is destroyed (3-6-4-2); no damage is dealt to the opponent.`,
      )
    } else {
      o.shields--
      o.trash++
      const unchecked = [unit.id, unit.pilot].some((c) => c !== null && /gains <Suppression>/.test(d.card(c)?.text ?? ''))
      d.log(
        '7-6-2-4-1',
        `The top Shield takes ${ap} damage and is destroyed (1 HP, 3-6-4-2); the opponent has ${plural(o.shields, 'Shield')} left.${
          unchecked ? ' The <Suppression> in its text has a condition the playtest does not check: if it holds, destroy a second Shield by hand.' : ''
        }`,
      )
    }
  } else if (ap === 0) d.log('4-5-4', `${d.name(unit.id)} has 0 AP: no battle damage is dealt, so the opponent is not defeated.`)
  else {
    o.defeated = true
    s.defeatedOnTurn = s.turn
    s.phase = 'over'
    d.log('7-6-2-2', `No Base and no Shield: ${ap} battle damage to the opponent, who is defeated (1-2-2-1) on your turn ${s.turn}.`)
  }
}

export const pass: Move<'pass'> = {
  type: 'pass',
  options: none,
  check(d) {
    const gate = phaseGate(d.s, ['battle-action'], '7-5', 'pass')
    if (gate) return gate
    return d.s.attacking ? null : refuse('7-5', 'There is no attack under way.')
  },
  apply(d) {
    const unitId = d.s.attacking!.unit
    d.log('7-5-2', 'Both players pass: the action step ends; the damage step (7-6).')
    damageStep(d, unitId)
    d.s.attacking = null
    let ended = false
    for (const u of d.s.zones.battle)
      if (u.battleAp !== 0) {
        u.battleAp = 0
        ended = true
      }
    if (d.s.phase === 'battle-action') d.s.phase = 'main'
    if (ended && d.s.phase !== 'over') d.log('7-7', 'Battle end step: "during this battle" effects end.')
  },
}

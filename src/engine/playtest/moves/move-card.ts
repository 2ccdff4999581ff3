// By hand: any card to any location (3-1-1), logged as manual, for what the playtest does not carry out.
// A Unit's Pilot moves with it (6-5-2-3-4); a token put anywhere but the field is removed (4-17-2-4); the base
// section holds one Base (10-5-2).
import { refuse, toTrash, type Draft, type Where } from '../draft'
import { ZONE_NAMES, type ZoneName } from '../types'
import { playtestMessage } from '../../messages/en/playtest'
import type { Move } from './move'

const FIELD_ZONES: ReadonlySet<ZoneName> = new Set(['battle', 'resourceArea', 'base'])

/** Take a card out of wherever it is; a Unit's Pilot comes along (6-5-2-3-4). */
function detach(d: Draft, at: Where): string | null {
  const z = d.s.zones
  switch (at.zone) {
    case 'deck':
    case 'resourceDeck':
    case 'shields':
    case 'hand':
    case 'trash':
    case 'removal':
      z[at.zone].splice(at.index, 1)
      return null
    case 'resourceArea':
      z.resourceArea.splice(at.index, 1)
      return null
    case 'battle':
      return z.battle.splice(at.index, 1)[0]!.pilot
    case 'base':
      z.base = null
      return null
    case 'pilot':
      d.unit(at.unit)!.pilot = null
      return null
  }
}

function place(d: Draft, id: string, to: ZoneName, bottom: boolean, rested: boolean, pilot: string | null = null): void {
  const z = d.s.zones
  switch (to) {
    case 'deck':
    case 'resourceDeck':
      if (bottom) z[to].push(id)
      else z[to].unshift(id)
      return
    case 'shields':
      if (bottom) z.shields.unshift(id)
      else z.shields.push(id)
      return
    case 'hand':
    case 'trash':
    case 'removal':
      if (bottom) z[to].unshift(id)
      else z[to].push(id)
      return
    case 'resourceArea':
      z.resourceArea.push({ id, rested, damage: 0 })
      return
    case 'battle':
      z.battle.push({ id, rested, damage: 0, pilot, enteredTurn: d.s.turn, apBonus: 0, battleAp: 0 })
      return
    case 'base':
      if (z.base) {
        const old = z.base.id
        z.base = null
        d.log('10-5-2', { code: 'manual.base-to-trash', params: { card: d.name(old) } }, true)
        toTrash(d, old)
      }
      z.base = { id, rested, damage: 0 }
      return
  }
}

export const moveCard: Move<'move'> = {
  type: 'move',
  options: (_s, cardId, at) =>
    ZONE_NAMES.filter((to) => to !== at.zone).map((to) => ({
      action: { type: 'move', card: cardId, to },
      label: playtestMessage({ code: 'menu.move', params: { to } }),
      rule: 'manual',
    })),
  check(d, a) {
    const card = d.card(a.card)
    if (!card) return refuse('3-1-1', { code: 'refused.no-such-card', params: { id: a.card } })
    if (!(ZONE_NAMES as readonly string[]).includes(a.to)) return refuse('3-1-1', { code: 'refused.no-such-location', params: { location: a.to } })
    if (!d.where(card.id)) return refuse('4-17-2-4', { code: 'refused.removed', params: { card: card.name } })
    return null
  },
  apply(d, a) {
    const card = d.card(a.card)!
    const at = d.where(card.id)!
    const pilot = detach(d, at)
    if (card.token && !FIELD_ZONES.has(a.to)) {
      d.log('manual', { code: 'manual.move', params: { card: card.name, from: at.zone, to: a.to, bottom: false } }, true)
      d.log('4-17-2-4', { code: 'token-removed', params: { card: card.name } })
    } else {
      place(d, card.id, a.to, a.bottom ?? false, a.rested ?? false, a.to === 'battle' ? pilot : null)
      d.log('manual', { code: 'manual.move', params: { card: card.name, from: at.zone, to: a.to, bottom: a.bottom ?? false } }, true)
    }
    if (pilot && a.to !== 'battle') {
      place(d, pilot, a.to, a.bottom ?? false, false)
      d.log('6-5-2-3-4', { code: 'manual.pilot-moves', params: { card: d.name(pilot) } }, true)
    }
  },
}

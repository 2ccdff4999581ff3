// By hand: any card to any location (3-1-1), logged as manual, for what the playtest does not carry out.
// A Unit's Pilot moves with it (6-5-2-3-4); a token put anywhere but the field is removed (4-17-2-4); the base
// section holds one Base (10-5-2).
import { refuse, toTrash, type Draft, type Where } from '../draft'
import { ZONE_NAMES, type ZoneName } from '../types'
import type { Move } from './move'

const FIELD_ZONES: ReadonlySet<ZoneName> = new Set(['battle', 'resourceArea', 'base'])

const ZONE_LABEL: Record<ZoneName | 'pilot', string> = {
  deck: 'the deck',
  resourceDeck: 'the resource deck',
  resourceArea: 'the resource area',
  battle: 'the battle area',
  shields: 'the shield section',
  base: 'the base section',
  hand: 'the hand',
  trash: 'the trash',
  removal: 'the removal area',
  pilot: 'beneath a Unit',
}

const ZONE_TITLE: Record<ZoneName, string> = {
  deck: 'deck (top)',
  resourceDeck: 'resource deck (top)',
  resourceArea: 'resource area',
  battle: 'battle area',
  shields: 'shields (top)',
  base: 'base section',
  hand: 'hand',
  trash: 'trash',
  removal: 'removal area',
}

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
        d.log('10-5-2', `The base section holds one Base: ${d.name(old)} goes to the trash.`, true)
        toTrash(d, old)
      }
      z.base = { id, rested, damage: 0 }
      return
  }
}

export const moveCard: Move<'move'> = {
  type: 'move',
  options: (_s, cardId, at) =>
    ZONE_NAMES.filter((to) => to !== at.zone).map((to) => ({ action: { type: 'move', card: cardId, to }, label: `Move to ${ZONE_TITLE[to]}`, rule: 'manual' })),
  check(d, a) {
    const card = d.card(a.card)
    if (!card) return refuse('3-1-1', `There is no card ${a.card} in this game.`)
    if (!(ZONE_NAMES as readonly string[]).includes(a.to)) return refuse('3-1-1', `${a.to} is not a location of the game.`)
    if (!d.where(card.id)) return refuse('4-17-2-4', `${card.name} has been removed from the game.`)
    return null
  },
  apply(d, a) {
    const card = d.card(a.card)!
    const at = d.where(card.id)!
    const pilot = detach(d, at)
    const position = a.bottom ? ' (bottom)' : ''
    if (card.token && !FIELD_ZONES.has(a.to)) {
      d.log('manual', `Moved ${card.name} from ${ZONE_LABEL[at.zone]} to ${ZONE_LABEL[a.to]}.`, true)
      d.log('4-17-2-4', `${card.name} is a token: it is removed from the game.`)
    } else {
      place(d, card.id, a.to, a.bottom ?? false, a.rested ?? false, a.to === 'battle' ? pilot : null)
      d.log('manual', `Moved ${card.name} from ${ZONE_LABEL[at.zone]} to ${ZONE_LABEL[a.to]}${position}.`, true)
    }
    if (pilot && a.to !== 'battle') {
      place(d, pilot, a.to, a.bottom ?? false, false)
      d.log('6-5-2-3-4', `Its Pilot ${d.name(pilot)} moves with it.`, true)
    }
  },
}

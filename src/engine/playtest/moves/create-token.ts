// 4-17-1: an effect deploys Unit tokens or places EX Resources; the card's text says which
// (`Deploy 1 rested [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit token`, `Place 1 EX Resource`, Q12). The player says when
// the effect happens: the action is offered on the card once it is seen on the field or played (in the trash).
// A Unit token counts toward the six Units (Q102): with the battle area full, Units go to the trash to make
// room (10-4-2, 10-4-2-2). At most 5 EX Resources and 15 Resources (3-4-2-1, 3-4-2). A token that leaves the
// field is removed from the game (4-17-2-4); an EX Resource used to pay is removed (4-17-5-3).
import { plural } from '../../text/format'
import { BATTLE_LIMIT, EX_RESOURCE_LIMIT, nextTokenId, phaseGate, refuse, RESOURCE_LIMIT, trashForRoom, type Draft } from '../draft'
import { tokenCard, type TokenMake } from '../tokens'
import type { PlayCard, Refusal } from '../types'
import type { MenuOption, Move } from './move'

/** Where a card shows what it did: on the field, beneath a Unit, or played into the trash or the removal area. */
const SEEN = new Set(['battle', 'pilot', 'base', 'resourceArea', 'trash', 'removal'])

export function makeLabel(m: TokenMake): string {
  if (m.kind === 'ex-resource') return `Place ${plural(m.count, `${m.rested ? 'rested ' : ''}EX Resource`)}`
  return `Deploy ${plural(m.count, `${m.rested ? 'rested ' : ''}[${m.name}] (AP${m.ap} HP${m.hp}) Unit token`)}`
}

function exResources(d: Draft): number {
  return d.s.zones.resourceArea.filter((r) => d.card(r.id)?.type === 'ex-resource').length
}

export const createToken: Move<'create-token'> = {
  type: 'create-token',
  options(s, cardId, at) {
    const card = s.cards[cardId]
    if (!card || !SEEN.has(at.zone)) return []
    const out: MenuOption<'create-token'>[] = []
    card.makes.forEach((m, make) => {
      const label = makeLabel(m)
      const room = BATTLE_LIMIT - s.zones.battle.length
      if (m.kind === 'unit' && room < m.count && m.count - room === 1)
        for (const u of s.zones.battle)
          out.push({
            action: { type: 'create-token', source: cardId, make, replace: [u.id] },
            label: `${label}, trashing ${s.cards[u.id]?.name ?? u.id}`,
            rule: '10-4-2',
          })
      else out.push({ action: { type: 'create-token', source: cardId, make }, label, rule: m.kind === 'unit' ? '4-17-1' : '4-17-5' })
    })
    return out
  },
  check(d, a) {
    const gate = phaseGate(d.s, ['main', 'battle-action', 'end-action'], '4-17-1', 'tokens')
    if (gate) return gate
    const card = d.card(a.source)
    if (!card) return refuse('4-17-1', { code: 'refused.no-such-card', params: { id: a.source } })
    const make = card.makes[a.make]
    if (!make) return refuse('4-17-1', { code: 'refused.no-such-token', params: { card: card.name } })
    const at = d.where(card.id)
    if (!at || !SEEN.has(at.zone)) return refuse('4-17-1', { code: 'refused.effect-not-seen', params: { card: card.name, zone: at ? at.zone : null } })
    return make.kind === 'unit' ? unitRoom(d, make, a.replace ?? []) : resourceRoom(d)
  },
  apply(d, a) {
    const card = d.card(a.source)!
    const make = card.makes[a.make]!
    const made: PlayCard[] = []
    const fits = make.kind === 'unit' ? make.count : Math.min(make.count, EX_RESOURCE_LIMIT - exResources(d), RESOURCE_LIMIT - d.s.zones.resourceArea.length)
    for (let i = 0; i < fits; i++) {
      const token = tokenCard(make, nextTokenId(d.s))
      d.s.cards = { ...d.s.cards, [token.id]: token }
      made.push(token)
    }
    if (make.kind === 'unit') {
      for (const id of a.replace ?? []) trashForRoom(d, id)
      for (const t of made) d.s.zones.battle.push({ id: t.id, rested: make.rested, damage: 0, pilot: null, enteredTurn: d.s.turn, apBonus: 0, battleAp: 0 })
      d.log('4-17-1', {
        code: 'tokens.units',
        params: { card: card.name, count: made.length, rested: make.rested, name: make.name, ap: make.ap, hp: make.hp, number: make.number || null },
      })
    } else {
      for (const t of made) d.s.zones.resourceArea.push({ id: t.id, rested: make.rested, damage: 0 })
      d.log('4-17-5', {
        code: 'tokens.ex-resources',
        params: { card: card.name, count: made.length, rested: make.rested, limited: fits < make.count, exMax: EX_RESOURCE_LIMIT, max: RESOURCE_LIMIT },
      })
    }
  },
}

function unitRoom(d: Draft, make: Extract<TokenMake, { kind: 'unit' }>, replace: readonly string[]): Refusal | null {
  const over = d.s.zones.battle.length + make.count - BATTLE_LIMIT
  if (over <= 0) return replace.length === 0 ? null : refuse('10-4-2', { code: 'refused.battle-has-room', params: {} })
  if (replace.length !== over || new Set(replace).size !== replace.length)
    return refuse('10-4-2-2', { code: 'refused.battle-full-tokens', params: { units: over, tokens: make.count } })
  const missing = replace.find((id) => !d.unit(id))
  return missing ? refuse('10-4-2', { code: 'refused.not-a-unit', params: { card: d.name(missing) } }) : null
}

function resourceRoom(d: Draft): Refusal | null {
  if (exResources(d) >= EX_RESOURCE_LIMIT) return refuse('3-4-2-1', { code: 'refused.ex-resources-full', params: { max: EX_RESOURCE_LIMIT } })
  if (d.s.zones.resourceArea.length >= RESOURCE_LIMIT) return refuse('3-4-2', { code: 'refused.resource-area-full', params: { max: RESOURCE_LIMIT } })
  return null
}

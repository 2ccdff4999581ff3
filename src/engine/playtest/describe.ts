// The actions a card offers now, for a tap menu: each candidate is tried with `apply`, so the menu
// and the engine never disagree; refused ones carry the rule that forbids them.
import { apply } from './apply'
import { ZONE_NAMES, type Action, type PlayState, type Refusal, type ZoneName } from './types'

export interface CardOption {
  action: Action
  label: string
  /** The rule the action follows (`manual` for a manual move). */
  rule: string
  refused: Refusal | null
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

function zoneOf(state: PlayState, id: string): ZoneName | 'pilot' | null {
  const z = state.zones
  for (const zone of ['deck', 'resourceDeck', 'shields', 'hand', 'trash', 'removal'] as const) if (z[zone].includes(id)) return zone
  if (z.resourceArea.some((r) => r.id === id)) return 'resourceArea'
  if (z.battle.some((u) => u.id === id)) return 'battle'
  if (z.base?.id === id) return 'base'
  if (z.battle.some((u) => u.pilot === id)) return 'pilot'
  return null
}

/** Every action for the card in this state: the rules' actions first, then manual moves to each other location. */
export function describeCard(state: PlayState, cardId: string): CardOption[] {
  const card = state.cards[cardId]
  const zone = zoneOf(state, cardId)
  if (!card || zone === null) return []
  const candidates: { action: Action; label: string; rule: string }[] = []
  const units = state.zones.battle
  if (zone === 'hand') {
    if (card.type === 'unit') {
      if (units.length >= 6)
        for (const u of units)
          candidates.push({
            action: { type: 'deploy-unit', card: cardId, replace: u.id },
            label: `Deploy, trashing ${state.cards[u.id]?.name ?? u.id}`,
            rule: '10-4-2',
          })
      else candidates.push({ action: { type: 'deploy-unit', card: cardId }, label: 'Deploy', rule: '6-5-2-1-1' })
    }
    if (card.type === 'pilot' || (card.type === 'command' && card.pilotName !== null))
      for (const u of units)
        candidates.push({
          action: { type: 'pair', card: cardId, unit: u.id },
          label: `Pair with ${state.cards[u.id]?.name ?? u.id}`,
          rule: card.type === 'pilot' ? '6-5-2-3-1' : '6-5-2-3-5',
        })
    if (card.type === 'base') candidates.push({ action: { type: 'deploy-base', card: cardId }, label: 'Deploy Base', rule: '6-5-2-2-1' })
    if (card.type === 'command')
      candidates.push({ action: { type: 'play-command', card: cardId }, label: 'Play', rule: state.phase === 'end-action' ? '8-3-1' : '6-5-2-4-1' })
    if (state.phase === 'hand-step') candidates.push({ action: { type: 'discard', card: cardId }, label: 'Discard', rule: '6-6-4-1' })
  }
  if (zone === 'battle') {
    candidates.push({ action: { type: 'attack', unit: cardId }, label: 'Attack', rule: '6-5-4-1' })
    candidates.push({ action: { type: 'boost', unit: cardId, ap: 1 }, label: 'AP +1 this turn', rule: 'manual' })
  }
  if (zone === 'battle' || zone === 'resourceArea' || zone === 'base') {
    candidates.push({ action: { type: 'rest', card: cardId }, label: 'Rest', rule: '4-4-1' })
    candidates.push({ action: { type: 'activate', card: cardId }, label: 'Set active', rule: '4-4-1' })
  }
  for (const to of ZONE_NAMES)
    if (to !== zone) candidates.push({ action: { type: 'move', card: cardId, to }, label: `Move to ${ZONE_TITLE[to]}`, rule: 'manual' })
  return candidates.map((c) => {
    const r = apply(state, c.action)
    return { ...c, refused: 'refused' in r ? r.refused : null }
  })
}

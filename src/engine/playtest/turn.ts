// The parts of the turn no player chooses (6-2 to 6-4, 6-6-5, 6-6-6) and the set-up after the redraw
// decision (5-2-2 to 5-2-5): moves that end a turn or begin the game call these.
import { type Draft, drawOne, lose, RESOURCE_LIMIT, toTrash } from './draft'
import { exBase } from './setup'
import { exResource } from './tokens'

export function startTurn(d: Draft): void {
  const s = d.s
  s.turn++
  const z = s.zones
  let set = 0
  for (const f of [...z.battle, ...z.resourceArea, ...(z.base ? [z.base] : [])]) {
    if (f.rested) set++
    f.rested = false
  }
  d.log('6-2-2-1', { code: 'turn.start', params: { turn: s.turn, set } })
  if (!drawOne(d)) {
    lose(d, '1-2-2-2', { code: 'lose.no-card-to-draw', params: {} })
    return
  }
  d.log('6-3-1', { code: 'turn.draw', params: { playerOneFirstTurn: s.turn === 1 && s.first } })
  if (z.deck.length === 0) {
    lose(d, '6-3-1-1', { code: 'lose.empty-after-draw', params: {} })
    return
  }
  const resource = z.resourceArea.length < RESOURCE_LIMIT ? z.resourceDeck.shift() : undefined
  if (resource === undefined && z.resourceArea.length >= RESOURCE_LIMIT) d.log('3-4-2', { code: 'turn.resource-area-full', params: { max: RESOURCE_LIMIT } })
  else if (resource === undefined) d.log('Q20', { code: 'turn.resource-deck-empty', params: {} })
  else {
    z.resourceArea.push({ id: resource, rested: false, damage: 0 })
    d.log('6-4-1', { code: 'turn.resource-placed', params: { card: d.name(resource), inArea: z.resourceArea.length } })
  }
  s.phase = 'main'
  d.log('6-5-1', { code: 'turn.main', params: {} })
}

/** After the redraw decision: Shields (5-2-2), EX Bases (5-2-3), Player Two's EX Resources (5-2-4), then the first turn (5-2-5). */
export function finishSetup(d: Draft): void {
  const s = d.s
  const z = s.zones
  const { shields, secondPlayerExResources } = s.rules
  // 5-2-2: the top cards, one at a time; the deck's top card becomes the bottom Shield (Q8).
  for (let i = 0; i < shields; i++) z.shields.push(z.deck.shift()!)
  s.opponent.shields = shields
  d.log('5-2-2', { code: 'setup.shields', params: { shields } })
  s.cards = { ...s.cards, t1: exBase('t1') }
  if (z.base) {
    // Only a manual move before the game can have put a card there.
    d.log('10-5-2', { code: 'setup.base-to-trash', params: { card: d.name(z.base.id) } })
    toTrash(d, z.base.id)
  }
  z.base = { id: 't1', rested: false, damage: 0 }
  s.opponent.base = { name: 'EX Base', hp: 3, damage: 0 }
  d.log('5-2-3', { code: 'setup.ex-base', params: {} })
  if (!s.first) {
    for (let i = 0; i < secondPlayerExResources; i++) {
      const id = `t${2 + i}`
      s.cards = { ...s.cards, [id]: exResource(id) }
      z.resourceArea.push({ id, rested: false, damage: 0 })
    }
    d.log('5-2-4', { code: 'setup.ex-resources', params: { count: secondPlayerExResources } })
  } else d.log('5-2-4', { code: 'setup.opponent-ex-resource', params: {} })
  if (!s.first) d.log('5-2-5', { code: 'setup.goldfish-begins', params: {} })
  startTurn(d)
}

export function finishTurn(d: Draft): void {
  for (const u of d.s.zones.battle) u.apBonus = 0
  d.log('6-6-5-1', { code: 'turn.cleanup', params: {} })
  d.log('6-6-6', { code: 'turn.pass', params: {} })
  startTurn(d)
}

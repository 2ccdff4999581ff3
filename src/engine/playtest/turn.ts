// The parts of the turn no player chooses (6-2 to 6-4, 6-6-5, 6-6-6) and the set-up after the redraw
// decision (5-2-2 to 5-2-5): moves that end a turn or begin the game call these.
import { plural, pluralForm } from '../text/format'
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
  d.log('6-2-2-1', `Turn ${s.turn}, start phase: set ${plural(set, 'rested card')} active.`)
  if (!drawOne(d)) {
    lose(d, '1-2-2-2', 'No card to draw: you have no cards in your deck and lose the game.')
    return
  }
  d.log('6-3-1', s.turn === 1 && s.first ? 'Draw phase: drew 1 (Player One draws on turn 1 too, Q15).' : 'Draw phase: drew 1.')
  if (z.deck.length === 0) {
    lose(d, '6-3-1-1', 'Your deck has no cards after the draw: you lose the game.')
    return
  }
  const resource = z.resourceArea.length < RESOURCE_LIMIT ? z.resourceDeck.shift() : undefined
  if (resource === undefined && z.resourceArea.length >= RESOURCE_LIMIT)
    d.log('3-4-2', `Resource phase: the resource area holds ${RESOURCE_LIMIT} Resources at most.`)
  else if (resource === undefined) d.log('Q20', 'Resource phase: the resource deck is empty; on to the main phase.')
  else {
    z.resourceArea.push({ id: resource, rested: false, damage: 0 })
    d.log('6-4-1', `Resource phase: placed ${d.name(resource)} active (${z.resourceArea.length} in the resource area).`)
  }
  s.phase = 'main'
  d.log('6-5-1', 'Main phase.')
}

const WORDS = ['no', 'the', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** After the redraw decision: Shields (5-2-2), EX Bases (5-2-3), Player Two's EX Resources (5-2-4), then the first turn (5-2-5). */
export function finishSetup(d: Draft): void {
  const s = d.s
  const z = s.zones
  const { shields, secondPlayerExResources } = s.rules
  // 5-2-2: the top cards, one at a time; the deck's top card becomes the bottom Shield (Q8).
  for (let i = 0; i < shields; i++) z.shields.push(z.deck.shift()!)
  s.opponent.shields = shields
  d.log('5-2-2', `Placed the top ${pluralForm(shields, 'card', `${WORDS[shields] ?? shields} cards`)} of the deck face down as Shields; so did the opponent.`)
  s.cards = { ...s.cards, t1: exBase('t1') }
  if (z.base) {
    // Only a manual move before the game can have put a card there.
    d.log('10-5-2', `The base section holds one Base: ${d.name(z.base.id)} goes to the trash.`)
    toTrash(d, z.base.id)
  }
  z.base = { id: 't1', rested: false, damage: 0 }
  s.opponent.base = { name: 'EX Base', hp: 3, damage: 0 }
  d.log('5-2-3', 'Placed an active EX Base token (0 AP, 3 HP, 4-17-4) in the base section; so did the opponent.')
  if (!s.first) {
    for (let i = 0; i < secondPlayerExResources; i++) {
      const id = `t${2 + i}`
      s.cards = { ...s.cards, [id]: exResource(id) }
      z.resourceArea.push({ id, rested: false, damage: 0 })
    }
    d.log(
      '5-2-4',
      `As Player Two, placed ${pluralForm(secondPlayerExResources, 'an active EX Resource token', plural(secondPlayerExResources, 'active EX Resource token'))} in the resource area (Q12).`,
    )
  } else d.log('5-2-4', 'The opponent, Player Two, placed an EX Resource; a goldfish never uses it.')
  if (!s.first) d.log('5-2-5', "The game begins with Player One's turn: the goldfish takes its turn and does nothing.")
  startTurn(d)
}

export function finishTurn(d: Draft): void {
  for (const u of d.s.zones.battle) u.apBonus = 0
  d.log('6-6-5-1', 'Cleanup step: "during this turn" effects end (AP given by hand too).')
  d.log('6-6-6', "The turn passes to the opponent: the goldfish's turn, in which it does nothing.")
  startTurn(d)
}

// The playtest's one transition: apply(state, action) gives a new state and its log entries, or a
// refusal naming the rule that forbids the action. It never throws and never changes `state`.
import { meetsLink, pairingOf } from '../cards/link'
import { Rng } from '../sim/rng'
import { exBase, exResource, shuffle } from './setup'
import {
  ActionSchema,
  ZONE_NAMES,
  type Action,
  type ApplyResult,
  type FieldCard,
  type LogEntry,
  type PlayCard,
  type PlayState,
  type Refusal,
  type UnitSlot,
  type ZoneName,
} from './types'

export const HAND_LIMIT = 10 // 3-8-4, 6-6-4-1
export const BATTLE_LIMIT = 6 // 3-5-2, 10-4-1
const RESOURCE_LIMIT = 15 // 3-4-2, Q19
const SHIELDS = 6 // 5-2-2
const FIELD_ZONES: ReadonlySet<ZoneName> = new Set(['battle', 'resourceArea', 'base'])

type Where =
  | { zone: 'deck' | 'resourceDeck' | 'shields' | 'hand' | 'trash' | 'removal'; index: number }
  | { zone: 'resourceArea' | 'battle'; index: number }
  | { zone: 'base' }
  | { zone: 'pilot'; unit: string }

const refuse = (rule: string, message: string): Refusal => ({ rule, message })

/** Working copy of one transition: the state is cloned once, changed here, and returned whole. */
class Draft {
  readonly entries: LogEntry[] = []
  constructor(readonly s: PlayState) {}

  log(rule: string, text: string, manual = false): void {
    const entry: LogEntry = { seq: this.s.log.length + 1, turn: this.s.turn, rule, text }
    if (manual) entry.manual = true
    this.s.log.push(entry)
    this.entries.push(entry)
  }

  card(id: string): PlayCard | undefined {
    return Object.prototype.hasOwnProperty.call(this.s.cards, id) ? this.s.cards[id] : undefined
  }

  name(id: string): string {
    return this.card(id)?.name ?? id
  }

  where(id: string): Where | null {
    const z = this.s.zones
    for (const zone of ['deck', 'resourceDeck', 'shields', 'hand', 'trash', 'removal'] as const) {
      const index = z[zone].indexOf(id)
      if (index >= 0) return { zone, index }
    }
    for (const zone of ['resourceArea', 'battle'] as const) {
      const index = z[zone].findIndex((f) => f.id === id)
      if (index >= 0) return { zone, index }
    }
    if (z.base?.id === id) return { zone: 'base' }
    const unit = z.battle.find((u) => u.pilot === id)
    if (unit) return { zone: 'pilot', unit: unit.id }
    return null
  }

  unit(id: string): UnitSlot | undefined {
    return this.s.zones.battle.find((u) => u.id === id)
  }
}

/** The number of Resources in the resource area, EX Resources included (2-8-1, Q25). */
export function resourceCount(state: PlayState): number {
  return state.zones.resourceArea.length
}

/** A Unit with a Pilot meeting its link condition is a Link Unit (2-11-3), by the one link rule (2-11-1, 2-2-4). */
export function isLinkUnit(state: PlayState, unitId: string): boolean {
  const slot = state.zones.battle.find((u) => u.id === unitId)
  if (!slot?.pilot) return false
  const unit = state.cards[slot.id]
  const pilot = state.cards[slot.pilot]
  if (!unit || !pilot) return false
  const pairing = pairingOf(pilot)
  return pairing !== null && meetsLink(unit.link, pairing)
}

/** A Unit's AP with its Pilot's AP (2-3-4-4, 2-3-5-4-1) and any AP given by hand this turn; never below zero (1-3-6, Q94). */
export function unitAp(state: PlayState, unitId: string): number {
  const slot = state.zones.battle.find((u) => u.id === unitId)
  if (!slot) return 0
  const ap = (state.cards[slot.id]?.ap ?? 0) + (slot.pilot ? (state.cards[slot.pilot]?.ap ?? 0) : 0) + slot.apBonus
  return Math.max(0, ap)
}

/** Units cannot attack in the turn they enter the battle area, Link Units can (2-11-4). */
export function canAttackThisTurn(state: PlayState, unitId: string): boolean {
  const slot = state.zones.battle.find((u) => u.id === unitId)
  if (!slot) return false
  return slot.enteredTurn < state.turn || isLinkUnit(state, unitId)
}

/** `<Suppression>` printed as a keyword line of the card (the card data writes one as `[Suppression]`). */
const PRINTED_SUPPRESSION = /^\s*[<[]Suppression[>\]]/m
const LINKED_SUPPRESSION = /【During Link】\s*This Unit gains <Suppression>/

/**
 * Whether the attacking Unit has <Suppression> now: printed on it or on its Pilot (2-3-4-4), or gained
 * 【During Link】 while it is a Link Unit (2-11-3). Other conditions (while damaged, when a Command is
 * played, ...) are not checked here; the attack says so and a second Shield is destroyed by hand.
 */
export function hasSuppression(state: PlayState, unitId: string): boolean {
  const slot = state.zones.battle.find((u) => u.id === unitId)
  if (!slot) return false
  const texts = [state.cards[slot.id]?.text ?? '', slot.pilot ? (state.cards[slot.pilot]?.text ?? '') : '']
  if (texts.some((t) => PRINTED_SUPPRESSION.test(t))) return true
  return LINKED_SUPPRESSION.test(texts[0]!) && isLinkUnit(state, unitId)
}

function phaseGate(s: PlayState, allowed: readonly string[], rule: string, what: string): Refusal | null {
  if (s.phase === 'over') return refuse('1-2-1', 'The game is over.')
  if (s.phase === 'redraw') return refuse('5-2-5', 'The game has not begun: keep or redraw the starting hand first (5-2-1-6).')
  if (!allowed.includes(s.phase)) return refuse(rule, `${what} (now: ${PHASE_NAMES[s.phase]}).`)
  return null
}

const PHASE_NAMES: Record<PlayState['phase'], string> = {
  redraw: 'the redraw decision',
  main: 'the main phase',
  'end-action': "the end phase's action step",
  'hand-step': "the end phase's hand step",
  over: 'the game is over',
}

/** Level and cost (2-8-1, 2-9-1): the Resources to rest, or why the card cannot be played. */
function payment(d: Draft, card: PlayCard, pay: readonly string[] | undefined): string[] | Refusal {
  const level = card.level ?? 0
  const count = resourceCount(d.s)
  if (level > count) return refuse('2-8-1', `${card.name} is Lv.${level}; you have ${count} Resource${count === 1 ? '' : 's'}.`)
  const cost = card.cost ?? 0
  const area = d.s.zones.resourceArea
  if (pay) {
    if (new Set(pay).size !== pay.length) return refuse('2-9-1', 'A Resource can be rested once to pay a cost.')
    for (const id of pay) {
      const f = area.find((r) => r.id === id)
      if (!f) return refuse('2-9-1', `${d.name(id)} is not a Resource in your resource area.`)
      if (f.rested) return refuse('2-9-1', `${d.name(id)} is rested; a cost is paid by resting active Resources.`)
    }
    if (pay.length !== cost) return refuse('2-9-1', `${card.name} costs ${cost}; ${pay.length} Resource${pay.length === 1 ? ' was' : 's were'} chosen.`)
    return [...pay]
  }
  const active = area.filter((r) => !r.rested)
  if (active.length < cost) return refuse('2-9-1', `${card.name} costs ${cost}; you have ${active.length} active Resource${active.length === 1 ? '' : 's'}.`)
  // Rest real Resources before EX Resources: an EX Resource used to pay is removed (4-17-5-3) and lowers your Lv. (Q26).
  const ranked = [...active.filter((r) => !d.card(r.id)?.token), ...active.filter((r) => d.card(r.id)?.token)]
  return ranked.slice(0, cost).map((r) => r.id)
}

function pay(d: Draft, ids: readonly string[], card: PlayCard): void {
  if (ids.length === 0) return
  const area = d.s.zones.resourceArea
  let removed = 0
  for (const id of ids) {
    const i = area.findIndex((r) => r.id === id)
    if (d.card(id)?.token) {
      area.splice(i, 1)
      removed++
    } else area[i]!.rested = true
  }
  d.log(
    '2-9-1',
    `Paid ${card.name}'s cost of ${ids.length} by resting ${ids.length} Resource${ids.length === 1 ? '' : 's'}${removed ? `; ${removed} EX Resource${removed === 1 ? ' was' : 's were'} removed from the game (4-17-5-3)` : ''}.`,
  )
}

function fromHand(d: Draft, id: string, rule: string, kind: string, ok: (c: PlayCard) => boolean): PlayCard | Refusal {
  const card = d.card(id)
  if (!card) return refuse(rule, `There is no card ${id} in this game.`)
  if (!d.s.zones.hand.includes(id)) return refuse(rule, `${card.name} is not in your hand; a ${kind} is played from the hand.`)
  if (!ok(card)) return refuse(rule, `${card.name} is a ${card.type} card, not a ${kind}.`)
  return card
}

const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'rule' in x && 'message' in x

function takeFromHand(d: Draft, id: string): void {
  const hand = d.s.zones.hand
  hand.splice(hand.indexOf(id), 1)
}

/** A card leaving the field for the trash; a token is removed from the game instead (4-17-2-4). */
function toTrash(d: Draft, id: string): void {
  if (d.card(id)?.token) d.log('4-17-2-4', `${d.name(id)} is a token: it is removed from the game.`)
  else d.s.zones.trash.push(id)
}

function drawOne(d: Draft): boolean {
  const top = d.s.zones.deck.shift()
  if (top === undefined) return false
  d.s.zones.hand.push(top)
  return true
}

function lose(d: Draft, rule: string, message: string): void {
  d.s.lost = { rule, message }
  d.s.phase = 'over'
  d.log(rule, message)
}

function startTurn(d: Draft): void {
  const s = d.s
  s.turn++
  const z = s.zones
  let set = 0
  for (const f of [...z.battle, ...z.resourceArea, ...(z.base ? [z.base] : [])]) {
    if (f.rested) set++
    f.rested = false
  }
  d.log('6-2-2-1', `Turn ${s.turn}, start phase: set ${set} rested card${set === 1 ? '' : 's'} active.`)
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

function finishSetup(d: Draft): void {
  const s = d.s
  const z = s.zones
  // 5-2-2: the top six, one at a time; the deck's top card becomes the bottom Shield (Q8).
  for (let i = 0; i < SHIELDS; i++) z.shields.push(z.deck.shift()!)
  s.opponent.shields = SHIELDS
  d.log('5-2-2', 'Placed the top six cards of the deck face down as Shields; so did the opponent.')
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
    s.cards = { ...s.cards, t2: exResource('t2') }
    z.resourceArea.push({ id: 't2', rested: false, damage: 0 })
    d.log('5-2-4', 'As Player Two, placed an active EX Resource token in the resource area (Q12).')
  } else d.log('5-2-4', 'The opponent, Player Two, placed an EX Resource; a goldfish never uses it.')
  if (!s.first) d.log('5-2-5', "The game begins with Player One's turn: the goldfish takes its turn and does nothing.")
  startTurn(d)
}

function redraw(d: Draft, again: boolean): Refusal | null {
  const s = d.s
  if (s.phase !== 'redraw') return refuse('5-2-1-6', 'The starting hand can be redrawn one time only, before the game begins.')
  if (again) {
    const z = s.zones
    z.deck.push(...z.hand)
    z.hand = []
    for (let i = 0; i < 5; i++) drawOne(d)
    const rng = Rng.fromState(s.rng)
    shuffle(z.deck, rng)
    s.rng = rng.state()
    d.log('5-2-1-6-1', 'Redraw: returned the hand to the bottom of the deck, drew five new cards, then shuffled the deck.')
  } else d.log('5-2-1-6', 'Kept the starting hand.')
  finishSetup(d)
  return null
}

function deployUnit(d: Draft, a: Extract<Action, { type: 'deploy-unit' }>): Refusal | null {
  const gate = phaseGate(d.s, ['main'], '6-5-1', 'A Unit is deployed during your main phase')
  if (gate) return gate
  const card = fromHand(d, a.card, '6-5-2-1-1', 'Unit card', (c) => c.type === 'unit')
  if (isRefusal(card)) return card
  const battle = d.s.zones.battle
  let replaced: UnitSlot | undefined
  if (battle.length >= BATTLE_LIMIT) {
    if (a.replace === undefined)
      return refuse('10-4-2', `Six Units are in your battle area (3-5-2): choose one to place into the trash to deploy ${card.name} (10-4-2, Q22).`)
    replaced = d.unit(a.replace)
    if (!replaced) return refuse('10-4-2', `${d.name(a.replace)} is not a Unit in your battle area.`)
  } else if (a.replace !== undefined)
    return refuse('10-4-2', `Your battle area has ${battle.length} Units; a Unit is placed into the trash only when six are out (10-4-2).`)
  const ids = payment(d, card, a.pay)
  if (isRefusal(ids)) return ids
  pay(d, ids, card)
  if (replaced) {
    battle.splice(battle.indexOf(replaced), 1)
    toTrash(d, replaced.id)
    if (replaced.pilot) d.s.zones.trash.push(replaced.pilot)
    d.log(
      '10-4-2',
      `Placed ${d.name(replaced.id)}${replaced.pilot ? ` and its Pilot ${d.name(replaced.pilot)} (6-5-2-3-4)` : ''} into the trash to make room; it is not destroyed (10-4-2-1).`,
    )
  }
  takeFromHand(d, card.id)
  battle.push({ id: card.id, rested: false, damage: 0, pilot: null, enteredTurn: d.s.turn, apBonus: 0 })
  d.log('6-5-2-1-1', `Deployed ${card.name} active (4-4-4); ${battle.length} Unit${battle.length === 1 ? '' : 's'} in the battle area.`)
  return null
}

function pair(d: Draft, a: Extract<Action, { type: 'pair' }>): Refusal | null {
  if (d.s.phase === 'end-action') return refuse('11-2-4-2-2', 'Cards cannot be paired as Pilots during an action step (Q38).')
  const gate = phaseGate(d.s, ['main'], '6-5-1', 'A Pilot is paired during your main phase')
  if (gate) return gate
  const card = fromHand(
    d,
    a.card,
    '6-5-2-3-1',
    'Pilot card (or a Command with 【Pilot】, 6-5-2-3-5)',
    (c) => c.type === 'pilot' || (c.type === 'command' && c.pilotName !== null),
  )
  if (isRefusal(card)) return card
  const unit = d.unit(a.unit)
  if (!unit) return refuse('2-3-4-3', `${d.name(a.unit)} is not a Unit in your battle area; a Pilot exists in the battle area only beneath a Unit (Q88).`)
  if (unit.pilot) return refuse('6-5-2-3-3', `${d.name(unit.id)} is already paired with ${d.name(unit.pilot)}; a Unit has at most one Pilot (Q89).`)
  const ids = payment(d, card, a.pay)
  if (isRefusal(ids)) return ids
  pay(d, ids, card)
  takeFromHand(d, card.id)
  unit.pilot = card.id
  d.log(
    card.type === 'command' ? '6-5-2-3-5' : '6-5-2-3-1',
    `Paired ${card.name}${card.type === 'command' ? ` as the Pilot [${card.pilotName}]` : ''} with ${d.name(unit.id)}.`,
  )
  if (isLinkUnit(d.s, unit.id))
    d.log('6-5-2-3-2', `${d.name(unit.id)} is a Link Unit${unit.enteredTurn === d.s.turn ? ': it can attack this turn (2-11-4)' : ''}.`)
  return null
}

function deployBase(d: Draft, a: Extract<Action, { type: 'deploy-base' }>): Refusal | null {
  const gate = phaseGate(d.s, ['main'], '6-5-1', 'A Base is deployed during your main phase')
  if (gate) return gate
  const card = fromHand(d, a.card, '6-5-2-2-1', 'Base card', (c) => c.type === 'base')
  if (isRefusal(card)) return card
  const ids = payment(d, card, a.pay)
  if (isRefusal(ids)) return ids
  pay(d, ids, card)
  const z = d.s.zones
  if (z.base) {
    const old = z.base.id
    z.base = null
    d.log('10-5-2', `The base section holds one Base (3-6-3): ${d.name(old)} is placed into the trash, not destroyed (10-5-2-1, Q24).`)
    toTrash(d, old)
  }
  takeFromHand(d, card.id)
  z.base = { id: card.id, rested: false, damage: 0 }
  d.log('6-5-2-2-1', `Deployed ${card.name} active in the base section of the shield area.`)
  return null
}

function playCommand(d: Draft, a: Extract<Action, { type: 'play-command' }>): Refusal | null {
  const gate = phaseGate(d.s, ['main', 'end-action'], '6-5-1', 'A Command is played in your main phase (【Main】) or an action step (【Action】)')
  if (gate) return gate
  const card = fromHand(d, a.card, '6-5-2-4-1', 'Command card', (c) => c.type === 'command')
  if (isRefusal(card)) return card
  const main = card.text.includes('【Main】')
  const action = card.text.includes('【Action】')
  if (d.s.phase === 'main' && !main)
    return refuse(
      '11-2-3-2',
      `${card.name} has no 【Main】 effect: it cannot be played in the main phase${action ? '; play it in an action step (11-2-4-2)' : ''}.`,
    )
  if (d.s.phase === 'end-action' && !action) return refuse('11-2-4-2', `${card.name} has no 【Action】 effect: it cannot be played in an action step.`)
  const ids = payment(d, card, a.pay)
  if (isRefusal(ids)) return ids
  pay(d, ids, card)
  takeFromHand(d, card.id)
  d.s.zones.trash.push(card.id)
  d.log(
    main && d.s.phase === 'main' ? '6-5-2-4-1' : '8-3-1',
    `Played ${card.name}; its effect is shown, not carried out: "${card.text.replace(/\s+/g, ' ').trim()}". It goes to the trash (2-3-5-2).`,
  )
  return null
}

function attack(d: Draft, a: Extract<Action, { type: 'attack' }>): Refusal | null {
  const gate = phaseGate(d.s, ['main'], '6-5-1', 'Units attack during your main phase (6-5-4)')
  if (gate) return gate
  const unit = d.unit(a.unit)
  if (!unit) return refuse('6-5-4-1', `${d.name(a.unit)} is not a Unit in your battle area.`)
  if (unit.rested) return refuse('7-3-1', `${d.name(unit.id)} is rested; an attack is made by an active Unit.`)
  if (!canAttackThisTurn(d.s, unit.id))
    return refuse('2-11-4', `${d.name(unit.id)} entered the battle area this turn and is not a Link Unit: it cannot attack until your next turn (Q31).`)
  const s = d.s
  const o = s.opponent
  unit.rested = true
  const ap = unitAp(s, unit.id)
  d.log('7-3-1', `${d.name(unit.id)} (AP ${ap}) rests and attacks the opposing player; the goldfish has no Blocker (7-4-4) and passes its action step (7-5).`)
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
          ? `<Suppression>: the first 2 Shields take ${ap} damage at once and are destroyed (1 HP each, 3-6-4-2); the opponent has ${o.shields} Shield${o.shields === 1 ? '' : 's'} left.`
          : `<Suppression>: the only Shield left takes ${ap} damage and is destroyed (3-6-4-2); no damage is dealt to the opponent.`,
      )
    } else {
      o.shields--
      o.trash++
      const unchecked = [unit.id, unit.pilot].some((c) => c !== null && /gains <Suppression>/.test(d.card(c)?.text ?? ''))
      d.log(
        '7-6-2-4-1',
        `The top Shield takes ${ap} damage and is destroyed (1 HP, 3-6-4-2); the opponent has ${o.shields} Shield${o.shields === 1 ? '' : 's'} left.${
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
  return null
}

function restOrActivate(d: Draft, id: string, rest: boolean): Refusal | null {
  if (d.s.phase === 'redraw') return refuse('5-2-5', 'The game has not begun: keep or redraw the starting hand first (5-2-1-6).')
  if (d.s.phase === 'over') return refuse('1-2-1', 'The game is over.')
  const z = d.s.zones
  const f: FieldCard | undefined = z.battle.find((u) => u.id === id) ?? z.resourceArea.find((r) => r.id === id) ?? (z.base?.id === id ? z.base : undefined)
  if (!f) return refuse('4-4-1', `${d.name(id)} is not in the battle area, the resource area or the base section: only cards there are active or rested.`)
  if (f.rested === rest) return refuse('1-3-2-1', `${d.name(id)} is already ${rest ? 'rested' : 'active'}.`)
  f.rested = rest
  d.log('4-4-1', `${rest ? 'Rested' : 'Set active'} ${d.name(id)} by hand.`, true)
  return null
}

function boost(d: Draft, a: Extract<Action, { type: 'boost' }>): Refusal | null {
  const gate = phaseGate(d.s, ['main', 'end-action'], '6-5-1', 'AP is given during your turn')
  if (gate) return gate
  const unit = d.unit(a.unit)
  if (!unit) return refuse('2-3-3-1', `${d.name(a.unit)} is not a Unit in your battle area.`)
  if (a.ap === 0) return refuse('1-3-2-2', 'AP+0 changes nothing.')
  unit.apBonus += a.ap
  d.log('manual', `${d.name(unit.id)} gets AP${a.ap > 0 ? '+' : ''}${a.ap} during this turn, by hand (now AP ${unitAp(d.s, unit.id)}).`, true)
  return null
}

function hitOpponent(d: Draft, a: Extract<Action, { type: 'hit-opponent' }>): Refusal | null {
  const gate = phaseGate(d.s, ['main', 'end-action'], '6-5-1', 'Effects are applied during your turn')
  if (gate) return gate
  const { amount, target } = a
  if (amount === 0) return refuse('4-5-4', 'Damage is not dealt when the amount would be zero.')
  const o = d.s.opponent
  if (target === 'base' && !o.base) return refuse('3-6-3', 'The goldfish has no Base to damage.')
  if (target === 'shield' && o.shields === 0) return refuse('3-6-4', 'The goldfish has no Shield left to destroy.')
  // Without a target the damage goes to the first card of the shield area (11-1-2-3); an effect that chooses a Shield skips the Base.
  if (o.base && target !== 'shield') {
    o.base.damage += amount
    if (o.base.damage >= o.base.hp) {
      d.log('manual', `${amount} effect damage (4-5-3) destroys the opponent's ${o.base.name} (10-3-1), by hand.`, true)
      o.base = null
    } else d.log('manual', `${amount} effect damage (4-5-3) to the opponent's ${o.base.name} (${o.base.hp - o.base.damage} HP left), by hand.`, true)
  } else if (o.shields > 0) {
    o.shields--
    o.trash++
    d.log(
      'manual',
      `${amount} effect damage (4-5-3) destroys the opponent's top Shield${o.base ? ', not its Base' : ''}; the excess is not dealt to another (4-5-5). ${o.shields} left, by hand.`,
      true,
    )
  } else return refuse('1-2-2-1', 'No Base and no Shield left: only battle damage from a Unit defeats the opponent.')
  return null
}

function endMain(d: Draft): Refusal | null {
  const gate = phaseGate(d.s, ['main'], '6-5-5-1', 'The end of the main phase is declared during the main phase')
  if (gate) return gate
  d.s.phase = 'end-action'
  d.log('6-5-5-2', "End of the main phase: the end phase's action step (6-6-2) is open for 【Action】 Commands.")
  return null
}

function finishTurn(d: Draft): void {
  for (const u of d.s.zones.battle) u.apBonus = 0
  d.log('6-6-5-1', 'Cleanup step: "during this turn" effects end (AP given by hand too).')
  d.log('6-6-6', "The turn passes to the opponent: the goldfish's turn, in which it does nothing.")
  startTurn(d)
}

function endTurn(d: Draft): Refusal | null {
  if (d.s.phase === 'hand-step')
    return refuse('6-6-4-1', `Discard ${d.s.zones.hand.length - HAND_LIMIT} more card${d.s.zones.hand.length - HAND_LIMIT === 1 ? '' : 's'} to end the turn.`)
  const gate = phaseGate(d.s, ['main', 'end-action'], '6-6-1', 'The end phase follows the main phase')
  if (gate) return gate
  if (d.s.phase === 'main') d.log('6-5-5-2', 'End of the main phase.')
  d.log('6-6-2-1', 'End phase, action step: both players pass.')
  d.log('6-6-3-1', 'End step: "at the end of the turn" effects are shown on the cards, not carried out.')
  const over = d.s.zones.hand.length - HAND_LIMIT
  if (over > 0) {
    d.s.phase = 'hand-step'
    d.log('6-6-4-1', `Hand step: ${d.s.zones.hand.length} cards in hand; discard ${over} down to 10.`)
    return null
  }
  finishTurn(d)
  return null
}

function discard(d: Draft, id: string): Refusal | null {
  const gate = phaseGate(d.s, ['hand-step'], '6-6-4-1', 'Discarding down to 10 happens in the hand step; move a card by hand otherwise')
  if (gate) return gate
  if (!d.s.zones.hand.includes(id)) return refuse('4-11-1', `${d.name(id)} is not in your hand.`)
  takeFromHand(d, id)
  d.s.zones.trash.push(id)
  d.log('6-6-4-1', `Discarded ${d.name(id)} (${d.s.zones.hand.length} in hand).`)
  if (d.s.zones.hand.length <= HAND_LIMIT) finishTurn(d)
  return null
}

/** Take a card out of wherever it is; a Unit's Pilot comes along (6-5-2-3-4). */
function detach(d: Draft, id: string, at: Where): string | null {
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
      z.battle.push({ id, rested, damage: 0, pilot, enteredTurn: d.s.turn, apBonus: 0 })
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

function move(d: Draft, a: Extract<Action, { type: 'move' }>): Refusal | null {
  const card = d.card(a.card)
  if (!card) return refuse('3-1-1', `There is no card ${a.card} in this game.`)
  if (!(ZONE_NAMES as readonly string[]).includes(a.to)) return refuse('3-1-1', `${a.to} is not a location of the game.`)
  const at = d.where(card.id)
  if (!at) return refuse('4-17-2-4', `${card.name} has been removed from the game.`)
  const pilot = detach(d, card.id, at)
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
  return null
}

function dispatch(d: Draft, action: Action): Refusal | null {
  switch (action.type) {
    case 'redraw':
      return redraw(d, true)
    case 'keep':
      return redraw(d, false)
    case 'deploy-unit':
      return deployUnit(d, action)
    case 'pair':
      return pair(d, action)
    case 'deploy-base':
      return deployBase(d, action)
    case 'play-command':
      return playCommand(d, action)
    case 'attack':
      return attack(d, action)
    case 'rest':
      return restOrActivate(d, action.card, true)
    case 'activate':
      return restOrActivate(d, action.card, false)
    case 'boost':
      return boost(d, action)
    case 'hit-opponent':
      return hitOpponent(d, action)
    case 'end-main':
      return endMain(d)
    case 'end-turn':
      return endTurn(d)
    case 'discard':
      return discard(d, action.card)
    case 'move':
      return move(d, action)
    default:
      return refuse('6-5-1', `Not an action of the game: ${JSON.stringify((action as { type?: unknown }).type)}.`)
  }
}

/**
 * A copy to change: locations and the opponent are copied; the cards (never changed after set-up)
 * and the earlier log entries are shared, so a long undo history stays small.
 */
function draftOf(state: PlayState): PlayState {
  return {
    ...state,
    rng: [...state.rng] as PlayState['rng'],
    zones: JSON.parse(JSON.stringify(state.zones)) as PlayState['zones'],
    opponent: JSON.parse(JSON.stringify(state.opponent)) as PlayState['opponent'],
    lost: state.lost ? { ...state.lost } : null,
    log: [...state.log],
  }
}

/** The game's turn count (5-2-5: Player One's turn comes first): 2n-1 for Player One, 2n for Player Two. */
export function gameTurn(state: PlayState): number {
  return state.turn === 0 ? 0 : state.first ? 2 * state.turn - 1 : 2 * state.turn
}

/**
 * One action: a new state and the log entries it added, or the rule that forbids it. Rules
 * management follows every action (10-1-2): a player with no cards in the deck loses (10-2-1-2).
 */
export function apply(state: PlayState, action: Action): ApplyResult {
  try {
    const parsed = ActionSchema.safeParse(action)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = issue.path.join('.')
      return { refused: refuse(field === 'to' ? '3-1-1' : '6-5-1', `Not an action of the game: ${field || 'the action'}: ${issue.message}.`) }
    }
    const d = new Draft(draftOf(state))
    const refusal = dispatch(d, parsed.data)
    if (refusal) return { refused: refusal }
    if (d.s.phase !== 'redraw' && d.s.lost === null && !d.s.opponent.defeated && d.s.zones.deck.length === 0)
      lose(d, '10-2-1-2', 'Your deck has no cards: you lose the game.')
    return { state: d.s, log: d.entries }
  } catch (e) {
    return { refused: { rule: '1-3-2', message: `This action cannot be performed: ${e instanceof Error ? e.message : String(e)}` } }
  }
}

/** The counts of each location, public information (3-1-3); handy for tests and the page. */
export function zoneCounts(state: PlayState) {
  const z = state.zones
  return {
    deck: z.deck.length,
    resourceDeck: z.resourceDeck.length,
    resources: z.resourceArea.length,
    activeResources: z.resourceArea.filter((r) => !r.rested).length,
    units: z.battle.length,
    pilots: z.battle.filter((u) => u.pilot !== null).length,
    shields: z.shields.length,
    base: z.base ? (state.cards[z.base.id]?.name ?? null) : null,
    hand: z.hand.length,
    trash: z.trash.length,
    removal: z.removal.length,
    opponentShields: state.opponent.shields,
    opponentBaseHp: state.opponent.base ? state.opponent.base.hp - state.opponent.base.damage : null,
  }
}

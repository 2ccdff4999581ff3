// What every move shares: the working copy of one transition (Draft), the reads of the state the rules
// ask (a Link Unit, a Unit's AP, <Suppression>), and the steps several moves take (paying a cost,
// a card to the trash, a draw). The moves themselves are in moves/, one a file.
import { meetsLink, pairingOf } from '../cards/link'
import { plural, pluralForm } from '../text/format'
import type { LogEntry, PlayCard, PlayState, Refusal, UnitSlot } from './types'

export const HAND_LIMIT = 10 // 3-8-4, 6-6-4-1
export const BATTLE_LIMIT = 6 // 3-5-2, 10-4-1
export const RESOURCE_LIMIT = 15 // 3-4-2, Q19
export const EX_RESOURCE_LIMIT = 5 // 3-4-2-1

export type Where =
  | { zone: 'deck' | 'resourceDeck' | 'shields' | 'hand' | 'trash' | 'removal'; index: number }
  | { zone: 'resourceArea' | 'battle'; index: number }
  | { zone: 'base' }
  | { zone: 'pilot'; unit: string }

export const refuse = (rule: string, message: string): Refusal => ({ rule, message })
export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'rule' in x && 'message' in x

/** Working copy of one transition: the state is cloned once, changed here, and returned whole. A move's `check` only reads it. */
export class Draft {
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
    return whereIs(this.s, id)
  }

  unit(id: string): UnitSlot | undefined {
    return this.s.zones.battle.find((u) => u.id === id)
  }
}

export function whereIs(s: PlayState, id: string): Where | null {
  const z = s.zones
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

/**
 * A Unit's AP with its Pilot's AP (2-3-4-4, 2-3-5-4-1), AP given this turn and during this battle (7-3-4);
 * never below zero (1-3-6, Q94).
 */
export function unitAp(state: PlayState, unitId: string): number {
  const slot = state.zones.battle.find((u) => u.id === unitId)
  if (!slot) return 0
  const ap = (state.cards[slot.id]?.ap ?? 0) + (slot.pilot ? (state.cards[slot.pilot]?.ap ?? 0) : 0) + slot.apBonus + slot.battleAp
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

/** <Support n> (11-1-3): its amount, the copies added together (11-1-3-3); 0 for none. */
export function supportAmount(state: PlayState, unitId: string): number {
  const card = state.cards[unitId]
  if (!card) return 0
  return card.keywords.filter((k) => k.keyword.toLowerCase() === 'support').reduce((n, k) => n + (k.value ?? 0), 0)
}

const PHASE_NAMES: Record<PlayState['phase'], string> = {
  redraw: 'the redraw decision',
  main: 'the main phase',
  'battle-action': "an attack's action step",
  'end-action': "the end phase's action step",
  'hand-step': "the end phase's hand step",
  over: 'the game is over',
}

/** The phases an action may be taken in, or why not now. */
export function phaseGate(s: PlayState, allowed: readonly PlayState['phase'][], rule: string, what: string): Refusal | null {
  if (s.phase === 'over') return refuse('1-2-1', 'The game is over.')
  if (s.phase === 'redraw') return refuse('5-2-5', 'The game has not begun: keep or redraw the starting hand first (5-2-1-6).')
  if (s.phase === 'battle-action' && !allowed.includes('battle-action'))
    return refuse('7-5-2', `${what} (now: ${PHASE_NAMES[s.phase]}; pass to go on to the damage step).`)
  if (!allowed.includes(s.phase)) return refuse(rule, `${what} (now: ${PHASE_NAMES[s.phase]}).`)
  return null
}

/** Level and cost (2-8-1, 2-9-1): the Resources to rest, or why the card cannot be played. */
export function payment(d: Draft, card: PlayCard, pay: readonly string[] | undefined): string[] | Refusal {
  const level = card.level ?? 0
  const count = resourceCount(d.s)
  if (level > count) return refuse('2-8-1', `${card.name} is Lv.${level}; you have ${plural(count, 'Resource')}.`)
  const cost = card.cost ?? 0
  const area = d.s.zones.resourceArea
  if (pay) {
    if (new Set(pay).size !== pay.length) return refuse('2-9-1', 'A Resource can be rested once to pay a cost.')
    for (const id of pay) {
      const f = area.find((r) => r.id === id)
      if (!f) return refuse('2-9-1', `${d.name(id)} is not a Resource in your resource area.`)
      if (f.rested) return refuse('2-9-1', `${d.name(id)} is rested; a cost is paid by resting active Resources.`)
    }
    if (pay.length !== cost)
      return refuse('2-9-1', `${card.name} costs ${cost}; ${plural(pay.length, 'Resource')} ${pluralForm(pay.length, 'was', 'were')} chosen.`)
    return [...pay]
  }
  const active = area.filter((r) => !r.rested)
  if (active.length < cost) return refuse('2-9-1', `${card.name} costs ${cost}; you have ${plural(active.length, 'active Resource')}.`)
  // Rest real Resources before EX Resources: an EX Resource used to pay is removed (4-17-5-3) and lowers your Lv. (Q26).
  const ranked = [...active.filter((r) => !d.card(r.id)?.token), ...active.filter((r) => d.card(r.id)?.token)]
  return ranked.slice(0, cost).map((r) => r.id)
}

/** Pay a cost checked by `payment`: Resources rested, EX Resources (set-up or effect alike) removed (4-17-5-3). */
export function pay(d: Draft, card: PlayCard, given: readonly string[] | undefined): void {
  const ids = payment(d, card, given)
  if (isRefusal(ids)) throw new Error(`${ids.rule}: ${ids.message}`)
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
    `Paid ${card.name}'s cost of ${ids.length} by resting ${plural(ids.length, 'Resource')}${removed ? `; ${plural(removed, 'EX Resource')} ${pluralForm(removed, 'was', 'were')} removed from the game (4-17-5-3)` : ''}.`,
  )
}

/** The card to play from the hand, or why not. */
export function fromHand(d: Draft, id: string, rule: string, kind: string, ok: (c: PlayCard) => boolean): PlayCard | Refusal {
  const card = d.card(id)
  if (!card) return refuse(rule, `There is no card ${id} in this game.`)
  if (!d.s.zones.hand.includes(id)) return refuse(rule, `${card.name} is not in your hand; a ${kind} is played from the hand.`)
  if (!ok(card)) return refuse(rule, `${card.name} is a ${card.type} card, not a ${kind}.`)
  return card
}

export function takeFromHand(d: Draft, id: string): void {
  const hand = d.s.zones.hand
  hand.splice(hand.indexOf(id), 1)
}

/** A card leaving the field for the trash; a token is removed from the game instead (4-17-2-4). */
export function toTrash(d: Draft, id: string): void {
  if (d.card(id)?.token) d.log('4-17-2-4', `${d.name(id)} is a token: it is removed from the game.`)
  else d.s.zones.trash.push(id)
}

/** A Unit leaves the battle area for the trash to make room (10-4-2); its Pilot goes with it (6-5-2-3-4). */
export function trashForRoom(d: Draft, unitId: string): void {
  const battle = d.s.zones.battle
  const i = battle.findIndex((u) => u.id === unitId)
  const [slot] = battle.splice(i, 1)
  toTrash(d, slot!.id)
  if (slot!.pilot) d.s.zones.trash.push(slot!.pilot)
  d.log(
    '10-4-2',
    `Placed ${d.name(slot!.id)}${slot!.pilot ? ` and its Pilot ${d.name(slot!.pilot)} (6-5-2-3-4)` : ''} into the trash to make room; it is not destroyed (10-4-2-1).`,
  )
}

export function drawOne(d: Draft): boolean {
  const top = d.s.zones.deck.shift()
  if (top === undefined) return false
  d.s.zones.hand.push(top)
  return true
}

export function lose(d: Draft, rule: string, message: string): void {
  d.s.lost = { rule, message }
  d.s.phase = 'over'
  d.log(rule, message)
}

/** The next free token id (`t1` is the EX Base, `t2` Player Two's EX Resource; effects' tokens follow). */
export function nextTokenId(s: PlayState): string {
  let n = 0
  for (const id of Object.keys(s.cards)) {
    const m = /^t(\d+)$/.exec(id)
    if (m) n = Math.max(n, Number(m[1]))
  }
  return `t${n + 1}`
}

// What every move shares: the working copy of one transition (Draft), the reads of the state the rules
// ask (a Link Unit, a Unit's AP, <Suppression>), and the steps several moves take (paying a cost,
// a card to the trash, a draw). The moves themselves are in moves/, one a file.
import { meetsLink, pairingOf } from '../cards/link'
import { playtestMessage } from '../messages/en/playtest'
import type { GateCode, HandKind, PlaytestText } from '../messages/playtest'
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

/**
 * What a log entry or a refusal says: its code and parameters with the English text beside them, or
 * (a move not given codes yet) the English text alone.
 */
export type Said = PlaytestText | string

const words = (said: Said) => (typeof said === 'string' ? { text: said } : { text: playtestMessage(said), code: said.code, params: said.params })

export function refuse(rule: string, said: Said): Refusal {
  const { text, ...coded } = words(said)
  return { rule, message: text, ...coded }
}
export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'rule' in x && 'message' in x

/** Working copy of one transition: the state is cloned once, changed here, and returned whole. A move's `check` only reads it. */
export class Draft {
  readonly entries: LogEntry[] = []
  constructor(readonly s: PlayState) {}

  log(rule: string, said: Said, manual = false): void {
    const entry: LogEntry = { seq: this.s.log.length + 1, turn: this.s.turn, rule, ...words(said) }
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

/** The phases an action may be taken in, or why not now (`gate`: what the rules allow when). */
export function phaseGate(s: PlayState, allowed: readonly PlayState['phase'][], rule: string, gate: GateCode): Refusal | null {
  if (s.phase === 'over') return refuse('1-2-1', { code: 'refused.game-over', params: {} })
  if (s.phase === 'redraw') return refuse('5-2-5', { code: 'refused.not-begun', params: {} })
  if (s.phase === 'battle-action' && !allowed.includes('battle-action')) return refuse('7-5-2', { code: 'refused.phase', params: { gate, phase: s.phase } })
  if (!allowed.includes(s.phase)) return refuse(rule, { code: 'refused.phase', params: { gate, phase: s.phase } })
  return null
}

/** Level and cost (2-8-1, 2-9-1): the Resources to rest, or why the card cannot be played. */
export function payment(d: Draft, card: PlayCard, pay: readonly string[] | undefined): string[] | Refusal {
  const level = card.level ?? 0
  const count = resourceCount(d.s)
  if (level > count) return refuse('2-8-1', { code: 'refused.level', params: { card: card.name, level, resources: count } })
  const cost = card.cost ?? 0
  const area = d.s.zones.resourceArea
  if (pay) {
    if (new Set(pay).size !== pay.length) return refuse('2-9-1', { code: 'refused.pay-twice', params: {} })
    for (const id of pay) {
      const f = area.find((r) => r.id === id)
      if (!f) return refuse('2-9-1', { code: 'refused.pay-not-resource', params: { card: d.name(id) } })
      if (f.rested) return refuse('2-9-1', { code: 'refused.pay-rested', params: { card: d.name(id) } })
    }
    if (pay.length !== cost) return refuse('2-9-1', { code: 'refused.pay-count', params: { card: card.name, cost, chosen: pay.length } })
    return [...pay]
  }
  const active = area.filter((r) => !r.rested)
  if (active.length < cost) return refuse('2-9-1', { code: 'refused.pay-short', params: { card: card.name, cost, active: active.length } })
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
  d.log('2-9-1', { code: 'paid', params: { card: card.name, resources: ids.length, removed } })
}

/** The card to play from the hand, or why not. */
export function fromHand(d: Draft, id: string, rule: string, kind: HandKind, ok: (c: PlayCard) => boolean): PlayCard | Refusal {
  const card = d.card(id)
  if (!card) return refuse(rule, { code: 'refused.no-such-card', params: { id } })
  if (!d.s.zones.hand.includes(id)) return refuse(rule, { code: 'refused.not-in-hand', params: { card: card.name, kind } })
  if (!ok(card)) return refuse(rule, { code: 'refused.wrong-type', params: { card: card.name, type: card.type, kind } })
  return card
}

export function takeFromHand(d: Draft, id: string): void {
  const hand = d.s.zones.hand
  hand.splice(hand.indexOf(id), 1)
}

/** A card leaving the field for the trash; a token is removed from the game instead (4-17-2-4). */
export function toTrash(d: Draft, id: string): void {
  if (d.card(id)?.token) d.log('4-17-2-4', { code: 'token-removed', params: { card: d.name(id) } })
  else d.s.zones.trash.push(id)
}

/** A Unit leaves the battle area for the trash to make room (10-4-2); its Pilot goes with it (6-5-2-3-4). */
export function trashForRoom(d: Draft, unitId: string): void {
  const battle = d.s.zones.battle
  const i = battle.findIndex((u) => u.id === unitId)
  const [slot] = battle.splice(i, 1)
  toTrash(d, slot!.id)
  if (slot!.pilot) d.s.zones.trash.push(slot!.pilot)
  d.log('10-4-2', { code: 'trash-for-room', params: { card: d.name(slot!.id), pilot: slot!.pilot ? d.name(slot!.pilot) : null } })
}

export function drawOne(d: Draft): boolean {
  const top = d.s.zones.deck.shift()
  if (top === undefined) return false
  d.s.zones.hand.push(top)
  return true
}

export function lose(d: Draft, rule: string, said: PlaytestText): void {
  d.s.lost = refuse(rule, said)
  d.s.phase = 'over'
  d.log(rule, said)
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

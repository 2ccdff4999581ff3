// Damage to the goldfish's shield area: <Suppression> on an attack, and the panel's manual controls.
// <Suppression> is not in the v1.0 rules in ../shared; what it does is its reminder text on every card
// that has it, "Damage to Shields by an attack is dealt to the first 2 cards simultaneously", and the
// rules FAQ (Suppression, Q165: the two Shields are destroyed and revealed together; Q167: with one
// Shield left only that Shield takes damage, the player none). Expected states are worked out from these.
import { describe, expect, it } from 'vitest'
import type { Card } from '~/schemas/card'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { CardPool } from '../cards/pool'
import { card } from '../testing/builders'
import { hasSuppression } from './apply'
import { goldfishOptions } from './board'
import { Walk } from './walk'
import { gcgRules } from '../testing/playtest'

const resource = card({ number: 'SP-R01', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null, text: '' })
const filler = card({ number: 'SP01-099', name: 'Filler Unit', type: 'unit', level: 1, cost: 1, ap: 1, hp: 1 })
const unit = (number: string, text: string, extra: Partial<Card> = {}) =>
  card({ number, name: `Unit ${number}`, type: 'unit', level: 1, cost: 1, ap: 3, hp: 3, text, ...extra })

/**
 * A game in the main phase of turn 2 with the first given card (a Unit) deployed on turn 1, the others in
 * hand, and the goldfish's EX Base destroyed by hand so the next attack meets its Shields (7-6-2-4).
 */
function attackReady(cards: Card[], { keepBase = false, resources = 3 } = {}): { w: Walk; ids: string[] } {
  const main = [...cards, ...Array.from({ length: 50 - cards.length }, () => filler)]
  const w = new Walk({ main, resource: Array.from({ length: 10 }, () => resource), seed: 11, first: true, rules: gcgRules() })
  w.do({ type: 'keep' })
  while (w.state.zones.resourceArea.length < resources) w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
  const ids = cards.map((c) => {
    const id = [...w.state.zones.hand, ...w.state.zones.deck, ...w.state.zones.shields].find((i) => w.state.cards[i]!.number === c.number)!
    if (!w.state.zones.hand.includes(id)) w.do({ type: 'move', card: id, to: 'hand' })
    return id
  })
  w.do({ type: 'deploy-unit', card: ids[0]! }).do({ type: 'end-turn' })
  if (!keepBase) w.do({ type: 'hit-opponent', amount: 3, target: 'base' })
  return { w, ids }
}

describe('<Suppression> on an attack against the goldfish', () => {
  it('with no Base, an attack by a Unit with <Suppression> destroys the first 2 Shields at once', () => {
    const { w, ids } = attackReady([unit('SP01-001', '<Suppression> (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)')])
    expect(w.state.opponent).toMatchObject({ base: null, shields: 6, trash: 0 })
    w.attack(ids[0]!)
    expect(w.state.opponent).toMatchObject({ base: null, shields: 4, trash: 2, defeated: false })
    expect(w.state.log.at(-1)).toMatchObject({ rule: '7-6-2-4-1' })
    expect(w.state.log.at(-1)!.text).toMatch(/^<Suppression>: the first 2 Shields take 3 damage at once/)
  })

  it('a Unit without it destroys one Shield (7-6-2-4-1)', () => {
    const { w, ids } = attackReady([unit('SP01-002', '【Deploy】Draw 1.')])
    w.attack(ids[0]!)
    expect(w.state.opponent).toMatchObject({ shields: 5, trash: 1 })
  })

  it('with one Shield left, only that Shield is destroyed and the goldfish is not defeated', () => {
    const { w, ids } = attackReady([unit('SP01-001', '<Suppression>')])
    for (let i = 0; i < 5; i++) w.do({ type: 'hit-opponent', amount: 1, target: 'shield' })
    w.attack(ids[0]!)
    expect(w.state.opponent).toMatchObject({ shields: 0, trash: 6, defeated: false })
    expect(w.state.phase).toBe('main')
  })

  it('with 0 AP no Shield is destroyed (Q35)', () => {
    const { w, ids } = attackReady([unit('SP01-003', '<Suppression>', { ap: 0 })])
    w.attack(ids[0]!)
    expect(w.state.opponent).toMatchObject({ shields: 6, trash: 0 })
  })

  it('with a Base, the attack damages the Base (7-6-2-3) and no Shield', () => {
    const { w, ids } = attackReady([unit('SP01-001', '<Suppression>')], { keepBase: true })
    w.attack(ids[0]!)
    expect(w.state.opponent).toMatchObject({ base: null, shields: 6, trash: 0 }) // 3 AP destroys the 3 HP EX Base; the excess is not dealt on (4-5-5)
  })

  it('"【During Link】This Unit gains <Suppression>" counts only while it is a Link Unit (2-11-3)', () => {
    const text = '【During Link】This Unit gains <Suppression>.'
    const linked = unit('SP01-004', text, { link: { raw: '[Test Ace]', refs: [{ kind: 'pilot', name: 'Test Ace' }] } })
    const ace = card({ number: 'SP01-010', name: 'Test Ace', type: 'pilot', level: 1, cost: 1, ap: 0, hp: 1, text: '' })
    const rookie = card({ number: 'SP01-011', name: 'Test Rookie', type: 'pilot', level: 1, cost: 1, ap: 0, hp: 1, text: '' })
    const a = attackReady([linked, ace])
    a.w.do({ type: 'pair', card: a.ids[1]!, unit: a.ids[0]! })
    expect(hasSuppression(a.w.state, a.ids[0]!)).toBe(true)
    a.w.attack(a.ids[0]!)
    expect(a.w.state.opponent.shields).toBe(4)
    const b = attackReady([linked, rookie])
    b.w.do({ type: 'pair', card: b.ids[1]!, unit: b.ids[0]! })
    expect(hasSuppression(b.w.state, b.ids[0]!)).toBe(false)
    b.w.attack(b.ids[0]!)
    expect(b.w.state.opponent.shields).toBe(5)
  })

  it("<Suppression> printed on the Pilot becomes the Unit's (2-3-4-4)", () => {
    const pilot = card({ number: 'SP01-012', name: 'Test Gunner', type: 'pilot', level: 1, cost: 1, ap: 0, hp: 1, text: '<Suppression>' })
    const { w, ids } = attackReady([unit('SP01-002', ''), pilot])
    w.do({ type: 'pair', card: ids[1]!, unit: ids[0]! }).attack(ids[0]!)
    expect(w.state.opponent.shields).toBe(4)
  })

  it('a <Suppression> gained under a condition the playtest does not check takes one Shield, and the log says to destroy the second by hand', () => {
    const { w, ids } = attackReady([unit('SP01-005', 'While this Unit is damaged, it gains <Suppression>.')])
    w.attack(ids[0]!)
    expect(w.state.opponent.shields).toBe(5)
    expect(w.state.log.at(-1)!.text).toContain('destroy a second Shield by hand')
  })
})

describe('the goldfish panel: destroy a Shield, damage the Base, by hand', () => {
  it('"Destroy a Shield" destroys the top Shield even while the EX Base stands, logged as manual', () => {
    const { w } = attackReady([filler], { keepBase: true })
    const [destroy] = goldfishOptions(w.state, 1)
    expect(destroy).toMatchObject({ key: 'destroy-shield', label: 'Destroy a Shield', refused: null })
    w.do(destroy!.action)
    expect(w.state.opponent).toMatchObject({ shields: 5, trash: 1, base: { name: 'EX Base', hp: 3, damage: 0 } })
    expect(w.state.log.at(-1)).toMatchObject({ rule: 'manual', manual: true })
    expect(w.state.log.at(-1)!.text).toContain('top Shield, not its Base')
  })

  it('"Damage the Base" deals the chosen damage to the Base only, and is refused without one (3-6-3)', () => {
    const { w } = attackReady([filler], { keepBase: true })
    w.do(goldfishOptions(w.state, 2)[1]!.action)
    expect(w.state.opponent).toMatchObject({ shields: 6, base: { hp: 3, damage: 2 } })
    expect(w.state.log.at(-1)).toMatchObject({ rule: 'manual', manual: true })
    w.do(goldfishOptions(w.state, 1)[1]!.action) // 3 damage on a 3 HP Base destroys it (10-3-1)
    expect(w.state.opponent).toMatchObject({ shields: 6, base: null })
    expect(goldfishOptions(w.state, 1)[1]!.refused?.rule).toBe('3-6-3')
    expect(w.refused({ type: 'hit-opponent', amount: 1, target: 'base' })?.rule).toBe('3-6-3')
  })

  it('"Destroy a Shield" is refused when none is left, and neither control defeats the goldfish (1-2-2-1)', () => {
    const { w } = attackReady([filler])
    for (let i = 0; i < 6; i++) w.do({ type: 'hit-opponent', amount: 1, target: 'shield' })
    expect(w.state.opponent).toMatchObject({ shields: 0, trash: 6, defeated: false })
    expect(goldfishOptions(w.state, 1)[0]!.refused?.rule).toBe('3-6-4')
  })

  it('the controls follow the turn: refused before the game begins (5-2-5)', () => {
    const w = new Walk({
      main: Array.from({ length: 50 }, () => filler),
      resource: Array.from({ length: 10 }, () => resource),
      seed: 1,
      first: true,
      rules: gcgRules(),
    })
    expect(goldfishOptions(w.state, 1).map((o) => o.refused?.rule)).toEqual(['5-2-5', '5-2-5'])
  })
})

describe.skipIf(!hasShared)(`<Suppression> with the real cards ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const real = (n: string) => pool.lookup(n)!

  it('GD03-034 GQuuuuuuX (Omega Psycommu) and GD02-053 Gundam X (its data writes [Suppression]) destroy 2 Shields', () => {
    for (const n of ['GD03-034', 'GD02-053']) {
      const { w, ids } = attackReady([real(n)], { resources: 8 })
      w.attack(ids[0]!)
      expect({ n, shields: w.state.opponent.shields }).toEqual({ n, shields: 4 })
    }
  })

  it('ST05-001 Gundam Barbatos 4th Form gains it only while damaged: one Shield, and the log says so', () => {
    const { w, ids } = attackReady([real('ST05-001')], { resources: 6 })
    w.attack(ids[0]!)
    expect(w.state.opponent.shields).toBe(5)
    expect(w.state.log.at(-1)!.text).toContain('by hand')
  })
})

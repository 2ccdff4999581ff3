// Test material: a 50-card deck whose card names say what they are, so a walk through a game reads
// like the rules. For tests only (the engine/testing row of architecture/layers.mjs).
import type { Card } from '~/schemas/card'
import { FORMATS } from '../formats/registry'
import { playtestRules, type PlaytestRules } from '../playtest/rules'
import { card } from './builders'

const unit = (n: string, level: number, cost: number, ap: number, hp: number, extra: Partial<Card> = {}) =>
  card({ number: `PT01-${n}`, name: `Unit Lv${level}`, type: 'unit', level, cost, ap, hp, ...extra })

export function playtestCards() {
  const u1 = unit('001', 1, 1, 2, 2)
  const u2 = unit('002', 2, 1, 3, 2, { name: 'Linker Lv2', link: { raw: '[Ace]', refs: [{ kind: 'pilot', name: 'Ace' }] } })
  const u3 = unit('003', 3, 2, 3, 3, { name: 'Trait Linker Lv3', link: { raw: '(Newtype) Trait', refs: [{ kind: 'trait', trait: 'Newtype' }] } })
  const u4 = unit('004', 4, 3, 4, 4)
  const ace = card({
    number: 'PT01-010',
    name: 'Ace',
    type: 'pilot',
    level: 1,
    cost: 1,
    ap: 1,
    hp: 1,
    traits: ['Earth Federation'],
    text: '【Burst】Add this card to your hand.',
  })
  const newtype = card({ number: 'PT01-011', name: 'Newtype Pilot', type: 'pilot', level: 2, cost: 1, ap: 2, hp: 1, traits: ['Newtype'] })
  const mainCommand = card({ number: 'PT01-020', name: 'Main Command', type: 'command', level: 1, cost: 1, ap: null, hp: null, text: '【Main】Draw 1.' })
  const actionCommand = card({
    number: 'PT01-021',
    name: 'Action Command',
    type: 'command',
    level: 2,
    cost: 1,
    ap: 1,
    hp: 1,
    text: '【Action】Choose 1 friendly Unit. It gets AP+2 during this battle.\n【Pilot】[Ace]',
  })
  const base = card({
    number: 'PT01-030',
    name: 'Test Base',
    type: 'base',
    level: 2,
    cost: 1,
    ap: 0,
    hp: 4,
    text: '【Deploy】Add 1 of your Shields to your hand.',
  })
  const resource = card({ number: 'PT-R01', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null, text: '' })
  const counts: [Card, number][] = [
    [u1, 8],
    [u2, 8],
    [u3, 8],
    [u4, 6],
    [ace, 6],
    [newtype, 4],
    [mainCommand, 4],
    [actionCommand, 2],
    [base, 4],
  ]
  const main = counts.flatMap(([c, n]) => Array.from({ length: n }, () => c))
  const resources = Array.from({ length: 10 }, () => resource)
  return { main, resources, u1, u2, u3, u4, ace, newtype, mainCommand, actionCommand, base, resource }
}

/** The gcg format's playtest numbers, from its data (data/formats/gcg.json). */
export function gcgRules(): PlaytestRules {
  const r = playtestRules(FORMATS.get('gcg')!)
  if (!r.ok) throw new Error(r.reason)
  return r.rules
}

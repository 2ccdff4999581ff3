// Real official deck lists on the real card pool: each plays to a goldfish win by a simple greedy
// policy, keeps every card somewhere, and cites only rules that exist in ../shared/rules.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedFiles, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { CardPool } from '../cards/pool'
import { parseDeckList } from '../decklist/parse'
import { apply, canAttackThisTurn, isLinkUnit } from './apply'
import { deckCards, newGame } from './setup'
import type { Action, PlayState } from './types'
import { gcgRules } from '../testing/playtest'

function run(state: PlayState, action: Action): PlayState | null {
  const r = apply(state, action)
  return 'refused' in r ? null : r.state
}

/** Deploy the highest Lv. Units that fit, pair Pilots (linking first), attack with every Unit that may. */
function greedyTurn(s: PlayState): PlayState {
  const cards = (ids: string[], type: string) =>
    ids.filter((id) => s.cards[id]!.type === type).sort((a, b) => (s.cards[b]!.level ?? 0) - (s.cards[a]!.level ?? 0))
  for (const id of cards(s.zones.hand, 'unit')) if (s.zones.battle.length < 6) s = run(s, { type: 'deploy-unit', card: id }) ?? s
  for (const id of cards(s.zones.hand, 'pilot')) {
    const free = s.zones.battle.filter((u) => u.pilot === null).map((u) => u.id)
    const linked = free
      .map((u) => run(s, { type: 'pair', card: id, unit: u }))
      .find((n) => n !== null && n.zones.battle.some((u) => u.pilot === id && isLinkUnit(n, u.id)))
    s = linked ?? free.map((u) => run(s, { type: 'pair', card: id, unit: u })).find((n) => n !== null) ?? s
  }
  for (const u of s.zones.battle.map((b) => b.id))
    if (s.phase === 'main' && canAttackThisTurn(s, u)) s = run(run(s, { type: 'attack', unit: u }) ?? s, { type: 'pass' }) ?? s
  if (s.phase === 'over') return s
  s = run(s, { type: 'end-turn' })!
  while (s.phase === 'hand-step') s = run(s, { type: 'discard', card: s.zones.hand[0]! })!
  return s
}

describe.skipIf(!hasShared)(`playtest with the official decks ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const rulesText = sharedText('rules/gcg-comprehensive-rules-v1.0.txt')
  const qa = new Set(
    sharedText('rules/gcg-rules-qa.tsv')
      .split('\n')
      .map((l) => l.split('\t')[0]!.trim()),
  )
  const ruleExists = (rule: string) =>
    rule === 'manual' || (/^Q\d+$/.test(rule) ? qa.has(rule) : new RegExp(`(^|\\s)${rule.replace(/-/g, '\\-')}\\. `, 'm').test(rulesText))

  it('the rule checker knows real rules from made-up ones', () => {
    expect(['7-6-2-2', '5-2-1-6-1', '3-5-2', 'Q15', 'manual'].filter(ruleExists)).toHaveLength(5)
    expect(['7-6-2-9', '5-2-1-6-2', 'Q200'].filter(ruleExists)).toEqual([])
  })

  it('every rule number and Q&A number written in the playtest source exists in ../shared/rules', () => {
    const dir = new URL('.', import.meta.url)
    const cited = new Set<string>()
    for (const file of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8')
      for (const m of text.matchAll(/\b(?:\d{1,2}(?:-\d{1,2}){1,5}|Q\d{1,3})\b/g)) cited.add(m[0])
    }
    expect(cited.size).toBeGreaterThan(60)
    expect([...cited].filter((r) => !ruleExists(r))).toEqual([])
  })

  function setUp(file: string, seed: number, first: boolean): PlayState {
    const list = parseDeckList(sharedText(`decks/official/${file}`), pool.lookup)
    const cards = deckCards(list, pool.lookup)
    if ('refused' in cards) throw new Error(cards.refused.message)
    const g = newGame({ main: cards.main, resource: cards.resource, seed, first, rules: gcgRules() })
    if ('refused' in g) throw new Error(g.refused.message)
    return run(g.state, { type: 'keep' })!
  }

  it('deck-001 as Player One: the counts of each turn follow the rules, and the goldfish falls', () => {
    let s = setUp('deck-001.txt', 17, true)
    expect(
      Object.values(s.cards)
        .filter((c) => !c.token)
        .map((c) => c.number),
    ).toContain('ST01-001')
    while (s.phase !== 'over' && s.turn < 20) {
      // At each main phase: 50 - 5 - 6 - one draw a turn; one Resource a turn (6-3-1, 6-4-1).
      expect(s.zones.resourceArea).toHaveLength(Math.min(s.turn, 10))
      expect(
        s.zones.deck.length +
          s.zones.hand.length +
          s.zones.trash.length +
          s.zones.battle.length +
          s.zones.battle.filter((u) => u.pilot).length +
          (s.zones.base && !s.cards[s.zones.base.id]!.token ? 1 : 0),
      ).toBe(44)
      expect(s.zones.deck).toHaveLength(39 - s.turn)
      s = greedyTurn(s)
    }
    expect(s.opponent.defeated).toBe(true)
    expect(s.defeatedOnTurn).toBeGreaterThanOrEqual(4) // 3 HP of EX Base + 6 Shields + the final blow take several attacks
    expect(s.defeatedOnTurn).toBeLessThanOrEqual(12)
    const unknown = s.log.map((e) => e.rule).filter((r) => !ruleExists(r))
    expect(unknown).toEqual([])
  })

  it('all 25 lists, as Player One and Two: every game ends with a defeated goldfish, no card lost, only real rules cited', () => {
    for (const { name } of sharedFiles('decks/official')) {
      for (const first of [true, false]) {
        let s = setUp(name, 3, first)
        while (s.phase !== 'over' && s.turn < 30) s = greedyTurn(s)
        const z = s.zones
        const ids = [
          ...z.deck,
          ...z.resourceDeck,
          ...z.resourceArea.map((r) => r.id),
          ...z.battle.flatMap((u) => (u.pilot ? [u.id, u.pilot] : [u.id])),
          ...z.shields,
          ...(z.base ? [z.base.id] : []),
          ...z.hand,
          ...z.trash,
          ...z.removal,
        ]
        const real = ids.filter((id) => !s.cards[id]!.token)
        expect({ name, first, real: new Set(real).size, all: real.length }).toEqual({ name, first, real: 60, all: 60 })
        expect({ name, first, defeated: s.opponent.defeated, lost: s.lost }).toEqual({ name, first, defeated: true, lost: null })
        expect({ name, unknown: s.log.map((e) => e.rule).filter((r) => !ruleExists(r)) }).toEqual({ name, unknown: [] })
      }
    }
  })
})

import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { CardPool } from '../cards/pool'
import { parseDeckList } from '../decklist/parse'
import { getFormat } from '../formats/registry'
import { deckStats } from './stats'

describe.skipIf(!hasShared)(`deck statistics of official deck-004 ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const list = parseDeckList(sharedText('decks/official/deck-004.txt'), pool.lookup)
  const gcg = getFormat('gcg')!
  const s = deckStats(list, pool.lookup, gcg, { odds: true })
  // The same numbers by a plain loop over the list.
  const mainCards = list.main.map((e) => ({ card: pool.lookup(e.number)!, count: e.count }))

  it('reads 50 known main-deck cards and 10 Resources', () => {
    expect(s.sections).toEqual({ main: 50, resource: 10, sideboard: 0 })
    expect(s.unknown).toEqual([])
    expect(s.known).toBe(50)
  })

  it('Lv. curve: copies at each Lv. as the list says', () => {
    const byLevel = new Map<number, number>()
    for (const { card, count } of mainCards) byLevel.set(card.level!, (byLevel.get(card.level!) ?? 0) + count)
    for (const b of s.level.buckets) expect([b.value, b.count]).toEqual([b.value, byLevel.get(b.value!) ?? 0])
    expect(s.level.buckets.reduce((n, b) => n + b.count, 0)).toBe(50)
  })

  it('colors: blue and white only (ST01), matching a count by hand', () => {
    const byColor: Record<string, number> = {}
    for (const { card, count } of mainCards) byColor[card.color!] = (byColor[card.color!] ?? 0) + count
    expect(Object.fromEntries(s.colors.colors.map((c) => [c.color, c.count]))).toEqual(byColor)
  })

  it('playable on turn 3: copies with Lv. and cost at most 3 (first) and 4 (second, EX Resource)', () => {
    let first = 0
    let second = 0
    for (const { card, count } of mainCards) {
      if ((card.level ?? 0) <= 3 && (card.cost ?? 0) <= 3) first += count
      if ((card.level ?? 0) <= 4 && (card.cost ?? 0) <= 4) second += count
    }
    expect(s.playable.first[2]).toMatchObject({ turn: 3, resources: 3, playable: first })
    expect(s.playable.second[2]).toMatchObject({ turn: 3, resources: 4, playable: second })
  })

  it('link coverage: each linked Unit is covered exactly when a Pilot of the list is named or has the trait', () => {
    const pilots = mainCards.filter((c) => c.card.type === 'pilot').map((c) => c.card)
    const covered: string[] = []
    const uncovered: string[] = []
    for (const { card } of mainCards) {
      if (card.type !== 'unit' || !card.link || card.link.refs.length === 0) continue
      const ok = card.link.refs.some((r) =>
        pilots.some((p) =>
          r.kind === 'pilot' ? p.name.toLowerCase() === r.name.toLowerCase() : p.traits.some((t) => t.toLowerCase() === r.trait.toLowerCase()),
        ),
      )
      ;(ok ? covered : uncovered).push(card.number)
    }
    expect(s.links.covered.map((u) => u.number)).toEqual(covered)
    expect(s.links.uncovered.map((u) => u.number)).toEqual(uncovered)
    // Gundam links with Amuro Ray (ST01-010), who is in the list.
    expect(covered).toContain('ST01-001')
  })

  it('exact odds rise with the turns and stay probabilities', () => {
    const odds = s.playable.first.map((t) => t.odds!)
    expect(odds.every((p) => p >= 0 && p <= 1)).toBe(true)
    for (let i = 1; i < odds.length; i++) expect(odds[i]).toBeGreaterThanOrEqual(odds[i - 1]! - 1e-12)
  })
})

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

  it('link coverage: each linked Unit is covered exactly when a Pilot of the list (or a Command pairing as one) is named or has the trait', () => {
    // A Pilot by its name, a Command by the name of its 【Pilot】 effect (6-5-2-3-5); this list has no suffixed or other names.
    const pilots = mainCards.flatMap(({ card: c }) => {
      const pilotName = /【Pilot】\[([^\]]+)\]/.exec(c.text)?.[1]
      return c.type === 'pilot' ? [{ name: c.name, traits: c.traits }] : c.type === 'command' && pilotName ? [{ name: pilotName, traits: c.traits }] : []
    })
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
    // Gundam links with Amuro Ray (ST01-010), who is in the list; Guntank [Hayato Kobayashi] with the Command ST01-012.
    expect(covered).toEqual(expect.arrayContaining(['ST01-001', 'ST01-004']))
  })

  it('exact odds rise with the turns and stay probabilities', () => {
    const odds = s.playable.first.map((t) => t.odds!)
    expect(odds.every((p) => p >= 0 && p <= 1)).toBe(true)
    for (let i = 1; i < odds.length; i++) expect(odds[i]).toBeGreaterThanOrEqual(odds[i - 1]! - 1e-12)
  })
})

describe.skipIf(!hasShared)(`link coverage of official decks by the one link rule ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const stats = (file: string) => deckStats(parseDeckList(sharedText(`decks/official/${file}`), pool.lookup), pool.lookup, getFormat('gcg')!)

  it('deck-017: its 8 Gundam Dynames [Lockon Stratos] are covered by ST07-011 Lockon Stratos (Neil), its only Lockon', () => {
    const s = stats('deck-017.txt')
    const dynames = s.links.covered.filter((u) => u.raw === '[Lockon Stratos]')
    expect(dynames.map((u) => [u.number, u.count, u.refs[0]!.pilots])).toEqual([
      ['ST07-005', 4, [{ number: 'ST07-011', name: 'Lockon Stratos (Neil)', count: 4 }]],
      ['GD03-026', 4, [{ number: 'ST07-011', name: 'Lockon Stratos (Neil)', count: 4 }]],
    ])
    expect(s.links.uncovered.map((u) => u.number)).not.toContain('ST07-005')
  })

  it("deck-016: GD02-041 Sugai's Gelgoog (GQ) [Shiiko Sugai] is covered by the Command GD02-109, which pairs as Shiiko Sugai (6-5-2-3-5)", () => {
    const s = stats('deck-016.txt')
    const gelgoog = s.links.covered.find((u) => u.number === 'GD02-041')
    expect(gelgoog?.refs.map((r) => r.pilots)).toEqual([[{ number: 'GD02-109', name: 'Undying Persistence', count: 3 }]])
  })
})

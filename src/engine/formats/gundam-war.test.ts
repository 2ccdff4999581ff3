import { describe, expect, it } from 'vitest'
import { parseDeckList } from '../decklist/parse'
import type { RuleId } from '../rules/types'
import { basicGeneration, card, entry, gundamWarFixture, gwCard, pool } from '../testing/builders'
import { validateDeck } from '../validate'
import { getFormat } from './registry'

const war = getFormat('gundam-war')!
const starter = getFormat('gundam-war-starter')!
const rules = (r: ReturnType<typeof validateDeck>): RuleId[] => r.violations.map((v) => v.rule)

/** Replace the first named card's entry and keep the deck at its size with Basic GENERATION. */
function swap(f: ReturnType<typeof gundamWarFixture>, extra: { number: string; count: number }[]) {
  const added = extra.reduce((n, e) => n + e.count, 0)
  const main = f.deck.main.map((e) => (e.number === f.blueG.number ? { ...e, count: e.count - added } : e))
  return { ...f.deck, main: [...main, ...extra.map((e) => entry(e.number, e.count))] }
}

describe('the Gundam War fixtures', () => {
  it('are legal with no warnings: 50 cards under gundam-war, 30 under gundam-war-starter', () => {
    for (const [format, size] of [
      [war, 50],
      [starter, 30],
    ] as const) {
      const f = gundamWarFixture(size)
      const r = validateDeck(f.deck, f.pool.lookup, format)
      expect(r.violations).toEqual([])
      expect(r.warnings).toEqual([])
    }
  })
})

describe('main-deck-size (manual, Deck Building): exactly 50; starter decks exactly 30', () => {
  it('rejects 49 and 51 cards, citing the manual', () => {
    for (const delta of [-1, 1]) {
      const f = gundamWarFixture()
      const main = f.deck.main.map((e) => (e.number === f.blueG.number ? { ...e, count: e.count + delta } : e))
      const r = validateDeck({ ...f.deck, main }, f.pool.lookup, war)
      expect(rules(r)).toEqual(['main-deck-size'])
      expect(r.violations[0]!.ref).toContain('Deck Building')
      expect(r.violations[0]!.message).toContain(`${50 + delta} cards; it must have exactly 50`)
    }
  })
  it('rejects a 50-card deck as a starter deck and a 30-card one as a full deck', () => {
    const full = gundamWarFixture(50)
    expect(rules(validateDeck(full.deck, full.pool.lookup, starter))).toEqual(['main-deck-size'])
    const small = gundamWarFixture(30)
    const r = validateDeck(small.deck, small.pool.lookup, war)
    expect(rules(r)).toEqual(['main-deck-size'])
    expect(validateDeck(small.deck, small.pool.lookup, starter).legal).toBe(true)
  })
})

describe('copy-limit (manual, Deck Building): 3 of a name, GENERATION unlimited', () => {
  it('counts cards of one name together across card numbers', () => {
    const f = gundamWarFixture()
    const twin = gwCard({ name: f.named[0]!.name, color: 'red' })
    const r = validateDeck(swap(f, [{ number: twin.number, count: 1 }]), pool([...f.cards, twin]).lookup, war)
    expect(rules(r)).toEqual(['copy-limit'])
    expect(r.violations[0]!.message).toContain(`4 copies of cards named ${f.named[0]!.name}`)
    expect(r.violations[0]!.message).toContain('at most 3')
    expect(r.violations[0]!.ref).toContain('Deck Building')
    expect(r.violations[0]!.cards.sort()).toEqual([f.named[0]!.number, twin.number].sort())
  })
  it('lets any number of one GENERATION card in (the fixture runs 16 of each)', () => {
    const f = gundamWarFixture()
    const many = {
      ...f.deck,
      main: f.deck.main.map((e) => (e.number === f.blueG.number ? { ...e, count: 32 } : e.number === f.greenG.number ? null : e)).filter((e) => e !== null),
    }
    expect(validateDeck(many, f.pool.lookup, war).violations).toEqual([])
  })
  it('does not exempt a Special GENERATION card that limits itself (card text first)', () => {
    const f = gundamWarFixture()
    const lunar = gwCard({ type: 'generation', generationKind: 'special', name: 'Lunar Company', copyLimit: 3, copyLimitScope: 'name' })
    const r = validateDeck(swap(f, [{ number: lunar.number, count: 4 }]), pool([...f.cards, lunar]).lookup, war)
    expect(rules(r)).toEqual(['copy-limit'])
    expect(r.violations[0]!.message).toContain('at most 3 of one name')
  })
})

describe('copy-limit: card text that changes the limit wins (manual, ch. 1 IMPORTANT; ch. 3)', () => {
  it('honours "more than 3 allowed" (unlimited) and "up to 50"', () => {
    const f = gundamWarFixture()
    const many = gwCard({ name: 'Gun-EZ', copyLimit: 'unlimited', copyLimitScope: 'card' })
    const fifty = gwCard({ name: 'Saku', copyLimit: 50, copyLimitScope: 'card' })
    const p = pool([...f.cards, many, fifty])
    expect(validateDeck(swap(f, [{ number: many.number, count: 12 }]), p.lookup, war).violations).toEqual([])
    expect(validateDeck(swap(f, [{ number: fifty.number, count: 20 }]), p.lookup, war).violations).toEqual([])
  })
  it('enforces "1 card restriction / Deck" and "one card of this name"', () => {
    const f = gundamWarFixture()
    const one = gwCard({ name: 'Ace Custom', copyLimit: 1, copyLimitScope: 'card' })
    const byName = gwCard({ name: 'Black Tri-Stars Zaku', copyLimit: 1, copyLimitScope: 'name' })
    const sameName = gwCard({ name: 'Black Tri-Stars Zaku', color: 'green' })
    const p = pool([...f.cards, one, byName, sameName])
    const r1 = validateDeck(swap(f, [{ number: one.number, count: 2 }]), p.lookup, war)
    expect(rules(r1)).toEqual(['copy-limit'])
    expect(r1.violations[0]!.message).toContain('at most 1 of one card number')
    const r2 = validateDeck(swap(f, [{ number: byName.number, count: 2 }]), p.lookup, war)
    expect(rules(r2)).toEqual(['copy-limit'])
    expect(validateDeck(swap(f, [{ number: byName.number, count: 1 }]), p.lookup, war).violations).toEqual([])
  })
  it('the same deck gets the same verdict whatever the order of its lines', () => {
    const f = gundamWarFixture()
    const byName = gwCard({ name: 'Black Tri-Stars Zaku', copyLimit: 1, copyLimitScope: 'name' })
    const sameName = gwCard({ name: 'Black Tri-Stars Zaku', color: 'green' })
    const p = pool([...f.cards, byName, sameName])
    const lines = [
      { number: byName.number, count: 1 },
      { number: sameName.number, count: 1 },
    ]
    const forward = validateDeck(swap(f, lines), p.lookup, war)
    const backward = validateDeck(swap(f, [...lines].reverse()), p.lookup, war)
    expect(rules(forward)).toEqual(['copy-limit'])
    expect(rules(backward)).toEqual(['copy-limit'])
    expect(backward.violations[0]!.message).toContain('at most 1 of one name')
  })
})

describe('colors (manual, Deck Building): factions and Corps may be mixed', () => {
  it('accepts all six colors in one deck', () => {
    const f = gundamWarFixture()
    expect(new Set(f.named.map((c) => c.color)).size).toBe(6)
    expect(validateDeck(f.deck, f.pool.lookup, war).violations).toEqual([])
  })
})

describe('main-deck-card-type (manual, Card Breakdown): UNIT, CHARACTER, OPERATION, COMMAND, GENERATION', () => {
  it('rejects a type Gundam War does not print', () => {
    const f = gundamWarFixture()
    const pilot = gwCard({ type: 'pilot', name: 'Not a Gundam War type' })
    const r = validateDeck(swap(f, [{ number: pilot.number, count: 1 }]), pool([...f.cards, pilot]).lookup, war)
    expect(rules(r)).toEqual(['main-deck-card-type'])
    expect(r.violations[0]!.message).toContain('CHARACTER, OPERATION')
    expect(r.violations[0]!.message).toContain('is a Pilot')
    expect(r.violations[0]!.ref).toContain('Card Breakdown')
  })
})

describe('unknown-card: numbers the pool lacks, and cards of another game', () => {
  it('rejects an unknown number, citing the manual', () => {
    const f = gundamWarFixture()
    const r = validateDeck(swap(f, [{ number: '999999999', count: 1 }]), f.pool.lookup, war)
    expect(rules(r)).toEqual(['unknown-card'])
    expect(r.violations[0]!.ref).toContain('Card Breakdown')
  })
  it('rejects a Gundam Card Game card in a Gundam War deck', () => {
    const f = gundamWarFixture()
    const gcg = card({ number: 'GD01-001', name: 'Gundam' })
    const r = validateDeck(swap(f, [{ number: gcg.number, count: 1 }]), pool([...f.cards, gcg]).lookup, war)
    expect(rules(r)).toEqual(['unknown-card'])
    expect(r.violations[0]!.message).toContain('is a Gundam Card Game card')
  })
})

describe('deck lists with printed Gundam War numbers (manual, Card Breakdown)', () => {
  const gunEz = gwCard({ number: '101010107', printedNumber: 'U-107', name: 'ガンイージ' })
  const doven = gwCard({ number: '104010107', printedNumber: 'U-107', name: 'ドーベンウルフ', color: 'red' })
  const seed = gwCard({ number: '106510001', printedNumber: 'U-S1', name: 'ストライクガンダム', color: 'white' })
  const command = gwCard({ number: '103030041', printedNumber: 'C-X41', type: 'command', name: '作戦', color: 'black' })
  const g = basicGeneration('white', { number: '106050112', printedNumber: 'G-Z112' })
  const p = pool([gunEz, doven, seed, command, g])

  it('reads U-S1, CH-W4, O-Z9, C-X41, G-Z112, SP-1 and 9-digit ids as numbers', () => {
    const list = parseDeckList(
      ['3 U-S1 ストライクガンダム', '1 CH-W4', '1 O-Z9', '3 C-X41', '1 SP-1', '2 101010107 ガンイージ', '39 G-Z112'].join('\n'),
      p.lookup,
    )
    expect(list.diagnostics).toEqual([])
    expect(list.main.map((e) => e.number)).toEqual(['U-S1', 'CH-W4', 'O-Z9', 'C-X41', 'SP-1', '101010107', 'G-Z112'])
  })
  it('finds a card by a printed number only one card prints, and counts it with its id', () => {
    expect(p.get('U-S1')).toBe(seed)
    expect(p.get('u-s1')).toBe(seed)
    const list = parseDeckList('2 U-S1\n2 106510001\n46 G-Z112', p.lookup)
    const r = validateDeck(list, p.lookup, war)
    expect(rules(r)).toEqual(['copy-limit'])
    expect(r.violations[0]!.message).toContain('4 copies')
  })
  it('counts a card limited by its own text once, whether listed by printed number or by id', () => {
    const ace = gwCard({ number: '101010900', printedNumber: 'U-900', name: 'エース機', copyLimit: 1, copyLimitScope: 'card' })
    const q = pool([ace, g])
    const r = validateDeck(parseDeckList('1 U-900\n1 101010900\n48 G-Z112', q.lookup), q.lookup, war)
    expect(rules(r)).toEqual(['copy-limit'])
    expect(r.violations[0]!.message).toContain('2 copies')
  })
  it('does not guess between colors that print the same number', () => {
    expect(p.get('U-107')).toBeUndefined()
    expect(p.printedAs('U-107')).toHaveLength(2)
    const r = validateDeck(parseDeckList('3 U-107\n47 G-Z112', p.lookup), p.lookup, war)
    expect(rules(r)).toEqual(['unknown-card'])
    expect(r.violations[0]!.message).toContain('9-digit card id')
  })
  it('reports an unreadable line as parse-error', () => {
    const r = validateDeck(parseDeckList('3 U-S1\nthree C-X41\n47 G-Z112', p.lookup), p.lookup, war)
    expect(rules(r)).toEqual(['parse-error'])
    expect(r.violations[0]!.lines).toEqual([2])
  })
})

import { describe, expect, it } from 'vitest'
import type { BanList } from '~/schemas/format'
import type { DeckInput, RuleId } from '../rules/types'
import { card, entry, forgeFixture, pool } from '../testing/builders'
import { validateDeck } from '../validate'
import { banListFor, getFormat } from './registry'

const forge = getFormat('forge')!
const rules = (r: ReturnType<typeof validateDeck>): RuleId[] => r.violations.map((v) => v.rule)
const warnings = (r: ReturnType<typeof validateDeck>): RuleId[] => r.warnings.map((v) => v.rule)

/** Change counts by card number; 0 removes the entry. Extra numbers are appended. */
function counts(deck: DeckInput, changes: Record<string, number>): DeckInput {
  const main = deck.main.map((e) => (e.number in changes ? { ...e, count: changes[e.number]! } : e)).filter((e) => e.count > 0)
  const added = Object.keys(changes).filter((n) => !deck.main.some((e) => e.number === n))
  return { ...deck, main: [...main, ...added.map((n) => entry(n, changes[n]!))] }
}

describe('the Forge fixture', () => {
  it('is legal with no warnings', () => {
    const f = forgeFixture()
    const r = validateDeck(f.deck, f.pool.lookup, forge)
    expect(r.violations).toEqual([])
    expect(r.warnings).toEqual([])
  })
})

describe('main-deck-size (Forge rules v1.0, Deck Construction): exactly 60', () => {
  it('rejects 59 and 61 cards', () => {
    for (const n of [15, 17]) {
      const f = forgeFixture()
      const r = validateDeck(counts(f.deck, { [f.basic.number]: n }), f.pool.lookup, forge)
      expect(rules(r)).toEqual(['main-deck-size'])
      expect(r.violations[0]!.message).toContain(`exactly 60`)
      expect(r.violations[0]!.ref).toContain('Deck Construction')
    }
  })
})

describe('color-count (Deck Construction): at most 2 colors, Colorless not counted', () => {
  it('rejects a third color', () => {
    const f = forgeFixture()
    const r = validateDeck(counts(f.deck, { [f.basic.number]: 15, [f.spares.red.number]: 1 }), f.pool.lookup, forge)
    expect(rules(r)).toEqual(['color-count'])
    expect(r.violations[0]!.cards).toEqual([f.spares.red.number])
    expect(r.violations[0]!.ref).toContain('excluding Colorless')
  })
  it('does not count Colorless cards (the fixture runs a Colorless Command and Basic Resources)', () => {
    const f = forgeFixture()
    expect(f.commands.some((c) => c.color === null)).toBe(true)
    expect(validateDeck(f.deck, f.pool.lookup, forge).violations).toEqual([])
  })
})

describe('copy-limit (Deck Construction): at most 4 copies, Basic Resources exempt', () => {
  it('rejects a fifth copy', () => {
    const f = forgeFixture()
    const u = f.units[6]!.number
    const r = validateDeck(counts(f.deck, { [u]: 5, [f.basic.number]: 13 }), f.pool.lookup, forge)
    expect(rules(r)).toEqual(['copy-limit'])
    expect(r.violations[0]!.message).toContain('5 copies')
    expect(r.violations[0]!.message).toContain('at most 4')
  })
  it('lets any number of Basic Resources in (the fixture runs 16)', () => {
    const f = forgeFixture()
    expect(f.deck.main.find((e) => e.number === f.basic.number)!.count).toBe(16)
    expect(rules(validateDeck(f.deck, f.pool.lookup, forge))).toEqual([])
  })
})

describe('main-deck-card-type (Card Types): Unit, Pilot, Command, Base, Basic Resource', () => {
  it('rejects a type Forge does not print', () => {
    const f = forgeFixture()
    const generation = { ...f.spares.unit, number: 'FG09-001', type: 'generation' as const }
    const r = validateDeck(counts(f.deck, { [f.basic.number]: 15, [generation.number]: 1 }), pool([...f.cards, generation]).lookup, forge)
    expect(rules(r)).toEqual(['main-deck-card-type'])
  })
  it('rejects a Gundam Card Game card of the same number as unknown-card', () => {
    const f = forgeFixture()
    const gcg = card({ number: 'GD01-001', color: 'white' })
    const r = validateDeck(counts(f.deck, { [f.basic.number]: 15, [gcg.number]: 1 }), pool([...f.cards, gcg]).lookup, forge)
    expect(rules(r)).toEqual(['unknown-card'])
    expect(r.violations[0]!.message).toContain('Gundam Forge')
  })
})

describe('ban list (Tournament Rules): data, empty in the beta', () => {
  it('uses the forge-beta list, which bans nothing', () => {
    const list = banListFor(forge)!
    expect(list.id).toBe('forge-beta')
    expect(list.game).toBe('forge')
    expect(list.banned).toEqual([])
  })
  it('checks a banned card once the list names one', () => {
    const f = forgeFixture()
    const banned: BanList = { ...banListFor(forge)!, banned: [{ number: f.units[0]!.number, name: f.units[0]!.name }] }
    const r = validateDeck(f.deck, f.pool.lookup, forge, banned)
    expect(rules(r)).toEqual(['banned'])
  })
})

describe('recommendation (Deck Construction): 15+ Units (25-28 optimal), 6-8 Pilots; warnings only', () => {
  it('warns below 15 Units without making the deck illegal', () => {
    const f = forgeFixture()
    // 26 -> 14 Units: drop three numbers of 4, fill with Basic Resources.
    const [a, b, c] = f.units.map((u) => u.number)
    const r = validateDeck(counts(f.deck, { [a!]: 0, [b!]: 0, [c!]: 0, [f.basic.number]: 28 }), f.pool.lookup, forge)
    expect(r.legal).toBe(true)
    expect(warnings(r)).toEqual(['recommendation'])
    expect(r.warnings[0]!.severity).toBe('warning')
    expect(r.warnings[0]!.message).toContain('14 Unit cards; at least 15 recommended, 25-28 optimal')
  })
  it('warns more softly outside 25-28 Units', () => {
    const f = forgeFixture()
    const r = validateDeck(counts(f.deck, { [f.units[0]!.number]: 0, [f.basic.number]: 20 }), f.pool.lookup, forge)
    expect(r.legal).toBe(true)
    expect(r.warnings.map((w) => w.message)).toEqual([expect.stringContaining('22 Unit cards; 25-28 is optimal')])
  })
  it('warns on fewer than 6 or more than 8 Pilots', () => {
    const f = forgeFixture()
    const p0 = f.pilots[0]!.number
    const few = validateDeck(counts(f.deck, { [p0]: 2, [f.basic.number]: 18 }), f.pool.lookup, forge)
    expect(few.legal).toBe(true)
    expect(few.warnings.map((w) => w.message)).toEqual([expect.stringContaining('5 Pilot cards; 6-8 recommended')])
    const many = validateDeck(counts(f.deck, { [f.spares.pilot.number]: 2, [f.basic.number]: 14 }), f.pool.lookup, forge)
    expect(many.legal).toBe(true)
    expect(many.warnings.map((w) => w.message)).toEqual([expect.stringContaining('9 Pilot cards')])
  })
})

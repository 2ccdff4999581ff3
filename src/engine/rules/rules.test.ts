import { describe, expect, it } from 'vitest'
import { getFormat } from '../formats/registry'
import { card, deck, entry, legalFixture, pool } from '../testing/builders'
import { diagnostic, parseDeckList } from '../decklist/parse'
import { validateDeck } from '../validate'
import type { RuleId } from './types'
import { violationMessage } from '../messages/en/violations'
import type { ViolationText } from '../messages/violations'

const gcg = getFormat('gcg')!
const open = getFormat('gcg-open')!

function rules(result: ReturnType<typeof validateDeck>): RuleId[] {
  return result.violations.map((v) => v.rule)
}

describe('the legal fixture', () => {
  it('is legal under gcg and gcg-open with no warnings', () => {
    const f = legalFixture()
    for (const format of [gcg, open]) {
      const r = validateDeck(f.deck, f.pool.lookup, format)
      expect(r.violations).toEqual([])
      expect(r.warnings).toEqual([])
      expect(r.legal).toBe(true)
    }
  })
})

describe('main-deck-size (5-1-1, Q1): exactly 50 cards', () => {
  it('rejects 49 and 51, citing 5-1-1', () => {
    const f = legalFixture()
    for (const delta of [-1, 1]) {
      // Each entry where a list would have it, on its own line.
      const main = f.deck.main.map((e, i) => ({ ...e, count: i === 12 ? e.count + delta : e.count, lines: [i + 2] }))
      const r = validateDeck({ ...f.deck, main }, f.pool.lookup, gcg)
      expect(rules(r)).toEqual(['main-deck-size'])
      expect(r.violations[0]!.ref).toContain('5-1-1')
      expect(r.violations[0]!.message).toContain(`${50 + delta} cards`)
      // The count is the problem: no line or card of the deck is named.
      expect(r.violations[0]).toMatchObject({ cards: [], lines: [] })
    }
  })
  it('reports an empty deck', () => {
    const f = legalFixture()
    const r = validateDeck(deck({ resource: f.deck.resource }), f.pool.lookup, gcg)
    expect(rules(r)).toEqual(['main-deck-size'])
  })
})

describe('resource-deck-size (5-1-1, Q5): exactly 10 cards', () => {
  it('rejects 9 and 11 Resources', () => {
    const f = legalFixture()
    for (const count of [9, 11]) {
      const r = validateDeck({ ...f.deck, resource: [entry('TR-001', count, { lines: [60] })] }, f.pool.lookup, gcg)
      expect(rules(r)).toEqual(['resource-deck-size'])
      expect(r.violations[0]).toMatchObject({ cards: [], lines: [] })
      expect(r.violations[0]!.ref).toContain('Q5')
    }
  })
})

describe('a list without a resource deck (5-1-1): the standard 10 Resources assumed, with a warning', () => {
  const f = legalFixture()
  const noResource = { ...f.deck, resource: [] }

  it('is legal, says so in a warning naming the Resource, and reports what it assumed', () => {
    const r = validateDeck(noResource, f.pool.lookup, gcg, undefined, { standardResource: 'TR-001' })
    expect(r.status).toBe('legal')
    expect(r.violations).toEqual([])
    expect(r.warnings).toEqual([
      {
        rule: 'assumed-resources',
        ref: '5-1-1, Q5',
        severity: 'warning',
        message: 'Resource deck not given: the standard 10 Resources (10 x TR-001) were assumed',
        cards: ['TR-001'],
        lines: [],
        code: 'assumed-resources',
        params: { copies: 10, number: 'TR-001' },
      },
    ])
    expect(r.assumedResources).toEqual({ number: 'TR-001', count: 10 })
  })

  it('assumes R-001 unless told otherwise; a resource section of zero copies counts as none', () => {
    const r = validateDeck({ ...f.deck, resource: [entry('TR-001', 0)] }, f.pool.lookup, gcg)
    expect(r.assumedResources).toEqual({ number: 'R-001', count: 10 })
    expect(r.warnings[0]!.message).toBe('Resource deck not given: the standard 10 Resources (10 x R-001) were assumed')
    // The fixture's pool has no R-001: the assumed card is checked like any other.
    expect(r.status).toBe('unchecked')
  })

  it('a resource deck that is given is checked as written: 5 Resources are an error, nothing assumed', () => {
    const r = validateDeck({ ...f.deck, resource: [entry('TR-001', 5)] }, f.pool.lookup, gcg)
    expect(rules(r)).toEqual(['resource-deck-size'])
    expect(r.violations[0]!.message).toBe('Resource deck has 5 cards; it must have exactly 10 (5-1-1, Q5)')
    expect(r.warnings).toEqual([])
    expect(r.assumedResources).toBeNull()
  })

  it('assumeResources: false checks the list as written: a resource deck of 0 cards is an error', () => {
    const r = validateDeck(noResource, f.pool.lookup, gcg, undefined, { assumeResources: false, standardResource: 'TR-001' })
    expect(r.status).toBe('not-legal')
    expect(r.violations.map((v) => v.message)).toEqual(['Resource deck has 0 cards; it must have exactly 10 (5-1-1, Q5)'])
    expect(r.warnings).toEqual([])
    expect(r.assumedResources).toBeNull()
  })

  it('a format without a resource deck assumes none', () => {
    const forge = getFormat('forge')!
    expect(forge.resource).toBeFalsy()
    expect(validateDeck(noResource, f.pool.lookup, forge).assumedResources).toBeNull()
  })
})

describe('main-deck-card-type (5-1-1-1, Q2): Unit, Pilot, Command and Base only', () => {
  it('rejects a Resource, a token, an EX Base and an EX Resource in the main deck', () => {
    const f = legalFixture()
    const extra = [
      card({ number: 'T-001', type: 'unit-token' }),
      card({ number: 'EXB-001', type: 'ex-base', color: null }),
      card({ number: 'EXR-001', type: 'ex-resource', color: null }),
    ]
    const p = pool([...f.cards, ...extra])
    const main = [...f.deck.main.slice(0, 12), entry('TR-001', 1), entry('T-001', 1)]
    const r = validateDeck({ ...f.deck, main }, p.lookup, gcg)
    expect(rules(r)).toContain('main-deck-card-type')
    const v = r.violations.find((x) => x.rule === 'main-deck-card-type')!
    expect(v.cards).toEqual(['TR-001', 'T-001'])
    expect(v.ref).toContain('5-1-1-1')
    expect(v.message).toContain('TR-001 Resource is a Resource')
    const r2 = validateDeck({ ...f.deck, main: [...f.deck.main.slice(0, 12), entry('EXB-001', 1), entry('EXR-001', 1)] }, p.lookup, gcg)
    expect(r2.violations.find((x) => x.rule === 'main-deck-card-type')!.cards).toEqual(['EXB-001', 'EXR-001'])
  })
  it('rejects a token in the sideboard', () => {
    const f = legalFixture()
    const p = pool([...f.cards, card({ number: 'T-002', type: 'unit-token' })])
    const r = validateDeck({ ...f.deck, sideboard: [entry('T-002', 1)] }, p.lookup, gcg)
    expect(rules(r)).toEqual(['main-deck-card-type'])
    expect(r.violations[0]!.message).toContain('A sideboard')
  })
})

describe('resource-deck-card-type (5-1-1-4, Q6): Resource cards only', () => {
  it('rejects a Unit in the resource deck', () => {
    const f = legalFixture()
    const r = validateDeck({ ...f.deck, resource: [entry('TR-001', 9), entry('TS01-100', 1)] }, f.pool.lookup, gcg)
    expect(rules(r)).toEqual(['resource-deck-card-type'])
    expect(r.violations[0]!.cards).toEqual(['TS01-100'])
    expect(r.violations[0]!.ref).toContain('5-1-1-4')
  })
})

describe('color-count (5-1-1-2, Q2): one or two colors', () => {
  it('rejects a third color and names its cards', () => {
    const f = legalFixture()
    const red = card({ number: 'TS02-001', color: 'red' })
    const main = [...f.deck.main.slice(0, 12), entry('TS02-001', 2)]
    const r = validateDeck({ ...f.deck, main }, pool([...f.cards, red]).lookup, gcg)
    expect(rules(r)).toEqual(['color-count'])
    expect(r.violations[0]!.cards).toEqual(['TS02-001'])
    expect(r.violations[0]!.message).toMatch(/^Three colors: /)
    expect(r.violations[0]!.ref).toContain('5-1-1-2')
  })
  it('does not count colorless cards, and counts the sideboard with the deck', () => {
    const f = legalFixture()
    const none = card({ number: 'TS02-002', color: null })
    const red = card({ number: 'TS02-003', color: 'red' })
    const p = pool([...f.cards, none, red])
    const main = [...f.deck.main.slice(0, 12), entry('TS02-002', 2)]
    expect(validateDeck({ ...f.deck, main }, p.lookup, gcg).legal).toBe(true)
    expect(rules(validateDeck({ ...f.deck, main, sideboard: [entry('TS02-003', 1)] }, p.lookup, gcg))).toEqual(['color-count'])
  })
  it('accepts a purple deck: the color set is open', () => {
    const cards = Array.from({ length: 13 }, (_, i) => card({ number: `TP-${100 + i}`, color: 'purple' }))
    const res = card({ number: 'TR-009', type: 'resource', color: null })
    const d = deck({ main: cards.map((c, i) => entry(c.number, i === 12 ? 2 : 4)), resource: [entry('TR-009', 10)] })
    expect(validateDeck(d, pool([...cards, res]).lookup, gcg).legal).toBe(true)
  })
})

describe('copy-limit (5-1-1-3, Q3, Q4): four copies per card number', () => {
  it('counts parallel printings with their number (2-1-1)', () => {
    const f = legalFixture()
    const base = f.mains[0]!
    const p = pool(
      f.cards.map((c) => (c === base ? { ...c, printings: [...c.printings, { id: `${c.number}_p1`, rarity: 'C+', set: 'TS01', imageUrl: null }] } : c)),
    )
    const main = [
      ...f.deck.main.slice(1, 12),
      entry(base.number, 4),
      entry(base.number, 1, { printing: `${base.number}_p1`, lines: [9] }),
      entry('TS01-112', 1),
    ]
    const r = validateDeck({ ...f.deck, main }, p.lookup, gcg)
    expect(rules(r)).toEqual(['copy-limit'])
    expect(r.violations[0]!.message).toContain('5 copies')
    expect(r.violations[0]!.message).toContain(`${base.number}_p1`)
    expect(r.violations[0]!.ref).toContain('5-1-1-3')
    expect(r.violations[0]!.lines).toEqual([9])
  })
  it('allows four of each of two numbers that share a name (Q4)', () => {
    const f = legalFixture()
    const twin = card({ number: 'TS03-001', name: f.mains[1]!.name, color: 'blue' })
    const main = [...f.deck.main.slice(1), entry('TS03-001', 4)]
    const r = validateDeck({ ...f.deck, main }, pool([...f.cards, twin]).lookup, gcg)
    expect(r.violations).toEqual([])
  })
  it('counts the sideboard with the deck, and exempts the resource deck (5-1-1-5)', () => {
    const f = legalFixture()
    const r = validateDeck({ ...f.deck, sideboard: [entry('TS01-100', 1)] }, f.pool.lookup, gcg)
    expect(rules(r)).toEqual(['copy-limit'])
    expect(r.violations[0]!.message).toContain('deck and sideboard together')
    expect(validateDeck(f.deck, f.pool.lookup, gcg).legal).toBe(true) // 10 x TR-001 is fine
  })
  it("honours a card's own copy limit", () => {
    const f = legalFixture()
    const free = { ...f.mains[0]!, copyLimit: 'unlimited' as const }
    const p = pool(f.cards.map((c) => (c.number === free.number ? free : c)))
    const main = [entry(free.number, 8), ...f.deck.main.slice(1, 12), entry('TS01-112', 2)]
      .map((e, i) => (i === 11 ? { ...e, count: 0 } : e))
      .filter((e) => e.count > 0)
    expect(rules(validateDeck({ ...f.deck, main }, p.lookup, gcg))).toEqual([])
  })
})

describe('unknown-card (2-1)', () => {
  it('is an error for an unknown number, naming the line', () => {
    const f = legalFixture()
    const main = [...f.deck.main.slice(0, 12), entry('ZZ99-999', 2, { lines: [14], names: ['Mystery'] })]
    const r = validateDeck({ ...f.deck, main }, f.pool.lookup, gcg)
    expect(rules(r)).toEqual(['unknown-card'])
    expect(r.violations[0]!.lines).toEqual([14])
    expect(r.violations[0]!.message).toContain('ZZ99-999')
  })
  it('is a warning for an unknown printing of a known number', () => {
    const f = legalFixture()
    const main = f.deck.main.map((e, i) => (i === 0 ? { ...e, printing: `${e.number}_p7` } : e))
    const r = validateDeck({ ...f.deck, main }, f.pool.lookup, gcg)
    expect(r.legal).toBe(true)
    expect(r.warnings.map((w) => w.rule)).toEqual(['unknown-card'])
  })
})

describe('parse-error', () => {
  it('turns every unreadable line into a violation with its line', () => {
    const f = legalFixture()
    const r = validateDeck({ ...f.deck, diagnostics: [diagnostic(3, 1, 'error', 'line.unreadable', { text: '???' })] }, f.pool.lookup, gcg)
    expect(rules(r)).toEqual(['parse-error'])
    expect(r.violations[0]!.lines).toEqual([3])
  })
})

describe('sideboard-size: at most 10 cards (best of three)', () => {
  it('rejects 11', () => {
    const f = legalFixture()
    const sideboard = [entry('TS01-112', 2), ...f.deck.main.slice(1, 4).map((e) => ({ ...e, count: 0 }))].filter((e) => e.count > 0)
    const fill = Array.from({ length: 9 }, (_, i) => card({ number: `TS04-${100 + i}`, color: 'blue' }))
    const p = pool([...f.cards, ...fill])
    const r = validateDeck({ ...f.deck, sideboard: [...sideboard, ...fill.map((c, i) => entry(c.number, 1, { lines: [70 + i] }))] }, p.lookup, gcg)
    expect(rules(r)).toEqual(['sideboard-size'])
    expect(r.violations[0]!.message).toContain('11 cards')
    // Too many is the count, not a line: none is named.
    expect(r.violations[0]!.lines).toEqual([])
  })
})

describe('ban list (Banned/Restricted Cards, 2026-09-25)', () => {
  const f = legalFixture()
  const named = (number: string, extra: Partial<Parameters<typeof card>[0]> = {}) => card({ number, color: 'blue', ...extra })
  const swap = (numbers: [string, number][]) => {
    const main = [...f.deck.main.slice(numbers.length)]
    const missing = 50 - main.reduce((n, e) => n + e.count, 0) - numbers.reduce((n, [, c]) => n + c, 0)
    f.fillers.forEach((c, i) => {
      const n = Math.min(4, missing - 4 * i)
      if (n > 0) main.push(entry(c.number, n))
    })
    return { ...f.deck, main: [...main, ...numbers.map(([n, c]) => entry(n, c))] }
  }

  it('banned: GD01-020 Anksha may not be played under gcg, but may under gcg-open', () => {
    const p = pool([...f.cards, named('GD01-020', { type: 'pilot', name: 'Anksha' })])
    const d = swap([['GD01-020', 1]])
    expect(rules(validateDeck(d, p.lookup, gcg))).toEqual(['banned'])
    expect(validateDeck(d, p.lookup, gcg).violations[0]!.ref).toContain('2026-09-25')
    expect(validateDeck(d, p.lookup, open).legal).toBe(true)
  })

  it('restricted: ST02-016 Corsica Base at most 2', () => {
    const p = pool([...f.cards, named('ST02-016', { type: 'base', name: 'Corsica Base' })])
    expect(validateDeck(swap([['ST02-016', 2]]), p.lookup, gcg).legal).toBe(true)
    const r = validateDeck(swap([['ST02-016', 3]]), p.lookup, gcg)
    expect(rules(r)).toEqual(['restricted'])
    expect(r.violations[0]!.message).toContain('3 copies')
  })

  it('banned pair: ST01-010 Amuro Ray with ST05-010 Mikazuki Augus', () => {
    const p = pool([...f.cards, named('ST01-010', { type: 'pilot', name: 'Amuro Ray' }), named('ST05-010', { type: 'pilot', name: 'Mikazuki Augus' })])
    expect(validateDeck(swap([['ST01-010', 4]]), p.lookup, gcg).legal).toBe(true)
    const r = validateDeck(
      swap([
        ['ST01-010', 4],
        ['ST05-010', 1],
      ]),
      p.lookup,
      gcg,
    )
    expect(rules(r)).toEqual(['banned-pair'])
    expect(r.violations[0]!.cards).toEqual(['ST01-010', 'ST05-010'])
  })

  it('banned pair counts the sideboard', () => {
    const p = pool([...f.cards, named('GD01-008', { name: 'Guntank' }), named('GD05-015', { name: 'M1 Astray Shrike' })])
    const d = { ...swap([['GD01-008', 4]]), sideboard: [entry('GD05-015', 1)] }
    expect(rules(validateDeck(d, p.lookup, gcg))).toEqual(['banned-pair'])
  })

  it('card group: two different vanilla Lv.2 cost 1 2/2 Units, including a number printed later', () => {
    const vanilla = (number: string) => named(number, { level: 2, cost: 1, ap: 2, hp: 2, text: '' })
    const p = pool([...f.cards, vanilla('GD01-035'), vanilla('ZZ09-001'), named('ZZ09-002', { level: 2, cost: 1, ap: 2, hp: 2 })])
    expect(validateDeck(swap([['GD01-035', 4]]), p.lookup, gcg).legal).toBe(true)
    const r = validateDeck(
      swap([
        ['GD01-035', 2],
        ['ZZ09-001', 2],
      ]),
      p.lookup,
      gcg,
    )
    expect(rules(r)).toEqual(['card-group'])
    expect(r.violations[0]!.cards).toEqual(['GD01-035', 'ZZ09-001'])
    // a card with the same stats but an effect is not in the group
    expect(
      validateDeck(
        swap([
          ['GD01-035', 2],
          ['ZZ09-002', 2],
        ]),
        p.lookup,
        gcg,
      ).legal,
    ).toBe(true)
    expect(
      validateDeck(
        swap([
          ['GD01-035', 2],
          ['ZZ09-001', 2],
        ]),
        p.lookup,
        open,
      ).legal,
    ).toBe(true)
  })
})

describe('name-mismatch (warning)', () => {
  it('warns when the written name is not the card name, ignoring case and curly quotes', () => {
    const f = legalFixture()
    const main = f.deck.main.map((e, i) => (i === 0 ? { ...e, names: ['Zaku'] } : i === 1 ? { ...e, names: ['FIXTURE 1'] } : e))
    const r = validateDeck({ ...f.deck, main }, f.pool.lookup, gcg)
    expect(r.legal).toBe(true)
    expect(r.warnings.map((w) => w.cards)).toEqual([['TS01-100']])
  })
})

describe('name-mismatch reads names as players write them', () => {
  const named = [
    card({ number: 'ST07-006', name: 'Gundam Dynames' }),
    card({ number: 'GD04-067', name: '∀ Gundam' }),
    card({ number: 'GD03-040', name: "Zaku (Four Snake Eyes') [YETI] (GQ)" }),
    card({ number: 'GD01-030', name: 'Zaku Ⅱ' }),
  ]
  const p = pool(named)
  const warnings = (text: string) => validateDeck(parseDeckList(text, p), p.lookup, gcg).warnings.filter((w) => w.rule === 'name-mismatch')

  it.each([
    ['the card number in brackets after the name', '4 ST07-006 Gundam Dynames (ST07-006)'],
    ['the card number in square brackets', '4 ST07-006 Gundam Dynames [ST07-006]'],
    ['the number in brackets, lower case', '4 ST07-006 gundam dynames (st07-006)'],
    ['punctuation', '4 GD03-040 Zaku (Four Snake Eyes) [YETI!] (GQ)'],
    ['case and a Roman numeral typed as letters', '4 GD01-030 zaku ii'],
    ['the official spelling of ∀', '4 GD04-067 Turn A Gundam'],
    ['∀ spelled with a dash', '4 GD04-067 Turn-A Gundam'],
    ['∀ as printed', '4 GD04-067 ∀ Gundam'],
  ])('no warning for %s', (_, line) => {
    expect(warnings(line)).toEqual([])
  })

  it('still warns for a wrong name, another number in brackets, or another card of the series', () => {
    expect(warnings('4 ST07-006 Gundam Exia')).toEqual([
      expect.objectContaining({
        cards: ['ST07-006'],
        lines: [1],
        message: 'ST07-006 is Gundam Dynames, but the list calls it "Gundam Exia": check the card number',
      }),
    ])
    expect(warnings('4 ST07-006 Gundam Dynames (ST07-007)')[0]!.message).toContain('the list calls it "Gundam Dynames (ST07-007)"')
    expect(warnings('4 GD04-067 Turn X')).toHaveLength(1)
    expect(warnings('4 GD01-030 Zaku I')).toHaveLength(1)
  })
})

describe('every problem at once', () => {
  it('reports all violations, not the first', () => {
    const f = legalFixture()
    const r = validateDeck(deck({ main: [entry('ZZ-001', 5), entry('TR-001', 5), entry('TS01-100', 5)], resource: [] }), f.pool.lookup, gcg, undefined, {
      assumeResources: false,
    })
    expect(new Set(rules(r))).toEqual(new Set(['unknown-card', 'main-deck-size', 'resource-deck-size', 'main-deck-card-type', 'copy-limit']))
    // Resource cards are never copy-limited (5-1-1-5), even where they do not belong
    expect(r.violations.find((v) => v.rule === 'copy-limit')!.cards).toEqual(['TS01-100'])
  })
})

describe('every deck rule says what it found as a code and parameters (issue #46)', () => {
  it('a deck breaking many rules: each violation and warning renders its message again from its code and parameters sent as JSON', () => {
    const f = legalFixture()
    const red = card({ number: 'TS02-001', name: 'Red one', color: 'red' })
    const token = card({ number: 'T-001', name: 'Token', type: 'unit-token' })
    const p = pool([...f.cards, red, token])
    const main = [
      ...f.deck.main.slice(1, 12),
      entry(f.mains[0]!.number, 5, { names: ['Not its name'], lines: [1] }),
      entry('TS02-001', 2, { lines: [2] }),
      entry('T-001', 1, { lines: [3] }),
      entry('GD99-001', 1, { names: ['A card from the future'], lines: [4] }),
      entry(f.mains[1]!.number, 1, { printing: `${f.mains[1]!.number}_p9`, lines: [5] }),
    ]
    const r = validateDeck({ ...f.deck, main, resource: [entry('TR-001', 9), entry('TS01-100', 1)], sideboard: [entry('TS01-101', 11)] }, p.lookup, gcg)
    const all = [...r.violations, ...r.warnings]
    expect(new Set(all.map((v) => v.code))).toEqual(
      new Set([
        'section-size',
        'section-card-type',
        'color-count',
        'copy-limit',
        'unknown-card.unknown-number',
        'unknown-card.unknown-printing',
        'sideboard-size',
        'name-mismatch',
      ]),
    )
    for (const v of all) {
      const sent = JSON.parse(JSON.stringify({ code: v.code, params: v.params })) as ViolationText
      expect(violationMessage(sent, v.ref)).toBe(v.message)
    }
  })

  it("a list-reading problem carries the reader's code and parameters, and its message", () => {
    const f = legalFixture()
    const read = parseDeckList('4 GD01-001\n0 GD01-002', f.pool.lookup)
    const v = validateDeck({ ...f.deck, diagnostics: read.diagnostics }, f.pool.lookup, gcg).violations.find((x) => x.rule === 'parse-error')!
    expect(v).toMatchObject({ code: 'count.out-of-range', params: { written: '0', max: 9999 }, lines: [2] })
    expect(v.message).toBe('line 2: count 0 must be from 1 to 9999')
  })
})

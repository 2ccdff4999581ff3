import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedFiles, sharedText } from '../../tests/shared'
import { importCardFile } from '../io/cards/detect'
import { CardPool } from './cards/pool'
import { parseDeckList } from './decklist/parse'
import { readDeckList } from './decklist/read'
import { getFormat } from './formats/registry'
import { validateDeck } from './validate'

/**
 * The 25 official prebuilt lists, checked by hand against the ban list of 2026-09-25: no list holds
 * GD01-020 Anksha; deck-005 (3) and deck-019 (4) run ST02-016 Corsica Base, restricted to 2; no list
 * holds both cards of a banned pair (Amuro Ray lists never run Mikazuki Augus; deck-015 runs Guntank
 * without M1 Astray Shrike); only deck-010 runs more than one vanilla Lv.2 cost-1 2/2 Unit number
 * (ST05-004, GD01-060, ST04-008). The page keeps the unmodified ST02 (deck-005) and ST05 (deck-010)
 * starter decks legal: the ban list's exceptions, as data. Changed in any way, they are flagged.
 */
const EXPECTED_UNDER_GCG: Record<string, string[]> = {
  'deck-019.txt': ['restricted: ST02-016'],
}

describe.skipIf(!hasShared)(`official deck lists ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const decks = sharedFiles('decks/official')

  it('has 25 lists', () => expect(decks).toHaveLength(25))

  it('each list is named by its first comment line (`# ST04 Earth Alliance / ZAFT`), never by its section headers', () => {
    for (const file of decks) {
      const title = file.text.split('\n')[0]!.replace(/^#\s*/, '').trim()
      expect(parseDeckList(file.text, pool.lookup).name, file.name).toBe(title)
    }
    expect(parseDeckList(sharedText('decks/official/deck-007.txt'), pool.lookup).name).toBe('ST04 Earth Alliance / ZAFT')
  })

  it('all 25 are legal under gcg-open, read without a parse problem or warning', () => {
    for (const file of decks) {
      const list = parseDeckList(file.text, pool.lookup)
      const r = validateDeck(list, pool.lookup, getFormat('gcg-open')!)
      expect({ file: file.name, violations: r.violations, warnings: r.warnings }).toEqual({ file: file.name, violations: [], warnings: [] })
      expect(list.main.reduce((n, e) => n + e.count, 0)).toBe(50)
      expect(list.resource).toEqual([{ number: 'R-001', printing: null, count: 10, lines: [expect.any(Number)], names: ['Resource'] }])
    }
  })

  it('each list, sent as a tournament site\'s deck record ({"deck": [{"card_id", "count"}]}), reads as the same deck and is legal under gcg-open', () => {
    for (const file of decks) {
      const text = parseDeckList(file.text, pool.lookup)
      const record = JSON.stringify({
        player: 'A. Player',
        deck: [...text.main, ...text.resource].map((e) => ({ card_id: e.printing ?? e.number, count: e.count })),
      })
      const read = readDeckList(record, pool)
      const plain = (list: readonly { number: string; printing: string | null; count: number }[]) =>
        list.map(({ number, printing, count }) => ({ number, printing, count }))
      expect({ file: file.name, main: plain(read.main), resource: plain(read.resource) }).toEqual({
        file: file.name,
        main: plain(text.main),
        resource: plain(text.resource),
      })
      expect(validateDeck(read, pool.lookup, getFormat('gcg-open')!).violations, file.name).toEqual([])
    }
  })

  it('under gcg, the ban list flags exactly the expected lists', () => {
    const flagged: Record<string, string[]> = {}
    for (const file of decks) {
      const r = validateDeck(parseDeckList(file.text, pool.lookup), pool.lookup, getFormat('gcg')!)
      flagged[file.name] = r.violations.map((v) => `${v.rule}: ${v.cards.join(' + ')}`)
    }
    const expected = Object.fromEntries(decks.map((d) => [d.name, EXPECTED_UNDER_GCG[d.name] ?? []]))
    expect(flagged).toEqual(expected)
  })

  it("the unmodified ST02 and ST05 starter decks are legal by the ban list's exception, and say so; changed, they are not", () => {
    const gcg = getFormat('gcg')!
    for (const [name, flaggedWhenChanged] of [
      ['deck-005.txt', 'restricted'],
      ['deck-010.txt', 'card-group'],
    ] as const) {
      const text = decks.find((d) => d.name === name)!.text
      const r = validateDeck(parseDeckList(text, pool.lookup), pool.lookup, gcg)
      expect(r.status).toBe('legal')
      expect(r.warnings.map((w) => w.rule)).toEqual(['ban-list-exception'])
      expect(r.warnings[0]!.message).toMatch(/unmodified ST0[25] starter deck/)
      // One card fewer and one more of another: a modified deck, so the list applies again.
      const list = parseDeckList(text, pool.lookup)
      list.main[0]!.count -= 1
      list.main[1]!.count += 1
      const changed = validateDeck(list, pool.lookup, gcg)
      expect(changed.violations.map((v) => v.rule)).toContain(flaggedWhenChanged)
      // A sideboard changes the deck too.
      const withSide = parseDeckList(`${text}\nSideboard\n1 ${list.main[2]!.number}`, pool.lookup)
      expect(validateDeck(withSide, pool.lookup, gcg).violations.map((v) => v.rule)).toContain(flaggedWhenChanged)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedFiles, sharedText } from '../../../tests/shared'
import { CardPool } from '~/engine/cards/pool'
import { parseDeckList } from '~/engine/decklist/parse'
import { getFormat } from '~/engine/formats/registry'
import { validateDeck } from '~/engine/validate'
import { importCardFile, importCardFiles } from './detect'

describe.skipIf(!hasShared)(`real Gundam War card data ${NEEDS_SHARED}`, () => {
  const merged = importCardFile({ name: 'cards-merged.json', text: sharedText('cards/gundam-war/cards-merged.json') })
  const limits = importCardFile({ name: 'deckCopyLimits.json', text: sharedText('cards/gundam-war/deckCopyLimits.json') })
  const pool = new CardPool(merged.cards)
  const war = getFormat('gundam-war')!

  it('reads every record of the joined list, the 28 with type codes 06, 11, 13, 16 and 99 too', () => {
    expect(merged.source).toBe('gundam-war')
    expect(merged.cards).toHaveLength(234)
    expect(merged.skipped).toBe(0)
    expect(merged.errors).toEqual([])
    // UNIT&CHARACTER cards (06, 16) and mobile suits (11) are Units; titles (13) are Commands.
    expect(pool.get('101060007')).toMatchObject({ name: 'ガンダム&アムロ', type: 'unit', color: 'blue' })
    expect(pool.get('107160001')).toMatchObject({ type: 'unit' })
    expect(pool.get('102110082')).toMatchObject({ type: 'unit', color: 'green' })
    expect(pool.get('107130040')).toMatchObject({ type: 'command' })
    expect(merged.cards.every((c) => c.game === 'gundam-war' && /^\d{9}$/.test(c.number))).toBe(true)
  })

  it('keeps the copy limits of deckCopyLimits.json: more than 3 allowed, up to 50, one per name', () => {
    expect(limits.source).toBe('gundam-war')
    // ガンイージ: "this card may be put in a deck 3 or more times".
    const gunEz = limits.cards.find((c) => c.number === '101010107')!
    expect(gunEz).toMatchObject({ name: 'ガンイージ', type: 'unit', color: 'blue', copyLimit: 'unlimited', copyLimitScope: 'card' })
    // The joined list has the same limit with the printed number.
    expect(pool.get('101010107')).toMatchObject({ printedNumber: 'U-107', copyLimit: 'unlimited', copyLimitScope: 'card' })
    expect(limits.cards.find((c) => c.number === '107050001')).toMatchObject({ type: 'generation', copyLimit: 3, copyLimitScope: 'name' })
    // The five whose own text sets their limit, once skipped for their type codes.
    expect(limits.errors).toEqual([])
    for (const n of ['102110008', '102110009', '102110010']) expect(pool.get(n)).toMatchObject({ type: 'unit', copyLimit: 1, copyLimitScope: 'name' })
    expect(pool.get('102990007')).toMatchObject({ name: 'サク', copyLimit: 50, copyLimitScope: 'card' })
    expect(pool.get('107130002')).toMatchObject({ name: 'GREEN DIVERS', copyLimit: 1, copyLimitScope: 'name' })
  })

  it('サク may be played 50 times; a second GREEN DIVERS is one too many (their own text)', () => {
    const saku = validateDeck(parseDeckList('50 102990007', pool.lookup), pool.lookup, war)
    expect(saku.violations).toEqual([])
    const divers = validateDeck(parseDeckList('2 107130002\n48 102990007', pool.lookup), pool.lookup, war)
    expect(divers.violations.map((v) => v.rule)).toEqual(['copy-limit'])
  })

  it('validates decks built from the real cards: ガンイージ beyond 3 is fine, 月面民間企業 beyond 3 is not', () => {
    const generations = merged.cards.filter((c) => c.type === 'generation' && c.generationKind === 'basic')
    expect(generations.length).toBeGreaterThan(0)
    const g = generations[0]!
    const legal = parseDeckList(`10 101010107 ガンイージ\n10 101010275 ガンイージ\n30 ${g.number}`, pool.lookup)
    const r1 = validateDeck(legal, pool.lookup, war)
    expect(r1.violations).toEqual([])
    expect(r1.warnings).toEqual([])

    const lunar = parseDeckList(`4 107050001 月面民間企業\n46 ${g.number}`, pool.lookup)
    const r2 = validateDeck(lunar, pool.lookup, war)
    expect(r2.violations.map((v) => v.rule)).toEqual(['copy-limit'])
    expect(r2.violations[0]!.message).toContain('4 copies of cards named 月面民間企業')
  })

  it('finds cards by unique printed numbers and refuses ambiguous ones (U-107 is blue and red)', () => {
    expect(pool.get('U-36')?.name).toBe('ガンキャノン(108号機)')
    expect(pool.get('U-107')).toBeUndefined()
    expect(
      pool
        .printedAs('U-107')
        .map((c) => c.color)
        .sort(),
    ).toEqual(['blue', 'red'])
  })

  it('imports the whole folder as one pool', () => {
    const folder = importCardFiles(sharedFiles('cards/gundam-war'))
    expect(folder.source).toBe('gundam-war')
    expect(folder.cards).toHaveLength(234)
    expect(folder.files.map((f) => f.source)).toEqual(['gundam-war', 'gundam-war', 'gundam-war', 'gundam-war'])
  })
})

describe.skipIf(!hasShared)(`real Gundam Forge card lists ${NEEDS_SHARED}`, () => {
  it('reads both shapes with nothing skipped, Colorless as no color and Black as a color', () => {
    for (const [name, n] of [
      ['cards.json', 32],
      ['initial-cards.json', 34],
    ] as const) {
      const r = importCardFile({ name, text: sharedText(`cards/forge/${name}`) })
      expect(r.source).toBe('forge')
      expect(r.errors).toEqual([])
      expect(r.cards).toHaveLength(n)
      expect(r.cards.some((c) => c.color === null)).toBe(true)
    }
    const initial = importCardFile({ name: 'initial-cards.json', text: sharedText('cards/forge/initial-cards.json') })
    expect(initial.cards.some((c) => c.color === 'black')).toBe(true)
  })
})

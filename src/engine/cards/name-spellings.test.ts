import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { readDeckList } from '../decklist/read'
import { getFormat } from '../formats/registry'
import { validateDeck } from '../validate'
import { foldName, NAME_SPELLINGS, sameCardName } from './name-spellings'
import { CardPool } from './pool'

describe('data/name-spellings.json', () => {
  it('gives each spelling pair both forms and where it comes from', () => {
    expect(NAME_SPELLINGS.length).toBeGreaterThan(0)
    for (const s of NAME_SPELLINGS) {
      expect(s.printed.trim()).not.toBe('')
      expect(s.written.trim()).not.toBe('')
      expect(s.written).not.toBe(s.printed)
      expect(s.source.length).toBeGreaterThan(20)
    }
  })

  it('folds case, punctuation, spaces, full-width and Roman-numeral letters, and the spellings', () => {
    expect(foldName('Turn A Gundam')).toBe(foldName('∀ Gundam'))
    expect(foldName('Turn-A Gundam')).toBe('turnagundam')
    expect(foldName('ＺＡＫＵ Ⅱ')).toBe('zakuii')
    expect(sameCardName('Zaku (Four Snake Eyes) [YETI!] (GQ)', "Zaku (Four Snake Eyes') [YETI] (GQ)")).toBe(true)
    expect(sameCardName('Zaku I', 'Zaku Ⅱ')).toBe(false)
    expect(sameCardName('Turn X', '∀ Gundam')).toBe(false)
  })
})

describe.skipIf(!hasShared)(`the spellings on the real card pool ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const gcg = getFormat('gcg')!

  it('each printed form is in some card name, and the card data never holds the written one', () => {
    for (const s of NAME_SPELLINGS) {
      expect(pool.cards.some((c) => c.name.includes(s.printed))).toBe(true)
      expect(pool.cards.some((c) => c.name.toLowerCase().includes(s.written.toLowerCase()))).toBe(false)
    }
  })

  it('"Turn A Gundam" on the ∀ Gundam line is no mismatch; a wrong name still is', () => {
    const mismatches = (text: string) => validateDeck(readDeckList(text, pool), pool.lookup, gcg).warnings.filter((w) => w.rule === 'name-mismatch')
    expect(pool.lookup('GD04-067')?.name).toBe('∀ Gundam')
    expect(mismatches('4 GD04-067 Turn A Gundam\n4 GD01-001 Gundam (GD01-001)')).toEqual([])
    expect(mismatches('4 GD04-067 Turn X Gundam')).toEqual([
      expect.objectContaining({ cards: ['GD04-067'], message: expect.stringContaining('GD04-067 is ∀ Gundam') }),
    ])
  })
})

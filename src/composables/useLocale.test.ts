import { afterEach, describe, expect, it } from 'vitest'
import { formatPercent, plural } from '~/engine/text/format'
import { showLanguage } from '~/locales/i18n'
import { useLocale } from './useLocale'

describe('useLocale', () => {
  afterEach(() => showLanguage('en'))

  it('counts in English read as format.ts writes them, for one, none and thousands', () => {
    const { tn, colorWord } = useLocale()
    // A card's color as the card data spells it, in English.
    expect(colorWord('Blue')).toBe('Blue')
    for (const n of [0, 1, 2, 1234]) expect(tn('decks.deckCount', n)).toBe(plural(n, 'deck'))
    expect(tn('collection.copyCount', 1)).toBe('1 copy')
    expect(tn('collection.copyCount', 3)).toBe(plural(3, 'copy', 'copies'))
  })

  it('in Japanese a count is written in ja-JP, with one form and the counter word kept beside its number', async () => {
    await showLanguage('ja')
    const { tn, percent, colorName, colorWord, typeLabel } = useLocale()
    expect(tn('decks.deckCount', 1)).toBe('1\u00a0個のデッキ')
    expect(tn('decks.deckCount', 1234)).toBe('1,234\u00a0個のデッキ')
    expect(tn('missing.cards', 3)).toBe('3\u00a0枚不足')
    expect(percent(0.5, 0)).toBe(formatPercent(0.5, 0, 'ja-JP'))
    expect(colorName('blue')).toBe('青')
    expect(colorName('black')).toBe('black')
    expect(colorWord('Blue')).toBe('青')
    expect(typeLabel('ex-base')).toBe('EXベース')
    expect(typeLabel('character')).toBe('CHARACTER')
  })
})

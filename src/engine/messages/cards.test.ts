import { describe, expect, it } from 'vitest'
import { readGameCardType } from '../cards/fields'
import { readNamesFile } from '../cards/names-file'
import { CARDS_SAMPLES as SAMPLES } from '../testing/cards-samples'
import { describeCatalogues } from '../testing/catalogue-contract'
import { formatCount } from '../text/format'
import type { CardsText } from './cards'
import { cardsMessage as english, ENGLISH_CARDS_CODES, namesPlace as englishPlace } from './en/cards'
import { cardsMessage as japanese, JAPANESE_CARDS_CODES, namesPlace as japanesePlace } from './ja/cards'
import { catalogue } from '.'

describeCatalogues<CardsText>(
  'the card readers',
  SAMPLES,
  [
    { language: 'en', codes: ENGLISH_CARDS_CODES, render: english, locale: 'en-US' },
    { language: 'ja', codes: JAPANESE_CARDS_CODES, render: japanese, locale: 'ja-JP' },
  ],
  // Text from the file shows as written, a count as the language writes it (sizes in MB, types and games in words).
  (message, key, v, { locale }) => {
    if (typeof v === 'string' && key !== 'game' && key !== 'subject') expect(message).toContain(v)
    else if (typeof v === 'number' && key !== 'bytes' && key !== 'limit') expect(message).toContain(formatCount(v, locale))
    else if (key === 'first') expect(message).toContain(formatCount((v as { line: number }).line, locale))
  },
)

describe('the card readers speak in codes', () => {
  it('name a card type in the game’s words in Japanese, and keep the English message beside the code', () => {
    const problem = readGameCardType('gcg', 'CHARACTER')
    expect('code' in problem && catalogue('en').cards(problem)).toBe('error' in problem && problem.error)
    expect('code' in problem && catalogue('ja').cards(problem)).toBe(
      '「CHARACTER」はガンダムカードゲームのカードの種類ではありません（ユニット、パイロット、コマンド、ベース、リソース、ユニットトークン、EXベース、EXリソース）',
    )
  })

  it("say a names file's problem and its place in each language", () => {
    const [problem] = readNamesFile('number,name\nGD01-001,x\n').problems
    expect(catalogue('en').cards(problem!)).toBe(problem!.message)
    expect(catalogue('ja').cards(problem!)).toBe('カード名の言語を選んでください。ファイルには書かれていません。')
    expect([englishPlace({ line: 4 }), englishPlace({ field: 'names → GD01-001' }), englishPlace({})]).toEqual(['Line 4', 'names → GD01-001', 'The file'])
    expect([japanesePlace({ line: 1234 }), japanesePlace({})]).toEqual(['1,234行目', 'ファイル'])
  })
})

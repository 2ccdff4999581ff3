import { describe, expect, it } from 'vitest'
import { lossNotice, unopenableNotice } from '../text/storage-loss'
import { formatCount } from '../text/format'
import { STORAGE_SAMPLES } from '../testing/message-samples'
import { ENGLISH_STORAGE_CODES, storageMessage as english } from './en/storage'
import { JAPANESE_STORAGE_CODES, storageMessage as japanese } from './ja/storage'
import type { StorageText } from './storage'

/** One set of parameters per code (testing/message-samples.ts): a code added without one there does not compile. */
const SAMPLES = STORAGE_SAMPLES

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as StorageText)

describe.each([
  { language: 'en', codes: ENGLISH_STORAGE_CODES, render: english, locale: 'en-US' },
  { language: 'ja', codes: JAPANESE_STORAGE_CODES, render: japanese, locale: 'ja-JP' },
])('the $language catalogue of the storage notices', ({ codes, render, locale, language }) => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...codes].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: every count it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    // Every count (of a `what` too) shows, as the language writes it; a title says none.
    const counts = Object.values(text.params).flatMap((v) => (typeof v === 'number' ? [v] : typeof v === 'object' ? Object.values(v as object) : []))
    if (!text.code.startsWith('title.')) for (const v of counts) if (v > 0) expect(message).toContain(formatCount(v as number, locale))
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

describe('the storage notices speak in codes', () => {
  it('say a dropped database as codes: what happened, what came back, what is lost, how to get the cards again', () => {
    const n = lossNotice({ kind: 'dropped', at: 'x', recovered: 2, lost: { decks: 0, history: 2, playtests: 1, cards: 1075 } })
    expect(n.title).toEqual({ code: 'title.dropped', params: {} })
    expect(n.lines.map((l) => l.code)).toEqual(['dropped', 'recovered', 'lost', 'get-cards'])
    expect(n.lines[1]).toEqual({ code: 'recovered', params: { decks: 2 } })
    expect(japanese(n.lines[2]!)).toBe('失われたもの：カードリスト（1,075枚）、履歴2件、保存したプレイテスト1件。')
  })

  it('say what is safe when the database cannot be opened', () => {
    const n = unopenableNotice({ decks: 3, held: { decks: 3, cards: 10, history: 0, playtests: 0 } }, false)
    expect(n.lines.map((l) => l.code)).toEqual(['unopenable', 'copy.safe', 'copy.not-in', 'copy.download'])
  })
})

import { describe, expect, it } from 'vitest'
import { lossNotice, unopenableNotice } from '../text/storage-loss'
import { formatCount } from '../text/format'
import { ENGLISH_STORAGE_CODES, storageMessage as english } from './en/storage'
import { JAPANESE_STORAGE_CODES, storageMessage as japanese } from './ja/storage'
import type { StorageCode, StorageParams, StorageText } from './storage'

const what = { decks: 2, cards: 1075, history: 3, playtests: 1 }

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in StorageCode]: StorageParams[C] } = {
  'title.dropped': {},
  'title.short': { lost: true },
  'title.moved': { decks: 2 },
  'title.vanished': { lost: false },
  'title.unopenable': {},
  dropped: {},
  short: {},
  moved: { decks: 4 },
  vanished: {},
  recovered: { decks: 3 },
  'written-back': { what },
  'images-off': {},
  rebuilt: { cards: 1075 },
  lost: { what, decks: true, unread: true },
  'not-recovered': { what: { ...what, decks: 0 } },
  'get-cards': {},
  unopenable: {},
  'copy.safe': { decks: 5 },
  'copy.none': {},
  'copy.not-in': { what: { ...what, decks: 0 } },
  'copy.put-back': {},
  'copy.download': {},
}

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

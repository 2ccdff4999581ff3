import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CollectionChangeText, CollectionHistoryText } from './collection'
import { collectionHistoryLabel } from './collection-history'
import { collectionHistoryMessage as english, readEnglishHistoryLabel } from './en/collection'
import { collectionHistoryMessage as japanese } from './ja/collection'

/** Each code with values, and the English the app stored for it before codes were kept (byte for byte). */
const CHANGES: [CollectionChangeText, string][] = [
  [{ code: 'history.copies', params: { printing: 'GD01-001', count: 2 } }, '+2 GD01-001'],
  [{ code: 'history.copies', params: { printing: 'GD01-001_p1', count: -1 } }, '-1 GD01-001_p1'],
  [{ code: 'history.owned', params: { printing: 'GD01-002', owned: 3 } }, 'GD01-002: owned 3'],
  [{ code: 'history.trade', params: { printing: 'GD01-002', trade: 2 } }, 'GD01-002: 2 for trade'],
  [{ code: 'history.note', params: { printing: 'GD01-002' } }, 'GD01-002: note'],
  [{ code: 'history.deck', params: { name: 'Starter Deck ST01' } }, 'Added the deck “Starter Deck ST01”'],
  [{ code: 'history.import', params: { printings: 1234, mode: 'add' } }, 'Imported 1234 printings (added)'],
  [{ code: 'history.import', params: { printings: 1, mode: 'replace' } }, 'Imported 1 printings (replacing)'],
  [{ code: 'history.synced', params: { printing: 'GD01-003', owned: 4 } }, 'From another device: GD01-003 owned 4'],
  [{ code: 'history.synced', params: { printing: 'GD01-003', owned: null } }, 'From another device: GD01-003 removed'],
  [{ code: 'history.synced-rows', params: { printings: 12 } }, 'From another device: 12 printings'],
]

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/
/** What is left of a label once its values are taken out: no English word but the printing's own. */
const englishLeft = (label: string) => label.match(/[A-Za-z]{2,}/g) ?? []

describe('History labels of the collection', () => {
  it.each(CHANGES)('%o reads in English as it always has', (text, before) => {
    expect(english(text)).toBe(before)
  })

  it('an Undo reads "Undo: " and the change it took back, by its code or by the label of an entry without one', () => {
    const deck = CHANGES[5]![0]
    expect(english({ code: 'history.undo', params: { action: 'Added the deck “Starter Deck ST01”', undone: deck } })).toBe(
      'Undo: Added the deck “Starter Deck ST01”',
    )
    expect(english({ code: 'history.undo', params: { action: 'imported a list (added)' } })).toBe('Undo: imported a list (added)')
    expect(japanese({ code: 'history.undo', params: { action: 'Added the deck “Starter Deck ST01”', undone: deck } })).toBe(
      '元に戻す：デッキ「Starter Deck ST01」を追加',
    )
    // An entry of an older version has only its English label: the Undo names it so.
    expect(japanese({ code: 'history.undo', params: { action: 'imported a list (added)' } })).toBe('元に戻す：imported a list (added)')
  })

  it.each(CHANGES)('%o reads in Japanese, with every value it is given', (text) => {
    const label = japanese(text)
    expect(label).toMatch(JAPANESE)
    expect(label).not.toMatch(/undefined|null|NaN|\[object/)
    let rest = label
    for (const v of Object.values(text.params))
      if (typeof v === 'string' && v !== 'add' && v !== 'replace') {
        expect(label).toContain(v)
        rest = rest.replace(v, '')
      } else if (typeof v === 'number') expect(label).toContain(v.toLocaleString('ja-JP'))
    expect(englishLeft(rest)).toEqual([])
  })

  it('says each change in Japanese as the glossary has its words', () => {
    const ja = CHANGES.map(([t]) => japanese(t))
    expect(ja).toEqual([
      'GD01-001：+2\u00a0枚',
      'GD01-001_p1：-1\u00a0枚',
      'GD01-002：所持 3\u00a0枚',
      'GD01-002：トレード用 2\u00a0枚',
      'GD01-002：メモ',
      'デッキ「Starter Deck ST01」を追加',
      '1,234\u00a0バージョンを読み込み（追加）',
      '1\u00a0バージョンを読み込み（置き換え）',
      '別の端末から：GD01-003 所持 4\u00a0枚',
      '別の端末から：GD01-003 削除',
      '別の端末から：12\u00a0バージョン',
    ])
  })

  it('is shown in the language shown: English as stored, Japanese from the code, and the stored label for an entry without one', () => {
    const text: CollectionHistoryText = { code: 'history.owned', params: { printing: 'GD01-002', owned: 3 } }
    // English is the label as stored, even where the catalogue would word it otherwise now.
    expect(collectionHistoryLabel({ action: 'GD01-002: owned 3 (stored)', text }, 'en')).toBe('GD01-002: owned 3 (stored)')
    expect(collectionHistoryLabel({ action: 'GD01-002: owned 3', text }, 'ja')).toBe('GD01-002：所持 3\u00a0枚')
    expect(collectionHistoryLabel({ action: 'Added the deck “Starter”' }, 'en')).toBe('Added the deck “Starter”')
  })

  it.each(CHANGES)('an entry an older version stored in English only, %o, is read back and worded in Japanese', (text, before) => {
    expect(readEnglishHistoryLabel(before)).toEqual(text)
    expect(collectionHistoryLabel({ action: before }, 'ja')).toBe(japanese(text))
    const undo: CollectionHistoryText = { code: 'history.undo', params: { action: before, undone: text } }
    expect(readEnglishHistoryLabel(`Undo: ${before}`)).toEqual(undo)
    expect(collectionHistoryLabel({ action: `Undo: ${before}` }, 'ja')).toBe(japanese(undo))
  })

  it('an English label that reads as no change exactly keeps its English, as stored', () => {
    const cut = english({ code: 'history.deck', params: { name: 'Z'.repeat(250) } })
    for (const label of [cut, 'Imported 1,234 printings (added)', '+1', 'GD01-002: owned many', 'From another device:  owned 2', 'Something newer'])
      expect([label, readEnglishHistoryLabel(label), collectionHistoryLabel({ action: label }, 'ja')]).toEqual([label, undefined, label])
    // An Undo of a label that cannot be read names that label as it is.
    expect(collectionHistoryLabel({ action: 'Undo: imported a list (added)' }, 'ja')).toBe('元に戻す：imported a list (added)')
  })

  it('reads back what it words, for generated values (a printing with spaces or colons too)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            code: fc.constant('history.copies' as const),
            params: fc.record({ printing: fc.string({ minLength: 1, maxLength: 40 }), count: fc.integer({ min: -99, max: 99 }) }),
          }),
          fc.record({
            code: fc.constant('history.owned' as const),
            params: fc.record({ printing: fc.string({ minLength: 1, maxLength: 40 }), owned: fc.nat(9999) }),
          }),
          fc.record({
            code: fc.constant('history.trade' as const),
            params: fc.record({ printing: fc.string({ minLength: 1, maxLength: 40 }), trade: fc.nat(9999) }),
          }),
          fc.record({ code: fc.constant('history.note' as const), params: fc.record({ printing: fc.string({ minLength: 1, maxLength: 40 }) }) }),
          fc.record({ code: fc.constant('history.deck' as const), params: fc.record({ name: fc.string({ maxLength: 150 }) }) }),
          fc.record({
            code: fc.constant('history.synced' as const),
            params: fc.record({ printing: fc.string({ minLength: 1, maxLength: 40 }), owned: fc.option(fc.nat(9999)) }),
          }),
        ),
        (text) => {
          const label = english(text as CollectionChangeText)
          const read = readEnglishHistoryLabel(label)
          // Some labels read as another change (a printing "5 printings"): any reading words back the same label.
          expect(read).toBeDefined()
          expect(english(read!)).toBe(label)
        },
      ),
    )
  })

  it('cuts an English label to the 200 characters History keeps', () => {
    expect(english({ code: 'history.deck', params: { name: 'Z'.repeat(250) } })).toHaveLength(200)
  })
})

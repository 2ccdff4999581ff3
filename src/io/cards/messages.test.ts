import { describe, expect, it } from 'vitest'
import { catalogue, importIssueMessage } from '~/engine/messages'
import { importCardsCsv } from './csv'
import { importCardFiles } from './detect'
import { checkReplacement, noCardsMessage, noCardsText, replacementQuestionText } from './replacement'

// The card file readers' problems as codes (engine/messages/cards.ts), worded in each language.
describe('the card file readers speak in codes', () => {
  it("say a CSV row's problems in each language, the English as the reader's message", () => {
    const r = importCardsCsv('number,name,type,level\nGD01-001,,unit,100\n')
    expect(r.errors.map((e) => [e.line, e.field, e.code, e.params])).toEqual([
      [2, 'name', 'csv.name-empty', {}],
      [2, 'level', 'csv.stat-invalid', { written: '100' }],
    ])
    for (const e of r.errors) expect(importIssueMessage(e, 'en')).toBe(e.message)
    expect(r.errors.map((e) => `${catalogue('ja').importPlace(e)}：${importIssueMessage(e, 'ja')}`)).toEqual([
      '2行目、項目「name」：カード名が空です',
      '2行目、項目「level」：「100」は 0〜99 の整数ではありません',
    ])
  })

  it("put a file's name first in an import of several, in each language", () => {
    const r = importCardFiles([
      { name: 'notes.txt', text: 'hello' },
      { name: 'errata.json', text: '[{"card_number":"GD09-999","before":"a","after":"b","field":"effect"}]' },
    ])
    expect(r.errors.map((e) => [e.file, e.code])).toEqual([
      ['notes.txt', 'file.unrecognised'],
      [undefined, 'errata.unknown-card'],
    ])
    expect(r.errors[0]!.message).toMatch(/^notes\.txt: unrecognised card file: expected a gcg-api cards\.json/)
    expect(importIssueMessage(r.errors[0]!, 'ja')).toMatch(/^notes\.txt：カードのファイルとして読み取れません。/)
    expect(importIssueMessage(r.errors[1]!, 'ja')).toBe('エラッタの対象のカード GD09-999 がありません')
  })

  it('word a problem without a code, or with params that do not fit it, as its English', () => {
    expect(importIssueMessage({ message: 'as sent', code: 'no.such-code', params: {} }, 'ja')).toBe('as sent')
    expect(importIssueMessage({ message: 'as sent' }, 'ja')).toBe('as sent')
    expect(importIssueMessage({ message: 'as sent', code: 'replace.no-cards', params: {} }, 'ja')).toBe('as sent')
  })

  it('ask before a replacement, and say no cards were read, in each language', () => {
    const check = checkReplacement(new Set(['GD01-001', 'GD01-002', 'GD01-003']), { cards: [], imported: 1, skipped: 10 })
    expect(check.reasons).toEqual(['3 of your 3 cards are not in the new data.', 'Only 1 record could be read; 10 could not.'])
    expect(check.texts.map((t) => catalogue('ja').cards(t))).toEqual([
      '今のカード3種類のうち3種類が、新しいデータにありません。',
      '読み込めたレコードは1件だけで、10件は読み込めませんでした。',
    ])
    expect(catalogue('ja').cards(replacementQuestionText(check, 'download'))).toBe(
      'ダウンロードしたデータで、今のカード3種類が0種類に置き換わります（10件のレコードは読み込めませんでした）。',
    )
    const bad = importCardsCsv('number,name,type\nGD01-001,,unit\n')
    expect(noCardsMessage(bad)).toBe('No cards could be read, so nothing was changed. The problem: line 2, field “name”: name is empty.')
    expect(catalogue('ja').cards(noCardsText(bad))).toBe('カードを読み込めなかったため、何も変更していません。問題：2行目、項目「name」：カード名が空です。')
  })
})

import { describe, expect, it } from 'vitest'
import { READING_SAMPLES as SAMPLES } from '../../testing/message-samples'
import { formatCount } from '../../text/format'
import { readingMessage as english } from '../en/reading'
import type { ReadingText } from '../reading'
import { JAPANESE_READING_CODES, readingMessage } from './reading'

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as ReadingText)

describe('the Japanese catalogue of the list readers', () => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...JAPANESE_READING_CODES].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a Japanese sentence with every value the English one shows', (text) => {
    const message = readingMessage(text, 42)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    expect(message).not.toBe(english(text, 42))
    // Every text as given and every count in Japanese digits (kinds are worded, sizes in KB or MB, sections in Japanese).
    const values: string[] = []
    const gather = (v: unknown, key: string) => {
      if (typeof v === 'string' && !['input', 'shape', 'code', 'section'].includes(key)) values.push(v)
      else if (typeof v === 'number' && !['bytes', 'limit', 'chars'].includes(key)) values.push(key === 'line' ? `${v}行目` : formatCount(v, 'ja-JP'))
      else if (Array.isArray(v)) v.forEach((x) => gather(x, key))
      else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => gather(x, k))
    }
    gather(text.params, '')
    for (const value of values) expect(message).toContain(value)
    // The line, where the English names it.
    if (english(text, 42).includes('line 42')) expect(message).toContain('42行目')
  })

  it('says where, and names the first problems once with the card-line example at the end', () => {
    expect(readingMessage({ code: 'count.out-of-range', params: { written: '0', max: 9999 } }, 3)).toBe('3行目：枚数 0 は1〜9,999でなければなりません')
    expect(readingMessage({ code: 'entry.refused', params: { ...SAMPLES['entry.refused'], field: null, entry: { section: 'sideboard', index: 2 } } }, 1)).toBe(
      'サイドボードの2番目の項目：GD01-001_p1：項目：Too big',
    )
    const noCards = readingMessage({ code: 'list.no-cards', params: SAMPLES['list.no-cards'] }, 1)
    expect(noCards).toContain('2行目：「Gundam, four of them」を読めません。3行目')
    expect(noCards).not.toContain('例：')
    expect(readingMessage({ code: 'list.too-big', params: { input: 'list', bytes: 1.5 * 1024 * 1024, limit: 1024 * 1024 } }, 1)).toBe(
      'デッキリストは1.5 MBです。上限は1 MBです。何も読み込んでいません',
    )
  })
})

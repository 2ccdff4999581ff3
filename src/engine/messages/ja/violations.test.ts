import { describe, expect, it } from 'vitest'
import { VIOLATION_SAMPLES as SAMPLES } from '../../testing/message-samples'
import { formatCount } from '../../text/format'
import { violationMessage as english } from '../en/violations'
import type { ViolationText } from '../violations'
import { JAPANESE_CODES, violationMessage } from './violations'

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as ViolationText)

describe('the Japanese catalogue of the deck rules', () => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...JAPANESE_CODES].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a Japanese sentence with every value the English one shows', (text) => {
    const message = violationMessage(text, '5-1-1-3')
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    expect(message).not.toBe(english(text, '5-1-1-3'))
    // Names, counts and dates as given (counts in Japanese digits); kinds, types and colors are worded in Japanese.
    const values: string[] = []
    const gather = (v: unknown, key: string) => {
      if (typeof v === 'string' && !['section', 'type', 'types', 'allowed', 'game', 'formatGame', 'outside', 'color'].includes(key)) values.push(v)
      else if (typeof v === 'number' && !['min', 'max'].includes(key)) values.push(formatCount(v, 'ja-JP'))
      else if (Array.isArray(v)) v.forEach((x) => gather(x, key))
      else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => gather(x, k))
    }
    gather(text.params, '')
    for (const value of values) expect(message).toContain(value)
    // The rule it cites, where the English cites it.
    if (english(text, '5-1-1-3').includes('5-1-1-3')) expect(message).toContain('5-1-1-3')
  })

  it('words sections, types, colors and limits with the game’s Japanese terms', () => {
    expect(violationMessage({ code: 'section-size', params: { section: 'resource', copies: 1, min: 10, max: 10 } }, '5-1-1-4')).toBe(
      'リソースデッキが1枚です。ちょうど10枚でなければなりません（5-1-1-4）',
    )
    expect(violationMessage({ code: 'section-size', params: { section: 'main', copies: 1234, min: 40, max: 60 } }, 'Deck Building')).toBe(
      'デッキが1,234枚です。40〜60枚でなければなりません（Deck Building）',
    )
    expect(violationMessage({ code: 'color-count', params: { colors: SAMPLES['color-count'].colors, max: 2 } }, '5-1-1-2')).toBe(
      '3色です（青 30枚、赤 18枚、白 2枚）。使える色は2色までです（5-1-1-2）',
    )
    expect(violationMessage({ code: 'section-card-type', params: SAMPLES['section-card-type'] }, '5-1-1-4')).toBe(
      'リソースデッキに入れられるのはリソースのカードだけです（5-1-1-4）：GD01-001 Zaku Ⅱはユニットです',
    )
    expect(violationMessage({ code: 'restricted', params: SAMPLES.restricted }, '')).toBe(
      '制限カード：GD01-001 Zaku Ⅱが2枚あります。1枚までです（Banned/Restricted Cards、2026-09-25）',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { VIOLATION_SAMPLES } from '../../testing/message-samples'
import type { ViolationText } from '../violations'
import { ENGLISH_CODES, violationMessage } from './violations'

/** One set of parameters per code: a code added without one there does not compile. */
const SAMPLES = VIOLATION_SAMPLES

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as ViolationText)

describe('the English catalogue of the deck rules', () => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...ENGLISH_CODES].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a sentence with every value it is given, none missing', (text) => {
    const message = violationMessage(text, '5-1-1-3')
    expect(message).not.toMatch(/undefined|null|NaN|\[object/)
    // Every name, count and date it is given shows in the sentence (kinds and types are worded, not shown).
    const values: string[] = []
    const gather = (v: unknown, key: string) => {
      if (typeof v === 'string' && !['section', 'type', 'types', 'allowed', 'game', 'formatGame', 'outside'].includes(key)) values.push(v)
      else if (typeof v === 'number' && !['min', 'max'].includes(key)) values.push(String(v))
      else if (Array.isArray(v)) v.forEach((x) => gather(x, key))
      else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => gather(x, k))
    }
    gather(text.params, '')
    for (const value of values) expect(message).toContain(value)
  })

  it('words limits, ranges and sections from their values', () => {
    expect(violationMessage({ code: 'section-size', params: { section: 'resource', copies: 1, min: 10, max: 10 } }, '5-1-1-4')).toBe(
      'Resource deck has 1 card; it must have exactly 10 (5-1-1-4)',
    )
    expect(violationMessage({ code: 'section-size', params: { section: 'main', copies: 61, min: 40, max: 60 } }, 'Deck Building')).toBe(
      'Main deck has 61 cards; it must have 40 to 60 (Deck Building)',
    )
    expect(violationMessage({ code: 'color-count', params: { colors: SAMPLES['color-count'].colors, max: 1 } }, '5-1-1-2')).toBe(
      'Three colors: blue 30, red 18, white 2; at most one is allowed (5-1-1-2)',
    )
    expect(
      violationMessage(
        { code: 'recommendation', params: { copies: 30, types: ['unit'], min: 15, max: null, optimal: { min: 25, max: 28 }, outside: 'optimal' } },
        'rules v1.0',
      ),
    ).toBe('The deck has 30 Unit cards; 25-28 is optimal (rules v1.0)')
  })
})

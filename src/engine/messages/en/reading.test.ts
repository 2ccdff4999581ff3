import { describe, expect, expectTypeOf, it } from 'vitest'
import { READING_SAMPLES } from '../../testing/message-samples'
import type { ReadingCode, ReadingParams, ReadingText } from '../reading'
import type { ViolationCode } from '../violations'
import { ENGLISH_READING_CODES, readingMessage } from './reading'
import { ENGLISH_CODES } from './violations'

const MB = 1024 * 1024
const SAMPLES = READING_SAMPLES

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as ReadingText)

describe('the English catalogue of the list readers', () => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...ENGLISH_READING_CODES].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it("shares no code with the deck rules: a parse-error violation's code is a reader's", () => {
    expectTypeOf<Extract<ReadingCode, ViolationCode>>().toBeNever()
    expect(ENGLISH_READING_CODES.filter((c) => (ENGLISH_CODES as string[]).includes(c))).toEqual([])
  })

  it.each(texts)('$code: a sentence with every value it is given, none missing', (text) => {
    const message = readingMessage(text, 42)
    expect(message).not.toMatch(/undefined|null|NaN|\[object/)
    // Every text and count it is given shows in the sentence (kinds are worded, sizes shown in KB or MB).
    const values: string[] = []
    const gather = (v: unknown, key: string) => {
      if (typeof v === 'string' && !['input', 'shape', 'code'].includes(key)) values.push(v)
      else if (typeof v === 'number' && !['bytes', 'limit', 'chars'].includes(key)) values.push(String(v))
      else if (Array.isArray(v)) v.forEach((x) => gather(x, key))
      else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => gather(x, k))
    }
    gather(text.params, '')
    for (const value of values) expect(message).toContain(value)
  })

  it('says where: the line, or the entry of a list without lines', () => {
    expect(readingMessage({ code: 'count.out-of-range', params: { written: '0', max: 9999 } }, 3)).toBe('line 3: count 0 must be from 1 to 9999')
    expect(readingMessage({ code: 'entry.refused', params: { ...SAMPLES['entry.refused'], entry: null } }, 5)).toBe('line 5: GD01-001_p1: printing: Too big')
    expect(readingMessage({ code: 'entry.refused', params: { ...SAMPLES['entry.refused'], field: null, entry: { section: 'sideboard', index: 2 } } }, 1)).toBe(
      'sideboard entry 2: GD01-001_p1: entry: Too big',
    )
    expect(readingMessage({ code: 'list.unreadable', params: SAMPLES['list.unreadable'] }, 4)).toBe(
      `line 4: ${readingMessage(SAMPLES['list.unreadable'].reason, 4)}`,
    )
  })

  it('words sizes, and what a foreign JSON file looks like, from their values', () => {
    expect(readingMessage({ code: 'list.too-big', params: { input: 'list', bytes: 1.5 * MB, limit: MB } }, 1)).toBe(
      'the deck list is 1.5 MB; the limit is 1 MB; nothing was read',
    )
    expect(readingMessage({ code: 'list.too-big', params: { input: 'file', bytes: MB + 1, limit: MB } }, 1)).toBe(
      'the deck file is over the limit of 1 MB; nothing was read',
    )
    const looks = (looksLike: ReadingParams['json.foreign']['looksLike']) =>
      readingMessage({ code: 'json.foreign', params: { kind: null, looksLike } }, 1).replace(/^.*it looks like (.*)\. Export .*$/, '$1')
    expect(looks({ shape: 'list', items: 1 })).toBe('a JSON list of 1 item, not an object')
    expect(looks({ shape: 'list-of-objects', items: 3, keys: ['id', 'type'], cardData: true })).toBe(
      'a JSON list of 3 items with "id", "type": card data, not a deck',
    )
    expect(looks({ shape: 'value', type: 'null' })).toBe('a single JSON null')
    expect(looks({ shape: 'object', keys: [], more: false })).toBe('an empty JSON object')
    expect(looks({ shape: 'object', keys: ['a', 'b'], more: true })).toBe('a JSON object with "a", "b", ...')
  })
})

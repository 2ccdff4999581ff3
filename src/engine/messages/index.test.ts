import { describe, expect, it } from 'vitest'
import { READING_SAMPLES, VIOLATION_SAMPLES } from '../testing/message-samples'
import type { Violation } from '../rules/types'
import { catalogue, isLanguage, LANGUAGES, renderViolation } from '.'

const base = { cards: [] as string[], severity: 'error' as const }

describe('the messages entry point', () => {
  it('knows English and Japanese, and nothing else', () => {
    expect(LANGUAGES).toEqual(['en', 'ja'])
    expect(isLanguage('ja')).toBe(true)
    expect(isLanguage('fr')).toBe(false)
    expect(isLanguage('JA')).toBe(false)
  })

  it('renders a deck rule with its ref, and a reader’s code with its line, in the language asked', () => {
    const rule: Violation = { ...base, rule: 'restricted', ref: 'B/R', message: 'English', lines: [], code: 'restricted', params: VIOLATION_SAMPLES.restricted }
    expect(renderViolation(rule, 'en')).toBe('English')
    expect(renderViolation(rule, 'ja')).toBe(catalogue('ja').violation({ code: 'restricted', params: VIOLATION_SAMPLES.restricted }, 'B/R'))
    const parse: Violation = {
      ...base,
      rule: 'parse-error',
      ref: 'deck list',
      message: 'line 7: count 0 must be from 1 to 9999',
      lines: [7],
      code: 'count.out-of-range',
      params: { written: '0', max: 9999 },
    }
    expect(renderViolation(parse, 'ja')).toBe('7行目：枚数 0 は1〜9,999でなければなりません')
    const link: Violation = { ...base, rule: 'unreadable', ref: 'deck list', message: 'x', lines: [3], code: 'list.link', params: READING_SAMPLES['list.link'] }
    expect(renderViolation(link, 'ja')).toBe(catalogue('ja').reading({ code: 'list.link', params: READING_SAMPLES['list.link'] }, 3))
  })

  it('keeps the English message of a violation without a code (a file that could not be opened)', () => {
    const file: Violation = { ...base, rule: 'unreadable', ref: 'deck list', message: 'cannot read it', lines: [] }
    expect(renderViolation(file, 'ja')).toBe('cannot read it')
  })
})

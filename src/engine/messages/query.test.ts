import { describe, expect, it } from 'vitest'
import { QUERY_HELP as HELP_LINES } from '../query/help'
import { parseQuery } from '../query/parse'
import { QUERY_SAMPLES as SAMPLES } from '../testing/query-samples'
import { formatCount } from '../text/format'
import { ENGLISH_QUERY_CODES, queryMessage as english } from './en/query'
import { QUERY_HELP as ENGLISH_HELP } from './en/query-help'
import { JAPANESE_QUERY_CODES, queryMessage as japanese } from './ja/query'
import { QUERY_HELP as JAPANESE_HELP } from './ja/query-help'
import { QUERY_HELP_CODES, type QueryText } from './query'
import { catalogue } from '.'

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as QueryText)

describe.each([
  { language: 'en', codes: ENGLISH_QUERY_CODES, render: english, help: ENGLISH_HELP, locale: 'en-US' },
  { language: 'ja', codes: JAPANESE_QUERY_CODES, render: japanese, help: JAPANESE_HELP, locale: 'ja-JP' },
])('the $language catalogue of the card search', ({ language, codes, render, help, locale }) => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...codes].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a sentence with every value it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    // What the player typed shows as typed; a count as the language writes it.
    for (const v of Object.values(text.params).flat())
      if (typeof v === 'number') expect(message).toContain(formatCount(v, locale))
      else expect(message).toContain(v)
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })

  it('means something for every line of the help, each line its own', () => {
    expect(Object.keys(help).sort()).toEqual([...QUERY_HELP_CODES].sort())
    expect(HELP_LINES.map((h) => h.code).sort()).toEqual([...QUERY_HELP_CODES].sort())
    expect(new Set(Object.values(help)).size).toBe(QUERY_HELP_CODES.length)
    if (language === 'ja') for (const line of Object.values(help)) expect(line).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

describe('the card search speaks in codes', () => {
  it("keeps the English catalogue's sentence beside the code, and the entry point renders it in each language", () => {
    const [error] = parseQuery('c:purpel').errors
    expect(error).toMatchObject({ code: 'color.unknown', params: { written: 'purpel' }, suggestion: 'purple' })
    expect(error!.message).toBe("unknown color 'purpel': use blue (u), green (g), red (r), white (w), purple (p), black (b) or colorless (c, none)")
    expect(catalogue('en').query(error!)).toBe(error!.message)
    expect(catalogue('ja').query(error!)).toBe(
      "不明な色 'purpel' です：blue（u）、green（g）、red（r）、white（w）、purple（p）、black（b）、colorless（c、none）のいずれかを使ってください",
    )
    expect(catalogue('ja').queryHelp('or')).toBe(JAPANESE_HELP.or)
  })
})

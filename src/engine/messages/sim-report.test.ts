import { describe, expect, it } from 'vitest'
import { SIM_REPORT_SAMPLES } from '../testing/message-samples'
import { formatCount, formatPercent } from '../text/format'
import { catalogue, LANGUAGES } from '.'
import type { SimReportCode } from './sim-report'

/** One set of parameters per code (testing/message-samples.ts): a code added without one there does not compile. */
const SAMPLES = SIM_REPORT_SAMPLES
const LOCALES = { en: 'en-US', ja: 'ja-JP' } as const
/** Chances, written as percents (to 4 decimals, the policy's to 2). */
const CHANCES = new Set(['p', 'stdError', 'keep', 'redraw'])

const columns = (text: string) => [...text].reduce((w, c) => w + (/[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0)

describe.each(LANGUAGES)('the %s words of the simulate report', (language) => {
  const words = catalogue(language).simReport
  const locale = LOCALES[language]
  const render = (code: SimReportCode) => (words[code] as (p: unknown) => string)(SAMPLES[code])

  it('has words for every code, and none for a code that does not exist', () => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(Object.keys(SAMPLES) as SimReportCode[])('%s: every value it is given, as the language writes it', (code) => {
    const text = render(code)
    expect(text).not.toMatch(/undefined|null|NaN|\[object/)
    for (const [key, v] of Object.entries(SAMPLES[code])) {
      if (CHANCES.has(key))
        for (const x of [v].flat(2) as number[]) expect(text).toContain(formatPercent(x, key === 'keep' || key === 'redraw' ? 2 : 4, locale))
      // The seed is typed back after --seed: plain digits in every language.
      else if (key === 'seed') expect(text).toContain(String(v))
      else if (typeof v === 'number') expect(text).toContain(language === 'en' && key !== 'trials' ? String(v) : formatCount(v, locale))
      else if (typeof v === 'string' && key !== 'player' && key !== 'choice') expect(text).toContain(v)
      else if (Array.isArray(v)) for (const x of v.flat()) expect(text).toContain(typeof x === 'number' ? formatCount(x, locale) : x)
    }
    if (language === 'ja' && code !== 'policy.row') expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })

  it('lines the policy table up under its header on a terminal (a Japanese character takes two columns)', () => {
    const header = words['policy.header']({})
    const row = words['policy.row']({ groups: [1], keep: [0.5, 0.5], redraw: [0.25, 0.25], choice: 'keep' })
    const start = (line: string, cell: string) => columns(line.slice(0, line.indexOf(cell)))
    const [, keep, redraw] = header.trim().split(/ {2,}/)
    expect(start(row, formatPercent(0.5, 2, locale))).toBe(start(header, keep!))
    expect(start(row, formatPercent(0.25, 2, locale))).toBe(start(header, redraw!))
  })

  it('lines the two answers up', () => {
    const exact = words.exact({ p: 0.5 })
    const mc = words['monte-carlo']({ p: 0.5, stdError: 0.01, trials: 10, seed: 1 })
    const value = formatPercent(0.5, 4, locale)
    expect(columns(exact.slice(0, exact.indexOf(value)))).toBe(columns(mc.slice(0, mc.indexOf(value))))
  })
})

describe('the English simulate report', () => {
  const words = catalogue('en').simReport

  it('words each line as the CLI always printed it', () => {
    expect(words.exact({ p: 0.8567559261 })).toBe('Exact:        85.6756 %')
    expect(words.exact({ p: null })).toBe('Exact:        not computed (the groups overlap in too many ways)')
    expect(words['monte-carlo']({ p: 0.85671, stdError: 0.00035, trials: 10000, seed: 3 })).toBe(
      'Monte Carlo:  85.6710 % ± 0.0350 % (1 standard error; 10,000 trials, seed 3)',
    )
    expect(words['redraw.if-miss']({ hands: [[5, 4, 3]], ref: 'b)' })).toBe(
      'Redraw: when the opening hand misses the condition, drawing 5, then 4, then 3 (b))',
    )
    expect(words['redraw.optimal']({ hands: [], ref: null })).toBe(
      'Redraw: the best decision, by the exact chances of keeping and of redrawing each hand (none in this format)',
    )
    expect(words['policy.row']({ groups: [0, 2], keep: [0.1, 0.2], redraw: [0.3, 0.3], choice: 'depends' })).toBe(
      '  g1:0 g2:2                10.00 %-20.00 %  30.00 %     depends',
    )
  })
})

describe('the Japanese simulate report', () => {
  const words = catalogue('ja').simReport

  it('names the player, the choice and a missing answer in Japanese', () => {
    expect(words['seen.by-turn']({ draws: 2, player: 'first', turn: 3, ref: 'Q15' })).toBe(
      '見る範囲：最終的な手札と、先攻のターン3のドローフェイズまでに引いた2枚（Q15）',
    )
    expect(words['policy.row']({ groups: [0], keep: [0.1, 0.1], redraw: [0.3, 0.3], choice: 'redraw' })).toMatch(/ 引き直し$/)
    expect(words.exact({ p: null })).toBe('厳密計算：      計算していません（グループの重なり方が多すぎます）')
  })
})

import { describe, expect, it } from 'vitest'
import { catalogue, LANGUAGES } from '.'
import type { ReportCode, ReportParams } from './report'

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in ReportCode]: ReportParams[C] } = {
  format: { name: 'Gundam Card Game', id: 'gcg' },
  'ban-list': { name: 'Banned/Restricted Cards', date: '2026-09-25', source: 'gundam-gcg.com' },
  'ban-list.note': { note: 'Earlier announcements: 01_234' },
  'card-pool': { cards: 1075, printings: 1816 },
  verdict: { status: 'not-legal' },
  'list.sections': { main: 49, resource: 10, assumed: true, sideboard: 3, ex: 2 },
  'list.unreadable': {},
  'list.unchecked': {},
  severity: { severity: 'warning' },
  'problem.lines': { lines: [4, 9], message: 'x' },
  summary: { lists: 10000, legal: 9000, notLegal: 700, unchecked: 200, unreadable: 100 },
  'summary.assumed': { copies: 10, number: 'R-001', lists: 3 },
}

describe.each(LANGUAGES)('the %s words of the text report', (language) => {
  const report = catalogue(language).report

  it.each(Object.keys(SAMPLES) as ReportCode[])('%s: every value it is given, none missing', (code) => {
    const text = (report[code] as (p: unknown) => string)(SAMPLES[code])
    expect(text).not.toMatch(/undefined|null|NaN|\[object/)
    const values = Object.values(SAMPLES[code]).flatMap((v) => (Array.isArray(v) ? v : [v]))
    for (const v of values) if (typeof v === 'number') expect(text.replaceAll(',', '')).toContain(String(v))
    for (const v of values) if (typeof v === 'string' && !['not-legal', 'warning', 'x'].includes(v)) expect(text).toContain(v)
  })

  it('pads every verdict, and every severity, to one width on a terminal (a Japanese character takes two columns)', () => {
    const width = (t: string) => [...t].reduce((w, c) => w + (/[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0)
    const verdicts = (['legal', 'not-legal', 'unchecked', 'unreadable'] as const).map((status) => width(report.verdict({ status })))
    expect(new Set(verdicts).size).toBe(1)
    expect(width(report.severity({ severity: 'error' }))).toBe(width(report.severity({ severity: 'warning' })))
  })
})

describe('the English text report', () => {
  it('writes counts as plain digits, which scripts read back', () => {
    expect(catalogue('en').report.summary(SAMPLES.summary)).toBe('Checked 10000 lists: 9000 legal, 700 not legal, 200 unchecked, 100 unreadable')
    expect(catalogue('en').report.summary({ lists: 1, legal: 1, notLegal: 0, unchecked: 0, unreadable: 0 })).toBe('Checked 1 list: 1 legal, 0 not legal')
  })
})

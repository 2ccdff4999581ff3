import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DECK_LIST_FORMATS } from '~/engine/decklist/write'
import { legalFixture } from '~/engine/testing/builders'
import { exportCardsCsv } from '~/io/cards/csv'
import { run } from '../main'

const dir = mkdtempSync(join(tmpdir(), 'gundeck-convert-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const fx = legalFixture()
const cardsPath = join(dir, 'cards.csv')
writeFileSync(cardsPath, exportCardsCsv(fx.cards))
// A legal deck written the way players paste: mixed dialects, a name-only line, a comment.
const deckPath = join(dir, 'deck.txt')
const [first, second, ...rest] = fx.mains
writeFileSync(
  deckPath,
  [
    '// pasted',
    `4 ${first!.name}`,
    `4 ${second!.name} [${second!.number}]`,
    ...rest.map((c, i) => `${c.number} x${i === rest.length - 1 ? 2 : 4}`),
    '10xTR-001',
  ].join('\r\n'),
)

function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const status = run(argv, { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { status, out: out.join('\n'), err: err.join('\n') }
}

describe('gundeck convert', () => {
  for (const to of DECK_LIST_FORMATS) {
    it(`--to ${to} prints a list that gundeck validate reads back as the same legal deck`, () => {
      const r = cli('convert', deckPath, '--cards', cardsPath, '--to', to)
      expect({ status: r.status, err: r.err }).toEqual({ status: 0, err: '' })
      const out = join(dir, `out-${to}.txt`)
      writeFileSync(out, r.out)
      const v = cli('validate', out, '--cards', cardsPath, '--format', 'gcg-open', '--json')
      const report = JSON.parse(v.out)
      expect({ status: v.status, legal: report.legal, violations: report.violations, warnings: report.warnings }).toEqual({
        status: 0,
        legal: true,
        violations: [],
        warnings: [],
      })
      expect(report.deck.main).toEqual(fx.deck.main)
      expect(report.deck.resource).toEqual(fx.deck.resource)
    })
  }

  it('refuses a list with unreadable lines, naming file, line and column, and prints nothing', () => {
    const bad = join(dir, 'bad.txt')
    writeFileSync(bad, '4 TS01-100\n  four of those\n')
    const r = cli('convert', bad, '--cards', cardsPath, '--to', 'json')
    expect(r.status).toBe(1)
    expect(r.out).toBe('')
    expect(r.err).toContain(`${bad}:2:3: error: line 2: cannot read "four of those"`)
  })

  it('an unknown --to is a usage error (exit 2)', () => {
    const r = cli('convert', deckPath, '--cards', cardsPath, '--to', 'yaml')
    expect(r.status).toBe(2)
    expect(r.err).toContain('--to must be one of canonical, limitless')
  })
})

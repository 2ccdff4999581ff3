import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportCardsCsv } from '~/io/cards/csv'
import { MAX_DECK_LIST_BYTES } from '~/engine/limits'
import { legalFixture } from '~/engine/testing/builders'
import { forgeDeckCode } from '~/engine/testing/forged-code'
import { readText } from './io'
import { run } from './main'

// The CLI reads with a hard byte cap, stops quietly when its reader goes away, and names the option
// when a number is wrong.
const dir = mkdtempSync(join(tmpdir(), 'gundeck-reader-'))
const f = legalFixture()
const cards = join(dir, 'cards.csv')
writeFileSync(cards, exportCardsCsv(f.cards))
const deckText = ['Main deck', ...f.deck.main.map((e) => `${e.count} ${e.number}`), 'Resource deck', '10 TR-001'].join('\n')
const deck = join(dir, 'deck.txt')
writeFileSync(deck, deckText)

function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = run(argv, { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const TSX = join(process.cwd(), 'node_modules/.bin/tsx')
const GUNDECK = ['--tsconfig', 'tsconfig.node.json', 'cli/gundeck.ts']

describe('gundeck reads with a byte cap that holds for devices and pipes', () => {
  it('a device that reports size 0 (/dev/zero) is read only to the limit, then refused', () => {
    const r = cli('validate', '/dev/zero', '--cards', cards)
    expect(r.code).toBe(2)
    expect(r.err).toBe('gundeck: deck list /dev/zero is over the limit of 1 MB (reading stopped there)')
  })

  it('a FIFO fed more than the limit is refused; one fed a deck list is read', async () => {
    const fifo = join(dir, 'deck.fifo')
    execFileSync('mkfifo', [fifo])
    // The writer is another process: this one blocks reading.
    const big = spawn('sh', ['-c', `head -c ${2 * MAX_DECK_LIST_BYTES} /dev/zero | tr '\\0' 'x' > "${fifo}"`], { stdio: 'ignore' })
    expect(() => readText(fifo, MAX_DECK_LIST_BYTES, 'deck list')).toThrow(`deck list ${fifo} is over the limit of 1 MB (reading stopped there)`)
    await new Promise((done) => big.on('close', done))
    const small = spawn('sh', ['-c', `cat "${deck}" > "${fifo}"`], { stdio: 'ignore' })
    expect(readText(fifo, MAX_DECK_LIST_BYTES, 'deck list')).toBe(deckText)
    await new Promise((done) => small.on('close', done))
  })

  it('standard input (`-`) is read through a pipe, with the same cap', () => {
    const ok = spawnSync(TSX, [...GUNDECK, 'validate', '-', '--cards', cards, '--json'], { input: deckText, encoding: 'utf8' })
    expect(ok.stderr).toBe('')
    expect(ok.status).toBe(0)
    expect(JSON.parse(ok.stdout)).toMatchObject({ file: '-', legal: true })
    const big = spawnSync(TSX, [...GUNDECK, 'validate', '-', '--cards', cards], { input: 'x'.repeat(MAX_DECK_LIST_BYTES + 10), encoding: 'utf8' })
    expect(big.status).toBe(2)
    expect(big.stderr.trim()).toBe('gundeck: deck list on standard input is over the limit of 1 MB (reading stopped there)')
  }, 30_000)
})

describe('gundeck validate: the reader contract', () => {
  it('a deck code whose TS01-100 line is printed as another number is not legal, and says which', () => {
    const code = join(dir, 'disguised.txt')
    const main = f.deck.main.map((e, i) => ({ number: e.number, printing: i === 0 ? 'TS05-100' : null, count: e.count }))
    writeFileSync(code, forgeDeckCode({ main, resource: [{ number: 'TR-001', printing: null, count: 10 }] }))
    const r = cli('validate', code, '--cards', cards, '--json')
    expect(r.code).toBe(1)
    const report = JSON.parse(r.out)
    expect(report.legal).toBe(false)
    expect(report.violations[0].message).toMatch(/printing TS05-100 is not a printing of card TS01-100/)
    expect(JSON.stringify(report.deck)).not.toContain('TS05-100')
  })
})

describe('gundeck ... | head', () => {
  it('stops quietly when the reader of its output has gone (EPIPE): no stack trace, its own status', () => {
    // `true` exits at once without reading; gundeck's write then meets a closed pipe.
    const r = spawnSync('bash', ['-c', `"$0" "$@" | true; exit \${PIPESTATUS[0]}`, TSX, ...GUNDECK, 'validate', deck, '--cards', cards], { encoding: 'utf8' })
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
  }, 30_000)

  it("a big folder's --json written by the reading thread: the same quiet stop, with the run's status", () => {
    const many = join(dir, 'many')
    mkdirSync(many)
    for (let i = 0; i < 600; i++) writeFileSync(join(many, `list-${String(i).padStart(3, '0')}.txt`), i === 7 ? '5 TS01-100' : deckText)
    const r = spawnSync(
      'bash',
      ['-c', `"$0" "$@" | head -c 100 >/dev/null; exit \${PIPESTATUS[0]}`, TSX, ...GUNDECK, 'validate', many, '--cards', cards, '--json', '--jobs', '2'],
      {
        encoding: 'utf8',
      },
    )
    expect(r.stderr).toBe('')
    expect(r.status).toBe(1)
  }, 30_000)
})

describe('gundeck simulate: numbers', () => {
  const simulate = (...extra: string[]) => cli('simulate', deck, '--cards', cards, '--hit', 'TS01-100', ...extra)

  it('a negative or malformed number exits 2 with a message naming the option; good values still run', () => {
    const cases: [string[], string][] = [
      [['--trials', '-5'], '--trials must be a whole number from 0 to 1,000,000,000, not "-5"'],
      [['--trials', 'abc'], '--trials must be a whole number from 0 to 1,000,000,000, not "abc"'],
      [['--by-turn', '-1'], '--by-turn must be a whole number from 0 to 60, not "-1"'],
      [['--seed', 'x'], '--seed must be a whole number from 0 to 4,294,967,295, not "x"'],
      [['--seed', '-0.5'], '--seed must be a whole number from 0 to 4,294,967,295, not "-0.5"'],
    ]
    for (const [args, message] of cases) {
      const r = simulate(...args)
      expect({ args, code: r.code, err: r.err }).toEqual({ args, code: 2, err: `gundeck: ${message}` })
    }
    expect(simulate('--trials', '0', '--seed', '7', '--by-turn', '1', '--json').code).toBe(0)
  })
})

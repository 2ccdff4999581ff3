import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { legalFixture } from '~/engine/testing/builders'
import { exportCardsCsv } from '~/io/cards/csv'
import { PARALLEL_FROM } from './parallel'

// A big folder is read ahead by a thread of its own, or checked by worker threads beside the main one.
// Workers run the built CLI, so this builds it, then checks the same folder in one thread, with a
// reading thread, and in two checking threads: the same report, byte for byte.
const dir = mkdtempSync(join(tmpdir(), 'gundeck-parallel-'))
const f = legalFixture()
const cards = join(dir, 'cards.csv')
writeFileSync(cards, exportCardsCsv(f.cards))

describe('gundeck validate FOLDER with worker threads (built CLI)', () => {
  it('gives the same JSON, text report and CSV in one thread, with a reading thread and with two checking ones', () => {
    const cli = join(dir, 'cli')
    execFileSync(join(process.cwd(), 'node_modules/.bin/vite'), ['build', '--config', 'vite.cli.config.ts', '--outDir', cli, '--logLevel', 'silent'])
    const lists = join(dir, 'lists')
    const lines = f.deck.main.map((e) => `${e.count} ${e.number}`)
    const count = PARALLEL_FROM + 300
    for (let i = 0; i < count; i++) {
      const sub = join(lists, `table-${i % 7}`)
      if (i < 7) mkdirSync(sub, { recursive: true })
      const shape = i % 5
      const text =
        shape === 0
          ? [`Deck ${i}`, ...lines, 'resource 10 TR-001'].join('\n')
          : shape === 1
            ? [...lines.slice(1), `${i % 9} TS05-100`].join('\n')
            : shape === 2
              ? 'https://www.bandai-tcg-plus.com/deck_recipe?deck=Aa.Bb&deck_code=C&game_title_id=15'
              : shape === 3
                ? JSON.stringify({ cards: [{ card_id: 'TS01-100', count: 4 }] })
                : [...lines, '4 TS09-001 Newer Card', 'Resource deck', '10 TR-001'].join('\n')
      writeFileSync(join(sub, `list-${String(i).padStart(5, '0')}.txt`), text)
    }
    const gundeck = (jobs: number, ...extra: string[]) => {
      const report = join(dir, `report-${jobs}.csv`)
      const r = spawnSync(
        process.execPath,
        [join(cli, 'gundeck.mjs'), 'validate', lists, '--cards', cards, '--jobs', String(jobs), '--report', report, '--verbose', ...extra],
        { encoding: 'utf8', maxBuffer: 1 << 28 },
      )
      return { ...r, csv: readFileSync(report, 'utf8') }
    }
    // One thread; one checking and one reading ahead; two checking (of four).
    const one = gundeck(1)
    const two = gundeck(2)
    const four = gundeck(4)
    for (const r of [one, two, four]) expect(r.status).toBe(1)
    expect(one.stdout).toContain(`Checked ${count} lists:`)
    expect(two.stdout).toBe(one.stdout)
    expect(four.stdout).toBe(one.stdout)
    expect(two.csv).toBe(one.csv)
    expect(four.csv).toBe(one.csv)
    expect(one.stderr).toContain(`checked ${count} lists in one thread\n`)
    expect(two.stderr).toContain(`checked ${count} lists in one thread, the files read ahead by another`)
    const workers = /checked \d+ lists in 2 threads: (\d+) by the worker thread/.exec(four.stderr)
    expect(workers).not.toBeNull()
    // Printed, not asserted: how the lists were shared depends on how busy the machine is.
    console.log(`parallel: ${workers![0]}`)
    const jsonOne = gundeck(1, '--json')
    expect(gundeck(2, '--json').stdout).toBe(jsonOne.stdout)
    expect(gundeck(4, '--json').stdout).toBe(jsonOne.stdout)
    expect(JSON.parse(jsonOne.stdout)).toHaveLength(count)
  }, 120_000)
})

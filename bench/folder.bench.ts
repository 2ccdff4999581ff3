// Issues 28 and 44: `gundeck validate FOLDER` on 10,000 list files, the whole command as an organiser runs
// it (node start, card data, reading every file, checking, the report). Beside the baseline's CLI
// (BENCH_BASELINE), run in turns: as the default chooses, and in one thread, text and --json, and --json
// with one thread per core (target 10,000 lists/s). This build alone: one thread per core (on two cores:
// one checks, one reads the files ahead and writes the JSON; target under 1 s of wall time), and twice as
// many (checking threads side by side). The lists are made here, from the real card pool, in every
// dialect we read, with the shapes players send (trailing comments, `resource 10 R-001`, Markdown
// headings, a TCG+ link, another tool's JSON): never stored.
import { execFileSync, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { CardPool } from '~/engine/cards/pool'
import { DECK_LIST_FORMATS, writeDeckList } from '~/engine/decklist/write'
import { importCardFile } from '~/io/cards/detect'
import type { Card } from '~/schemas/card'
import { REAL_CARDS_URL, realCardsText } from './big-pool'
import type { Reporter } from './harness'

/** Written out in the figures' names as 10,000. */
const LISTS = 10_000

/** A small deterministic generator (mulberry32): the same lists on every run. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Entry = { number: string; printing: null; count: number }

/** A two-color deck of 50 (4 copies of most cards), 10 basic Resources; `broken` adds a fifth copy. */
function makeDeck(byColor: Map<string, Card[]>, next: () => number, broken: boolean): { main: Entry[]; resource: Entry[]; sideboard: Entry[] } {
  const colors = [...byColor.keys()]
  const a = colors[Math.floor(next() * colors.length)]!
  const b = colors[Math.floor(next() * colors.length)]!
  const candidates = [...byColor.get(a)!, ...(a === b ? [] : byColor.get(b)!)]
  const main: Entry[] = []
  const used = new Set<string>()
  let total = 0
  while (total < 50 && used.size < candidates.length) {
    const card = candidates[Math.floor(next() * candidates.length)]!
    if (used.has(card.number)) continue
    used.add(card.number)
    const count = Math.min(50 - total, next() < 0.7 ? 4 : 2)
    main.push({ number: card.number, printing: null, count })
    total += count
  }
  if (broken && main[0]) main[0].count = 5
  return { main, resource: [{ number: 'R-001', printing: null, count: 10 }], sideboard: [] }
}

/** Write the event's folder: 10 subfolders of lists in every dialect and shape. */
function writeLists(dir: string, pool: CardPool): void {
  const byColor = new Map<string, Card[]>()
  for (const card of pool.cards) {
    if (card.game !== 'gcg' || !card.color || !['unit', 'pilot', 'command', 'base'].includes(card.type)) continue
    byColor.set(card.color, [...(byColor.get(card.color) ?? []), card])
  }
  const next = random(28)
  for (let i = 0; i < LISTS; i++) {
    const sub = join(dir, `round-${String(i % 10)}`)
    if (i < 10) mkdirSync(sub, { recursive: true })
    const deck = makeDeck(byColor, next, i % 10 === 3)
    const to = DECK_LIST_FORMATS[i % DECK_LIST_FORMATS.length]!
    let text = writeDeckList(deck, to, pool, { name: `Player ${i} deck` })
    let ext = to === 'csv' ? 'csv' : to === 'json' ? 'json' : 'txt'
    if (i % 97 === 5) text = `## Decklist\n${deck.main.map((e) => `${e.count} ${e.number}   # ${pool.get(e.number)!.name}`).join('\n')}\nresource 10 R-001\n`
    if (i % 211 === 7) text = 'https://www.bandai-tcg-plus.com/deck_recipe?deck=Zz0.Zz1.Zz2&deck_code=BENCH&game_title_id=15\n'
    if (i % 307 === 11) {
      text = JSON.stringify({ cards: deck.main.map((e) => ({ card_id: e.number, count: e.count })) })
      ext = 'json'
    }
    writeFileSync(join(sub, `list-${String(i).padStart(5, '0')}.${ext}`), text)
  }
}

/** CPU time (ms) of the children this process has waited for, from /proc (Linux); null elsewhere. */
function childCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
  // After "pid (comm) ": state is field 3; cutime and cstime are fields 16 and 17, in clock ticks (100 Hz).
  return (Number(fields[13]) + Number(fields[14])) * 10
}

/** What one run of `gundeck validate FOLDER` took: wall and process CPU time (ms), and its summary line. */
interface Run {
  wall: number
  cpu: number | null
  summary: string
}

/**
 * One run of a built CLI (`cli`) on the folder; `jobs` null is the default (one thread per idle core). Its
 * output goes to a file, as an organiser's `> results.json` does: read back into this process through a
 * pipe, 20 MB of JSON cost this process as much CPU as the run itself, on the same two cores.
 */
function runOnce(cli: string, lists: string, jobs: number | null, json: boolean, out: string): Run {
  const cards = REAL_CARDS_URL.pathname
  const fd = openSync(out, 'w')
  const c0 = childCpuMs()
  const t0 = performance.now()
  let r
  try {
    r = spawnSync(
      process.execPath,
      [cli, 'validate', lists, '--cards', cards, ...(jobs === null ? [] : ['--jobs', String(jobs)]), ...(json ? ['--json'] : [])],
      { encoding: 'utf8', stdio: ['ignore', fd, 'pipe'] },
    )
  } finally {
    closeSync(fd)
  }
  const wall = performance.now() - t0
  const c1 = childCpuMs()
  const stdout = readFileSync(out, 'utf8')
  const ok = json ? stdout.startsWith('[') && stdout.trimEnd().endsWith(']') : stdout.includes(`Checked ${LISTS} lists`)
  if (r.status !== 1 || !ok) throw new Error(`gundeck validate failed (${r.status}): ${r.stderr.slice(0, 500)}`)
  const summary = json ? `${(stdout.match(/^ {4}"status": "legal"/gm) ?? []).length} legal (JSON)` : stdout.trim().split('\n').at(-1)!
  return { wall, cpu: c0 === null || c1 === null ? null : c1 - c0, summary }
}

const RUNS = 5

/** The median and best wall time and the median CPU time of `runs` runs, after one not counted. */
function summarise(all: Run[]) {
  const wall = all.map((x) => x.wall).sort((a, b) => a - b)
  const cpu = all.map((x) => x.cpu ?? NaN).sort((a, b) => a - b)
  return { best: wall[0]!, median: wall[Math.floor(all.length / 2)]!, cpu: cpu[Math.floor(all.length / 2)]!, summary: all[0]!.summary }
}

export default function folder(report: Reporter) {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: realCardsText() }).cards)
  const work = mkdtempSync(join(tmpdir(), 'gundeck-folder-bench-'))
  try {
    const cliDir = join(work, 'cli')
    execFileSync('npx', ['vite', 'build', '--config', 'vite.cli.config.ts', '--outDir', cliDir, '--logLevel', 'silent'], { stdio: 'inherit' })
    const cli = join(cliDir, 'gundeck.mjs')
    const base = report.baseline?.cli() ?? null
    const lists = join(work, 'lists')
    const out = join(work, 'out')
    writeLists(lists, pool)
    const cores = Math.min(8, availableParallelism())
    // The machine may be shared: its load says how far the wall times are from an idle machine's.
    const load = loadavg()[0]!
    // The whole command as an organiser runs it, text and JSON, this build and the baseline's in turns.
    // The default takes one thread per idle core: with the runs before it the load average is about
    // one, so here it is mostly one thread; an organiser's idle machine gets the reading thread too.
    const compared: [string, number | null, boolean][] = [
      ['default', null, false],
      ['default, --json', null, true],
      ['--jobs 1', 1, false],
      ['--jobs 1, --json', 1, true],
      [`--jobs ${cores}, --json`, cores, true],
    ]
    for (const [label, jobs, json] of compared) {
      const mine: Run[] = []
      const theirs: Run[] = []
      runOnce(cli, lists, jobs, json, out)
      if (base) runOnce(base, lists, jobs, json, out)
      for (let i = 0; i < RUNS; i++) {
        mine.push(runOnce(cli, lists, jobs, json, out))
        if (base) theirs.push(runOnce(base, lists, jobs, json, out))
      }
      const m = summarise(mine)
      const t = base ? summarise(theirs) : null
      if (t && t.summary !== m.summary) report.note(`${label}: this build says "${m.summary}", the baseline "${t.summary}"`)
      // Each run as it came, wall / process CPU (ms): on a shared machine the spread says how far to trust the medians.
      const runs = (all: Run[]) => all.map((x) => `${x.wall.toFixed(0)}/${x.cpu ?? '?'}`).join(' ')
      report.note(`${label}: runs, wall/CPU ms: this build ${runs(mine)}${base ? `; baseline ${runs(theirs)}` : ''}`)
      report.figure(
        `validate FOLDER, 10,000 files, ${label}: lists/s (best of ${RUNS})`,
        (LISTS * 1000) / m.best,
        'lists/s',
        '>= 10,000 lists/s',
        t ? (LISTS * 1000) / t.best : undefined,
      )
      report.figure(`  ${label}: wall, median`, m.median, 'ms', undefined, t?.median)
      if (!Number.isNaN(m.cpu)) report.figure(`  ${label}: process CPU time, median`, m.cpu, 'ms', undefined, t && !Number.isNaN(t.cpu) ? t.cpu : undefined)
    }
    // The threads, this build only: one per core (on two cores, one checks and one reads the files ahead;
    // target under 1 s of wall time), and twice as many (checking threads side by side).
    const threads: [string, number, string?][] = [
      [`--jobs ${cores}${cores < 4 ? ' (reads ahead)' : ''}`, cores, '< 1000 ms'],
      [`--jobs ${2 * cores} (${cores} checking)`, 2 * cores],
    ]
    const results = threads.map(([label, jobs, target]) => {
      runOnce(cli, lists, jobs, false, out)
      return { label, target, ...summarise(Array.from({ length: RUNS }, () => runOnce(cli, lists, jobs, false, out))) }
    })
    const same = results.every((r) => r.summary === results[0]!.summary)
    report.note(`${results[0]!.summary} (the same in every run: ${same ? 'yes' : 'NO'})`)
    report.note(`load average ${load.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after, on ${availableParallelism()} cores`)
    for (const r of results) {
      report.figure(`validate FOLDER, 10,000 files, ${r.label}: wall, median`, r.median, 'ms', r.target)
      report.figure(`  ${r.label}: wall, best of ${RUNS}`, r.best, 'ms', r.target)
      if (!Number.isNaN(r.cpu)) report.figure(`  ${r.label}: process CPU time, median`, r.cpu, 'ms')
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

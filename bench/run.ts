// Runs every bench/*.bench.ts in this one process and prints the figures together; with a baseline
// (BENCH_BASELINE, by default the last release tag: see bench/baseline.ts), each figure that build has
// too, side by side at the end: figure, baseline, this build, and their ratio.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { baselineRef, openBaseline, type Baseline } from './baseline'
import type { Reporter } from './harness'

const dir = fileURLToPath(new URL('.', import.meta.url))
const only = process.argv[2]
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort()

/**
 * Suites quick enough to run a second time in the baseline's checkout, by its own bench (the figures
 * of the same name are compared). The CLI and browser suites measure both builds in turns themselves.
 */
const RUN_IN_BASELINE = new Set(['legality', 'decklist', 'stats', 'import'])

interface Row {
  suite: string
  name: string
  value: number
  unit: string
  baseline?: number
}
const rows: Row[] = []
const failed: string[] = []

const shown = (value: number) =>
  !Number.isFinite(value) ? String(value) : value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toPrecision(3)

const reporter = (suite: string, baseline: Baseline | null): Reporter => ({
  figure(name, value, unit, target, base) {
    rows.push({ suite, name, value, unit, ...(base === undefined ? {} : { baseline: base }) })
    const was = base === undefined ? '' : `   (baseline ${shown(base)} ${unit})`
    console.log(`${suite.padEnd(12)} ${name.padEnd(58)} ${`${shown(value)} ${unit}`.padStart(16)}${target ? `   (target ${target})` : ''}${was}`)
  },
  note(text) {
    console.log(`${suite.padEnd(12)} ${text}`)
  },
  baseline,
})

/** Lower is better, except for rates (`lists/s`, `M/s`); a figure that is itself a ratio (`x`) says neither. */
const higherIsBetter = (unit: string) => unit.endsWith('/s')
const isRatio = (unit: string) => unit === 'x' || unit === '×'

function verdict(r: Required<Row>): string {
  const ratio = r.value / r.baseline
  if (!Number.isFinite(ratio) || isRatio(r.unit) || Math.abs(ratio - 1) < 0.05) return ''
  return ratio > 1 === higherIsBetter(r.unit) ? 'better' : 'worse'
}

/** This build / baseline; a dash where the baseline is 0 or not a number. */
function ratioOf(r: Required<Row>): string {
  const ratio = r.value / r.baseline
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–'
}

/** The figures both builds have, side by side. */
function comparison(label: string): string {
  const both = rows.filter((r): r is Required<Row> => r.baseline !== undefined)
  if (both.length === 0) return `\nNo figure of ${label} to compare with.`
  const name = (r: Row) => `${r.suite} ${r.name.trim()}`
  const width = Math.min(90, Math.max(...both.map((r) => name(r).length)))
  const cell = (v: number, unit: string) => `${shown(v)} ${unit}`.padStart(14)
  const lines = [
    `\n${'figure'.padEnd(width)} ${'baseline'.padStart(14)} ${'this build'.padStart(14)}  ratio`,
    ...both.map((r) =>
      `${name(r).slice(0, width).padEnd(width)} ${cell(r.baseline, r.unit)} ${cell(r.value, r.unit)}  ${ratioOf(r).padStart(6)} ${verdict(r)}`.trimEnd(),
    ),
  ]
  return `\nThis build against ${label} (ratio: this build / baseline; lower is better, except rates; better or worse past 5 %)${lines.join('\n')}`
}

console.log(`gundeck benchmarks, node ${process.version}, ${new Date().toISOString()}`)
const { ref, why } = baselineRef()
let baseline: Baseline | null = null
if (ref) baseline = openBaseline(ref, (text) => console.log(text))
else console.log(`No baseline: ${why}`)
// Ctrl-C still removes the baseline's worktree.
const stop = () => {
  baseline?.dispose()
  process.exit(130)
}
process.once('SIGINT', stop)
try {
  for (const file of files) {
    const suite = file.replace(/\.bench\.ts$/, '')
    const mod = (await import(pathToFileURL(dir + file).href)) as { default: (r: Reporter) => unknown }
    const from = rows.length
    // A suite that fails is said, and the others still run: the comparison is worth having without it.
    try {
      await mod.default(reporter(suite, baseline))
    } catch (e) {
      failed.push(suite)
      console.log(`${suite.padEnd(12)} FAILED: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
    }
    if (baseline && RUN_IN_BASELINE.has(suite)) {
      const theirs = baseline.suite(suite)
      for (const r of rows.slice(from)) if (r.baseline === undefined && theirs.has(r.name.trim())) r.baseline = theirs.get(r.name.trim())!
    }
  }
  console.log(`\n${rows.length} figures from ${files.length} suites${failed.length ? `; failed: ${failed.join(', ')}` : ''}`)
  if (failed.length) process.exitCode = 1
  if (baseline) console.log(comparison(`${baseline.label}${baseline.commit ? ` (${baseline.commit.slice(0, 10)})` : ''}`))
} finally {
  process.off('SIGINT', stop)
  baseline?.dispose()
}

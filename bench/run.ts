// Runs every bench/*.bench.ts in this one process and prints the figures together.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Reporter } from './harness'

const dir = fileURLToPath(new URL('.', import.meta.url))
const only = process.argv[2]
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort()

const rows: string[] = []
const reporter = (suite: string): Reporter => ({
  figure(name, value, unit, target) {
    const v = value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toPrecision(3)
    const line = `${suite.padEnd(12)} ${name.padEnd(58)} ${`${v} ${unit}`.padStart(16)}${target ? `   (target ${target})` : ''}`
    rows.push(line)
    console.log(line)
  },
  note(text) {
    console.log(`${suite.padEnd(12)} ${text}`)
  },
})

console.log(`gundeck benchmarks, node ${process.version}, ${new Date().toISOString()}`)
for (const file of files) {
  const suite = file.replace(/\.bench\.ts$/, '')
  const mod = (await import(pathToFileURL(dir + file).href)) as { default: (r: Reporter) => unknown }
  await mod.default(reporter(suite))
}
console.log(`\n${rows.length} figures from ${files.length} suites`)

// Issue 16: card import in Node. The real pool and a 100,000-printing pool built from it (target
// under 1 s), each read from cards.json text: JSON parse, record checks, merge by number.
import { performance } from 'node:perf_hooks'
import { importCardFiles } from '~/io/cards/detect'
import { bigPoolText, realCardsText } from './big-pool'
import type { Reporter } from './harness'

/** Median wall time and median process CPU time (ms): on a busy machine the CPU time is the steadier. */
function median(fn: () => unknown, runs: number): { wall: number; cpu: number } {
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    fn()
    wall.push(performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  return { wall: mid(wall), cpu: mid(cpu) }
}

export default function importBench(report: Reporter) {
  const real = realCardsText()
  const big = bigPoolText(100_000, real)
  const realResult = importCardFiles([{ name: 'cards.json', text: real }])
  const r = median(() => importCardFiles([{ name: 'cards.json', text: real }]), 11)
  report.figure(`import the real pool (${realResult.printings} printings)`, r.wall, 'ms')
  report.figure(`import the real pool: process CPU time`, r.cpu, 'ms')
  const bigResult = importCardFiles([{ name: 'cards.json', text: big }])
  const b = median(() => importCardFiles([{ name: 'cards.json', text: big }]), 5)
  report.figure(`import 100,000 printings (${bigResult.cards.length} cards)`, b.wall, 'ms', '< 1000 ms')
  report.figure(`import 100,000 printings: process CPU time`, b.cpu, 'ms')
}

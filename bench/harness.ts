// A tiny benchmark harness: each bench/*.bench.ts exports a default function that measures and
// reports figures; bench/run.ts runs them all in one process and prints one report. Figures only:
// no test asserts a time.
import { performance } from 'node:perf_hooks'
import type { Baseline } from './baseline'

export interface Reporter {
  /**
   * A figure with its unit and, where the issue sets one, the target it is read against; `baseline` is
   * the same figure of the baseline build, measured in this run (see bench/baseline.ts).
   */
  figure(name: string, value: number, unit: string, target?: string, baseline?: number): void
  note(text: string): void
  /** The build this run compares with (BENCH_BASELINE), or null. */
  baseline: Baseline | null
}

/** The middle value of `xs` (the upper one of an even count); `xs` is left as it was. */
export function median(xs: readonly number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
}

/** Median of `runs` timings of `fn` (ms), after `warmup` untimed calls. */
export function medianMs(fn: () => unknown, runs = 51, warmup = 5): number {
  for (let i = 0; i < warmup; i++) fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    fn()
    times.push(performance.now() - t0)
  }
  return median(times)
}

/**
 * For very fast work: time batches of `batch` calls and return the median per call (ms), so the
 * timer's resolution does not dominate.
 */
export function medianPerCallMs(fn: () => unknown, batch = 1000, runs = 31): number {
  return (
    medianMs(
      () => {
        for (let i = 0; i < batch; i++) fn()
      },
      runs,
      3,
    ) / batch
  )
}

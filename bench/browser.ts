// What the browser benches share: the built app served locally (vite preview) and Debian's Chromium.
import { existsSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { preview, type PreviewServer } from 'vite'
import { CHROMIUM, launch } from '../tests/e2e/browser'
import { hasShared } from '../tests/shared'
import type { Reporter } from './harness'

/** What a browser bench lacks on this machine (a sentence for the report), or null. */
export function missingForBrowserBench(): string | null {
  if (!existsSync('dist/app/index.html')) return 'dist/app (run "npm run build" first)'
  if (!existsSync(CHROMIUM)) return `Chromium at ${CHROMIUM} (apt-get install -y chromium)`
  if (!hasShared) return '../shared (the real card pool)'
  return null
}

/** A build (`outDir`) served on a free local port; returns its address. */
export async function serve(outDir: string, servers: PreviewServer[]): Promise<string> {
  const server = await preview({ build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' })
  servers.push(server)
  return server.resolvedUrls!.local[0]!
}

/** Runs `work` with Chromium and a way to serve builds, closing both after; says what is missing instead. */
export async function withBrowser(report: Reporter, work: (browser: Browser, serveBuild: (outDir: string) => Promise<string>) => Promise<void>): Promise<void> {
  const missing = missingForBrowserBench()
  if (missing) {
    report.note(`skipped: needs ${missing}`)
    return
  }
  const servers: PreviewServer[] = []
  const browser = await launch()
  try {
    await work(browser, (outDir) => serve(outDir, servers))
  } finally {
    await browser.close()
    for (const s of servers) await s.close()
  }
}

/**
 * A browser bench's measure of both builds: the baseline's app first (when the run has one, BENCH_BASELINE),
 * its figures kept, then this build's (`dist/app`), each figure reported beside the baseline's of the same name.
 */
export async function thisAndBaseline(
  report: Reporter,
  serveBuild: (outDir: string) => Promise<string>,
  measure: (r: Reporter, base: string) => Promise<void>,
) {
  const theirs = new Map<string, number>()
  if (report.baseline) {
    const keep: Reporter = { ...report, figure: (name, value) => void theirs.set(name, value), note: () => {} }
    await measure(keep, await serveBuild(report.baseline.app()))
  }
  const mine: Reporter = { ...report, figure: (name, value, unit, target) => report.figure(name, value, unit, target, theirs.get(name)) }
  await measure(mine, await serveBuild('dist/app'))
}

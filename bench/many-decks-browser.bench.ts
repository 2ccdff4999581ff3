// Issue 25, "many decks stay usable", in the browser: a backup of 10,000 decks (bench/many-decks.ts) restored
// through the Card data page, a cold start on the Decks page, the filter typed a key at a time, a scroll to
// the end of a wide filter and a deck opened by keyboard, with each step's time and longest long task
// (PerformanceObserver 'longtask') and each keystroke's time to paint. Figures only: tests/e2e/many-decks.e2e.ts
// checks what the player gets. GUNDECK_MANY_DECKS=n measures n decks. Needs the built app (dist/app) and
// Debian's Chromium; with a baseline (BENCH_BASELINE, see bench/baseline.ts) that build is measured too, in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { newContext } from '../tests/e2e/browser'
import { thisAndBaseline, withBrowser } from './browser'
import { median, type Reporter } from './harness'
import { manyDecksBackup, manyDecksMatching } from './many-decks'

/** In the page before its scripts: its long tasks, each key's time to the next paint, when the first deck row showed. A string, so the bench runner's transform adds nothing to it. */
const INIT = `
  window.__longTasks = []
  window.__keyToPaint = []
  window.__listAt = null
  document.addEventListener('keydown', (e) => {
    const start = e.timeStamp
    requestAnimationFrame(() => setTimeout(() => window.__keyToPaint.push(performance.now() - start), 0))
  }, true)
  let had = false
  new MutationObserver(() => {
    const has = document.querySelector('[data-testid="deck-list"] li') !== null
    if (has && !had) window.__listAt = performance.now()
    had = has
  }).observe(document, { subtree: true, childList: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration))
  }).observe({ type: 'longtask', buffered: true })
`
type Probe = { __longTasks: number[]; __keyToPaint: number[]; __listAt: number | null }

async function run(report: Reporter, browser: Browser, base: string, file: string, count: number, label: string) {
  const all = count.toLocaleString('en-US')
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } })
  await context.addInitScript({ content: INIT })
  const page = await context.newPage()
  const measured = async (step: string, work: () => Promise<void>) => {
    await page.evaluate(() => ((window as unknown as Probe).__longTasks = []))
    const t0 = Date.now()
    await work()
    const ms = Date.now() - t0
    // Let a last long task finish and be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
    const tasks = await page.evaluate(() => (window as unknown as Probe).__longTasks)
    report.figure(`${all} decks: ${step}${label}`, ms, 'ms')
    report.figure(`${all} decks: ${step}, longest long task${label}`, tasks.length ? Math.max(...tasks) : 0, 'ms')
  }

  await page.goto(`${base}#/data`)
  await measured('restore the backup', async () => {
    await page.getByTestId('backup-file').setInputFiles(file, { timeout: 300_000 })
    await page.getByTestId('restore-confirm-button').click({ timeout: 300_000 })
    await page
      .getByTestId('backup-message')
      .filter({ hasText: `Restored ${all} decks` })
      .waitFor({ timeout: 300_000 })
  })
  await page.goto(`${base}#/decks`)
  await measured('start on the Decks page until the first rows', async () => {
    await page.reload()
    await page.locator('[data-testid="deck-list"] li').first().waitFor({ timeout: 300_000 })
  })
  const listAt = await page.evaluate(() => (window as unknown as Probe).__listAt)
  if (listAt !== null) report.figure(`${all} decks: first rows, in the page${label}`, listAt, 'ms')
  await measured('... until every deck is read', () =>
    page
      .getByTestId('deck-count')
      .filter({ hasText: `${all} decks` })
      .waitFor({ timeout: 300_000 }),
  )
  await measured('... until the rows show their legality', () => page.locator('[data-testid="deck-list"] li .badge').first().waitFor({ timeout: 300_000 }))

  const query = 'rush 12'
  const expected = manyDecksMatching(count, query)
  const filter = page.getByRole('searchbox', { name: 'Find' })
  await measured(`typing "${query}" in the filter`, async () => {
    await filter.click()
    await page.evaluate(() => ((window as unknown as Probe).__keyToPaint = []))
    await page.keyboard.type(query, { delay: 80 })
    await page
      .getByTestId('deck-count')
      .filter({ hasText: `${expected.length.toLocaleString('en-US')} of ${all} decks` })
      .waitFor({ timeout: 600_000 })
  })
  const paints = await page.evaluate(() => (window as unknown as Probe).__keyToPaint)
  report.figure(`${all} decks: keystroke to painted list, median of ${paints.length}${label}`, median(paints), 'ms')
  report.figure(`${all} decks: keystroke to painted list, slowest${label}`, Math.max(...paints), 'ms')

  const zaku = manyDecksMatching(count, 'zaku')
  await filter.fill('zaku')
  await page
    .getByTestId('deck-count')
    .filter({ hasText: `${zaku.length.toLocaleString('en-US')} of ${all} decks` })
    .waitFor()
  await measured(`scroll to the end of ${zaku.length.toLocaleString('en-US')} decks`, async () => {
    await page.keyboard.press('Tab')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page
      .locator('[data-testid="deck-list"] li')
      .filter({ hasText: zaku.at(-1)! })
      .waitFor()
  })
  await measured('open the last deck until the editor shows it', async () => {
    await page
      .locator('[data-testid="deck-list"] li')
      .filter({ hasText: zaku.at(-1)! })
      .locator('.deck-row__name')
      .click()
    await page.getByTestId('deck-name').waitFor({ timeout: 120_000 })
  })
  await context.close()
}

export default async function manyDecksBrowser(report: Reporter) {
  const count = Number(process.env.GUNDECK_MANY_DECKS ?? 10_000)
  const dir = mkdtempSync(join(tmpdir(), 'gundeck-manydecks-bench-'))
  try {
    const file = join(dir, 'backup.json')
    writeFileSync(file, JSON.stringify(manyDecksBackup(count)))
    await withBrowser(report, (browser, serveBuild) => thisAndBaseline(report, serveBuild, (r, base) => run(r, browser, base, file, count, '')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

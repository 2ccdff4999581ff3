// Long tasks (PerformanceObserver 'longtask') while importing cards, reloading, typing a search and editing
// a deck, for the real pool and (GUNDECK_BIG_POOL=1) a 100,000-printing file built from it, with the
// keystroke-to-paint times of typing. The real pool's import is also timed in rounds, in turns with the
// baseline build when the run has one (BENCH_BASELINE). Figures only: the journeys in tests/e2e check what the player gets.
// Needs the built app (dist/app), Debian's Chromium and ../shared.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { newContext } from '../tests/e2e/browser'
import { REAL_CARDS } from '../tests/e2e/helpers'
import { bigPoolText, realCardsText } from './big-pool'
import { withBrowser } from './browser'
import { median, type Reporter } from './harness'

interface Seen {
  longTasks: number[]
  keyToPaint: number[]
  /** When (performance.now()) the import report and the results first showed in this document. */
  shown: { report?: number; results?: number }
}
declare global {
  interface Window {
    __bench: Seen
  }
}

/**
 * In the page before its scripts: its long tasks; each keystroke to a task after the frame that paints its
 * results; when the import report and the results first showed (seen from inside the page: a driver's
 * polling would add up to half a second). A string, so the bench runner's transform adds nothing to it.
 */
const INIT = `
  const seen = (window.__bench = { longTasks: [], keyToPaint: [], shown: {} })
  document.addEventListener('keydown', (e) => {
    const start = e.timeStamp
    requestAnimationFrame(() => setTimeout(() => seen.keyToPaint.push(performance.now() - start), 0))
  }, true)
  new MutationObserver(() => {
    const report = document.querySelector('[data-testid="import-report"]')
    if (seen.shown.report === undefined && /Imported/.test(report?.textContent ?? '')) seen.shown.report = performance.now()
    const count = document.querySelector('[data-testid="result-count"]')
    if (seen.shown.results === undefined && /printings/.test(count?.textContent ?? '')) seen.shown.results = performance.now()
  }).observe(document, { subtree: true, childList: true, characterData: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longTasks.push(Math.round(e.duration))
  }).observe({ type: 'longtask', buffered: true })
`

const bench = (page: Page) => page.evaluate(() => window.__bench)

/** A step's time, as the driver saw it and (given `inPage`) as the player did, and the long tasks it caused. */
async function measured(report: Reporter, page: Page, label: string, step: () => Promise<void>, inPage?: () => Promise<number>): Promise<void> {
  await page.evaluate(() => (window.__bench.longTasks = []))
  const t0 = Date.now()
  await step()
  const ms = inPage ? await inPage() : Date.now() - t0
  // Let a last long task finish and be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
  const tasks = (await bench(page)).longTasks
  report.figure(`${label}`, ms, 'ms')
  report.note(
    `  ${tasks.length} long tasks, longest ${tasks.length ? Math.max(...tasks) : 0} ms${tasks.length ? ` (${tasks.slice(0, 12).join(', ')}${tasks.length > 12 ? ', …' : ''})` : ''}`,
  )
}

async function journey(report: Reporter, browser: Browser, base: string, label: string, file: string, cards: number, query: string) {
  const context = await newContext(browser)
  await context.addInitScript({ content: INIT })
  const page = await context.newPage()
  await page.goto(`${base}#/cards`)
  let chosen = 0
  await measured(
    report,
    page,
    `${label}: import, file chosen to report`,
    async () => {
      chosen = await page.evaluate(() => performance.now())
      await page.getByTestId('card-file-input').setInputFiles(file, { timeout: 180_000 })
      await page
        .getByTestId('import-report')
        .filter({ hasText: `Imported ${cards} cards` })
        .waitFor({ timeout: 240_000 })
    },
    async () => (await bench(page)).shown.report! - chosen,
  )
  // The next start: the stored cards read back, checked and indexed, until results show.
  await measured(
    report,
    page,
    `${label}: reload until results (stored cards read, checked, indexed)`,
    async () => {
      await page.reload()
      await page
        .getByTestId('result-count')
        .filter({ hasText: /printings/ })
        .waitFor({ timeout: 120_000 })
    },
    async () => (await bench(page)).shown.results!,
  )
  await page.goto(`${base}#/cards`)
  await page.getByTestId('card-query').waitFor()
  await measured(report, page, `${label}: open the card page (load, search index in slices)`, async () => {
    await page
      .getByTestId('result-count')
      .filter({ hasText: /printings/ })
      .waitFor({ timeout: 120_000 })
  })
  await page.getByTestId('card-query').click()
  await page.evaluate(() => (window.__bench.keyToPaint = []))
  await measured(report, page, `${label}: typing "${query}" in search`, async () => {
    await page.keyboard.type(query, { delay: 80 })
    await page.waitForFunction((q) => (document.querySelector('[data-testid="card-query"]') as HTMLInputElement | null)?.value === q, query)
    await page
      .getByTestId('result-count')
      .filter({ hasText: /printings/ })
      .waitFor()
  })
  const paints = (await bench(page)).keyToPaint
  report.figure(`${label}: keystroke to painted results, median of ${paints.length}`, paints.length ? median(paints) : NaN, 'ms', '< 50 ms')
  report.figure(`${label}: keystroke to painted results, longest`, paints.length ? Math.max(...paints) : NaN, 'ms')
  await measured(report, page, `${label}: a typo that finds nothing, and its "did you mean"`, async () => {
    await page.getByTestId('card-query').fill('barbatso')
    await page.getByTestId('query-suggestion-apply').filter({ hasText: 'barbatos' }).waitFor()
  })
  await page.goto(`${base}#/decks`)
  await measured(report, page, `${label}: start a new deck`, async () => {
    await page.getByTestId('new-deck').click()
    // The name asked first (its default kept).
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').waitFor()
  })
  await measured(report, page, `${label}: search a number and add 4 copies by keyboard`, async () => {
    await page.getByTestId('card-query').fill('GD01-001')
    const results = page.getByTestId('card-results')
    await results.locator('[data-printing="GD01-001"]').first().waitFor()
    await results.focus()
    for (let i = 0; i < 4; i++) await page.keyboard.press('+')
    await page.waitForFunction(() => document.querySelector('[data-testid="section-main"] [data-testid="section-total"]')?.textContent === '4')
  })
  await context.close()
}

/** The real pool imported into a fresh context of the build at `base`: from the file chosen to the report, and the long tasks meanwhile. */
async function importOnce(browser: Browser, base: string): Promise<{ ms: number; longTasks: number[] }> {
  const context = await newContext(browser)
  await context.addInitScript({ content: INIT })
  const page = await context.newPage()
  await page.goto(`${base}#/cards`)
  // The import's own long tasks: not the page's start (its scripts' evaluation, before the file is chosen).
  const chosen = await page.evaluate(() => {
    window.__bench.longTasks = []
    return performance.now()
  })
  await page.getByTestId('card-file-input').setInputFiles(REAL_CARDS, { timeout: 180_000 })
  await page.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor({ timeout: 240_000 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
  const seen = await bench(page)
  await context.close()
  return { ms: seen.shown.report! - chosen, longTasks: seen.longTasks }
}

/** Rounds of the real pool's import, this build and the baseline's in turns. */
const IMPORT_ROUNDS = 5

export default async function longTasks(report: Reporter) {
  await withBrowser(report, async (browser, serveBuild) => {
    const base = await serveBuild('dist/app')
    // Issue 44: the real pool's import, in turns with the baseline build (BENCH_BASELINE) when there is one.
    const other = report.baseline ? await serveBuild(report.baseline.app()) : null
    const mine: { ms: number; longTasks: number[] }[] = []
    const theirs: { ms: number; longTasks: number[] }[] = []
    for (let i = 0; i < IMPORT_ROUNDS; i++) {
      mine.push(await importOnce(browser, base))
      if (other) theirs.push(await importOnce(browser, other))
    }
    const longest = (runs: { longTasks: number[] }[]) => Math.max(0, ...runs.flatMap((r) => r.longTasks))
    const ms = (runs: { ms: number }[]) => runs.map((r) => r.ms)
    report.figure(
      `real pool: import, file chosen to report, median of ${IMPORT_ROUNDS}`,
      median(ms(mine)),
      'ms',
      '< 1000 ms',
      other ? median(ms(theirs)) : undefined,
    )
    report.figure(`real pool: import, longest long task in ${IMPORT_ROUNDS} imports`, longest(mine), 'ms', '≤ 50 ms', other ? longest(theirs) : undefined)
    report.note(
      `  imports ${ms(mine)
        .map((t) => t.toFixed(0))
        .join(', ')} ms${
        other
          ? `; baseline ${ms(theirs)
              .map((t) => t.toFixed(0))
              .join(', ')} ms`
          : ''
      }`,
    )
    await journey(report, browser, base, 'real pool', REAL_CARDS, 1075, 'gundam')
    if (process.env.GUNDECK_BIG_POOL !== '1') {
      report.note('the 100,000-printing run takes minutes: GUNDECK_BIG_POOL=1 npm run bench long-tasks')
      return
    }
    const dir = mkdtempSync(join(tmpdir(), 'gundeck-longtasks-'))
    try {
      const file = join(dir, 'cards.json')
      writeFileSync(file, bigPoolText(100_000, realCardsText()))
      await journey(report, browser, base, '100,000 printings', file, 59_220, 'gundam')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}

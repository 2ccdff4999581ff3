// The app's own speed in Chromium, figures the journeys used to print: the real gcg-api cards.json imported
// through the file picker (target under 2 s); time to interactive with the full pool stored (navigation start
// to the first search result drawn, first and median of 5); an edit's validate and re-render in the editor
// (20 keys + and − in turn on a 50-card deck, median and worst; a frame is 16.7 ms); one million simulation
// trials in the worker, first and again, beside the same request in Node (target: the worker at least 0.8 of
// warm Node); and the worst main-thread timer gap while the worker runs. Figures only: the journeys check what
// the player gets. Needs the built app (dist/app), Debian's Chromium and ../shared; with a baseline
// (BENCH_BASELINE, see bench/baseline.ts) that build is measured too, in the same run.
import type { Browser } from 'playwright-core'
import { newContext } from '../tests/e2e/browser'
import { importDeckList, REAL_CARDS } from '../tests/e2e/helpers'
import { sharedText } from '../tests/shared'
import { createSimHandler } from '~/workers/simulate-handler'
import { thisAndBaseline, withBrowser } from './browser'
import { median, type Reporter } from './harness'

// What runs in the page is written as strings: the bench runner's transform would add helpers to functions.
/** When the first search result is drawn (performance.now()). */
const RESULTS_VISIBLE_AT = `new Promise((resolve) => {
  const check = () => {
    const first = document.querySelector('[data-testid="card-result"]')
    if (first && first.getBoundingClientRect().height > 0) resolve(performance.now())
    else requestAnimationFrame(check)
  }
  check()
})`
/** 20 keys + and − in turn on the search results, each timed until the DOM is patched and laid out. */
const EDITS = `(async () => {
  const el = document.querySelector('[data-testid="card-results"]')
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()))
  const out = []
  for (let i = 0; i < 20; i++) {
    await frame()
    const start = performance.now()
    el.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 === 0 ? '+' : '-', bubbles: true }))
    // Vue patches the DOM in the microtask queued by the edit; then force style and layout.
    await Promise.resolve()
    void document.body.offsetHeight
    out.push(performance.now() - start)
  }
  return out
})()`
/** Keep what the page asks the simulation worker to run, to run the very same request in Node. */
const KEEP_RUNS = `(() => {
  window.__simRuns = []
  const post = Worker.prototype.postMessage
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === 'run') window.__simRuns.push(message)
    return post.call(this, message, ...rest)
  }
})()`
/** The worst gap between 10 ms timers over 600 ms. */
const TIMER_GAP = `new Promise((resolve) => {
  let last = performance.now()
  let worst = 0
  const end = last + 600
  const tick = () => {
    const t = performance.now()
    worst = Math.max(worst, t - last)
    last = t
    if (t < end) setTimeout(tick, 10)
    else resolve(worst)
  }
  setTimeout(tick, 10)
})`

async function run(report: Reporter, browser: Browser, base: string, label: string) {
  const context = await newContext(browser)
  const page = await context.newPage()

  // The first import, on an empty start.
  await page.goto(`${base}#/cards`)
  await page.getByRole('heading', { name: 'No card list yet' }).waitFor()
  const t0 = Date.now()
  await page.getByTestId('card-file-input').setInputFiles(REAL_CARDS)
  await page.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor()
  report.figure(`import the real cards.json through the file picker${label}`, Date.now() - t0, 'ms', '< 2000 ms')

  const shown: number[] = []
  for (let i = 0; i < 5; i++) {
    await page.goto('about:blank')
    await page.goto(`${base}#/cards?q=t:unit`)
    shown.push(await page.evaluate<number>(RESULTS_VISIBLE_AT))
  }
  report.figure(`time to interactive, 1,075 cards stored: first${label}`, shown[0]!, 'ms')
  report.figure(`time to interactive, 1,075 cards stored: median of 5${label}`, median(shown), 'ms')

  // An edit's validate and re-render: + and − in turn on the search results of a 50-card deck.
  const id = await importDeckList(page, base, sharedText('decks/official/deck-004.txt'))
  await page.goto(`${base}#/decks/${id}`)
  await page.getByTestId('card-query').fill('ST01-001')
  await page.getByTestId('card-results').locator('[data-printing="ST01-001"]').waitFor()
  const edits = await page.evaluate<number[]>(EDITS)
  report.figure(`an edit validated and re-rendered, 50-card deck: median${label}`, median(edits), 'ms', '< 16.7 ms')
  report.figure(`an edit validated and re-rendered, 50-card deck: worst${label}`, Math.max(...edits), 'ms')

  // One million trials: 8 hits (ST01-001 and ST01-002), redraw if the hand misses, the opening hand.
  await page.goto(`${base}#/decks/${id}/simulate`)
  await page.getByTestId('sim-form').waitFor()
  await page.getByTestId('group-1-card-ST01-001').check()
  await page.getByTestId('group-1-card-ST01-002').check()
  await page.waitForFunction(() => document.querySelector('[data-testid="exact-value"]')?.getAttribute('data-p') !== '')
  await page.evaluate(KEEP_RUNS)
  const ran = async () => {
    await page.getByTestId('run').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="run-time"]') !== null && !document.querySelector('[data-testid="progress"]'))
    return Number(await page.getByTestId('run-time').getAttribute('data-ms'))
  }
  const first = await ran()
  await page.getByTestId('reuse-seed').click()
  const warm = await ran()
  const request = (await page.evaluate(() => (window as unknown as { __simRuns: { trials: number }[] }).__simRuns)).at(-1)
  const inNode = () =>
    new Promise<number>((resolve) => {
      const start = performance.now()
      const handler = createSimHandler({
        post: (m) => m.type !== 'progress' && resolve(performance.now() - start),
        pause: () => new Promise((r) => setImmediate(r)),
      })
      void handler.handle(request)
    })
  const nodeCold = await inNode()
  const nodeWarm = await inNode()
  report.figure(`one million trials in the worker, the player's first run${label}`, first, 'ms')
  report.figure(`one million trials in the worker, again (warm)${label}`, warm, 'ms')
  report.figure(`the same run in Node, first${label}`, nodeCold, 'ms')
  report.figure(`the same run in Node, warm${label}`, nodeWarm, 'ms')
  report.figure(`worker speed / Node, warm against warm${label}`, nodeWarm / warm, 'x', '>= 0.8x')

  // The main thread's worst timer gap over 600 ms of a long run in the worker.
  await page.getByTestId('seed').fill('')
  await page.getByTestId('trials').fill('500000000')
  await page.getByTestId('run').click()
  await page.getByTestId('progress').waitFor()
  const gap = await page.evaluate<number>(TIMER_GAP)
  report.figure(`worst main-thread timer gap during a simulation${label}`, gap, 'ms')
  await page.getByTestId('cancel').click()
  await context.close()
}

export default async function appBrowser(report: Reporter) {
  await withBrowser(report, (browser, serveBuild) => thisAndBaseline(report, serveBuild, (r, base) => run(r, browser, base, '')))
}

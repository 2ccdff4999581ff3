// The deck editor on a phone with Chromium's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate): the first
// deck line painted after a reload with the real pool stored, and a stepper tap to its paint. Needs the
// built app (dist/app: npm run build), Debian's Chromium and ../shared; says which is missing otherwise.
//
// The page reports its own times on the console, and taps are raw touches (CDP Input.dispatchTouchEvent):
// a test driver's polling, injected script and hit-target checks would run on the page's main thread, in
// the very frames measured.
import type { Browser, CDPSession, Page } from 'playwright-core'
import { PHONE_CONTEXT } from '../tests/e2e/browser'
import { importDeckList, importRealCards } from '../tests/e2e/helpers'
import { sharedText } from '../tests/shared'
import { withBrowser } from './browser'
import { median, type Reporter } from './harness'

const LOADS = Number(process.env.BENCH_LOADS ?? 7)
const WARM_LOADS = 3
const TAPS = Number(process.env.BENCH_TAPS ?? 12)

/**
 * Runs in the page before its scripts and reports, on the console, the browser's own paint records:
 * - the first deck line (Element Timing: the line's name carries elementtiming="deck-line"): when the main
 *   thread painted the frame that shows it (paintTime) and when that frame was presented (renderTime), and
 *   when the line entered the document;
 * - each tap: from the finger's lift (its pointerup) to the end of the main thread's work on the frame that
 *   shows its result (a frame callback asked for before the app's own click handlers run, then a message
 *   task, which runs before any work the app defers past that frame), and the Event Timing duration of the
 *   interaction (the longer of its pointerup and click), to the frame's presentation as INP counts it (in
 *   steps of 8 ms; under 16 ms it is not reported).
 * A string, so the bench runner's transform adds nothing the page lacks.
 */
const REPORTER = `
  let inDom = 0
  new MutationObserver((_, observer) => {
    const name = document.querySelector('[data-testid="deck-line"] [data-testid="line-name"]')
    if (!name || name.textContent === 'Unknown card') return
    inDom = performance.now()
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true, characterData: true })
  new PerformanceObserver((list, observer) => {
    const line = list.getEntries().find((e) => e.identifier === 'deck-line')
    if (!line) return
    observer.disconnect()
    const presented = line.renderTime || line.loadTime
    console.debug('bench:first-line ' + (line.paintTime || presented) + ' ' + presented + ' ' + inDom)
  }).observe({ type: 'element', buffered: true })
  let tap = null
  let lift = null
  // When the finger lifted: the click the app handles may come later (made by the browser from the
  // touch) or sooner (made by the app on the lift), but the player's wait starts here either way.
  document.addEventListener('pointerup', (e) => { lift = e.timeStamp }, { capture: true, passive: true })
  new PerformanceObserver((list) => {
    if (!tap) return
    for (const e of list.getEntries())
      if ((e.name === 'click' || e.name === 'pointerup') && e.interactionId) tap.presented = Math.max(tap.presented ?? 0, e.duration)
  }).observe({ type: 'event', durationThreshold: 16 })
  document.addEventListener('click', (e) => {
    const t0 = lift ?? e.timeStamp
    lift = null
    const current = (tap = { presented: undefined })
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const painted = performance.now() - t0
        // The interaction's Event Timing entries (its click and its pointerup, the longer counts, as INP
        // does) arrive once the frame is presented; under 16 ms none is reported.
        setTimeout(() => {
          console.debug('bench:tap ' + painted + ' ' + (current.presented ?? 16))
          if (tap === current) tap = null
        }, 250)
      }
      channel.port2.postMessage(null)
    })
  }, { capture: true })
`

const nextReport = (page: Page, kind: string) =>
  page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith(`bench:${kind} `), timeout: 30_000 })
    .then((m) => m.text().split(' ').slice(1).map(Number))

interface Variant {
  name: string
  page: Page
  cdp: CDPSession
  painted: number[]
  presented: number[]
  inDom: number[]
  taps: number[]
  tapsPresented: number[]
}

/** One build served at `base`, with the real pool and deck-007 stored in its own page. */
async function openVariant(browser: Browser, name: string, base: string): Promise<Variant> {
  const context = await browser.newContext(PHONE_CONTEXT)
  await context.addInitScript({ content: REPORTER })
  const page = await context.newPage()
  await importRealCards(page, base)
  const id = await importDeckList(page, base, sharedText('decks/official/deck-007.txt'))
  await page.goto(`${base}#/decks/${encodeURIComponent(id)}`)
  // As on a phone that has the app installed: served by its service worker, whose cache also keeps the
  // compiled code (without it, each of the first loads spends 150 ms producing that code cache).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  return { name, page, cdp: await context.newCDPSession(page), painted: [], presented: [], inDom: [], taps: [], tapsPresented: [] }
}

/** The deck shown and the page done with its start (the card data loaded), as a player's page is before a reload. */
async function settled(page: Page) {
  await page.getByTestId('deck-line').first().waitFor()
  await page.getByTestId('card-query').waitFor({ state: 'attached' })
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
}

async function timeLoad(v: Variant, keep: boolean) {
  await settled(v.page)
  await v.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const seen = nextReport(v.page, 'first-line')
  await v.page.reload({ waitUntil: 'commit' })
  const [paint, presented, dom] = await seen
  await v.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  if (keep) {
    v.painted.push(paint!)
    v.presented.push(presented!)
    v.inDom.push(dom!)
  }
}

async function tap(v: Variant, button: 'line-plus' | 'line-minus'): Promise<[number, number]> {
  await settled(v.page)
  const box = (await v.page.getByTestId('deck-line').first().getByTestId(button).boundingBox())!
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const shown = nextReport(v.page, 'tap')
  await v.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await v.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  const [painted, presented] = await shown
  // Let the save that follows an edit finish before the next tap.
  await new Promise((r) => setTimeout(r, 300))
  return [painted!, presented!]
}

async function timeTap(v: Variant, plus: boolean, keep: boolean) {
  await v.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const [painted, presented] = await tap(v, plus ? 'line-plus' : 'line-minus')
  await v.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  if (keep) {
    v.taps.push(painted)
    v.tapsPresented.push(presented)
  }
}

export default async function phone(report: Reporter) {
  // With a baseline (BENCH_BASELINE): both builds measured in turns in this one run, for a ratio this
  // machine's drift cannot skew (the same build reads 820 or 1,100 ms an hour apart).
  await withBrowser(report, async (browser, serveBuild) => {
    const variants = [await openVariant(browser, 'this build', await serveBuild('dist/app'))]
    if (report.baseline) variants.push(await openVariant(browser, 'baseline', await serveBuild(report.baseline.app())))
    // The first loads and the first two taps warm the code cache and the handlers, as on a phone that
    // opened the app before.
    for (let i = 0; i < LOADS + WARM_LOADS; i++) for (const v of variants) await timeLoad(v, i >= WARM_LOADS)
    for (let i = 0; i < TAPS + 2; i++) for (const v of variants) await timeTap(v, i % 2 === 0, i >= 2)
    const [v, b] = variants as [Variant, Variant | undefined]
    report.figure('first deck line painted after a reload (CPU 4×)', median(v.painted), 'ms', '< 600 ms', b && median(b.painted))
    report.figure('  presented (Element Timing)', median(v.presented), 'ms', undefined, b && median(b.presented))
    report.figure('  in the document', median(v.inDom), 'ms', undefined, b && median(b.inDom))
    report.figure('stepper tap to paint (CPU 4×)', median(v.taps), 'ms', '< 33 ms', b && median(b.taps))
    report.figure('  presented (Event Timing, as INP counts it)', median(v.tapsPresented), 'ms', undefined, b && median(b.tapsPresented))
    for (const x of variants)
      report.note(
        `${x.name}: first line painted ${x.painted.map((t) => t.toFixed(0)).join(', ')} ms; taps painted ${x.taps.map((t) => t.toFixed(1)).join(', ')} ms, presented ${x.tapsPresented.join(', ')} ms`,
      )
  })
}

import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { newContext, openPage, watchErrors } from './browser'
import { importRealCards, shot } from './helpers'

/** In the page: wait until the first search result is laid out, then report ms since navigation start. */
/** In the page: add an inline script, and say whether it ran (the policy refuses it, and logs the refusal). */
const inlineScriptRuns = (page: Page) =>
  page.evaluate(() => {
    const s = document.createElement('script')
    s.textContent = 'window.__inlineRan = true'
    document.head.append(s)
    return (window as { __inlineRan?: boolean }).__inlineRan === true
  })

/** In the page: fetch something the service worker never cached (offline, it fails, and the failure is logged). */
const fetchUncached = (page: Page) =>
  page.evaluate(() =>
    fetch(`/not-cached-${Date.now()}.json`).then(
      () => 'fetched',
      () => 'failed',
    ),
  )

/** The two errors the journeys cause on purpose: an inline script refused, and a fetch made offline. */
const refusedInline = (e: string) => /CSP violation: script-src-elem blocked inline|Executing inline script violates/.test(e)
const offlineFetch = (e: string) => /(ERR_INTERNET_DISCONNECTED|ERR_FAILED).* at .*not-cached-/.test(e)

/** The service worker controls the page (it takes control on the first visit). */
const serviceWorkerInControl = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 30_000,
  })

describe.skipIf(!hasShared)('offline, backup and the speed budget in Chromium [needs ../shared]', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  /** Where the running test's errors start in `errors`. */
  let from = 0
  /** The errors of the pages the running test opened for itself. */
  const ownErrors: string[][] = []
  const base = inject('baseUrl')

  beforeAll(async () => {
    ;({ browser, context, page, errors } = await openPage({ serviceWorkers: 'allow' }))
    // The first visit, for every test: the real card pool in IndexedDB, and the service worker in control
    // (it registers a moment after the first page is up).
    await importRealCards(page, base)
    await serviceWorkerInControl(page)
    expect(errors).toEqual([])
  })
  beforeEach(async () => {
    await context.setOffline(false)
    from = errors.length
    ownErrors.length = 0
  })
  afterEach(() => {
    // Whatever order the tests ran in, none of them logged a page error but those two.
    expect([...errors.slice(from), ...ownErrors.flat()].filter((e) => !refusedInline(e) && !offlineFetch(e))).toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('installs: a web app manifest with icons, and a service worker that takes control', async () => {
    await page.goto(base)
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = (await (await page.request.get(new URL(manifestUrl!, base).toString())).json()) as {
      name: string
      theme_color: string
      icons: { sizes: string }[]
    }
    expect(manifest.name).toContain('gundeck')
    expect(manifest.theme_color).toBe('#1d3a6e')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    await serviceWorkerInControl(page)
  })

  it('runs under a Content-Security-Policy that allows no inline script', async () => {
    await page.goto(base)
    // The first policy is index.html's; public/image-policy.js adds a second, for images only.
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').first().getAttribute('content')
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(csp).not.toContain("'unsafe-eval'")
    // The policy is enforced: an injected inline script does not run.
    expect(await inlineScriptRuns(page)).toBe(false)
  })

  it('after the first visit, search and decks work with no network', async () => {
    // The first visit (the real cards imported) was made before the tests: the service worker is in control.
    await serviceWorkerInControl(page)
    await page.goto(`${base}#/decks`)
    await page.getByTestId('new-deck').click()
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').fill('Offline deck')
    await page.getByTestId('deck-name').press('Enter')
    const deckUrl = page.url()
    // The list reads IndexedDB: once the new name shows there, it is stored.
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText('Offline deck').waitFor()

    await context.setOffline(true)
    // Really offline: anything not in the service worker's cache fails.
    expect(await fetchUncached(page)).toBe('failed')
    // Reload the deck list, open the deck, then open the app afresh on a search.
    await page.reload()
    await page.getByTestId('deck-list').getByText('Offline deck').click()
    await page.waitForURL(deckUrl)
    await page.getByTestId('deck-name').waitFor()
    expect(await page.getByTestId('deck-name').inputValue()).toBe('Offline deck')
    await page.goto('about:blank')
    await page.goto(`${base}#/cards?q=c:blue t:unit`)
    await page
      .getByTestId('result-count')
      .filter({ hasText: /^\d+ cards/ })
      .waitFor()
    await page.getByTestId('card-result').first().waitFor()
    await shot(page, 'gundeck-offline')
    await context.setOffline(false)
  })

  it('backs up and restores: a damaged file changes nothing and names the field', async () => {
    // A browser of its own holding exactly one deck, "Offline deck": the restore replaces all decks.
    const own = await newContext(browser, { serviceWorkers: 'allow' })
    const page = await own.newPage()
    ownErrors.push(watchErrors(page))
    await page.goto(`${base}#/decks`)
    await page.getByTestId('new-deck').click()
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').fill('Offline deck')
    await page.getByTestId('deck-name').press('Enter')
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText('Offline deck').waitFor()
    await page.goto(`${base}#/data`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-download').click()])
    const path = await download.path()
    const backup = JSON.parse(readFileSync(path, 'utf8')) as { kind: string; decks: { name: string; cards: { main: unknown[] } }[] }
    expect(backup.kind).toBe('gundeck-backup')
    expect(backup.decks.map((d) => d.name)).toContain('Offline deck')

    const damaged = structuredClone(backup)
    damaged.decks[0]!.name = ''
    await page.getByTestId('backup-file').setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(damaged)) })
    await page.getByTestId('backup-message').filter({ hasText: 'decks[0].name' }).waitFor()
    expect(await page.getByTestId('restore-confirm').count()).toBe(0)

    const renamed = structuredClone(backup)
    renamed.decks[0]!.name = 'Restored deck'
    await page.getByTestId('backup-file').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(renamed)) })
    await page.getByTestId('restore-confirm').filter({ hasText: 'your 1 deck and' }).waitFor()
    await page.getByTestId('restore-confirm-button').click()
    await page.getByTestId('backup-message').filter({ hasText: 'Restored 1 deck and' }).waitFor()
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText('Restored deck').waitFor()
    await own.close()
  })

  it('shows storage use on the Card data page', async () => {
    await page.goto(`${base}#/data`)
    await page
      .getByTestId('storage-usage')
      .filter({ hasText: /Using [\d.]+ (MB|KB|bytes)/ })
      .waitFor()
  })

  it('logged no page errors (but the refused inline script and the offline fetch)', async () => {
    // Its own inline script and offline fetch, so it does not count on the tests that make them having run
    // (every test's other errors are checked after it, in afterEach).
    await page.goto(base)
    await inlineScriptRuns(page)
    await context.setOffline(true)
    await fetchUncached(page)
    await context.setOffline(false)
    // The browser reports both a moment later.
    await expect.poll(() => errors.slice(from).filter(refusedInline).length).toBeGreaterThan(0)
    await expect.poll(() => errors.slice(from).filter(offlineFetch).length).toBeGreaterThan(0)
    const logged = errors.slice(from)
    // Expected: the inline script refused on purpose, and the fetch made offline on purpose.
    const refused = logged.filter(refusedInline)
    const offline = logged.filter(offlineFetch)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    expect(offline).toHaveLength(1)
    expect(logged.filter((e) => !refused.includes(e) && !offline.includes(e))).toEqual([])
  })
})

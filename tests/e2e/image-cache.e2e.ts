import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { encodeDeckCode } from '~/engine/decklist/code'
import { hasShared, SHARED } from '../shared'
import { launch, newContext, watchErrors } from './browser'
import { imageCardRecord, REAL_CARDS, shot } from './helpers'
import { cachedImages, imageServer, listen, stop } from './image-server'

const record = (number: string, name: string, image: string) => imageCardRecord(number, name, image)

/** Every image of the tiles shown has loaded (or the tile dropped it): what is on screen is final. */
const artLoaded = (page: Page, alt: string) =>
  page.locator(`[data-testid="card-art"][alt="${alt}"]`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

describe('card images offline: kept by the service worker, allowed only from the configured hosts', () => {
  const base = inject('baseUrl')
  let browser: Browser
  // Each test has its own image host (one of them stops it) and its own browser context: its own service
  // worker and image caches, its own allowed hosts, its own offline switch.
  let server: Server
  let served: string[]
  let images = ''
  let context: BrowserContext
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    browser = await launch()
  })
  beforeEach(async () => {
    ;({ server, served } = imageServer())
    images = `http://127.0.0.1:${await listen(server)}`
    // No bypassCSP: the app's own policy is under test (newContext reports every refusal as an error).
    context = await newContext(browser, { serviceWorkers: 'allow' })
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterEach(async () => {
    await context?.close()
    if (server?.listening) await stop(server)
  })
  afterAll(async () => {
    await browser?.close()
  })

  /** Three cards on this test's host: one answered with CORS, one without, one missing. */
  const cardFile = () =>
    JSON.stringify([
      record('TS01-001', 'Cors Gundam', `${images}/cors/TS01-001.png`),
      record('TS01-002', 'Plain Zaku', `${images}/plain/TS01-002.png`),
      record('TS01-003', 'Broken Gouf', `${images}/missing/TS01-003.png`),
    ])

  /** The service worker in control, the three cards imported, and the reload the page offers taken: their host is allowed. */
  async function importCards() {
    await page.goto(`${base}#/cards`)
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 })
    await page.getByTestId('card-file-input').setInputFiles({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from(cardFile()) })
    await page.getByTestId('import-report').filter({ hasText: 'Imported 3 cards' }).waitFor()
    await page.getByTestId('image-hosts-reload').filter({ hasText: images }).waitFor()
    await Promise.all([page.waitForEvent('load'), page.getByTestId('image-hosts-reload-button').click()])
    await page.getByTestId('card-results').waitFor()
  }

  /** The cards imported and shown with their images, which the service worker has kept. */
  async function imagesKept() {
    await importCards()
    await page.goto(`${base}#/cards?q=TS01`)
    await page.locator('.tile__art--ready').nth(1).waitFor()
    await expect.poll(() => cachedImages(page).then((u) => u.length)).toBeGreaterThanOrEqual(2)
  }

  /** Load one image from the allowed host and one from the same server under another name; what each did, and the refusals seen. */
  const probeHosts = () =>
    page.evaluate(
      ([allowed, refused]) => {
        const load = (src: string) =>
          new Promise<string>((resolve) => {
            const img = new Image()
            img.onload = () => resolve('loaded')
            img.onerror = () => resolve('failed')
            img.src = src
          })
        const violations: string[] = []
        document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.effectiveDirective} ${e.blockedURI}`))
        return Promise.all([load(allowed!), load(refused!)]).then(([a, r]) => ({ a, r, violations }))
      },
      [`${images}/cors/probe-1.png`, `${images.replace('127.0.0.1', 'localhost')}/cors/probe-2.png`],
    )

  /** What the Card data page says it keeps, once it says it (the page counts the cache when it opens). */
  async function cacheSizeShown() {
    const size = page.getByTestId('image-cache-size')
    // The page counts the cache when it opens ("Checking…" until then); the worker may still have been
    // writing the last image then, so it is opened again until the count shows both kinds of image.
    await expect
      .poll(async () => {
        await page.goto(`${base}#/cards`)
        await page.goto(`${base}#/data`)
        await page.getByTestId('image-cache').locator('h2').waitFor()
        await page.getByTestId('image-cache').getByText('Checking…').waitFor({ state: 'detached' })
        return (await size.count()) ? await size.textContent() : ''
      })
      .toMatch(/^\d+ images, \d+ bytes and \d+ more/)
    return size.textContent()
  }

  /** The image server stopped and the device offline. */
  async function offline() {
    await stop(server)
    await context.setOffline(true)
  }

  /** The cards page opened afresh (not from the page in memory). */
  async function openCardsAgain() {
    await page.goto('about:blank')
    await page.goto(`${base}#/cards?q=TS01`)
  }

  /** Clear the kept images from the Card data page, answering its question. */
  async function clearKept() {
    await page.goto(`${base}#/data`)
    await page.getByTestId('clear-image-cache').click()
    await page.getByTestId('clear-image-cache-confirm').waitFor()
    await page.getByTestId('clear-image-cache-yes').click()
    await page
      .getByTestId('image-cache-size')
      .filter({ hasText: /^0 images/ })
      .waitFor()
  }

  it('a card file naming a new image host: the page offers the reload that allows it, then shows the images', async () => {
    await page.goto(`${base}#/cards`)
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 })
    await page.getByTestId('card-file-input').setInputFiles({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from(cardFile()) })
    await page.getByTestId('import-report').filter({ hasText: 'Imported 3 cards' }).waitFor()
    await page.getByTestId('image-hosts-reload').filter({ hasText: images }).waitFor()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gundeck:image-hosts')))!)).toEqual([images])
    await Promise.all([page.waitForEvent('load'), page.getByTestId('image-hosts-reload-button').click()])
    await page.getByTestId('card-results').waitFor()
    expect(await page.getByTestId('image-hosts-reload').count()).toBe(0)
    await page.goto(`${base}#/cards?q=TS01`)
    await page.locator('.tile__art--ready').nth(1).waitFor()
    expect(await artLoaded(page, 'Cors Gundam (TS01-001)')).toBe(true)
    expect(await artLoaded(page, 'Plain Zaku (TS01-002)')).toBe(true)
    // The broken one shows the drawn card.
    await expect.poll(() => page.locator('[data-testid="card-art"][alt="Broken Gouf (TS01-003)"]').count()).toBe(0)
    await expect.poll(() => cachedImages(page).then((u) => u.length)).toBeGreaterThanOrEqual(2)
  })

  it('allows images only from the configured hosts: the same server under another name is refused', async () => {
    await importCards()
    const other = images.replace('127.0.0.1', 'localhost')
    const result = await probeHosts()
    expect(result).toEqual({ a: 'loaded', r: 'failed', violations: [`img-src ${other}/cors/probe-2.png`] })
    // The refused image never reached the server.
    expect(served.some((u) => u.includes('probe-2'))).toBe(false)
    const policies = await page.locator('meta[http-equiv="Content-Security-Policy"]').evaluateAll((m) => m.map((x) => x.getAttribute('content')))
    expect(policies[1]).toBe(`img-src 'self' data: blob: ${images}`)
  })

  it('shows the kept images on the Card data page', async () => {
    await imagesKept()
    // The CORS host's images are counted in bytes; the other host's size is hidden by the browser.
    expect(await cacheSizeShown()).toMatch(/^\d+ images, \d+ bytes and \d+ more; the browser keeps the size of (one|those) hidden/)
  })

  it('still shows them with the image server stopped and the device offline', async () => {
    await imagesKept()
    await offline()
    await openCardsAgain()
    await page.locator('.tile__art--ready').nth(1).waitFor()
    expect(await artLoaded(page, 'Cors Gundam (TS01-001)')).toBe(true)
    expect(await artLoaded(page, 'Plain Zaku (TS01-002)')).toBe(true)
    await shot(page, 'imgcache-offline-cards')
  })

  it('clears the kept images (asked first); then, still offline, the drawn cards show', async () => {
    await imagesKept()
    await offline()
    await clearKept()
    expect(await cachedImages(page)).toEqual([])
    await openCardsAgain()
    await expect.poll(() => page.getByTestId('card-results').locator('.tile').count()).toBe(3)
    // Every image fails offline: no broken image, each tile drawn with its name.
    await expect.poll(() => page.locator('[data-testid="card-art"]').count()).toBe(0)
    expect(await page.getByTestId('card-results').getByText('Cors Gundam').count()).toBe(1)
    // After the reload the cache still holds nothing it could not fetch.
    expect(await cachedImages(page)).toEqual([])
    await context.setOffline(false)
  })

  it('the browser deleting the site’s data while the worker holds its images: the page writes back, and the images’ space is back', async () => {
    // Images of 3 MB each: what they count stands well above what the browser's count of the app's own
    // files moves by (its script caches grow as pages run, by up to about 1.3 MB here), and above the
    // random size each opaque image counts (anything from a few bytes to about 14 MB).
    const IMAGE_BYTES = 3_000_000
    await stop(server)
    ;({ server, served } = imageServer(IMAGE_BYTES))
    images = `http://127.0.0.1:${await listen(server)}`
    await imagesKept()
    // Counted from outside the page (the DevTools protocol): a count from the page holds handles to the
    // caches itself, and a cache deleted while a handle to it lives stays counted against the quota.
    const cdp = await context.newCDPSession(page)
    /** What the browser counts against the site's quota for its caches: the app's own files and the images. */
    const counted = async () => {
      const { usageBreakdown } = (await cdp.send('Storage.getUsageAndQuota', { origin: new URL(base).origin })) as {
        usageBreakdown: { storageType: string; usage: number }[]
      }
      return usageBreakdown.find((b) => b.storageType === 'cache_storage')?.usage ?? 0
    }
    const before = await counted()
    // What Chromium does on a full disk: the caches deleted whole, images and all, while the worker still
    // holds them (so they stay counted), and the database deleted under the open page.
    await page.evaluate(() => Promise.all(['gundeck-card-images', 'gundeck-card-images-opaque'].map((name) => caches.delete(name))))
    expect(await counted()).toBeGreaterThan(before - IMAGE_BYTES)
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'indexeddb' })
    // The page writes back what it held, stops keeping images, and the worker deletes the deleted caches'
    // images through its own handles (as on Try again): their space is back (both images, 6 MB and more).
    await page.locator('[data-testid="storage-loss"][data-kind="vanished"]').waitFor()
    await expect.poll(counted).toBeLessThan(before - IMAGE_BYTES)
    await cdp.detach()
  })

  it('logged no page errors but the images that could not load offline or at all', async () => {
    // The whole journey on one page: images kept, another host probed, the kept images counted, then
    // offline with the server stopped, the cards shown from the cache, the cache cleared, the cards shown again.
    await imagesKept()
    await probeHosts()
    await cacheSizeShown()
    await offline()
    await openCardsAgain()
    await page.locator('.tile__art--ready').nth(1).waitFor()
    await clearKept()
    await openCardsAgain()
    await expect.poll(() => page.locator('[data-testid="card-art"]').count()).toBe(0)
    await context.setOffline(false)
    const expected = (e: string) => /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)|404/.test(e) && e.includes(images)
    expect(errors.filter((e) => !expected(e) && !e.includes('probe-2'))).toEqual([])
  })
})

describe.skipIf(!hasShared)('a share link opened on a fresh device, without card data [needs ../shared]', () => {
  const base = inject('baseUrl')

  for (const phone of [false, true]) {
    it(`shows the numbers, downloads the card list right there, then names and legality${phone ? ' (390 × 844, touch)' : ''}`, async () => {
      const browser = await launch()
      try {
        const context = await newContext(browser, phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {})
        const page = await context.newPage()
        const errors = watchErrors(page)
        // The published data set is fetched from the URL in settings; here it is answered from ../shared.
        await page.route('**/cards.json', (route) => route.fulfill({ status: 200, body: readFileSync(REAL_CARDS), contentType: 'application/json' }))
        for (const name of ['manifest', 'errata', 'rulings'])
          await page.route(`**/${name}.json`, (route) =>
            route.fulfill({ status: 200, body: readFileSync(join(SHARED, `cards/gcg-api/${name}.json`)), contentType: 'application/json' }),
          )
        const e = (number: string, count: number) => ({ number, printing: null, count })
        const code = encodeDeckCode(
          { main: [e('GD01-001', 4), e('GD01-002', 4), e('ST01-001', 2), e('GD99-999', 1)], resource: [e('R-002', 10)], sideboard: [] },
          { name: 'Shared blue' },
        )
        await page.goto(`${base}#/d/${code}`)
        const main = page.getByTestId('shared-numbers-main')
        await main.filter({ hasText: 'Main deck 11 cards' }).waitFor()
        expect(await main.locator('h3').allTextContents()).toEqual(['GD01 8', 'GD99 1', 'ST01 2'])
        expect(await main.textContent()).toContain('4× GD01-001')
        expect(await page.locator('.line--unknown').count()).toBe(0)
        expect(await page.getByTestId('violation').count()).toBe(0)
        if (phone) await page.getByTestId('shared-download-cards').tap()
        else await page.getByTestId('shared-download-cards').click()
        await page.getByTestId('legal-badge').waitFor({ timeout: 60_000 })
        // The deck now shows names and its legality; the one number the data lacks is named once.
        await page.getByTestId('unknown-cards-note').filter({ hasText: '1 card number is not in your card data: GD99-999.' }).waitFor()
        expect(await page.getByTestId('shared-without-cards').count()).toBe(0)
        expect(await page.getByTestId('legal-badge').textContent()).toBe('Not legal')
        expect(await page.locator('.line--unknown').count()).toBe(1)
        // Stored: a reload shows the named deck straight away.
        await page.reload()
        await page.getByTestId('legal-badge').waitFor()
        expect(await page.getByTestId('shared-without-cards').count()).toBe(0)
        expect(errors).toEqual([])
      } finally {
        await browser.close()
      }
    })
  }
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { launch, newContext, watchErrors } from './browser'
import { imageCardRecord, importCardRecords, storedRows, shot } from './helpers'

/** A 63 × 88 PNG (one color), made here: the test serves its own card images. */
function png(): Buffer {
  // A 1 × 1 opaque PNG, scaled by the browser; enough to tell "loaded" from "failed".
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
}

describe('card images: shown by default from the card data, the drawn card when one fails', () => {
  const base = inject('baseUrl')
  let server: Server
  let images = ''
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  const served: string[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      served.push(req.url ?? '')
      if (req.url?.startsWith('/ok/')) {
        res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' })
        res.end(png())
      } else {
        res.writeHead(404)
        res.end()
      }
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    images = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await launch()
  })
  // Each test starts on a browser of its own: no card data, images shown, no template saved (a setting a
  // test changes stays out of the others).
  beforeEach(async () => {
    // The app's own Content-Security-Policy holds (images from this machine are allowed over http).
    context = await newContext(browser)
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterEach(async () => {
    await context?.close()
  })
  afterAll(async () => {
    await browser?.close()
    await new Promise((r) => server?.close(r))
  })

  const record = (number: string, name: string, image: string) => imageCardRecord(number, name, image)

  /** Import two cards, one whose image loads and one whose image is missing, then reload so their host is allowed. */
  async function importImageCards(p: Page) {
    await importCardRecords(p, base, [
      record('TS01-001', 'Test Gundam', `${images}/ok/TS01-001.png`),
      record('TS01-002', 'Broken Zaku', `${images}/missing/TS01-002.png`),
    ])
    // A new image host: the page's policy allows it from the next start.
    await p.reload()
    // The cards shown again: the app has started, and an address opened next is not undone by its start.
    await p.getByTestId('card-results').waitFor()
  }

  it('shows each printing image in the results and the details, and the drawn card for a broken one', async () => {
    // Only the requests of this test count below.
    served.length = 0
    await importImageCards(page)
    await page.goto(`${base}#/cards?q=TS01`)
    const tiles = page.getByTestId('card-results').locator('.tile')
    await tiles.first().waitFor()
    const ok = page.locator('[data-testid="card-art"][alt="Test Gundam (TS01-001)"]')
    await ok.and(page.locator('.tile__art--ready')).waitFor()
    // The broken one leaves no image element: the drawn card shows, named as text.
    await expect.poll(() => page.locator('[data-testid="card-art"][alt="Broken Zaku (TS01-002)"]').count()).toBe(0)
    await expect.poll(() => page.getByTestId('card-results').getByText('Broken Zaku').count()).toBe(1)
    expect(served.some((u) => u.startsWith('/ok/TS01-001'))).toBe(true)
    await ok.click()
    await page.getByTestId('detail-art').waitFor()
    expect(await page.getByTestId('detail-art').getAttribute('src')).toBe(`${images}/ok/TS01-001.png`)
    await shot(page, 'gundeck-card-images')
    // 404s of the broken image are logged by the browser as resource errors: only those are allowed.
    expect(errors.filter((e) => !e.includes('/missing/TS01-002.png'))).toEqual([])
  })

  it('shows none when the setting turns images off', async () => {
    await importImageCards(page)
    await page.goto(`${base}#/data`)
    // Images are shown by default: the switch starts on.
    expect(await page.getByTestId('show-images').isChecked()).toBe(true)
    await page.getByTestId('show-images').uncheck()
    await page.goto(`${base}#/cards?q=TS01`)
    await page.getByTestId('card-results').locator('.tile').first().waitFor()
    expect(await page.locator('[data-testid="card-art"]').count()).toBe(0)
    await page.reload()
    await page.getByTestId('card-results').locator('.tile').first().waitFor()
    expect(await page.locator('[data-testid="card-art"]').count()).toBe(0)
  })

  /** Type a template, flip the image switch (a setting saved at once), then Save: the typed template survives the flip and is stored. */
  async function templateSurvivesSwitch(p: Page, touch: boolean) {
    await p.goto(`${base}#/data`)
    const template = p.getByLabel('Image URL template (optional)')
    await template.fill(`${images}/ok/{printing}.png`)
    const show = p.getByTestId('show-images')
    const showImages = !(await show.isChecked())
    await (touch ? show.tap() : show.click())
    expect(await show.isChecked()).toBe(showImages)
    expect(await template.inputValue()).toBe(`${images}/ok/{printing}.png`)
    const save = p.getByRole('button', { name: 'Save settings' })
    await (touch ? save.tap() : save.click())
    await p
      .getByRole('status')
      .filter({ hasText: /^Saved\.$/ })
      .waitFor()
    await p.reload()
    const [row] = await storedRows<{ value: { imageUrlTemplate: string; showImages: boolean } }>(p, 'settings')
    expect(row?.value).toMatchObject({ imageUrlTemplate: `${images}/ok/{printing}.png`, showImages })
    expect(await p.getByLabel('Image URL template (optional)').inputValue()).toBe(`${images}/ok/{printing}.png`)
  }

  it('an image template typed but not yet saved stays while the image switch changes; Save stores it', async () => {
    await templateSurvivesSwitch(page, false)
  })

  it('the same at 390 x 844 by touch', async () => {
    const phone = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const p = await phone.newPage()
    const phoneErrors = watchErrors(p)
    await templateSurvivesSwitch(p, true)
    expect(phoneErrors).toEqual([])
    await phone.close()
  })
})

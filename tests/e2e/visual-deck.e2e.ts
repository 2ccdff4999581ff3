import { createServer, type ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { encodeDeckCode } from '~/engine/decklist/code'
import { totalCopies } from '~/engine/deck/copies'
import { launch, PHONE_CONTEXT, watchErrors } from './browser'
import { imageCardRecord, importCardRecords, importDeckList, phoneProblems, storedDeck, shot } from './helpers'

/** A 1 × 1 opaque PNG made here: the test serves its own card images. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')

/**
 * A local image server: /ok/ answers at once, /missing/ is a 404, /slow/ waits while `hold` is on (and is
 * never cached), so a test can look at the page before and after a picture arrives.
 */
function imageServer() {
  let hold = false
  const waiting: ServerResponse[] = []
  const send = (res: ServerResponse, cache: string) => {
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': cache })
    res.end(PNG)
  }
  const server: Server = createServer((req, res) => {
    const url = req.url ?? ''
    if (url.startsWith('/ok/')) send(res, 'max-age=3600')
    else if (url.startsWith('/slow/')) {
      if (hold) waiting.push(res)
      else send(res, 'no-store')
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  return {
    server,
    hold: () => (hold = true),
    release: () => {
      hold = false
      for (const res of waiting.splice(0)) send(res, 'no-store')
    },
    waiting: () => waiting.length,
  }
}

const DECK = ['4 TS01-001 Test Gundam', '4 TS01-002 Test Pilot', '2 TS01-003 Broken Command', '4 TS01-004 Slow Base', '10 TR-001 Test Resource'].join('\n')

/** The test deck with other counts of its four main-deck cards (the resources stay 10). */
const deckWith = (gundam: number, pilot: number, command: number, base: number) =>
  [
    `${gundam} TS01-001 Test Gundam`,
    `${pilot} TS01-002 Test Pilot`,
    `${command} TS01-003 Broken Command`,
    `${base} TS01-004 Slow Base`,
    '10 TR-001 Test Resource',
  ].join('\n')

function cardRecords(images: string) {
  const record = (number: string, name: string, type: string, image: string) => imageCardRecord(number, name, image, type)
  return [
    record('TS01-001', 'Test Gundam', 'UNIT', `${images}/ok/TS01-001.png`),
    record('TS01-002', 'Test Pilot', 'PILOT', `${images}/ok/TS01-002.png`),
    record('TS01-003', 'Broken Command', 'COMMAND', `${images}/missing/TS01-003.png`),
    record('TS01-004', 'Slow Base', 'BASE', `${images}/slow/TS01-004.png`),
    record('TR-001', 'Test Resource', 'RESOURCE', `${images}/ok/TR-001.png`),
  ]
}

const box = (l: Locator) =>
  l.boundingBox().then((b) => b && { width: Math.round(b.width), height: Math.round(b.height), x: Math.round(b.x), y: Math.round(b.y) })
const ready = (scope: Locator, alt: string) => scope.locator(`img.thumb__art--ready[alt="${alt}"]`).first().waitFor()
const line = (page: Page, number: string) => page.getByTestId('section-main').locator(`[data-testid="deck-line"][data-number="${number}"]`)
const visualCard = (page: Page, number: string) => page.getByTestId('deck-visual').locator(`[data-testid="visual-card"][data-number="${number}"]`)
/** No sideways scroll; on a phone also every control at least 44 × 44 (as the sweep checks every screen). */
async function expectFits(page: Page, phone: boolean) {
  const { overflow, wide, small } = await phoneProblems(page)
  expect({ overflow, wide, small: phone ? small : [] }).toEqual({ overflow: 0, wide: [], small: [] })
}
// The 404 of the broken image is logged by the browser as a resource error: only that one is allowed.
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('/missing/TS01-003.png'))

describe('card pictures on deck lines, in the visual deck view, on the shared page and in the sample hand', () => {
  const base = inject('baseUrl')
  const images = imageServer()
  let origin = ''
  let browser: Browser
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    await new Promise<void>((r) => images.server.listen(0, '127.0.0.1', r))
    origin = `http://127.0.0.1:${(images.server.address() as AddressInfo).port}`
    browser = await launch()
    // The app's policy allows images from https hosts; this test's own server is plain http on localhost.
    // No service worker: it would answer the held-back images from its cache (tests/e2e/image-cache.e2e.ts covers it).
    const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block', viewport: { width: 1280, height: 860 } })
    page = await context.newPage()
    errors = watchErrors(page)
    await importCardRecords(page, base, cardRecords(origin))
    // The card data names a new image host: the page allows it from the next start.
    await page.reload()
    // The cards shown again: the app has started, and the address a test opens first is not undone by its start.
    await page.getByTestId('card-results').waitFor()
  })
  // A test holding the slow pictures back lets them go at its end, even when it fails half-way.
  afterEach(() => {
    images.release()
  })
  afterAll(async () => {
    images.release()
    await browser?.close()
    await new Promise((r) => images.server.close(r))
  })

  it('each deck line shows its picture in a reserved 36 × 50 space, the drawn card for a broken one, and a large preview on hover or focus', async () => {
    const id = await importDeckList(page, base, DECK)
    images.hold()
    await page.goto(`${base}#/decks/${id}`)
    await page.reload()
    await ready(line(page, 'TS01-001'), 'Test Gundam (TS01-001)')
    // The slow picture is still on its way: the space is already held.
    await expect.poll(() => images.waiting()).toBeGreaterThan(0)
    const slowThumb = line(page, 'TS01-004').getByTestId('card-thumb')
    const before = { thumb: await box(slowThumb), line: await box(line(page, 'TS01-004')) }
    expect(before.thumb).toMatchObject({ width: 36, height: 50 })
    images.release()
    await ready(line(page, 'TS01-004'), 'Slow Base (TS01-004)')
    expect({ thumb: await box(slowThumb), line: await box(line(page, 'TS01-004')) }).toEqual(before)
    // The broken picture leaves the drawn card: no image element, no bare alt text.
    await expect.poll(() => line(page, 'TS01-003').locator('img').count()).toBe(0)
    expect(await line(page, 'TS01-003').getByTestId('card-thumb').locator('.thumb__band').isVisible()).toBe(true)

    // Hover shows the card large; leaving hides it.
    await line(page, 'TS01-001').getByTestId('line-thumb').hover()
    await page.getByTestId('card-preview').locator('img[alt="Test Gundam (TS01-001)"]').waitFor()
    await page.mouse.move(5, 5)
    await page.getByTestId('card-preview').waitFor({ state: 'detached' })
    // The keyboard: Tab onto the picture shows it, Escape hides it.
    await line(page, 'TS01-001').getByTestId('line-menu').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('line-thumb')
    await page.getByTestId('card-preview').locator('img[alt="Test Pilot (TS01-002)"]').waitFor()
    await page.keyboard.press('Escape')
    await page.getByTestId('card-preview').waitFor({ state: 'detached' })

    // The line controls still work beside the picture.
    await line(page, 'TS01-002').getByTestId('line-plus').click()
    await line(page, 'TS01-002').getByTestId('line-count').filter({ hasText: /^5$/ }).waitFor()
    await shot(page, 'visual-editor-list')
  })

  it('search results in the editor say how many copies are already in the deck', async () => {
    // A deck holding 4 Test Gundam and 5 Test Pilot, open in the editor.
    await importDeckList(page, base, deckWith(4, 5, 2, 4))
    await page.getByTestId('card-query').fill('TS01')
    const gundam = page.getByTestId('card-results').locator('[data-printing="TS01-001"]')
    expect(await gundam.getByTestId('in-deck').textContent()).toBe('×4 in deck')
    expect(await page.getByTestId('card-results').locator('[data-printing="TS01-002"]').getByTestId('in-deck').textContent()).toBe('×5 in deck')
    await gundam.click()
    await gundam.getByTestId('in-deck').filter({ hasText: '×5 in deck' }).waitFor()
    await page.getByTestId('card-query').fill('')
  })

  it('the visual view groups the pictures by type with counts and totals, keeps its place on reload, and changes counts by tap and keyboard', async () => {
    // A deck of 5 Test Gundam, 5 Test Pilot, 2 Broken Command, 4 Slow Base, open in the editor's list view.
    const id = await importDeckList(page, base, deckWith(5, 5, 2, 4))
    await page.getByTestId('view-visual').click()
    await page.waitForURL(/view=visual/)
    const visual = page.getByTestId('deck-visual')
    await ready(visual, 'Test Gundam (TS01-001)')
    expect(await visual.locator('h3').allTextContents()).toEqual(['Unit 5', 'Pilot 5', 'Command 2', 'Base 4', 'Resource deck 10'])
    await expect.poll(() => visualCard(page, 'TS01-003').locator('img').count()).toBe(0)
    expect(await visualCard(page, 'TS01-003').textContent()).toContain('Broken Command')

    // A tap on a card, then +.
    await visualCard(page, 'TS01-001').getByTestId('visual-open').click()
    await visualCard(page, 'TS01-001').getByTestId('visual-plus').click()
    await visualCard(page, 'TS01-001').getByTestId('visual-count').filter({ hasText: '×6' }).waitFor()
    // The keyboard: Enter on a card, Tab to −, Enter; Escape puts the controls away.
    await visualCard(page, 'TS01-003').getByTestId('visual-open').focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await visualCard(page, 'TS01-003').getByTestId('visual-count').filter({ hasText: '×1' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => visualCard(page, 'TS01-003').getByTestId('visual-minus').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('visual-open')
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()

    // No layout shift in the visual view either: the slow picture's place is held before it arrives.
    images.hold()
    await page.reload()
    await ready(page.getByTestId('deck-visual'), 'Test Gundam (TS01-001)')
    await expect.poll(() => images.waiting()).toBeGreaterThan(0)
    const slow = visualCard(page, 'TS01-004')
    const before = await box(slow)
    expect(before!.height / before!.width).toBeGreaterThan(1.3)
    images.release()
    await ready(slow, 'Slow Base (TS01-004)')
    expect(await box(slow)).toEqual(before)
    await shot(page, 'visual-editor-visual')

    const stored = await storedDeck(page, id)
    expect(stored?.cards.main).toEqual([
      { number: 'TS01-001', printing: null, count: 6 },
      { number: 'TS01-002', printing: null, count: 5 },
      { number: 'TS01-003', printing: null, count: 1 },
      { number: 'TS01-004', printing: null, count: 4 },
    ])
    await page.getByTestId('view-list').click()
    await expect.poll(() => page.url()).not.toContain('view=visual')
    await page.getByTestId('deck-line').first().waitFor()
  })

  it('the shared deck page shows the pictures on its lines and in its visual view', async () => {
    // A stored deck of 6 Test Gundam, 5 Test Pilot, 1 Broken Command and 4 Slow Base, shared as a link.
    const id = await importDeckList(page, base, deckWith(6, 5, 1, 4))
    const stored = (await storedDeck(page, id))!
    await page.goto(`${base}#/d/${encodeDeckCode(stored.cards, { name: 'Pictures' })}`)
    await ready(line(page, 'TS01-001'), 'Test Gundam (TS01-001)')
    // The broken picture gives way to the drawn card once its error arrives.
    await expect.poll(() => line(page, 'TS01-003').locator('img').count()).toBe(0)
    await page.getByTestId('view-visual').click()
    await ready(page.getByTestId('deck-visual'), 'Test Pilot (TS01-002)')
    expect(await page.getByTestId('deck-visual').locator('[data-testid="visual-count"]').allTextContents()).toEqual(['×6', '×5', '×1', '×4', '×10'])
    expect(await page.getByTestId('deck-visual').locator('button').count()).toBe(0)
    await page.reload()
    await ready(page.getByTestId('deck-visual'), 'Test Gundam (TS01-001)')
    await shot(page, 'visual-shared', { fullPage: true })
  })

  it('the sample hand and the shields show the cards as pictures', async () => {
    const id = await importDeckList(page, base, DECK)
    await page.goto(`${base}#/decks/${id}/simulate`)
    const sample = page.getByTestId('sample-hand')
    await sample.getByTestId('sample-draw').click()
    expect(await sample.getByTestId('sample-card').count()).toBe(5)
    // The pictures load lazily, as they come into view.
    await sample.getByTestId('sample-cards').scrollIntoViewIfNeeded()
    await expect.poll(() => sample.getByTestId('sample-card').getByTestId('card-thumb').count()).toBe(5)
    // Every picture in the hand either arrives or leaves the drawn card: none stays half-way.
    await expect.poll(() => sample.locator('[data-testid="sample-card"] img:not(.thumb__art--ready)').count()).toBe(0)
    await sample.getByTestId('sample-keep').click()
    expect(await sample.getByTestId('sample-shield').count()).toBe(6)
    await sample.getByTestId('sample-shield-cards').scrollIntoViewIfNeeded()
    await expect.poll(() => sample.locator('[data-testid="sample-shield"] img:not(.thumb__art--ready)').count()).toBe(0)
    const thumbs = await sample
      .getByTestId('card-thumb')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height / e.getBoundingClientRect().width))
    for (const ratio of thumbs) expect(ratio).toBeCloseTo(88 / 63, 1)
    await shot(sample, 'visual-sample')
    expect(realErrors(errors)).toEqual([])
  })

  // Every screen's fit, legibility and audit at both sizes and in both themes is the sweep's (sweep.ts); here
  // the phone's own gestures on the pictures, and the fit with the pictures loaded.
  it('at 390 × 844 with touch: a tap opens the preview inside the screen and a tap elsewhere hides it; the visual controls open by a tap, and + adds one copy by touch, stored; nothing scrolls sideways and every control is at least 44 × 44', async () => {
    const context: BrowserContext = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block', colorScheme: 'light', ...PHONE_CONTEXT })
    const p = await context.newPage()
    const errs = watchErrors(p)
    await importCardRecords(p, base, cardRecords(origin))
    const deck = await importDeckList(p, base, DECK)
    await p.reload()
    await ready(line(p, 'TS01-001'), 'Test Gundam (TS01-001)')
    // A tap on the picture shows it large; a tap elsewhere hides it.
    await line(p, 'TS01-001').getByTestId('line-thumb').tap()
    await p.getByTestId('card-preview').waitFor()
    expect(await p.getByTestId('card-preview').evaluate((e) => e.getBoundingClientRect().right <= window.innerWidth)).toBe(true)
    await p.getByTestId('section-main').locator('h3').tap()
    await p.getByTestId('card-preview').waitFor({ state: 'detached' })
    await expectFits(p, true)
    await p.getByTestId('view-visual').click()
    await ready(p.getByTestId('deck-visual'), 'Test Gundam (TS01-001)')
    const card = visualCard(p, 'TS01-002')
    await card.getByTestId('visual-open').tap()
    await card.getByTestId('visual-plus').waitFor()
    // + by touch adds one copy (acted on at the finger's lift, never twice), and it is stored.
    const copies = async () => totalCopies((await storedDeck(p, deck))!.cards.main.filter((e) => e.number === 'TS01-002'))
    const before = await copies()
    await card.getByTestId('visual-plus').tap()
    await card
      .getByTestId('visual-count')
      .filter({ hasText: `×${before + 1}` })
      .waitFor()
    await expect.poll(copies).toBe(before + 1)
    await expectFits(p, true)
    await p.goto(`${base}#/d/${encodeDeckCode((await storedDeck(p, deck))!.cards, { name: 'Pictures' })}?view=visual`)
    await ready(p.getByTestId('deck-visual'), 'Test Gundam (TS01-001)')
    await expectFits(p, true)
    expect(realErrors(errs)).toEqual([])
    await context.close()
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { CardPool } from '~/engine/cards/pool'
import { searchCards } from '~/engine/query'
import { importCardFile } from '~/io/cards/detect'
import { hasShared, SHARED } from '../shared'
import { openPage, ownContext, watchErrors } from './browser'
import { importRealCards, shot } from './helpers'
import { leaveApp } from './setup-b'

// Needs ../shared (the real card file) like every e2e journey here; CI always has it.
const CARDS = join(SHARED, 'cards/gcg-api/cards.json')

describe.skipIf(!hasShared)('card browser journeys in Chromium [needs ../shared]', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  const base = inject('baseUrl')
  const QUERY = 'c:purple t:unit lv<=3'

  // The tests that search share the real card data, imported once; the first run and the import itself
  // have a context of their own, with no card data yet.
  beforeAll(async () => {
    ;({ browser, context, page, errors } = await openPage())
    await importRealCards(page, base)
  })
  // Each test starts in a fresh document: no search, card or focus left by the test before.
  beforeEach(async () => {
    await leaveApp(page)
  })
  afterAll(async () => {
    // Every test's page errors, whichever test ran last (the tests run in a random order).
    try {
      expect(errors).toEqual([])
    } finally {
      await browser?.close()
    }
  })

  /** The Cards page, opened afresh (the focus nowhere), with `query` searched and its results shown. */
  async function cardsPage(query = '') {
    await page.goto(`${base}#/cards${query ? `?q=${encodeURIComponent(query)}` : ''}`)
    await page.getByTestId('card-query').waitFor()
    if (!query) return
    await page.getByTestId('result-count').waitFor()
    expect(await page.getByTestId('card-query').inputValue()).toBe(query)
  }

  it('first run shows the empty state with both ways to get cards', async () => {
    const first = await ownContext(browser)
    await first.page.goto(base)
    await first.page.getByRole('heading', { name: 'No card list yet' }).waitFor()
    expect(await first.page.getByTestId('download-cards').isVisible()).toBe(true)
    await shot(first.page, 'gundeck-empty')
    await first.context.close()
    expect(first.errors).toEqual([])
  })

  it('imports the real gcg-api cards.json through the file picker', async () => {
    // A first run: no card data yet, the empty state with its file picker.
    const first = await ownContext(browser)
    await first.page.goto(base)
    await first.page.getByRole('heading', { name: 'No card list yet' }).waitFor()
    // How long it takes is a bench (npm run bench app-browser).
    await first.page.getByTestId('card-file-input').setInputFiles(CARDS)
    await first.page.getByTestId('import-report').waitFor()
    expect(await first.page.getByTestId('report-cards').textContent()).toBe('1075')
    expect(await first.page.getByTestId('report-printings').textContent()).toBe('1816')
    expect(await first.page.getByTestId('report-skipped').textContent()).toBe('0')
    await first.context.close()
    expect(first.errors).toEqual([])
  })

  it('searches c:purple t:unit lv<=3 and shows the count the engine gives', async () => {
    const pool = new CardPool(importCardFile({ name: 'cards.json', text: readFileSync(CARDS, 'utf8') }).cards)
    const rows = pool.cards.flatMap((card) => card.printings.map((printing) => ({ card, printing })))
    const expected = searchCards(rows, 'c:purple t:unit lv<=3').results
    const cards = new Set(expected.map((r) => r.card.number)).size
    expect(expected.length).toBeGreaterThan(10)

    await cardsPage()
    await page.getByTestId('card-query').fill('c:purple t:unit lv<=3')
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${cards} cards · ${expected.length} printings` })
      .waitFor()
    await page.waitForFunction(() => location.hash.includes('q=c'))
    await shot(page, 'gundeck-search')
  })

  it('opens a card with the keyboard and closes it with Escape', async () => {
    // The results of a search, the focus in the query it was typed in.
    await cardsPage(QUERY)
    await page.getByTestId('card-query').focus()
    await page.keyboard.press('Tab') // from the query into the next control is fine; focus the results directly:
    await page.getByTestId('card-results').focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    const detail = page.getByTestId('card-detail')
    await detail.waitFor()
    expect(await detail.textContent()).toMatch(/Printings \(\d+\)/)
    await shot(page, 'gundeck-detail')
    await page.keyboard.press('Escape')
    await detail.waitFor({ state: 'detached' })
  })

  it('shows query errors inline at the faulty token', async () => {
    // The focus outside the query, so that "/" is the shortcut and not a typed character.
    await cardsPage(QUERY)
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('card-query')
    await page.keyboard.press('/')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('card-query')
    await page.getByTestId('card-query').fill('c:purple lv<=x')
    const errs = page.getByTestId('query-errors')
    await errs.waitFor()
    expect(await errs.locator('mark').textContent()).toContain('x')
  })

  it('keeps the cards and the search after a reload', async () => {
    await cardsPage()
    await page.getByTestId('card-query').fill('c:purple t:unit lv<=3')
    await page.waitForFunction(() => decodeURIComponent(location.hash).includes('lv<=3'))
    await page.reload()
    await page.getByTestId('result-count').waitFor()
    expect(await page.getByTestId('card-query').inputValue()).toBe('c:purple t:unit lv<=3')
    expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ cards/)
    expect(await page.getByRole('heading', { name: 'No card list yet' }).count()).toBe(0)
  })

  it('downloads the card list (served locally), replacing the data only when whole', async () => {
    // A tab of its own beside the card data the other tests read: its answers from ../shared (and the
    // broken one) end with it.
    const tab = await context.newPage()
    const tabErrors = watchErrors(tab)
    await tab.goto(`${base}#/data`)
    const body = readFileSync(CARDS)
    // The published data set is fetched from the URL in settings; here it is answered from ../shared.
    await tab.route('**/cards.json', (route) => route.fulfill({ status: 200, body, contentType: 'application/json' }))
    await tab.route('**/manifest.json', (route) =>
      route.fulfill({ status: 200, body: readFileSync(join(SHARED, 'cards/gcg-api/manifest.json')), contentType: 'application/json' }),
    )
    await tab.route('**/errata.json', (route) =>
      route.fulfill({ status: 200, body: readFileSync(join(SHARED, 'cards/gcg-api/errata.json')), contentType: 'application/json' }),
    )
    await tab.route('**/rulings.json', (route) =>
      route.fulfill({ status: 200, body: readFileSync(join(SHARED, 'cards/gcg-api/rulings.json')), contentType: 'application/json' }),
    )
    await tab.getByTestId('download-cards').click()
    await tab.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor()
    await tab.getByTestId('dataset-info').filter({ hasText: '20-52fe4fd6' }).waitFor()
    // The report lists the manifest fetched beside the cards as read, with its version.
    await tab.getByTestId('report-files').filter({ hasText: 'manifest.json: data set version 20-52fe4fd6' }).waitFor()
    // The rulings published beside the cards reach the card detail.
    await tab.goto(`${base}#/cards?q=GD01-001`)
    await tab.getByTestId('card-results').focus()
    await tab.keyboard.press('Enter')
    await tab.getByTestId('card-detail').filter({ hasText: 'Q119' }).waitFor()
    await tab.goto(`${base}#/data`)

    // A broken download leaves the data as it was.
    await tab.unroute('**/cards.json')
    await tab.route('**/cards.json', (route) => route.fulfill({ status: 200, body: '[{"broken": true}]', contentType: 'application/json' }))
    await tab.getByTestId('download-cards').click()
    await tab.getByTestId('import-report').filter({ hasText: 'nothing was changed' }).waitFor()
    expect(await tab.getByTestId('dataset-info').textContent()).toContain('1075')
    await tab.close()
    expect(tabErrors).toEqual([])
  })
})

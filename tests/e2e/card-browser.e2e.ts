import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CardPool } from '~/engine/cards/pool'
import { searchCards } from '~/engine/query'
import { importCardFile } from '~/io/cards/detect'
import { hasShared, SHARED } from '../shared'
import { openPage } from './browser'

// Needs ../shared (the real card file) like every e2e journey here; CI always has it.
const CARDS = join(SHARED, 'cards/gcg-api/cards.json')

describe.skipIf(!hasShared)('card browser journeys in Chromium [needs ../shared]', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  const base = inject('baseUrl')

  beforeAll(async () => {
    ;({ browser, page, errors } = await openPage())
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('first run shows the empty state with both ways to get cards', async () => {
    await page.goto(base)
    await page.getByRole('heading', { name: 'No card list yet' }).waitFor()
    expect(await page.getByTestId('download-cards').isVisible()).toBe(true)
    await page.screenshot({ path: '/tmp/gundeck-empty.png' })
  })

  it('imports the real gcg-api cards.json through the file picker', async () => {
    const t0 = Date.now()
    await page.getByTestId('card-file-input').setInputFiles(CARDS)
    await page.getByTestId('import-report').waitFor()
    const ms = Date.now() - t0
    console.log(`[e2e] importing the real gcg-api cards.json in Chromium took ${ms} ms (target under 2000 ms)`)
    expect(await page.getByTestId('report-cards').textContent()).toBe('1075')
    expect(await page.getByTestId('report-printings').textContent()).toBe('1816')
    expect(await page.getByTestId('report-skipped').textContent()).toBe('0')
  })

  it('searches c:purple t:unit lv<=3 and shows the count the engine gives', async () => {
    const pool = new CardPool(importCardFile({ name: 'cards.json', text: readFileSync(CARDS, 'utf8') }).cards)
    const rows = pool.cards.flatMap((card) => card.printings.map((printing) => ({ card, printing })))
    const expected = searchCards(rows, 'c:purple t:unit lv<=3').results
    const cards = new Set(expected.map((r) => r.card.number)).size
    expect(expected.length).toBeGreaterThan(10)

    await page.getByTestId('card-query').fill('c:purple t:unit lv<=3')
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${cards} cards · ${expected.length} printings` })
      .waitFor()
    await page.waitForFunction(() => location.hash.includes('q=c'))
    await page.screenshot({ path: '/tmp/gundeck-search.png' })
  })

  it('opens a card with the keyboard and closes it with Escape', async () => {
    await page.keyboard.press('Tab') // from the query into the next control is fine; focus the results directly:
    await page.getByTestId('card-results').focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    const detail = page.getByTestId('card-detail')
    await detail.waitFor()
    expect(await detail.textContent()).toMatch(/Printings \(\d+\)/)
    await page.screenshot({ path: '/tmp/gundeck-detail.png' })
    await page.keyboard.press('Escape')
    await detail.waitFor({ state: 'detached' })
  })

  it('shows query errors inline at the faulty token', async () => {
    await page.keyboard.press('/')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('card-query')
    await page.getByTestId('card-query').fill('c:purple lv<=x')
    const errs = page.getByTestId('query-errors')
    await errs.waitFor()
    expect(await errs.locator('mark').textContent()).toContain('x')
  })

  it('keeps the cards and the search after a reload', async () => {
    await page.getByTestId('card-query').fill('c:purple t:unit lv<=3')
    await page.waitForFunction(() => decodeURIComponent(location.hash).includes('lv<=3'))
    await page.reload()
    await page.getByTestId('result-count').waitFor()
    expect(await page.getByTestId('card-query').inputValue()).toBe('c:purple t:unit lv<=3')
    expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ cards/)
    expect(await page.getByRole('heading', { name: 'No card list yet' }).count()).toBe(0)
  })

  it('downloads the card list (served locally), replacing the data only when whole', async () => {
    await page.goto(`${base}#/data`)
    const body = readFileSync(CARDS)
    // The published data set is fetched from the URL in settings; here it is answered from ../shared.
    await page.route('**/cards.json', (route) => route.fulfill({ status: 200, body, contentType: 'application/json' }))
    await page.route('**/manifest.json', (route) =>
      route.fulfill({ status: 200, body: readFileSync(join(SHARED, 'cards/gcg-api/manifest.json')), contentType: 'application/json' }),
    )
    await page.route('**/errata.json', (route) =>
      route.fulfill({ status: 200, body: readFileSync(join(SHARED, 'cards/gcg-api/errata.json')), contentType: 'application/json' }),
    )
    await page.route('**/rulings.json', (route) =>
      route.fulfill({ status: 200, body: readFileSync(join(SHARED, 'cards/gcg-api/rulings.json')), contentType: 'application/json' }),
    )
    await page.getByTestId('download-cards').click()
    await page.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor()
    await page.getByTestId('dataset-info').filter({ hasText: '20-52fe4fd6' }).waitFor()
    // The rulings published beside the cards reach the card detail.
    await page.goto(`${base}#/cards?q=GD01-001`)
    await page.getByTestId('card-results').focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('card-detail').filter({ hasText: 'Q119' }).waitFor()
    await page.goto(`${base}#/data`)

    // A broken download leaves the data as it was.
    await page.unroute('**/cards.json')
    await page.route('**/cards.json', (route) => route.fulfill({ status: 200, body: '[{"broken": true}]', contentType: 'application/json' }))
    await page.getByTestId('download-cards').click()
    await page.getByTestId('import-report').filter({ hasText: 'nothing was changed' }).waitFor()
    expect(await page.getByTestId('dataset-info').textContent()).toContain('1075')
  })

  it('logged no page errors', () => {
    expect(errors).toEqual([])
  })
})

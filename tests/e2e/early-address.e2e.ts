import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage } from './browser'
import { importCardRecords } from './helpers'

/** Two cards, enough for the app to start on its card pages with data stored. */
const CARDS = [1, 2].map((i) => ({
  product_id: `TS01-00${i}`,
  card_number: `TS01-00${i}`,
  name: `Test ${i}`,
  card_type: 'UNIT',
  color: 'Blue',
  level: 2,
  cost: 1,
  ap: 1,
  hp: 1,
}))

describe('an address changed while the app starts', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  const base = inject('baseUrl')

  beforeAll(async () => {
    ;({ browser, page, errors } = await openPage())
    await importCardRecords(page, base, CARDS)
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('is kept: the player lands on the page they asked for, not on the page the start was opening', async () => {
    // A slow phone (CPU 4×) keeps the first page loading longer: the window in which the address can change.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    try {
      for (let i = 0; i < 5; i++) {
        await page.goto(`${base}#/cards`)
        await page.getByTestId('card-results').waitFor()
        // Loaded: the app has started its first navigation, and the cards page is still on its way.
        await page.reload({ waitUntil: 'load' })
        // As typed in the address bar then.
        await page.evaluate(() => (location.hash = '#/data'))
        // The router shows a page only once its first navigation is done: nothing can write the old address
        // back after this. (Before the fix it never came: the cards page stayed.)
        await page.getByTestId('dataset-info').waitFor({ timeout: 15_000 })
        expect(new URL(page.url()).hash, `attempt ${i + 1}`).toBe('#/data')
        expect(await page.getByTestId('dataset-info').isVisible()).toBe(true)
      }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    }
    expect(errors).toEqual([])
  })
})

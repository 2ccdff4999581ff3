import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { crampedFigures, importDeckList, importRealCards, phoneProblems, simulateOnLoad, storedDeckAfterReload } from './helpers'
import { parseDeckList } from '~/engine/decklist/parse'

// Every screen's fit and tap targets at 390 × 844 are the sweep's (sweep.ts); here what a phone player does.
describe.skipIf(!hasShared)('Simulate and building a deck at 390 × 844 with touch [needs ../shared]', () => {
  const base = inject('baseUrl')
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    browser = await launch()
    context = await newContext(browser, PHONE_CONTEXT)
    page = await context.newPage()
    errors = watchErrors(page)
    await importRealCards(page, base)
  })
  /** A deck of its own for a test (the official ST04 starter, deck-007): what another test did to its deck (a question asked on Simulate) stays out. */
  const starterDeck = () => importDeckList(page, base, sharedText('decks/official/deck-007.txt'))
  afterAll(async () => {
    expect(errors).toEqual([])
    await browser?.close()
  })

  it('Simulate opens with no error shown and Run in view', async () => {
    const id = await starterDeck()
    await page.goto(`${base}#/decks/${id}/simulate`)
    await page.getByTestId('sim-form').waitFor()
    expect(await simulateOnLoad(page)).toEqual({ alerts: 0, errors: 0, runInView: true })
  })

  it('Simulate: a Run by touch; the page never scrolls sideways, no figure breaks over two lines and no chart label runs into the next', async () => {
    const id = await starterDeck()
    await page.goto(`${base}#/decks/${id}/simulate`)
    await page.getByTestId('sim-form').waitFor()
    const cards = page.locator('[data-testid^="group-1-card-"]')
    await cards.nth(0).tap()
    await cards.nth(1).tap()
    await page.waitForFunction(() => document.querySelector('[data-testid="exact-value"]')?.getAttribute('data-p') !== '')
    // The question's odds by turn and its curve table are shown now: they scroll inside themselves.
    await page.getByTestId('curve-table').waitFor()
    expect((await phoneProblems(page)).overflow).toBe(0)
    await page.getByTestId('run').tap()
    await page.getByTestId('run-time').waitFor()
    expect(await page.getByTestId('mc-value').textContent()).toMatch(/\d+\.\d+ %/)
    expect(await crampedFigures(page)).toEqual({ wrapped: [], touching: [] })
    expect((await phoneProblems(page)).overflow).toBe(0)
  })

  it('builds a deck from empty to legal by taps alone, and it is stored', async () => {
    const list = parseDeckList(sharedText('decks/official/deck-007.txt'))
    await page.goto(`${base}#/decks`)
    await page.getByTestId('new-deck').tap()
    await page.getByTestId('new-deck-create').tap()
    await page.getByTestId('deck-name').waitFor()
    const newId = decodeURIComponent(page.url().split('#/decks/')[1]!)
    await page.getByTestId('pane-cards').tap()
    let total = 0
    for (const e of list.main) {
      // The search box takes the phone's keyboard; every other step is a tap.
      await page.getByTestId('card-query').fill(e.number)
      const row = page.getByTestId('card-results').locator(`[data-printing="${e.number}"]`).first()
      await row.waitFor()
      for (let i = 0; i < e.count; i++) await row.tap()
      total += e.count
      await page
        .getByTestId('pane-deck')
        .filter({ hasText: `Deck ${total}/` })
        .waitFor()
    }
    await page.getByTestId('pane-deck').tap()
    await page.getByTestId('add-resources').tap()
    await page.getByTestId('pane-deck').filter({ hasText: 'Legal' }).filter({ hasNotText: 'Not legal' }).waitFor()
    const stored = await storedDeckAfterReload(page, newId)
    expect(stored?.cards.main.reduce((n, e) => n + e.count, 0)).toBe(50)
    expect(stored?.cards.resource).toEqual([{ number: 'R-001', printing: null, count: 10 }])
    expect(await phoneProblems(page)).toEqual({ overflow: 0, wide: [], small: [] })
  })
})

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { openPage } from './browser'
import { importDeckList, importRealCards } from './helpers'
import { deleteEveryDeck, leaveApp } from './setup-b'

/** Press Tab until the element with this test id has focus: proves it is in the tab order. */
async function tabTo(page: Page, testId: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return
  }
  throw new Error(`${testId} was not reached with ${max} presses of Tab`)
}

/**
 * Open the Cards page and wait until the deck editor has gone: leaving the editor first saves its last
 * edit, and meanwhile its own search box (the same test id) is still on screen to take the keys.
 */
async function openCards(page: Page, base: string) {
  await page.goto(`${base}#/cards`)
  await page.getByTestId('deck-name').waitFor({ state: 'detached' })
}

describe.skipIf(!hasShared)('building a deck by keyboard alone in Chromium [needs ../shared]', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  const base = inject('baseUrl')

  beforeAll(async () => {
    ;({ browser, page, errors } = await openPage())
    await importRealCards(page, base)
  })
  // Each test starts in a fresh document, the focus nowhere and no editor open.
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

  it('creates, names and fills a deck, follows a violation, undoes and redoes, with no mouse', async () => {
    await deleteEveryDeck(page, base)
    await page.goto(`${base}#/decks`)
    await page.getByText('No decks yet').waitFor()
    await tabTo(page, 'new-deck')
    await page.keyboard.press('Enter')
    // The name is asked in place, its field focused: Enter keeps the default (renamed below in the editor).
    await page.getByTestId('new-deck-name').waitFor()
    await page.keyboard.press('Enter')
    await page.getByTestId('deck-name').waitFor()

    await tabTo(page, 'deck-name')
    await page.keyboard.press('Control+A')
    await page.keyboard.type('Keyboard deck')
    await page.keyboard.press('Enter')

    await tabTo(page, 'card-query')
    await page.keyboard.type('ST01-001')
    await page.getByTestId('card-results').locator('[data-printing="ST01-001"]').waitFor()
    await tabTo(page, 'card-results')
    for (let i = 0; i < 4; i++) await page.keyboard.press('+')
    await page.keyboard.press('-')
    await page.getByTestId('section-main').getByTestId('section-total').filter({ hasText: /^3$/ }).waitFor()

    await tabTo(page, 'add-resources')
    await page.keyboard.press('Enter')
    await page.getByTestId('section-resource').getByTestId('section-total').filter({ hasText: /^10$/ }).waitFor()

    // The deck is short of 50: its violation is in the tab order and can be chosen.
    await tabTo(page, 'violation-pick')
    expect(await page.evaluate(() => document.activeElement?.closest('[data-rule]')?.getAttribute('data-rule'))).toBe('main-deck-size')
    await page.keyboard.press('Enter')

    // Undo and redo from the keyboard, outside text fields.
    await page.keyboard.press('Control+z')
    await page.getByTestId('section-resource').getByTestId('section-total').filter({ hasText: /^0$/ }).waitFor()
    await page.keyboard.press('Control+Shift+z')
    await page.getByTestId('section-resource').getByTestId('section-total').filter({ hasText: /^10$/ }).waitFor()
    expect(await page.getByTestId('deck-name').inputValue()).toBe('Keyboard deck')
  })

  it('ArrowDown from the search box moves to the first result, on the Cards page and in the deck editor', async () => {
    // The page's clock (still running at its own pace), so the search's late address write can be brought on at once.
    await page.clock.install()
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))
    // The deck the Decks page lists first (the last one saved): three ST01-001 and ten Resources.
    await importDeckList(page, base, '# Keyboard deck\n3 ST01-001\n\n# Resource deck (10)\n10 R-001\n')
    await page.getByTestId('section-main').getByTestId('section-total').filter({ hasText: /^3$/ }).waitFor()
    await openCards(page, base)
    await page.getByTestId('card-query').focus()
    await page.keyboard.type('c:blue')
    await page.getByTestId('card-results').locator('[data-printing]').first().waitFor()
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('card-results')
    expect(await page.getByTestId('card-results').getAttribute('aria-activedescendant')).toBe('result-0')
    // The next ArrowDown moves within the results, as before.
    await page.keyboard.press('ArrowDown')
    expect(await page.getByTestId('card-results').getAttribute('aria-activedescendant')).not.toBe('result-0')

    // Leaving right after typing: the search page's late address write must not follow to the next page.
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').locator('a').first().click()
    await page.getByTestId('card-query').focus()
    // Past the search's address write (its 200 ms pause after typing, CardsPage.vue) on the page's clock.
    await page.clock.runFor(400)
    expect(decodeURIComponent(new URL(page.url()).hash)).not.toContain('q=c:blue')
    await page.keyboard.type('ST01-001')
    await page.getByTestId('card-results').locator('[data-printing="ST01-001"]').waitFor()
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('card-results')
    const before = await page.getByTestId('section-main').getByTestId('section-total').textContent()
    await page.keyboard.press('+')
    await page
      .getByTestId('section-main')
      .getByTestId('section-total')
      .filter({ hasText: new RegExp(`^${Number(before) + 1}$`) })
      .waitFor()
  })

  it('"did you mean" rewrites a mistyped query in one Enter: c:purpel, gundma', async () => {
    await openCards(page, base)
    for (const [typed, meant] of [
      ['c:purpel', 'c:purple'],
      ['gundma', 'gundam'],
    ]) {
      await page.getByTestId('card-query').fill(typed!)
      await page
        .getByTestId('query-suggestion')
        .filter({ hasText: `Did you mean ${meant}?` })
        .waitFor()
      await page.getByTestId('query-suggestion-apply').focus()
      await page.keyboard.press('Enter')
      expect(await page.getByTestId('card-query').inputValue()).toBe(meant)
      await page.getByTestId('card-results').locator('[data-printing]').first().waitFor()
      expect(await page.getByTestId('query-suggestion').count()).toBe(0)
      // The address follows the corrected query, so a reload keeps it.
      await page.waitForURL((u) => decodeURIComponent(u.hash).includes(`q=${meant}`))
    }
  })
})

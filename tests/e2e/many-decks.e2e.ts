// Issue 25, "many decks stay usable": a backup of 10,000 decks (built here: bench/many-decks.ts) is
// restored through the Card data page, then the Decks page is opened, filtered by typing and a deck opened
// by keyboard. What is asserted is what the player gets: the right decks, in order, a list the keyboard can
// walk, the deck opened, and what is stored after a reload. The times and long tasks of the same steps are a
// browser bench (npm run bench many-decks-browser).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { manyDecksBackup, manyDecksDeck, manyDecksMatching } from '../../bench/many-decks'
import { launch, newContext, watchErrors } from './browser'
import { phoneProblems, storedRows } from './helpers'

async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  return { context, page, errors: watchErrors(page) }
}

/** The decks the copy in localStorage holds, read straight from it, by id. */
const copiedDeckIds = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('gundeck:deck-copy:'))
      .map((k) => k.slice('gundeck:deck-copy:'.length))
      .sort(),
  )

/** The names of the deck rows in the page, top to bottom. */
const rowNames = (page: Page) => page.locator('[data-testid="deck-list"] li .deck-row__name').allTextContents()

describe('many decks: restore, list, filter and open by keyboard', () => {
  let browser: Browser
  let dir: string
  const base = inject('baseUrl')

  beforeAll(async () => {
    browser = await launch()
    dir = mkdtempSync(join(tmpdir(), 'gundeck-manydecks-'))
  })
  afterAll(async () => {
    await browser?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  async function journey(count: number, query: string) {
    const all = count.toLocaleString('en-US')
    const file = join(dir, `backup-${count}.json`)
    writeFileSync(file, JSON.stringify(manyDecksBackup(count)))
    const { context, page, errors } = await freshPage(browser)

    await page.goto(`${base}#/data`)
    await page.getByTestId('backup-file').setInputFiles(file, { timeout: 120_000 })
    await page.getByTestId('restore-confirm-button').click({ timeout: 300_000 })
    await page
      .getByTestId('backup-message')
      .filter({ hasText: `Restored ${all} decks` })
      .waitFor({ timeout: 300_000 })
    // The copy in localStorage cannot hold them all: it holds the most recent, and the page says so.
    const copy = await copiedDeckIds(page)
    expect(copy.length).toBeGreaterThan(1000)
    expect(copy.length).toBeLessThan(count)
    expect(copy).toEqual(Array.from({ length: copy.length }, (_, i) => manyDecksDeck(i + 1).id))
    await expect
      .poll(() => page.getByTestId('deck-copy-status').textContent())
      .toContain(`holds ${copy.length.toLocaleString('en-US')} of your ${all} decks: the most recently edited, down to “${manyDecksDeck(copy.length).name}”`)

    // A cold start on the Decks page: the app loads, reads the decks and shows the list.
    await page.goto(`${base}#/decks`)
    await page.reload()
    await page.locator('[data-testid="deck-list"] li').first().waitFor({ timeout: 300_000 })
    // Most recently edited first; only the rows in view are drawn.
    expect((await rowNames(page)).slice(0, 3)).toEqual([1, 2, 3].map((n) => manyDecksDeck(n).name))
    await page
      .getByTestId('deck-count')
      .filter({ hasText: `${all} decks` })
      .waitFor({ timeout: 300_000 })
    expect(await page.locator('[data-testid="deck-list"] li').count()).toBeLessThan(60)
    // Until the legality badges show (they need the card data, loaded beside the list).
    await page.locator('[data-testid="deck-list"] li .badge').first().waitFor({ timeout: 300_000 })
    expect(await page.locator('[data-testid="deck-list"] li').first().locator('.badge').textContent()).toBe('Legal')
    // Deck 7 breaks the copy limit.
    expect(await page.locator('[data-testid="deck-list"] li').nth(6).locator('.badge').textContent()).toBe('Not legal')

    // Typing in the filter, a key at a time.
    const filter = page.getByRole('searchbox', { name: 'Find' })
    const expected = manyDecksMatching(count, query)
    await filter.click()
    await page.keyboard.type(query)
    await expect
      .poll(() => page.getByTestId('deck-count').textContent(), { timeout: 600_000 })
      .toBe(`${expected.length.toLocaleString('en-US')} of ${all} decks`)
    // The rows drawn are the first of the decks that match, in order.
    const drawn = await rowNames(page)
    expect(drawn.length).toBeGreaterThanOrEqual(Math.min(expected.length, 8))
    expect(drawn).toEqual(expected.slice(0, drawn.length))
    expect(await filter.inputValue()).toBe(query)

    // A wider filter: the whole of it can be scrolled to, its last deck drawn at the end.
    const zaku = manyDecksMatching(count, 'zaku')
    await filter.fill('zaku')
    await expect.poll(() => page.getByTestId('deck-count').textContent()).toBe(`${zaku.length.toLocaleString('en-US')} of ${all} decks`)
    await page.keyboard.press('Tab') // out of the field, so End scrolls the page
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page
      .locator('[data-testid="deck-list"] li')
      .filter({ hasText: zaku.at(-1)! })
      .waitFor()
    const lastRow = page.locator('[data-testid="deck-list"] li').last()
    expect(await lastRow.getAttribute('aria-posinset')).toBe(String(zaku.length))
    expect(await lastRow.locator('.deck-row__name').textContent()).toBe(zaku.at(-1))
    expect(await lastRow.isVisible()).toBe(true)

    // By keyboard: from the filter into the list, then row by row (a link and three buttons each) past
    // the rows drawn at first; Enter on a deck's link opens it.
    await page.evaluate(() => window.scrollTo(0, 0))
    // The list draws the rows in view after the scroll event, as a player sees them before pressing Tab.
    await page.locator('[data-testid="deck-list"] li[aria-posinset="1"]').waitFor()
    await filter.focus()
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.classList.contains('deck-row__name'))); i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(zaku[0])
    const rowsDown = 40
    for (let i = 0; i < rowsDown * 4; i++) await page.keyboard.press('Tab')
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        const row = el?.closest('li')
        const r = el?.getBoundingClientRect()
        return {
          name: el?.textContent ?? null,
          link: el?.classList.contains('deck-row__name') ?? false,
          at: row?.getAttribute('aria-posinset'),
          inView: !!r && r.top >= 0 && r.bottom <= innerHeight,
        }
      })
    expect(await focused()).toEqual({ name: zaku[rowsDown], link: true, at: String(rowsDown + 1), inView: true })
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab')
    expect(await focused()).toMatchObject({ name: zaku[rowsDown - 1], link: true, at: String(rowsDown) })
    const opened = manyDecksDeck(Number(zaku[rowsDown - 1]!.split(' ').at(-1)))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('deck-name').inputValue(), { timeout: 120_000 }).toBe(opened.name)
    expect(page.url()).toContain(`#/decks/${opened.id}`)

    // What is stored, read straight from IndexedDB and localStorage after a reload.
    await page.reload()
    await page.getByTestId('deck-name').waitFor()
    const stored = await storedRows<{ id: string; deletedAt: string | null }>(page, 'decks')
    expect(stored.filter((d) => d.deletedAt === null)).toHaveLength(count)
    expect(await copiedDeckIds(page)).toEqual(copy)
    expect(errors).toEqual([])
    await context.close()
  }

  it('10,000 decks', { timeout: 900_000 }, async () => {
    await journey(10_000, 'rush 12')
  })

  it('2,000 decks at 390 x 844 with touch: rows of one height, filtered by typing, scrolled to the end, opened by a tap', { timeout: 300_000 }, async () => {
    const count = 2000
    const file = join(dir, `backup-${count}.json`)
    writeFileSync(file, JSON.stringify(manyDecksBackup(count)))
    const context = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${base}#/data`)
    await page.getByTestId('backup-file').setInputFiles(file)
    await page.getByTestId('restore-confirm-button').tap({ timeout: 120_000 })
    await page.getByTestId('backup-message').filter({ hasText: 'Restored 2,000 decks' }).waitFor({ timeout: 120_000 })
    await page.goto(`${base}#/decks`)
    await page.locator('[data-testid="deck-list"] li .badge').first().waitFor()
    await expect.poll(() => page.getByTestId('deck-count').textContent()).toBe('2,000 decks')
    // The list stands for the rows it does not draw by one row's height: every row has it.
    const heights = await page.locator('[data-testid="deck-list"] li').evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)))
    expect(new Set(heights).size).toBe(1)
    const problems = await phoneProblems(page)
    expect(problems.overflow, problems.wide.join('; ')).toBe(0)

    await page.getByRole('searchbox', { name: 'Find' }).tap()
    await page.keyboard.type('zaku', { delay: 50 })
    const zaku = manyDecksMatching(count, 'zaku')
    await expect.poll(() => page.getByTestId('deck-count').textContent()).toBe(`${zaku.length.toLocaleString('en-US')} of 2,000 decks`)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = page.locator('[data-testid="deck-list"] li').filter({ hasText: zaku.at(-1)! })
    await last.waitFor()
    expect(await last.getAttribute('aria-posinset')).toBe(String(zaku.length))
    await last.locator('.deck-row__name').tap()
    await expect.poll(() => page.getByTestId('deck-name').inputValue()).toBe(zaku.at(-1))
    expect(errors).toEqual([])
    await context.close()
  })

  it.runIf(process.env.GUNDECK_50K_DECKS === '1')('50,000 decks (GUNDECK_50K_DECKS=1)', { timeout: 1_800_000 }, async () => {
    await journey(50_000, 'rush 12')
  })
})

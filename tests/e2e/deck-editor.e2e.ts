import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { parseDeckList } from '~/engine/decklist/parse'
import { hasShared, sharedText } from '../shared'
import { openPage } from './browser'
import { importRealCards, shot } from './helpers'
import { deleteEveryDeck, importNamed, leaveApp } from './setup-b'

describe.skipIf(!hasShared)('deck editor journeys in Chromium [needs ../shared]', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  let deckUrl = ''
  const base = inject('baseUrl')
  const DECK004 = 'decks/official/deck-004.txt'
  const deck004List = parseDeckList(sharedText(DECK004))

  beforeAll(async () => {
    ;({ browser, context, page, errors } = await openPage())
    await importRealCards(page, base)
  })
  // Each test starts in a fresh document: no undo history, toast or open tab left by the test before.
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

  const mainTotal = () => page.getByTestId('section-main').getByTestId('section-total').textContent()

  async function addByKeyboard(number: string, copies: number, row = 0) {
    await page.getByTestId('card-query').fill(number)
    const results = page.getByTestId('card-results')
    await results.locator(`[data-printing="${number}"]`).first().waitFor()
    await results.focus()
    for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown')
    for (let i = 0; i < copies; i++) await page.keyboard.press('+')
  }

  /** A new legal deck-004 (50 + 10, the fast path: a pasted list) named `name`, open in the editor; `deckUrl` is its address. */
  async function deck004(name = 'ST01 from the official list') {
    await importNamed(page, base, DECK004, name)
    deckUrl = page.url()
    await page
      .getByTestId('legal-badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    expect(await mainTotal()).toBe('50')
  }

  /** A fifth copy of ST01-001 through its parallel printing, ST01-001_p1 (the second row with every printing shown). */
  async function addFifthCopy() {
    await page.getByTestId('every-printing').check()
    await addByKeyboard('ST01-001', 1, 1)
    await page.getByTestId('every-printing').uncheck()
  }

  it('builds deck-004 by searching and adding cards: it is legal', async () => {
    await deleteEveryDeck(page, base)
    await page.goto(`${base}#/decks`)
    await page.getByText('No decks yet').waitFor()
    await page.getByTestId('new-deck').click()
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').waitFor()
    deckUrl = page.url()
    await page.getByTestId('deck-name').fill('ST01 from the official list')
    await page.getByTestId('deck-name').press('Enter')
    let total = 0
    for (const e of deck004List.main) {
      await addByKeyboard(e.number, e.count)
      total += e.count
      await page.waitForFunction(
        ([n]) => document.querySelector('[data-testid="section-main"] [data-testid="section-total"]')?.textContent === String(n),
        [total],
      )
    }
    expect(await mainTotal()).toBe('50')
    await page.getByTestId('add-resources').click()
    await page
      .getByTestId('legal-badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    await shot(page, 'gundeck-editor')
  })

  it('shows the statistics of the deck, charts drawn with their numbers as text', async () => {
    await deck004()
    await page.getByTestId('tab-stats').click()
    await page.getByTestId('summary-main').filter({ hasText: '50' }).waitFor()
    await page.getByTestId('playable-by-turn').waitFor()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="deck-stats"] canvas').length > 0)
    await shot(page, 'gundeck-stats', { fullPage: true })
    await page.getByTestId('tab-deck').click()
  })

  it('20 keys + and − in turn on the results re-validate and re-render the deck, which ends as it began', async () => {
    await deck004()
    await page.getByTestId('card-query').fill('ST01-001')
    await page.getByTestId('card-results').locator('[data-printing="ST01-001"]').waitFor()
    const times = await page.evaluate(async () => {
      const el = document.querySelector('[data-testid="card-results"]')!
      const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()))
      const out: number[] = []
      for (let i = 0; i < 20; i++) {
        await frame()
        const key = i % 2 === 0 ? '+' : '-'
        const t0 = performance.now()
        el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
        // Vue patches the DOM in the microtask queued by the edit; then force style and layout.
        await Promise.resolve()
        void document.body.offsetHeight
        out.push(performance.now() - t0)
      }
      return out
    })
    // How long each takes is a bench (npm run bench app-browser).
    expect(times).toHaveLength(20)
    expect(await mainTotal()).toBe('50')
  })

  it('a fifth copy through a parallel printing shows the copy-limit violation citing 5-1-1-3', async () => {
    await deck004()
    // Every printing as its own row: the second row is ST01-001_p1.
    await addFifthCopy()
    const violation = page.locator('[data-testid="violation"][data-rule="copy-limit"]')
    await violation.waitFor()
    expect(await violation.textContent()).toContain('5-1-1-3')
    expect(await violation.textContent()).toContain('ST01-001_p1')
    await page.getByTestId('legal-badge').filter({ hasText: 'Not legal' }).waitFor()
    await violation.click()
    expect(await page.locator('[data-testid="deck-line"].line--hot').count()).toBe(2)
    await shot(page, 'gundeck-violation')
  })

  it('undo and redo walk the edits', async () => {
    // The edit to walk: a legal deck-004 given a fifth copy of ST01-001.
    await deck004()
    await addFifthCopy()
    await page.getByTestId('legal-badge').filter({ hasText: 'Not legal' }).waitFor()
    await page.getByTestId('undo').click()
    await page
      .getByTestId('legal-badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    await page.getByTestId('redo').click()
    await page.getByTestId('legal-badge').filter({ hasText: 'Not legal' }).waitFor()
    await page.getByTestId('undo').click()
    await page
      .getByTestId('legal-badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
  })

  it('after a reload the deck is there, as saved', async () => {
    // A deck edited and its edit undone, as the player left it: deck-004 with a fifth copy taken back.
    await deck004()
    await addFifthCopy()
    await page.getByTestId('legal-badge').filter({ hasText: 'Not legal' }).waitFor()
    await page.getByTestId('undo').click()
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await page.reload()
    await page
      .getByTestId('legal-badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    expect(await mainTotal()).toBe('50')
    expect(await page.getByTestId('deck-name').inputValue()).toBe('ST01 from the official list')
  })

  it('a second tab sees the change', async () => {
    await deck004()
    const second = await context.newPage()
    await second.goto(deckUrl)
    await second.getByTestId('legal-badge').waitFor()
    await page.getByTestId('deck-name').fill('Renamed in tab one')
    await page.getByTestId('deck-name').press('Enter')
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await second.waitForFunction(() => (document.querySelector('[data-testid="deck-name"]') as HTMLInputElement | null)?.value === 'Renamed in tab one')
    await second.close()
  })

  it('lists the deck with its legality and colors, and deletes it with undo', async () => {
    // The only deck: a legal deck-004 under the name the test looks for.
    await deleteEveryDeck(page, base)
    await deck004('Renamed in tab one')
    await page.goto(`${base}#/decks`)
    const row = page.getByTestId('deck-list').locator('li').filter({ hasText: 'Renamed in tab one' })
    await row.waitFor()
    expect(await row.locator('.badge').textContent()).toBe('Legal')
    await row.getByRole('button', { name: /^Delete/ }).click()
    await page.getByText('No decks yet').waitFor()
    await page.getByTestId('undo-delete').click()
    await row.waitFor()
  })
})

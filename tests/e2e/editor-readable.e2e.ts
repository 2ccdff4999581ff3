import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { launch, ownContext, PHONE_CONTEXT } from './browser'
import { importDeckList, importRealCards, storedDeckAfterReload } from './helpers'

/**
 * The editor as a player reads it with the real card pool: a ban-list violation cited by its date and
 * linked to its source, the verdict on one line, and the card preview that never hides the Legality panel
 * or the line a click just changed, at desktop size with a mouse and at 390 × 844 by touch.
 */
describe.skipIf(!hasShared)('the editor reads at a glance [needs ../shared]', () => {
  const base = inject('baseUrl')
  let browser: Browser
  // Our own list: 4 × Anksha (GD01-020), banned by the list of 2026-09-25, beside a plain blue deck.
  const LIST = ['# Anksha test', '4 GD01-020 Anksha', '4 GD01-001 Gundam', '4 ST01-005 GM'].join('\n')

  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const box = (page: Page, testId: string) =>
    page
      .getByTestId(testId)
      .first()
      .evaluate((el) => el.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number; width: number })
  const overlaps = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

  /** The ban-list violation: its sentence across the panel, "Ban list 2026-09-25" under it, linked to the list's page. */
  async function banListViolation(page: Page) {
    const banned = page.locator('[data-testid="violation"][data-rule="banned"]')
    await banned.waitFor()
    const sentence = banned.getByTestId('violation-sentence')
    expect(await sentence.innerText()).toMatch(/^✗\s*Banned: GD01-020 Anksha may not be played$/)
    const link = banned.getByTestId('violation-ref').getByRole('link')
    expect(await link.innerText()).toBe('Ban list 2026-09-25')
    expect(await link.getAttribute('href')).toBe('https://gundam-gcg.com/en/news/01_279.html')
    // The sentence has the panel's width (it was 41 px wide, one syllable a line, beside the list's full name).
    const [s, panel] = [await sentence.evaluate((el) => el.getBoundingClientRect().width), await box(page, 'legality-panel')]
    expect(s).toBeGreaterThan(panel.width * 0.7)
  }

  it('desktop: the ban list cited by date, the verdict on one line, a hover preview kept off the deck, gone on the click that adds', async () => {
    const { page, errors } = await ownContext(browser, { viewport: { width: 1280, height: 800 } })
    await importRealCards(page, base)
    const id = await importDeckList(page, base, LIST)
    await banListViolation(page)
    // The header's verdict and count: one line (each part's box spans the line of every other).
    const boxes = await page
      .getByTestId('legal-badge')
      .evaluate((el) =>
        [...el.parentElement!.children].filter((c) => c.getBoundingClientRect().width > 1).map((c) => c.getBoundingClientRect().toJSON() as DOMRect),
      )
    expect(Math.max(...boxes.map((b) => b.top))).toBeLessThan(Math.min(...boxes.map((b) => b.bottom)))
    expect(await page.getByTestId('legal-badge').evaluate((el) => el.getClientRects().length)).toBe(1)

    // Hover a result: the preview shows, inside the results' column, clear of the deck pane and its Legality panel.
    await page.getByTestId('card-query').fill('ST01-005')
    const row = page.locator('[data-testid="card-result"][data-printing="ST01-005"]')
    await row.hover()
    const preview = page.getByTestId('card-preview')
    await preview.waitFor()
    const [p, results, legality] = [await box(page, 'card-preview'), await box(page, 'card-results'), await box(page, 'legality-panel')]
    expect(overlaps(p, legality)).toBe(false)
    expect(p.left).toBeGreaterThanOrEqual(results.left)
    expect(p.right).toBeLessThanOrEqual(results.right)
    // The click adds a copy and closes the preview: the changed line is in view, not under it.
    await row.click()
    await preview.waitFor({ state: 'hidden' })
    const stored = await storedDeckAfterReload(page, id)
    expect(stored.cards.main.find((e) => e.number === 'ST01-005')?.count).toBe(5)
    expect(errors).toEqual([])
  })

  it('phone: the ban list cited by date, and a long press shows the whole name of a card the list cuts', async () => {
    const { page, errors } = await ownContext(browser, PHONE_CONTEXT)
    await importRealCards(page, base)
    await importDeckList(page, base, LIST)
    await page.getByTestId('pane-deck').tap()
    await banListViolation(page)
    // The longest name in the pool: cut in the results past two lines, whole in the preview a long press opens.
    const name = "Al-Saachez's AEU Enact Custom Moralia Development Experiment Type"
    await page.getByTestId('pane-cards').tap()
    await page.getByTestId('card-query').fill('moralia')
    const row = page.getByTestId('card-result').filter({ hasText: 'Moralia' }).first()
    await row.waitFor()
    expect(await page.getByTestId('card-result').count()).toBe(1)
    // No preview the finger did not ask for: a tap's emulated hover over results drawn under it opened one.
    expect(await page.getByTestId('card-preview').count()).toBe(0)
    const r = await row.boundingBox()
    const cdp = await page.context().newCDPSession(page)
    const at = { x: r!.x + r!.width / 3, y: r!.y + r!.height / 2 }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] })
    const preview = page.getByTestId('card-preview')
    await preview.waitFor()
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    expect(await preview.locator('.peek__name').innerText()).toBe(name)
    expect(errors).toEqual([])
  })
})

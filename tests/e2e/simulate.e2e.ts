import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { parseDeckList } from '~/engine/decklist/parse'
import { hasShared, sharedText } from '../shared'
import { openPage } from './browser'
import { exactShown, importDeckList, importRealCards, simulateOnLoad, shot } from './helpers'
import { leaveApp } from './setup-b'

describe.skipIf(!hasShared)('simulate journeys in Chromium [needs ../shared]', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  const base = inject('baseUrl')
  const deck004 = parseDeckList(sharedText('decks/official/deck-004.txt'))

  beforeAll(async () => {
    ;({ browser, page, errors } = await openPage())
    await importRealCards(page, base)
  })
  // Each test starts at the usual size, in a fresh document (no run of the test before still going).
  beforeEach(async () => {
    await page.setViewportSize({ width: 1280, height: 860 })
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

  const attr = async (testId: string, name: string) => Number(await page.getByTestId(testId).getAttribute(name))

  /**
   * A new deck-004 (the fast path, a pasted list) and its Simulate page, as it first opens; with `eight`,
   * group 1 holds ST01-001 and ST01-002 (8 copies) and the exact odds are in.
   */
  async function simulateDeck004({ eight }: { eight: boolean }) {
    const id = await importDeckList(page, base, sharedText('decks/official/deck-004.txt'))
    await page.goto(`${base}#/decks/${id}/simulate`)
    await page.getByTestId('sim-form').waitFor()
    await exactShown(page)
    if (!eight) return
    await page.getByTestId('group-1-card-ST01-001').check()
    await page.getByTestId('group-1-card-ST01-002').check()
    await page.getByTestId('group-1-summary').filter({ hasText: '8 copies' }).waitFor()
    await page.waitForFunction(() => document.querySelector('[data-testid="exact-value"]')?.getAttribute('data-p') !== '')
  }

  it('builds deck-004 in the deck editor and opens Simulate from its header', async () => {
    await page.goto(`${base}#/decks`)
    await page.getByTestId('new-deck').click()
    await page.getByTestId('new-deck-name').fill('ST01 for the simulator')
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').waitFor()
    let total = 0
    for (const e of deck004.main) {
      await page.getByTestId('card-query').fill(e.number)
      const results = page.getByTestId('card-results')
      await results.locator(`[data-printing="${e.number}"]`).first().waitFor()
      await results.focus()
      for (let i = 0; i < e.count; i++) await page.keyboard.press('+')
      total += e.count
      await page.waitForFunction(
        ([n]) => document.querySelector('[data-testid="section-main"] [data-testid="section-total"]')?.textContent === String(n),
        [total],
      )
    }
    expect(total).toBe(50)
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await page.getByTestId('simulate-link').click()
    await page.getByTestId('sim-deck-name').filter({ hasText: 'ST01 for the simulator' }).waitFor()
    expect(page.url()).toMatch(/#\/decks\/[^/]+\/simulate$/)
  })

  it('opens with no error shown and Run in view at 1280 × 800', async () => {
    await simulateDeck004({ eight: false })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.reload()
    await page.getByTestId('sim-form').waitFor()
    expect(await simulateOnLoad(page)).toEqual({ alerts: 0, errors: 0, runInView: true })
    await page.setViewportSize({ width: 1280, height: 860 })
  })

  it('8 hits (two numbers with 4 copies), redraw if the hand misses, opening hand only: exact 0.8568, and one million trials agree', async () => {
    await simulateDeck004({ eight: false })
    await page.getByTestId('group-1-card-ST01-001').check()
    await page.getByTestId('group-1-card-ST01-002').check()
    expect(await page.getByTestId('group-1-summary').textContent()).toContain('8 copies')
    expect(await page.getByTestId('redraw-policy').inputValue()).toBe('if-miss')
    expect(await page.getByTestId('by-turn').inputValue()).toBe('0')
    expect(await page.getByTestId('trials').inputValue()).toBe('1,000,000')
    await page.waitForFunction(() => document.querySelector('[data-testid="exact-value"]')?.getAttribute('data-p') !== '')
    expect(await attr('exact-value', 'data-p')).toBeCloseTo(0.8567559, 6)

    await page.getByTestId('run').click()
    await page.getByTestId('run-time').waitFor()
    const p = await attr('mc-value', 'data-p')
    const se = await attr('mc-value', 'data-se')
    expect(await attr('mc-value', 'data-trials')).toBe(1_000_000)
    expect(Math.abs(p - 0.8567559)).toBeLessThan(4 * se)
    expect(await attr('run-time', 'data-ms')).toBeGreaterThan(0)

    // The seed is shown; the same seed repeats the same answer.
    const seed = await page.getByTestId('run-seed').textContent()
    await page.getByTestId('reuse-seed').click()
    expect(await page.getByTestId('seed').inputValue()).toBe(seed)
    await page.getByTestId('run').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="run-time"]') !== null && !document.querySelector('[data-testid="progress"]'))
    expect(await attr('mc-value', 'data-p')).toBe(p)
    await shot(page, 'gundeck-simulate', { fullPage: true })
  })

  it('shows exact odds by turn 0..8 as a chart with the figures as text, and the curve table', async () => {
    await simulateDeck004({ eight: true })
    const bars = page.getByTestId('chart-bar')
    expect(await bars.count()).toBe(9)
    expect(await bars.first().getAttribute('aria-label')).toBe('Opening hand: 85.7 %')
    const t8 = await bars.nth(8).getAttribute('aria-label')
    expect(Number(/([\d.]+) %/.exec(t8!)![1])).toBeGreaterThan(85.7)
    expect(await page.getByTestId('curve-row').count()).toBe(8)
  })

  it('keeps the page responsive during a long run, and Cancel stops it', async () => {
    await simulateDeck004({ eight: true })
    await page.getByTestId('seed').fill('')
    await page.getByTestId('trials').fill('500000000')
    await page.getByTestId('run').click()
    await page.getByTestId('progress').waitFor()
    // The main thread keeps answering a timer while the worker counts (on the main thread this run would
    // block for a minute); how long it waits is a bench (npm run bench app-browser).
    expect(
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(document.querySelector('[data-testid="progress"]') !== null), 10))),
    ).toBe(true)
    // The timers ran while the run went on: the page was not frozen by it.
    expect(await page.getByTestId('progress').isVisible()).toBe(true)
    await page.getByTestId('cancel').click()
    await page.getByTestId('cancelled').waitFor()
    const trials = await attr('mc-value', 'data-trials')
    expect(trials).toBeGreaterThan(0)
    expect(trials).toBeLessThan(500_000_000)
  })

  it('the sample hand deals 5, redraws once by the rule, sets 6 shields and draws one card a click', async () => {
    await simulateDeck004({ eight: true })
    const sample = page.getByTestId('sample-hand')
    await sample.getByTestId('sample-draw').click()
    expect(await sample.getByTestId('sample-card').count()).toBe(5)
    expect(await sample.getByTestId('sample-deck').textContent()).toBe('45')
    expect(await sample.getByTestId('sample-shields').textContent()).toBe('0')
    await sample.getByTestId('sample-redraw').click()
    expect(await sample.getByTestId('sample-status').textContent()).toContain('5-2-1-6-1')
    expect(await sample.getByTestId('sample-card').count()).toBe(5)
    expect(await sample.getByTestId('sample-shields').textContent()).toBe('6')
    expect(await sample.getByTestId('sample-deck').textContent()).toBe('39')
    expect(await sample.getByTestId('sample-redraw').isDisabled()).toBe(true)
    await sample.getByTestId('sample-next').click()
    await sample.getByTestId('sample-next').click()
    expect(await sample.getByTestId('sample-drawn').locator('li').count()).toBe(2)
    expect(await sample.getByTestId('sample-deck').textContent()).toBe('37')
    await shot(page, 'gundeck-sample-hand', { fullPage: true })
  })

  it('"Best decision": at least 2 of the 8 by turn 3 beats redraw-if-miss, the policy reads as a table, the worker\'s Monte Carlo follows it, the sample hand advises', async () => {
    await simulateDeck004({ eight: true })
    await page.getByTestId('group-1-at-least').fill('2')
    await page.getByTestId('by-turn').fill('3')
    await page.getByTestId('redraw-policy').selectOption('if-miss')
    await page.waitForFunction(() => document.querySelector('[data-testid="condition-text"]')?.textContent?.includes('turn 3'))
    await page.waitForFunction(() => document.querySelector('[data-testid="exact-value"]')?.getAttribute('data-p') !== '')
    const ifMiss = await attr('exact-value', 'data-p')
    await page.getByTestId('redraw-policy').selectOption('optimal')
    await page.getByTestId('best-gain').waitFor()
    await page.waitForFunction(() => document.querySelector('[data-testid="exact-value"]')?.getAttribute('data-p') !== '')
    const best = await attr('exact-value', 'data-p')
    expect(best).toBeGreaterThan(ifMiss)
    expect(await attr('best-gain', 'data-gain')).toBeCloseTo((best - ifMiss) * 100, 9)
    expect(await page.getByTestId('best-sentence').textContent()).toBe('Redraw when you hold 0 of group 1.')
    expect(await page.getByTestId('best-row').count()).toBe(6)

    await page.getByTestId('trials').fill('200000')
    await page.getByTestId('seed').fill('15')
    await page.getByTestId('run').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="run-time"]') !== null && !document.querySelector('[data-testid="progress"]'))
    expect(Math.abs((await attr('mc-value', 'data-p')) - best)).toBeLessThan(4 * (await attr('mc-value', 'data-se')))

    const sample = page.getByTestId('sample-hand')
    await sample.getByTestId('sample-draw').click()
    const advice = sample.getByTestId('sample-advice')
    await advice.waitFor()
    expect(await advice.textContent()).toMatch(/% if kept, .*% if redrawn/)
    await shot(page, 'gundeck-best-decision', { fullPage: true })
  })

  it('an unknown deck address says so', async () => {
    await page.goto(`${base}#/decks/no-such-deck/simulate`)
    await page.getByTestId('sim-blocked').filter({ hasText: 'There is no deck with this address.' }).waitFor()
  })
})

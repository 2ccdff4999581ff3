import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, ownContext, PHONE_CONTEXT } from './browser'
import { importRealCards } from './helpers'

/**
 * Lists as other sites and apps publish them, pasted as a player or an organiser does: one verdict in the
 * import preview and at the event desk, the same the CLI gives (cli/ tests): a list that gives no resource
 * deck is checked with the standard 10 assumed and says so; right names in other spellings warn of nothing.
 */
describe.skipIf(!hasShared)('lists from other sites read as players write them [needs ../shared]', () => {
  const base = inject('baseUrl')
  let browser: Browser
  // The official Blue/White deck (deck-001) as "4 Name (NUMBER)" lines with no resource deck, one Gundam
  // swapped for ∀ Gundam written as players write it: "Turn A Gundam".
  const entries = sharedText('decks/official/deck-001.txt')
    .split('\n')
    .map((l) => /^(\d+) ([A-Z]+\d*-\d+) (.+)$/.exec(l))
    .filter((m): m is RegExpExecArray => !!m && !m[2]!.startsWith('R-'))
    .map((m) => ({ count: Number(m[1]), number: m[2]!, name: m[3]! }))
    .map((e) => (e.number === 'ST01-001' ? { count: e.count, number: 'GD04-067', name: 'Turn A Gundam' } : e))
  const named = ['Blue/White from a results site', ...entries.map((e) => `${e.count} ${e.name} (${e.number})`)].join('\n')
  // The record shape tournament-result sites publish, a parallel printing among its ids.
  const record = JSON.stringify({
    player: 'A. Ray',
    deck: entries.map((e) => ({ card_id: e.number === 'GD01-013' ? 'GD01-013_p1' : e.number, count: e.count })),
  })

  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function paste(page: Page, text: string) {
    await page.getByTestId('import-text').fill(text)
    await page.getByTestId('import-preview').waitFor()
  }

  const sizes: [string, BrowserContextOptions][] = [
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['phone', PHONE_CONTEXT],
  ]
  for (const [size, options] of sizes)
    it(`${size}: the import preview and the event desk agree: legal with the resource deck assumed, no name warning; a record reads; nothing read is unreadable`, async () => {
      const { page, errors } = await ownContext(browser, options)
      const press = (testId: string) => (size === 'phone' ? page.getByTestId(testId).tap() : page.getByTestId(testId).click())
      await importRealCards(page, base)
      await page.goto(`${base}#/decks`)
      await press('import-deck')
      await paste(page, named)
      expect(await page.getByTestId('import-verdict').innerText()).toBe('Legal')
      // Left without the standard Resources, the list is still checked with them, and says they were assumed.
      await page.getByTestId('import-add-resources').uncheck()
      const assumed = page.locator('[data-testid="violation"][data-rule="assumed-resources"]')
      await assumed.waitFor()
      expect(await assumed.getByTestId('violation-sentence').innerText()).toMatch(/Resource deck not given: the standard 10 Resources/)
      expect(await page.getByTestId('import-verdict').innerText()).toBe('Legal')
      expect(await page.locator('[data-rule="name-mismatch"]').count()).toBe(0)

      await paste(page, record)
      expect(await page.getByTestId('import-preview').innerText()).toMatch(/Read as json: main 50/)
      expect(await page.getByTestId('import-verdict').innerText()).toBe('Legal')

      await paste(page, 'Saturday list\nsome words\nmore words')
      expect(await page.getByTestId('import-verdict').innerText()).toBe('Unreadable')
      expect(await page.getByTestId('import-unreadable').innerText()).toMatch(/No card could be read from this list: line 2/)

      await paste(page, 'https://www.bandai-tcg-plus.com/deck_recipe?deck=0Ab1Cd2Ef!!!&game_title_id=15')
      expect(await page.getByTestId('import-unreadable').innerText()).toMatch(/not public/)

      // The organiser's desk gives the same list the same verdict.
      await page.goto(`${base}#/event`)
      await page.getByTestId('desk-paste').fill(named)
      await press('desk-check-pasted')
      const row = page.getByTestId('desk-row').first()
      await row.waitFor()
      expect(await row.getAttribute('data-status')).toBe('legal')
      expect(errors).toEqual([])
    })
})

import { createRequire } from 'node:module'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext } from './browser'
import { editorControl, importDeckList, importRealCards, openEventDesk, settled } from './helpers'

// axe-core audits each screen for labels, names, roles and contrast (WCAG 2.1 A and AA rules).
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
}

/** One axe run on the page as it is now. */
async function auditOnce(page: Page): Promise<string[]> {
  // Once per document: the app changes screens without loading a new one, and axe is still there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE })
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: unknown) => Promise<AxeResult> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only violations are read: axe then keeps no details of what passes.
      resultTypes: ['violations'],
    }),
  )
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('; ')}`,
  )
}

const THEMES = ['light', 'dark'] as const
/** What a screen with no problems gives: nothing in either theme. */
const CLEAN = { light: [], dark: [] }

/**
 * The screen as it is now, audited in the light theme and in the dark one (the device's setting, which the
 * app follows at once): one page reaches every screen once and is audited twice, where a page per theme
 * built every screen twice.
 */
async function audit(page: Page): Promise<Record<(typeof THEMES)[number], string[]>> {
  const found = { light: [] as string[], dark: [] as string[] }
  const backgrounds = new Set<string>()
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme })
    backgrounds.add(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
    found[colorScheme] = await auditOnce(page)
  }
  await page.emulateMedia({ colorScheme: 'light' })
  // The dark audit must have seen the dark theme, not the light one again.
  if (backgrounds.size !== THEMES.length) throw new Error(`the page looked the same in both themes (${[...backgrounds].join(', ')})`)
  return found
}

// Every screen at desktop and at phone size (touch), each in both themes.
const VARIANTS = [
  { name: 'desktop', phone: false },
  { name: 'phone 390 × 844', phone: true },
] as const

for (const variant of VARIANTS)
  describe.skipIf(!hasShared)(`accessibility of every screen in Chromium (axe-core, WCAG 2.1 AA), light and dark, ${variant.name} [needs ../shared]`, () => {
    let browser: Browser
    let page: Page
    const base = inject('baseUrl')
    // The audit script is injected into the page, which the app's CSP would refuse: allow it here only.
    const size = variant.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 860 } }
    const options: BrowserContextOptions = { bypassCSP: true, colorScheme: 'light', ...size }

    // One page holding the real card pool, shared by the tests; each makes the decks it audits.
    beforeAll(async () => {
      browser = await launch()
      page = await (await newContext(browser, options)).newPage()
      await importRealCards(page, base)
    })
    afterAll(async () => {
      await browser?.close()
    })

    /** A page of a browser context of its own (no card data yet), for a test that needs a fresh start or changes the card data. */
    async function freshPage(): Promise<Page> {
      return (await newContext(browser, options)).newPage()
    }

    it('the empty first-run screen', async () => {
      const first = await freshPage()
      try {
        await first.goto(`${base}#/cards`)
        await first.getByRole('heading', { name: 'No card list yet' }).waitFor()
        expect(await audit(first)).toEqual(CLEAN)
      } finally {
        await first.context().close()
      }
    })

    it('the card browser with results and a card open', async () => {
      await page.goto(`${base}#/cards?q=c:blue`)
      await page.getByTestId('card-results').focus()
      await page.keyboard.press('Enter')
      await page.getByTestId('card-detail').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
    })

    it('the decks list, the deck editor and its tabs', async () => {
      await page.goto(`${base}#/decks`)
      await page.getByTestId('new-deck').click()
      // New deck asks the name in place first.
      await page.getByTestId('new-deck-name').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.getByTestId('new-deck-name').press('Enter')
      await page.getByTestId('deck-name').waitFor()
      // A phone shows one half of the editor at a time: the card search first, then the deck.
      if (variant.phone) await page.getByTestId('pane-cards').click()
      await page.getByTestId('card-query').fill('ST01-001')
      await page.getByTestId('card-results').focus()
      await page.keyboard.press('+')
      if (variant.phone) {
        expect(await audit(page)).toEqual(CLEAN)
        await page.getByTestId('pane-deck').click()
      }
      await page.getByTestId('deck-line').first().waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      for (const tab of ['stats', 'history', 'notes', 'transfer']) {
        await page.getByTestId(`tab-${tab}`).click()
        await page.getByRole('tabpanel').waitFor()
        await settled(page)
        expect({ tab, problems: await audit(page) }).toEqual({ tab, problems: CLEAN })
      }
      // The deck as pictures, with one card's − and + open.
      await page.getByTestId('tab-deck').click()
      await page.getByTestId('view-visual').click()
      await page.getByTestId('visual-open').first().click()
      await page.getByTestId('visual-plus').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.getByTestId('view-list').click()
      await page.goto(`${base}#/decks`)
      await page.getByTestId('deck-list').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
    })

    it('the card data page and the simulate page', async () => {
      await page.goto(`${base}#/data`)
      await page.getByTestId('dataset-info').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      // A one-card deck of its own, open in the editor.
      await importDeckList(page, base, 'Name: New deck\n1 ST01-001')
      await (await editorControl(page, 'simulate-link')).click()
      await page.waitForURL(/simulate$/)
      // A one-card deck: the page says it is too small to deal instead of showing the form.
      await page.getByRole('heading', { name: 'Simulate: New deck' }).waitFor()
      await settled(page)
      expect(await audit(page)).toEqual(CLEAN)
    })
    it('the event desk with lists on it, and one list opened', async () => {
      await openEventDesk(page, base, variant.phone)
      expect(await audit(page)).toEqual(CLEAN)
      await page.getByTestId('desk-open').first().click()
      await page.getByTestId('desk-list-view').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.getByTestId('desk-list-close').click()
    })
    it('the playtest page: the start, the dealt game, the board and a card menu', async () => {
      const id = await importDeckList(page, base, sharedText('decks/official/deck-001.txt'))
      await (await editorControl(page, 'playtest-link')).click()
      await page.getByTestId('pt-start').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.getByTestId('pt-seed').fill('1')
      await page.getByTestId('pt-deal').click()
      expect(page.url()).toContain(`/decks/${id}/playtest`)
      await page.getByTestId('pt-keep').click()
      await page.getByTestId('pt-next-turn').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.getByTestId('hand').getByTestId('play-card').first().click()
      await page.getByTestId('card-menu').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.keyboard.press('Escape')
    })
    it('the collection: empty, with cards, a deck against it with its missing cards, and several decks at once', async () => {
      // Only this test adds to the collection: it starts empty.
      await page.goto(`${base}#/collection`)
      await page.getByTestId('collection-summary').waitFor()
      await page.getByTestId('collection-empty').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.getByTestId('collection-show').selectOption('all')
      await page.getByTestId('card-query').fill('ST04-001')
      const plus = page.locator('[data-testid="collection-row"][data-printing="ST04-001"] [data-testid="owned-plus"]')
      await (variant.phone ? plus.tap() : plus.click())
      await page.getByTestId('set-completion').waitFor()
      await page.getByTestId('collection-row-edit').first().click()
      await page.getByTestId('collection-import-text').fill('4 ST04-002\nnot a card line at all\n')
      await page.getByTestId('collection-import-preview').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      // Several decks of its own against the collection: the ST01 starter, then the ST04 one (deck-007) opened.
      await importDeckList(page, base, sharedText('decks/official/deck-004.txt'))
      const id = await importDeckList(page, base, sharedText('decks/official/deck-007.txt'))
      await page.getByTestId('collection-status').waitFor()
      await page.goto(`${base}#/decks/${id}`)
      if (variant.phone) await page.getByTestId('pane-deck').click()
      await page.getByTestId('tab-missing').click()
      await page.getByTestId('missing-cards').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
      await page.goto(`${base}#/decks`)
      await page.getByTestId('deck-collection-status').first().waitFor()
      await page.locator('[data-testid="several-missing"] summary').click()
      await page.getByTestId('together').waitFor()
      expect(await audit(page)).toEqual(CLEAN)
    })
    it('the question before a card replacement, and the previous card data', async () => {
      const good = { product_id: 'GD01-001', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 }
      const file = JSON.stringify([good, ...Array.from({ length: 4 }, (_, i) => ({ ...good, product_id: `GD09-${i}`, level: 'high' }))])
      // The card data is replaced here: on a browser context of its own holding the real card pool, so the
      // other tests keep theirs.
      const own = await freshPage()
      try {
        await importRealCards(own, base)
        await own.goto(`${base}#/data`)
        await own.getByTestId('dataset-info').waitFor()
        await own.getByTestId('card-file-input').setInputFiles({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from(file) })
        await own.getByTestId('replace-question').waitFor()
        expect(await audit(own)).toEqual(CLEAN)
        await own.getByRole('button', { name: 'Replace anyway' }).click()
        await own.getByTestId('previous-cards').waitFor()
        expect(await audit(own)).toEqual(CLEAN)
        await own.getByRole('button', { name: 'Restore the previous card data' }).click()
        await own.getByTestId('import-report').filter({ hasText: 'Restored the previous card data' }).waitFor()
      } finally {
        await own.context().close()
      }
    })
  })

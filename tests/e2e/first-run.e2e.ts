import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, SHARED } from '../shared'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { phoneProblems, shot, SHOTS, storedRows, type StoredDeckRow } from './helpers'

/** The gcg-api files a player downloads together, picked at once: the cards, their errata and rulings, and the manifest. */
const GCG_API_FILES = ['cards.json', 'errata.json', 'rulings.json', 'manifest.json'].map((name) => join(SHARED, 'cards/gcg-api', name))
const MANIFEST = hasShared
  ? (JSON.parse(readFileSync(join(SHARED, 'cards/gcg-api/manifest.json'), 'utf8')) as { dataset_version: string; built_at: string })
  : null

const VARIANTS: readonly { name: string; phone: boolean; options: BrowserContextOptions }[] = [
  { name: 'desktop 1280 × 800', phone: false, options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone 390 × 844, touch', phone: true, options: PHONE_CONTEXT },
]

for (const variant of VARIANTS)
  describe.skipIf(!hasShared)(`first run: the cards in, then a first deck, ${variant.name} [needs ../shared]`, () => {
    const base = inject('baseUrl')
    let browser: Browser
    /** The errors of every page the tests opened. */
    const errors: string[][] = []
    /** A click with a mouse, a tap on the phone. */
    const press = (l: Locator) => (variant.phone ? l.tap() : l.click())
    const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))
    /** With GUNDECK_SHOTS set, the next step and the name field are photographed, light and dark. */
    const photograph = async (page: Page, name: string) => {
      if (!SHOTS) return
      const size = variant.phone ? '390x844' : '1280x800'
      await shot(page, `${name}-${size}`)
      await page.emulateMedia({ colorScheme: 'dark' })
      await shot(page, `${name}-${size}-dark`)
      await page.emulateMedia({ colorScheme: 'light' })
    }

    /** A first visit (a browser context of its own, nothing stored) with the four gcg-api files imported on the Cards page. */
    async function firstImport(): Promise<Page> {
      const page = await (await newContext(browser, variant.options)).newPage()
      errors.push(watchErrors(page))
      await page.goto(`${base}#/cards`)
      await page.getByRole('heading', { name: 'No card list yet' }).waitFor()
      await page.getByTestId('card-file-input').setInputFiles(GCG_API_FILES)
      await page.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor()
      return page
    }

    beforeAll(async () => {
      browser = await launch()
    })
    afterAll(async () => {
      expect(errors.flat()).toEqual([])
      await browser?.close()
    })

    it('the four gcg-api files together: the report says manifest.json was read, the next step is under it, and Paste a list opens Import a list', async () => {
      const page = await firstImport()
      const files = await page.getByTestId('report-files').innerText()
      expect(files).toContain(`manifest.json: data set version ${MANIFEST!.dataset_version}, built `)
      expect(files).toMatch(/errata\.json: errata, 2 read/)
      expect(files).not.toContain('left out')
      const next = page.getByTestId('next-step')
      await next.waitFor()
      expect(await next.getByTestId('next-create-deck').innerText()).toBe('Create your first deck')
      expect(await next.getByTestId('next-paste-list').innerText()).toBe('Paste a list')
      if (variant.phone) {
        const problems = await phoneProblems(page)
        expect(problems.overflow).toBe(0)
        expect(problems.small.filter((s) => s.includes('[next-'))).toEqual([])
      }
      await photograph(page, 'next-step')
      await press(next.getByTestId('next-paste-list'))
      await page.getByTestId('deck-import').waitFor()
      await expect.poll(() => focused(page)).toBe('import-text')
      // The address forgets what opened the panel: a reload or Back does not open it again.
      expect(page.url()).toMatch(/#\/decks$/)
      await page.goBack()
      await page.getByTestId('next-step').waitFor()
      await page.context().close()
    })

    it('Create your first deck asks its name in place; the name typed there, with Enter, is the stored name after a reload', async () => {
      const page = await firstImport()
      await press(page.getByTestId('next-create-deck'))
      const field = page.getByTestId('new-deck-name')
      await field.waitFor()
      await expect.poll(() => focused(page)).toBe('new-deck-name')
      expect(await field.inputValue()).toBe('New deck')
      expect(await page.getByRole('textbox', { name: 'Name of the new deck' }).getAttribute('data-testid')).toBe('new-deck-name')
      if (variant.phone) {
        const problems = await phoneProblems(page)
        expect(problems.overflow).toBe(0)
        expect(problems.small.filter((s) => s.includes('[new-deck'))).toEqual([])
      }
      await photograph(page, 'name-prompt')
      // The default is selected: typing replaces it.
      await page.keyboard.type('Zeon first steps')
      await page.keyboard.press('Enter')
      const name = page.getByTestId('deck-name')
      await name.waitFor()
      expect(page.url()).toMatch(/#\/decks\/[^/]+$/)
      expect(await name.inputValue()).toBe('Zeon first steps')
      const id = decodeURIComponent(page.url().split('#/decks/')[1]!)
      await page.reload()
      await page.getByTestId('deck-name').waitFor()
      expect(await page.getByTestId('deck-name').inputValue()).toBe('Zeon first steps')
      const stored = (await storedRows<StoredDeckRow>(page, 'decks')).filter((d) => d.deletedAt === null)
      expect(stored.map((d) => [d.id, d.name])).toEqual([[id, 'Zeon first steps']])

      // A second New deck offers a name no deck has; Escape makes nothing.
      await page.goto(`${base}#/decks`)
      await page.getByTestId('deck-list').getByText('Zeon first steps').waitFor()
      await press(page.getByTestId('new-deck'))
      expect(await page.getByTestId('new-deck-name').inputValue()).toBe('New deck')
      await page.getByTestId('new-deck-name').press('Escape')
      await page.getByTestId('new-deck-form').waitFor({ state: 'detached' })
      await expect.poll(() => focused(page)).toBe('new-deck')
      expect((await storedRows<StoredDeckRow>(page, 'decks')).length).toBe(1)
      await page.context().close()
    })

    it('with a deck kept, the next step is only Open your decks; cards imported without their manifest say why the version is unknown', async () => {
      const page = await firstImport()
      await press(page.getByTestId('next-create-deck'))
      await page.getByTestId('new-deck-name').press('Enter')
      await page.getByTestId('deck-name').waitFor()
      await page.goto(`${base}#/data`)
      await page.getByTestId('dataset-info').waitFor()
      expect(await page.getByTestId('dataset-version').innerText()).toBe(MANIFEST!.dataset_version)
      expect(await page.getByTestId('dataset-unknown-version').count()).toBe(0)
      await page.getByTestId('card-file-input').setInputFiles(GCG_API_FILES.slice(0, 1))
      await page.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor()
      await page.getByTestId('next-open-decks').waitFor()
      expect(await page.getByTestId('next-create-deck').count()).toBe(0)
      await page.getByTestId('dataset-unknown-version').filter({ hasText: 'because no manifest.json was imported' }).waitFor()
      expect(await page.getByTestId('dataset-version').innerText()).toBe('unknown')
      await press(page.getByTestId('next-open-decks'))
      await page.getByTestId('deck-list').getByText('New deck').waitFor()
      await page.context().close()
    })
  })

import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CardPool } from '~/engine/cards/pool'
import { sameDeck } from '~/engine/decklist/compare'
import { readDeckList } from '~/engine/decklist/read'
import { DECK_LIST_FORMATS, writeDeckList } from '~/engine/decklist/write'
import { banListFor, getFormat } from '~/engine/formats/registry'
import { validateDeck } from '~/engine/validate'
import { importCardFile } from '~/io/cards/detect'
import { registrationSheetHtml } from '~/io/print/registration-sheet'
import { hasShared, sharedText } from '../shared'
import { openPage } from './browser'
import { importDeckList, importRealCards, REAL_CARDS } from './helpers'
import { pdfText } from './pdf'

describe.skipIf(!hasShared)('deck lists in and out in Chromium [needs ../shared]', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  const base = inject('baseUrl')
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: readFileSync(REAL_CARDS, 'utf8') }).cards)
  const original = readDeckList(sharedText('decks/official/deck-004.txt'), pool)

  beforeAll(async () => {
    ;({ browser, context, page, errors } = await openPage())
    await importRealCards(page, base)
  })
  afterAll(async () => {
    await browser?.close()
    // Checked after all the tests, whichever order they ran in.
    expect(errors).toEqual([])
  })

  /** deck-004 imported on its own and its Transfer tab open, where the sheet and the share link are. */
  async function openTransfer() {
    await importDeckList(page, base, sharedText('decks/official/deck-004.txt'))
    await page
      .getByTestId('legal-badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    await page.getByTestId('tab-transfer').click()
  }

  for (const dialect of DECK_LIST_FORMATS) {
    it(`imports a ${dialect} file and exports it back to the same deck`, async () => {
      const text = writeDeckList(original, dialect, pool, { name: `Imported ${dialect}` })
      await page.goto(`${base}#/decks`)
      await page.getByTestId('import-deck').click()
      await page
        .getByTestId('import-file')
        .setInputFiles({ name: `deck.${dialect === 'csv' ? 'csv' : dialect === 'json' ? 'json' : 'txt'}`, mimeType: 'text/plain', buffer: Buffer.from(text) })
      await page.getByTestId('import-preview').filter({ hasText: 'main 50, resource 10' }).waitFor()
      expect(await page.getByTestId('import-errors').count()).toBe(0)
      await page.getByTestId('import-create').click()
      await page
        .getByTestId('legal-badge')
        .filter({ hasText: /^Legal$/ })
        .waitFor()
      await page.getByTestId('tab-transfer').click()
      await page.getByTestId('export-format').selectOption(dialect)
      const exported = await page.getByTestId('export-text').inputValue()
      expect(sameDeck(readDeckList(exported, pool), original)).toBe(true)
    })
  }

  it('opens the printable registration sheet from the editor', async () => {
    await openTransfer()
    await page.getByLabel('Player name').fill('Char Aznable')
    const [sheet] = await Promise.all([context.waitForEvent('page'), page.getByTestId('print-sheet').click()])
    await sheet.waitForLoadState()
    const text = await sheet.locator('body').innerText()
    expect(text).toContain('Char Aznable')
    expect(text).toMatch(/Main deck \(50\)/)
    expect(text).toContain('LEGAL')
    await sheet.close()
  })

  it('opens a share link read-only, and saves a copy', async () => {
    await openTransfer()
    const link = await page.getByTestId('share-link').inputValue()
    expect(link.length).toBeLessThan(400)
    const other = await context.newPage()
    await other.goto(link)
    await other.getByTestId('shared-name').waitFor()
    await other
      .getByTestId('legal-badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    expect(await other.getByTestId('deck-line').count()).toBe(original.main.length + original.resource.length)
    await other.getByTestId('save-copy').click()
    await other.getByTestId('deck-name').waitFor()
    expect(other.url()).toMatch(/#\/decks\/[^/]+$/)
    await other.close()
    await page.goto(`${base}#/d/gd1.not-a-real-code`)
    await page.getByTestId('shared-error').waitFor()
  })

  it('the registration sheet prints to PDF from Chromium with every part in its text', async () => {
    const format = getFormat('gcg')!
    const html = registrationSheetHtml({
      deck: original,
      lookup: pool.lookup,
      format,
      banList: banListFor(format),
      result: validateDeck(original, pool.lookup, format),
      deckName: 'ST01 starter',
      player: { name: 'Amuro <b>Ray</b>', id: 'GD-0079' },
    })
    const sheet = await context.newPage()
    await sheet.setContent(html)
    const pdf = await sheet.pdf({ format: 'A4', printBackground: true })
    await sheet.close()
    const { text, pages } = await pdfText(pdf)
    for (const part of [
      'Player name',
      'Amuro <b>Ray</b>',
      'GD-0079',
      'Main deck (50)',
      'Resource deck (10)',
      'ST01-001',
      'Gundam',
      'Banned/Restricted Cards, 2026-09-25',
      'LEGAL',
    ]) {
      // Labels are upper-cased by the print CSS; compare without case.
      expect(text.toLowerCase(), part).toContain(part.toLowerCase())
    }
    expect(pages).toBe(1)
  })
})

// Issue 16: the card import runs in a worker with a progress bar and Cancel. Cancelling a big
// import leaves the stored cards exactly as they were (checked in IndexedDB after a reload).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { bigPoolText, realCardsText } from '../../bench/big-pool'
import { hasShared } from '../shared'
import { newContext, openPage, watchErrors } from './browser'
import { importRealCards, storedPrintings, storedRows, shot } from './helpers'

describe.skipIf(!hasShared)('card import in a worker [needs ../shared]', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  let dir: string
  const base = inject('baseUrl')

  beforeAll(async () => {
    ;({ browser, page, errors } = await openPage())
    dir = mkdtempSync(join(tmpdir(), 'gundeck-import-'))
    // Each test picks the same 100,000-printing file: written once, so any test can run alone.
    writeFileSync(join(dir, 'cards.json'), bigPoolText(100_000, realCardsText()))
    // The real pool every test's cancelled import must leave stored, imported once for the file.
    await importRealCards(page, base)
  })
  afterEach(() => {
    // Whatever order the tests ran in, none of them logged a page error.
    expect(errors).toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** After a reload, IndexedDB still holds the real pool imported first: nothing of the cancelled import. */
  async function realPoolStillStored(p: Page) {
    await p.reload()
    expect((await storedPrintings(p)).length).toBe(1816)
    expect((await storedRows(p, 'cards')).length).toBe(1075)
    expect(await storedRows(p, 'printings')).toEqual([])
  }

  it('shows progress while importing a big file; Cancel keeps the stored cards', { timeout: 240_000 }, async () => {
    const file = join(dir, 'cards.json')
    await page.goto(`${base}#/data`)
    await page.getByTestId('card-file-input').setInputFiles(file, { timeout: 180_000 })
    await page.getByTestId('import-progress').waitFor()
    expect(await page.getByTestId('import-progress').locator('progress').count()).toBe(1)
    await page.getByTestId('cancel-import').click()
    await page.getByTestId('import-report').filter({ hasText: 'Import cancelled. Nothing was changed.' }).waitFor()
    expect(await page.getByTestId('import-progress').count()).toBe(0)
    await realPoolStillStored(page)
  })

  it('counts the saving too; Cancel while saving rolls it back and keeps the stored cards', { timeout: 240_000 }, async () => {
    await page.goto(`${base}#/data`)
    await page.getByTestId('card-file-input').setInputFiles(join(dir, 'cards.json'), { timeout: 180_000 })
    const status = page.getByTestId('import-progress').getByRole('status')
    await status.filter({ hasText: /^Saving the cards: [1-9]\d? %$/ }).waitFor({ timeout: 120_000 })
    await page.getByTestId('cancel-import').click()
    await page.getByTestId('import-report').filter({ hasText: 'Cancelled while saving. Nothing was changed.' }).waitFor()
    await realPoolStillStored(page)
    expect(errors).toEqual([])
  })

  it('at 390 x 844 by touch: the progress fits the screen, and a tap on Cancel while saving keeps the stored cards', { timeout: 240_000 }, async () => {
    const phone = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const p = await phone.newPage()
    const phoneErrors = watchErrors(p)
    await importRealCards(p, base)
    await p.goto(`${base}#/data`)
    await p.getByTestId('card-file-input').setInputFiles(join(dir, 'cards.json'), { timeout: 180_000 })
    const progress = p.getByTestId('import-progress')
    await progress
      .getByRole('status')
      .filter({ hasText: /^Saving the cards: [1-9]\d? %$/ })
      .waitFor({ timeout: 120_000 })
    const box = (await progress.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    const cancel = (await p.getByTestId('cancel-import').boundingBox())!
    expect(Math.min(cancel.width, cancel.height)).toBeGreaterThanOrEqual(44)
    await progress.scrollIntoViewIfNeeded()
    await shot(p, 'gundeck-saving-phone')
    await p.getByTestId('cancel-import').tap()
    await p.getByTestId('import-report').filter({ hasText: 'Cancelled while saving. Nothing was changed.' }).waitFor()
    await realPoolStillStored(p)
    expect(phoneErrors).toEqual([])
    await phone.close()
  })
})

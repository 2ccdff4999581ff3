// Issue 16: the card import runs in a worker with a progress bar and Cancel. Cancelling a big
// import leaves the stored cards exactly as they were (checked in IndexedDB after a reload).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bigPoolText, realCardsText } from '../../bench/big-pool'
import { hasShared } from '../shared'
import { openPage } from './browser'
import { importRealCards, storedRows } from './helpers'

describe.skipIf(!hasShared)('card import in a worker [needs ../shared]', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  let dir: string
  const base = inject('baseUrl')

  beforeAll(async () => {
    ;({ browser, page, errors } = await openPage())
    dir = mkdtempSync(join(tmpdir(), 'gundeck-import-'))
  })
  afterAll(async () => {
    await browser?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('shows progress while importing a big file; Cancel keeps the stored cards', { timeout: 240_000 }, async () => {
    await importRealCards(page, base)
    const file = join(dir, 'cards.json')
    writeFileSync(file, bigPoolText(100_000, realCardsText()))
    await page.goto(`${base}#/data`)
    await page.getByTestId('card-file-input').setInputFiles(file, { timeout: 180_000 })
    await page.getByTestId('import-progress').waitFor()
    expect(await page.getByTestId('import-progress').locator('progress').count()).toBe(1)
    await page.getByTestId('cancel-import').click()
    await page.getByTestId('import-report').filter({ hasText: 'Import cancelled. Nothing was changed.' }).waitFor()
    expect(await page.getByTestId('import-progress').count()).toBe(0)
    await page.reload()
    expect((await storedRows(page, 'printings')).length).toBe(1816)
    expect((await storedRows(page, 'cards')).length).toBe(1075)
  })

  it('counts the saving too; Cancel while saving rolls it back and keeps the stored cards', { timeout: 240_000 }, async () => {
    await page.goto(`${base}#/data`)
    await page.getByTestId('card-file-input').setInputFiles(join(dir, 'cards.json'), { timeout: 180_000 })
    const status = page.getByTestId('import-progress').getByRole('status')
    await status.filter({ hasText: /^Saving the cards: [1-9]\d?%$/ }).waitFor({ timeout: 120_000 })
    await page.getByTestId('cancel-import').click()
    await page.getByTestId('import-report').filter({ hasText: 'Cancelled while saving. Nothing was changed.' }).waitFor()
    await page.reload()
    expect((await storedRows(page, 'printings')).length).toBe(1816)
    expect((await storedRows(page, 'cards')).length).toBe(1075)
    expect(errors).toEqual([])
  })
})

import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { SHARED } from '../shared'

export const REAL_CARDS = join(SHARED, 'cards/gcg-api/cards.json')

/** Fresh browser context: import the real card pool through the file picker. */
export async function importRealCards(page: Page, base: string) {
  await page.goto(`${base}#/cards`)
  await page.getByTestId('card-file-input').setInputFiles(REAL_CARDS)
  await page.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor()
}

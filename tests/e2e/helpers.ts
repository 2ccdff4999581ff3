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

/** A deck as IndexedDB holds it (read with the browser's own IndexedDB API, not through the app). */
export interface StoredDeckRow {
  id: string
  name: string
  format: string
  revision: number
  notes: string
  tags: string[]
  deletedAt: string | null
  cards: Record<'main' | 'resource' | 'sideboard', { number: string; printing: string | null; count: number }[]>
}

/** Every row of a table of the app's database, read straight from IndexedDB. */
export async function storedRows<T = unknown>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('gundeck')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(name)) {
            db.close()
            return resolve([])
          }
          const req = db.transaction(name, 'readonly').objectStore(name).getAll()
          req.onsuccess = () => {
            db.close()
            resolve(req.result as T[])
          }
          req.onerror = () => reject(req.error)
        }
      }),
    table,
  )
}

export async function storedDeck(page: Page, id: string): Promise<StoredDeckRow | undefined> {
  return (await storedRows<StoredDeckRow>(page, 'decks')).find((d) => d.id === id)
}

/** Paste a list in Decks → Import a list and save it as a new deck; returns the new deck's id. */
export async function importDeckList(page: Page, base: string, text: string): Promise<string> {
  await page.goto(`${base}#/decks`)
  await page.getByTestId('import-deck').click()
  await page.getByTestId('import-text').fill(text)
  await page.getByTestId('import-preview').waitFor()
  await page.getByTestId('import-create').click()
  await page.getByTestId('deck-name').waitFor()
  await page.waitForURL(/#\/decks\/[^/]+$/)
  return decodeURIComponent(page.url().split('#/decks/')[1]!)
}

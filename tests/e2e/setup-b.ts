import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { sharedText } from '../shared'
import { importDeckList, storedRows, type StoredDeckRow } from './helpers'

/**
 * Set-up the journeys share so each test can make its own state, whatever order the tests run in: a deck
 * list under a name of the test's choosing, a profile without decks, a fresh document.
 */

/** An official list with its title (the first comment line, the name it is saved under) replaced by `name`. */
function namedList(path: string, name: string): string {
  return sharedText(path).replace(/^# .*/, `# ${name}`)
}

/** A new deck of an official list saved under `name` (the fast path, a pasted list); returns its id. */
export async function importNamed(page: Page, base: string, path: string, name: string): Promise<string> {
  const id = await importDeckList(page, base, namedList(path, name))
  expect(await page.getByTestId('deck-name').inputValue()).toBe(name)
  return id
}

/**
 * Leave the app for an empty document: the next address loads the app afresh, with nothing in memory from
 * the test before (an undo history, a toast, the focus, a patched worker, a run going on).
 */
export async function leaveApp(page: Page): Promise<void> {
  await page.goto('about:blank')
}

const liveDecks = async (page: Page) => (await storedRows<StoredDeckRow>(page, 'decks')).filter((d) => d.deletedAt === null).length

/**
 * No deck left, as a player gets there: every deck deleted with its Delete button on the Decks page (deleted
 * decks wait in the bin, which the list does not show). Ends outside the app, so the next page opens
 * without the "Deleted" toast.
 */
export async function deleteEveryDeck(page: Page, base: string): Promise<void> {
  await page.goto(`${base}#/decks`)
  for (let left = await liveDecks(page); left > 0; left = await liveDecks(page)) {
    await page
      .getByTestId('deck-list')
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    await expect.poll(() => liveDecks(page)).toBeLessThan(left)
  }
  await leaveApp(page)
}

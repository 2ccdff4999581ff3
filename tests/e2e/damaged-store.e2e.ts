import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launchPersistent, watchErrors } from './browser'
import { importDeckList, importRealCards } from './helpers'
import { cutLastRecord, localStorageOnDisk, storedCounts, storeLog } from './profile'

const DECK = 'decks/official/deck-001.txt'

describe.skipIf(!hasShared)('damaged database files at start, in Chromium [needs ../shared]', () => {
  const base = inject('baseUrl')
  const profiles: string[] = []
  let context: BrowserContext | undefined
  let errors: string[] = []

  afterAll(async () => {
    await context?.close()
    for (const p of profiles) rmSync(p, { recursive: true, force: true })
  })

  /** Chromium on the profile, as a browser started again on the same device. */
  async function start(profile: string): Promise<Page> {
    context = await launchPersistent(profile)
    const page = context.pages()[0] ?? (await context.newPage())
    errors = watchErrors(page)
    return page
  }

  async function stop() {
    await context?.close()
    context = undefined
  }

  async function editNotes(page: Page, notes: string) {
    await page.getByTestId('tab-notes').click()
    const box = page.getByLabel('Notes', { exact: true })
    await box.fill(notes)
    await box.blur()
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
  }

  /** A profile with the card list, a deck (imported, then its notes edited) and a game dealt from it; the browser stopped. */
  async function setUp() {
    const profile = mkdtempSync(join(tmpdir(), 'gundeck-damaged-'))
    profiles.push(profile)
    const page = await start(profile)
    await importRealCards(page, base)
    const id = await importDeckList(page, base, sharedText(DECK))
    await editNotes(page, 'Mulligan for a level-2 pilot.')
    await page.getByTestId('playtest-link').click()
    await page.getByTestId('go-first').click()
    await page.getByTestId('pt-deal').click()
    await page.getByTestId('pt-keep').click()
    await page
      .getByTestId('pt-save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    const stored = await storedCounts(page)
    expect(stored).toMatchObject({ cards: 1075, playtests: 1 })
    await localStorageOnDisk(
      profile,
      stored.decks.map((d) => d.name),
    )
    expect(errors).toEqual([])
    await stop()
    return { profile, id, stored }
  }

  it('a log cut short at its end (a write the disk or a kill cut off): reopened, written to, and still whole at the next start', async () => {
    const { profile, id } = await setUp()
    const length = cutLastRecord(storeLog(profile))
    console.log(`[e2e] the log's last record (${length} bytes) cut in half`)

    let page = await start(profile)
    await page.goto(`${base}#/decks/${id}`)
    await editNotes(page, 'Written after the cut.')
    const written = await storedCounts(page)
    expect(written.cards).toBe(1075)
    expect(written.decks.map((d) => d.notes)).toEqual(['Written after the cut.'])
    // The page is left as a player leaves it, a moment after "Saved".
    await page.waitForTimeout(1000)
    await stop()

    page = await start(profile)
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').waitFor()
    const after = await storedCounts(page)
    console.log(`[e2e] after the next start: ${after.cards} cards, ${after.history} history entries, ${after.playtests} saved games`)
    expect(after).toEqual(written)
    expect(errors).toEqual([])
  }, 240_000)
})

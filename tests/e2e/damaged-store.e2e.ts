import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launchPersistent, watchErrors } from './browser'
import { importDeckList, importRealCards } from './helpers'
import { breakCurrent, breakManifest, cutLastRecord, localStorageHolds, storedCounts, storeLog, storeRecorded, tearLog } from './profile'

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
    // The notice after the damage counts what was lost from gundeck's record of its store: the record must
    // be of this last state (written once the page is idle after the game's save) when the browser stops.
    await storeRecorded(page, stored)
    expect(errors).toEqual([])
    // A clean stop writes what localStorage holds to the profile (rate limit or not), as a player's browser
    // closed before the damage would: no need to wait for Chromium's commit timer (up to a minute) first.
    await stop()
    expect(
      localStorageHolds(
        profile,
        stored.decks.map((d) => d.name),
      ),
    ).toBe(true)
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

  /** The notice's sentences, as the player reads them. */
  async function notice(page: Page): Promise<string[]> {
    const box = page.getByTestId('storage-loss')
    await box.waitFor()
    return box.locator('p:not(.storage-loss__actions)').allTextContents()
  }

  for (const [damage, spoil] of [
    ['a torn .log', (profile: string) => tearLog(storeLog(profile))],
    ['a broken MANIFEST', breakManifest],
  ] as const) {
    it(`${damage}: Chromium deletes the store; the next start says what came back (the decks) and what was lost`, async () => {
      const { profile, stored } = await setUp()
      const [deck] = stored.decks
      spoil(profile)

      const page = await start(profile)
      await page.goto(`${base}#/decks`)
      expect(await page.getByTestId('storage-loss').getAttribute('data-kind')).toBe('dropped')
      expect(await notice(page)).toEqual([
        'When gundeck started, the browser had deleted its saved data on this device (browsers do this when they find the files damaged, or to free disk space).',
        'Recovered: 1 deck, from the copy kept in this browser.',
        `Lost: the card list (1,075 cards), ${stored.history === 1 ? '1 history entry' : `${stored.history} history entries`} and 1 saved playtest.`,
        'Download or import the card list again on the Card data page.',
      ])
      await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
      // The backup it offers holds the deck.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('storage-loss-backup').click()])
      const backup = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { decks: { name: string }[] }
      expect(backup.decks.map((d) => d.name)).toEqual([deck!.name])

      // Said until read; the deck is stored.
      await page.reload()
      expect(await notice(page)).toHaveLength(4)
      expect((await storedCounts(page)).decks).toEqual([deck])
      await page.getByTestId('storage-loss-dismiss').click()
      await page.reload()
      await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
      expect(await page.getByTestId('storage-loss').count()).toBe(0)
      expect(errors).toEqual([])
    }, 240_000)
  }

  it('a broken CURRENT (the store cannot be opened at all): said, with the decks’ copy as a backup and put back into a new store', async () => {
    const { profile, stored } = await setUp()
    const [deck] = stored.decks
    breakCurrent(profile)

    let page = await start(profile)
    await page.goto(`${base}#/decks`)
    expect(await page.getByTestId('storage-loss').getAttribute('data-kind')).toBe('unopenable')
    expect(await notice(page)).toEqual([
      'The browser cannot open gundeck’s saved data on this device. If the device is out of space, free some and press Try again.',
      'Your 1 deck is safe in a copy kept in this browser.',
      `Not in that copy: the card list (1,075 cards), ${stored.history === 1 ? '1 history entry' : `${stored.history} history entries`} and 1 saved playtest. They stay in the data the browser cannot open, which gundeck leaves as it is.`,
      'Put your decks back to keep working here, or download them as a backup.',
    ])
    expect(await page.getByTestId('storage-loss-detail').textContent()).toContain('Internal error opening backing store')
    // The Cards page says the card data cannot be opened, rather than "Opening…" for ever.
    await page.getByRole('link', { name: 'Cards' }).click()
    await page.getByText('The card database could not be opened').waitFor()

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('storage-loss-backup').click()])
    const backup = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { decks: { name: string }[] }
    expect(backup.decks.map((d) => d.name)).toEqual([deck!.name])

    await Promise.all([page.waitForEvent('load'), page.getByTestId('storage-loss-restore').click()])
    expect(await page.getByTestId('storage-loss').getAttribute('data-kind')).toBe('moved')
    expect(await notice(page)).toEqual([
      'gundeck could not open its saved data on this device, so it started afresh with 1 deck from the copy kept in this browser.',
      `Not recovered: the card list (1,075 cards), ${stored.history === 1 ? '1 history entry' : `${stored.history} history entries`} and 1 saved playtest.`,
      'Download or import the card list again on the Card data page.',
    ])
    await page.getByRole('link', { name: 'Decks' }).click()
    await page.getByTestId('deck-list').getByText(deck!.name).waitFor()

    // Stored (in the new store), and there after a restart of the browser.
    const bucket = await page.evaluate(() => localStorage.getItem('gundeck:database-bucket'))
    expect((await storedCounts(page, bucket)).decks).toEqual([deck])
    await page.getByTestId('storage-loss-dismiss').click()
    await stop()
    page = await start(profile)
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
    expect(await page.getByTestId('storage-loss').count()).toBe(0)
    expect((await storedCounts(page, bucket)).decks).toEqual([deck])
    // It works as a store: a card list imported now is kept there.
    await importRealCards(page, base)
    expect((await storedCounts(page, bucket)).cards).toBe(1075)
    expect(errors).toEqual([])
  }, 240_000)
})

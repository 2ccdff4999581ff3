import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launchPersistent, watchErrors } from './browser'
import { cutOrOffScreenAtBothSizes, importDeckList, importRealCards } from './helpers'
import {
  breakCurrent,
  breakManifest,
  cutLastRecord,
  leveldbLog,
  deleteManifest,
  flipTableBytes,
  localStorageHolds,
  mirrored,
  storedCounts,
  storeLog,
  storeRecorded,
  tearLog,
} from './profile'

const DECK = 'decks/official/deck-001.txt'

describe.skipIf(!hasShared)('damaged database files at start, in Chromium [needs ../shared]', () => {
  const base = inject('baseUrl')
  const profiles: string[] = []
  let context: BrowserContext | undefined
  let errors: string[] = []

  afterAll(async () => {
    await context?.close()
    // A browser's last writes into its profile can trail its close (ENOTEMPTY in two runs, past ten tries):
    // a profile left in the temporary folder is tidiness, not a finding, and fails no journey.
    for (const p of profiles)
      try {
        rmSync(p, { recursive: true, force: true, maxRetries: 10 })
      } catch (e) {
        console.log(`[e2e] left in place: ${p} (${(e as Error).message})`)
      }
  })

  /** Chromium on the profile, as a browser started again on the same device (at 390 × 844 for a phone). */
  async function start(profile: string, phone = false): Promise<Page> {
    context = await launchPersistent(profile)
    const page = context.pages()[0] ?? (await context.newPage())
    if (phone) await page.setViewportSize({ width: 390, height: 844 })
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

  /** The first profile set up, stopped and never damaged: each case damages a copy of it. */
  let template: Promise<{ profile: string; id: string; stored: Awaited<ReturnType<typeof storedCounts>> }> | undefined

  /**
   * A profile with the card list, a deck (imported, then its notes edited) and a game dealt from it; the
   * browser stopped. Made once, as a player would, then copied for each case (a stopped profile's files
   * are the whole of what a start reads).
   */
  async function setUp() {
    template ??= makeProfile()
    const made = await template
    const profile = mkdtempSync(join(tmpdir(), 'gundeck-damaged-'))
    profiles.push(profile)
    cpSync(made.profile, profile, { recursive: true })
    return { ...made, profile }
  }

  async function makeProfile() {
    const profile = mkdtempSync(join(tmpdir(), 'gundeck-damaged-template-'))
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
    await cardFilesKept(page)
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
    const cut = storeLog(profile)
    const length = cutLastRecord(cut)
    console.log(`[e2e] the log's last record (${length} bytes) cut in half`)

    let page = await start(profile)
    await page.goto(`${base}#/decks/${id}`)
    await editNotes(page, 'Written after the cut.')
    const written = await storedCounts(page)
    expect(written.cards).toBe(1075)
    expect(written.decks.map((d) => d.notes)).toEqual(['Written after the cut.'])
    // The page is left as a player leaves it, a moment after "Saved": once it has caught up with what it stored,
    // and once the store has moved to a fresh log (the first write asks LevelDB to compact, which it does in
    // the background; a stop before that leaves the write after the torn record, lost at the next start).
    await mirrored(page)
    // The page says it asked (a page that never asked is gundeck's fault); then the browser must have acted.
    await page.waitForFunction(() => document.documentElement.dataset.storeLog !== 'rolling' && document.documentElement.dataset.storeLog !== undefined)
    expect(await page.evaluate(() => document.documentElement.dataset.storeLog)).toBe('rolled')
    await expect
      .poll(() => storeLog(profile))
      .not.toBe(cut)
      .catch((e: unknown) => {
        throw new Error(`the store's log never rolled; LevelDB's own log:\n${leveldbLog(profile)}`, { cause: e })
      })
    await stop()

    page = await start(profile)
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').waitFor()
    const after = await storedCounts(page)
    console.log(`[e2e] after the next start: ${after.cards} cards, ${after.history} history entries, ${after.playtests} saved games`)
    expect(after).toEqual(written)
    expect(errors).toEqual([])
  }, 240_000)

  /** The notice's sentences, as the player reads them, once nothing is being brought back any more. */
  async function notice(page: Page): Promise<string[]> {
    const box = page.getByTestId('storage-loss')
    await box.waitFor()
    await page.waitForFunction(() => document.documentElement.dataset.storage !== 'recovering')
    return box.locator('p:not(.storage-loss__actions):not(.storage-loss__working)').allTextContents()
  }

  /** The card files of the import are kept beside the database (in the Origin Private File System) once it is stored. */
  async function cardFilesKept(page: Page) {
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('card-files').catch(() => null)
          if (!dir) return false
          for await (const sub of (dir as unknown as { values(): AsyncIterable<FileSystemDirectoryHandle> }).values())
            if (
              await sub.getFileHandle('kept.json').then(
                () => true,
                () => false,
              )
            )
              return true
          return false
        }),
      )
      .toBe(true)
  }

  const entries = (n: number) => (n === 1 ? '1 history entry' : `${n} history entries`)
  const REBUILT = 'The card list (1,075 cards) was rebuilt from the files of its last import, kept on this device.'

  /** The legibility of the notice where a player reads it, on a laptop and on a phone: no line cut, nothing wider than the screen. */
  async function readable(page: Page, name: string) {
    expect(await cutOrOffScreenAtBothSizes(page, '[data-testid="storage-loss"] :is(h2, p, button)', name)).toEqual([])
  }

  for (const [damage, spoil, phone] of [
    ['a torn .log', (profile: string) => tearLog(storeLog(profile)), false],
    ['flipped bytes in a table file', (profile: string) => void flipTableBytes(profile), true],
    ['a broken MANIFEST', breakManifest, true],
  ] as const) {
    it(`${damage}${phone ? ' (390 × 844)' : ''}: the deck is back at once, the card list rebuilt from its kept files, the rest named as lost`, async () => {
      const { profile, stored } = await setUp()
      const [deck] = stored.decks
      spoil(profile)

      const page = await start(profile, phone)
      await page.goto(`${base}#/decks`)
      await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
      await notice(page)
      const kind = await page.getByTestId('storage-loss').getAttribute('data-kind')
      console.log(`[e2e] ${damage}: the notice is of kind ${kind}`)
      // Either the browser deleted the store (dropped) or it could not open it and the decks moved to a new one.
      // Read until the cards are rebuilt (the rebuild starts once the card data is found missing).
      const lines =
        kind === 'moved'
          ? [
              'gundeck could not open its saved data on this device, so it started afresh with 1 deck from the copy kept in this browser.',
              REBUILT,
              `Not recovered: ${entries(stored.history)} and 1 saved playtest.`,
            ]
          : [
              'When gundeck started, the browser had deleted its saved data on this device (browsers do this when they find the files damaged, or to free disk space).',
              'Recovered: 1 deck, from the copy kept in this browser.',
              REBUILT,
              `Lost: ${entries(stored.history)} and 1 saved playtest.`,
            ]
      await expect.poll(() => notice(page), { timeout: 30_000 }).toEqual(lines)
      expect(await page.evaluate(() => document.documentElement.dataset.storage)).toBe('partly-lost')
      await readable(page, `damaged-${damage.replace(/\W+/g, '-')}`)
      const bucket = await page.evaluate(() => localStorage.getItem('gundeck:database-bucket'))
      expect(await storedCounts(page, bucket)).toMatchObject({ cards: 1075, decks: [deck] })
      // The Card data page says where the cards came from.
      await page.goto(`${base}#/data`)
      await page.getByTestId('cards-rebuilt').filter({ hasText: 'rebuilt from the files of your last import' }).waitFor()
      // The backup it offers holds the deck.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('storage-loss-backup').click()])
      const backup = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { decks: { name: string }[] }
      expect(backup.decks.map((d) => d.name)).toEqual([deck!.name])

      // Said until read; the deck and the cards are stored.
      await page.reload()
      expect(await notice(page)).toHaveLength(lines.length)
      await page.getByTestId('storage-loss-dismiss').click()
      await page.reload()
      await page.goto(`${base}#/decks`)
      await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
      expect(await page.getByTestId('storage-loss').count()).toBe(0)
      expect(await page.evaluate(() => document.documentElement.dataset.storage)).toBe('healthy')
      expect(await storedCounts(page, bucket)).toMatchObject({ cards: 1075, decks: [deck] })
      expect(errors).toEqual([])
    }, 240_000)
  }

  for (const [damage, spoil, phone] of [
    ['a CURRENT pointing nowhere', breakCurrent, false],
    ['a deleted MANIFEST', deleteManifest, true],
  ] as const) {
    it(`${damage}${phone ? ' (390 × 844)' : ''} (the store cannot be opened): the decks move into a new store at once and are listed, the cards rebuilt, never "No decks yet" nor "out of storage space"`, async () => {
      const { profile, stored } = await setUp()
      const [deck] = stored.decks
      spoil(profile)

      let page = await start(profile, phone)
      await page.goto(`${base}#/decks`)
      // Listed from their copy at once; then moved into the new store, and the page reloads onto it.
      await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
      expect(await page.getByText('No decks yet').count()).toBe(0)
      await page.locator('[data-testid="storage-loss"][data-kind="moved"]').waitFor()
      await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
      await expect
        .poll(() => notice(page), { timeout: 30_000 })
        .toEqual([
          'gundeck could not open its saved data on this device, so it started afresh with 1 deck from the copy kept in this browser.',
          REBUILT,
          `Not recovered: ${entries(stored.history)} and 1 saved playtest.`,
        ])
      await readable(page, `damaged-${damage.replace(/\W+/g, '-')}`)
      const bucket = await page.evaluate(() => localStorage.getItem('gundeck:database-bucket'))
      expect(bucket).toMatch(/^gundeck-/)
      expect(await storedCounts(page, bucket)).toMatchObject({ cards: 1075, decks: [deck] })

      // A new deck is saved in the new store, not refused for want of space.
      await page.getByTestId('storage-loss-dismiss').click()
      await page.getByTestId('new-deck').click()
      await page.getByTestId('new-deck-name').fill('After the move')
      await page.getByTestId('new-deck-create').click()
      await page.getByTestId('save-state').waitFor()
      expect(await page.getByText('out of storage space').count()).toBe(0)
      await expect.poll(async () => (await storedCounts(page, bucket)).decks.length).toBe(2)

      // There after a restart of the browser, with no notice.
      await stop()
      page = await start(profile, phone)
      await page.goto(`${base}#/decks`)
      await page.getByTestId('deck-list').getByText(deck!.name).waitFor()
      expect(await page.getByTestId('storage-loss').count()).toBe(0)
      expect(await storedCounts(page, bucket)).toMatchObject({ cards: 1075 })
      expect(errors).toEqual([])
    }, 240_000)
  }
})

import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, statSync, truncateSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { launchPersistent, PHONE_CONTEXT } from './browser'
import { cutOrOffScreen, cutOrOffScreenAtBothSizes, importRealCards, REAL_CARDS, shot } from './helpers'
import { localStorageHolds, mirrored, restartWithCopyOnDisk } from './profile'

// Chromium's profile on a small disk of its own (tmpfs, 16 MB), so the disk can really be filled.
const mountPoint = mkdtempSync(join(tmpdir(), 'gundeck-diskfull-'))
function mountTmpfs(): string | null {
  if (!hasShared) return null
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mountPoint], { stdio: 'pipe' })
    return null
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? (e as Error).message).trim()
  }
}
const mountError = mountTmpfs()
if (mountError) console.warn(`[gundeck tests] disk-full journey skipped: mounting a tmpfs is not permitted here (${mountError})`)

const profile = join(mountPoint, 'profile')
const filler = join(mountPoint, 'filler')
const freeBytes = () => {
  const s = statfsSync(mountPoint)
  return s.bavail * s.bsize
}

/** Take every free byte: fallocate reserves the space at once (retried if Chromium wrote meanwhile). */
function fillDisk() {
  for (let tries = 0; tries < 5; tries++) {
    try {
      execFileSync('fallocate', ['-l', String(freeBytes()), filler], { stdio: 'pipe' })
      if (freeBytes() === 0) return
    } catch {
      // Something wrote between the measure and the fill: measure again.
    }
    rmSync(filler, { force: true })
  }
  throw new Error('could not fill the test disk')
}

/**
 * Keep the disk full until the write that fails on it: the browser's database may finish a compaction after
 * the fill and delete an old log, freeing space a real full disk would not have. Every 20 ms any space freed
 * is taken back, until `release` (once the failure is shown), which says how many bytes were taken back and,
 * with `giveBack`, frees them again.
 */
function holdDiskFull(): { release: (options?: { giveBack?: boolean }) => number } {
  let taken = 0
  const timer = setInterval(() => {
    const free = freeBytes()
    if (free === 0) return
    try {
      execFileSync('fallocate', ['-l', String(statSync(filler).size + free), filler], { stdio: 'pipe' })
      taken += free
    } catch {
      // The filler is gone (released meanwhile): nothing to hold.
    }
  }, 20)
  let released = false
  const release = ({ giveBack = false } = {}) => {
    clearInterval(timer)
    released = true
    if (giveBack && taken > 0) truncateSync(filler, statSync(filler).size - taken)
    return taken
  }
  holds.push(() => released || release())
  return { release }
}
/** Every hold not released yet (a test that failed half-way), let go after the journeys. */
const holds: (() => unknown)[] = []

/** What IndexedDB holds, read directly (not through the app). */
async function stored(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ cards: number; printings: number; history: number; decks: { name: string; notes: string; main: number }[] }>((resolve, reject) => {
        const req = indexedDB.open('gundeck')
        req.onerror = () => reject(req.error)
        req.onsuccess = () => {
          const db = req.result
          const names = ['cards', 'printings', 'deckHistory', 'decks'].filter((n) => db.objectStoreNames.contains(n))
          if (names.length < 4) {
            db.close()
            resolve({ cards: 0, printings: 0, history: 0, decks: [] })
            return
          }
          const tx = db.transaction(names, 'readonly')
          const out = { cards: 0, printings: 0, history: 0, decks: [] as { name: string; notes: string; main: number }[] }
          const count = (store: string, set: (n: number) => void) => {
            const r = tx.objectStore(store).count()
            r.onsuccess = () => set(r.result)
          }
          // A card row holds its printings.
          const cards = tx.objectStore('cards').getAll()
          cards.onsuccess = () => {
            out.cards = cards.result.length
            out.printings = (cards.result as { printings?: unknown[] }[]).reduce((n, c) => n + (c.printings?.length ?? 0), 0)
          }
          count('deckHistory', (n) => (out.history = n))
          const all = tx.objectStore('decks').getAll()
          all.onsuccess = () => {
            type Row = { name: string; notes: string; deletedAt?: string | null; cards: { main: { count: number }[] } }
            out.decks = (all.result as Row[])
              .filter((d) => !d.deletedAt)
              .map((d) => ({ name: d.name, notes: d.notes, main: d.cards.main.reduce((n, l) => n + l.count, 0) }))
              .sort((a, b) => a.name.localeCompare(b.name))
          }
          tx.oncomplete = () => {
            db.close()
            resolve(out)
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
}

describe.skipIf(!hasShared || mountError !== null)('a full disk never destroys the data, in Chromium [needs ../shared]', () => {
  const base = inject('baseUrl')
  let context: BrowserContext | undefined
  const errors: string[] = []

  /** Chromium on the profile; `phone`: at 390 × 844 by touch. */
  async function open(phone = false): Promise<Page> {
    context = await launchPersistent(profile, phone ? PHONE_CONTEXT : {})
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    return page
  }

  afterAll(async () => {
    for (const release of holds) release()
    await context?.close()
    try {
      execFileSync('umount', [mountPoint], { stdio: 'pipe' })
    } catch {
      // Not mounted (skipped): nothing to undo.
    }
    rmSync(mountPoint, { recursive: true, force: true })
  })

  async function newDeck(page: Page, name: string, number: string, copies: number, notes: string) {
    await page.getByRole('link', { name: 'Decks' }).click()
    await page.getByTestId('new-deck').click()
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').fill(name)
    await page.getByTestId('deck-name').press('Enter')
    // On a phone the editor shows the cards or the deck, one pane at a time, and a card is added by a tap.
    const phone = page.viewportSize()!.width < 600
    if (phone) await page.getByTestId('pane-cards').tap()
    await page.getByTestId('card-query').fill(number)
    const results = page.getByTestId('card-results')
    const row = results.locator(`[data-printing="${number}"]`).first()
    await row.waitFor()
    if (!phone) await results.focus()
    for (let i = 0; i < copies; i++) await (phone ? row.tap() : page.keyboard.press('+'))
    if (phone) await page.getByTestId('pane-deck').tap()
    await page.getByTestId('tab-notes').click()
    await editNotes(page, notes)
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
  }

  async function editNotes(page: Page, notes: string) {
    const box = page.getByLabel('Notes', { exact: true })
    await box.fill(notes)
    await box.blur()
  }

  // Long enough that saving needs new disk pages (a few bytes may still fit in a page already held).
  const plan = (label: string) => `${label} ${'Keep two blockers back on turn three; mulligan hands without a level-2 pilot. '.repeat(100)}`.trim()

  it('fills the disk, edits and re-imports (told plainly, nothing written), frees space, restarts: every deck and card is there', async () => {
    // A fresh profile, whichever journey ran before.
    await context?.close()
    rmSync(profile, { recursive: true, force: true })
    mkdirSync(profile)
    let page = await open()
    await importRealCards(page, base)
    await newDeck(page, 'Alpha', 'ST01-001', 4, 'Alpha: mulligan for a blue pilot.')
    await newDeck(page, 'Beta', 'ST01-002', 3, 'Beta: first notes.')
    // gundeck copies what is stored into memory once the page is idle after the last write: wait for it.
    await mirrored(page)
    page = await restartWithCopyOnDisk(page, { profile, names: ['Alpha', 'Beta'], stop: () => context!.close(), start: open })
    await page.getByTestId('tab-notes').click()
    // The page has read back what is stored, card data too (a second or two after the start): that is what
    // it writes back if the browser deletes the database. Before, only the decks' copy could be (a unit test).
    await page.waitForFunction(() => document.documentElement.dataset.storageCopy === 'with-cards')

    fillDisk()
    const hold = holdDiskFull()

    await editNotes(page, plan('Beta, second notes:'))
    const alert = page.getByTestId('storage-alert')
    await alert.waitFor({ timeout: 10_000 })
    // The write failed on the full disk: what the browser frees from now on (it may delete the site's data) is real.
    console.log(`[e2e] ${hold.release()} bytes freed by the browser before the failed write, taken back`)
    expect(await alert.textContent()).toContain('out of storage space')
    await page.getByTestId('save-state').filter({ hasText: 'Not saved' }).waitFor()
    expect(await page.getByTestId('editor-notice').textContent()).toContain('out of storage space')
    expect(await cutOrOffScreenAtBothSizes(page, '[data-testid="storage-alert"] :is(p, button), [data-testid="editor-notice"]', 'disk-full-alert')).toEqual([])
    console.log(`[e2e] what the browser said: ${await page.getByTestId('storage-detail').textContent()}`)
    // For the record: Chromium usually deletes the site's IndexedDB at this point (its files are gone).
    const keptKb = Number(
      execFileSync('du', ['-sk', join(profile, 'Default/IndexedDB')])
        .toString()
        .split('\t')[0],
    )
    console.log(`[e2e] after the failed write the profile's IndexedDB folder holds ${keptKb} KB`)
    await editNotes(page, plan('Beta, third notes:'))
    await page.getByTestId('save-state').filter({ hasText: 'Not saved' }).waitFor()
    await alert.filter({ hasText: /data takes [\d.]+ (bytes|KB|MB) on this device/ }).waitFor()

    // "Download a backup now" works with the database shut (and deleted): the file has both decks.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('storage-backup').click()])
    const backup = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { decks: { name: string; notes: string }[] }
    expect(backup.decks.map((d) => d.name).sort()).toEqual(['Alpha', 'Beta'])

    // Re-import the card list with the disk full: refused plainly, nothing changed.
    await page.getByRole('link', { name: 'Card data' }).click()
    await page.getByTestId('card-file-input').setInputFiles(REAL_CARDS)
    const report = page.getByTestId('import-report')
    await report.filter({ hasText: 'out of storage space' }).waitFor()

    // A list imported on the Decks page: the decks last stored are listed, the same plain note (not the
    // browser's raw error), and the list waits for Try again.
    await page.getByRole('link', { name: 'Decks' }).click()
    await page.locator('.deck-row__name').filter({ hasText: 'Alpha' }).waitFor()
    await page.getByTestId('import-deck').click()
    await page.getByTestId('import-text').fill('# Gamma\n4 ST01-005')
    await page.getByTestId('import-preview').waitFor()
    await page.getByTestId('import-create').click()
    await page.getByTestId('import-save-error').filter({ hasText: 'Not saved: this device is out of storage space.' }).waitFor()

    // Space is back: the player frees it and presses Try again.
    rmSync(filler)
    await page.getByTestId('storage-retry').click()
    await alert.waitFor({ state: 'hidden' })
    // When Chromium deleted the database, the page says so, and what it wrote back.
    if (keptKb === 0) {
      const loss = page.getByTestId('storage-loss')
      expect(await loss.getAttribute('data-kind')).toBe('vanished')
      expect(await loss.textContent()).toContain('Everything this page held was written back: 2 decks, the card list (1,075 cards)')
    }
    await context!.close()

    // Restart Chromium on the same profile.
    page = await open()
    await page.goto(`${base}#/decks`)
    await page.getByText('Alpha').first().waitFor()
    const after = await stored(page)
    expect(after.cards).toBe(1075)
    expect(after.printings).toBe(1816)
    expect(after.decks).toEqual([
      { name: 'Alpha', notes: 'Alpha: mulligan for a blue pilot.', main: 4 },
      { name: 'Beta', notes: plan('Beta, third notes:'), main: 3 },
      { name: 'Gamma', notes: '', main: 4 },
    ])
    expect(after.history).toBeGreaterThanOrEqual(2)
    expect(errors).toEqual([])
  }, 240_000)

  it('on a phone (390 × 844, by touch): the Decks page while saving is stopped, then closing the browser before Try again: the next start puts every deck back, with the last edit', async () => {
    await context?.close()
    rmSync(profile, { recursive: true, force: true })
    mkdirSync(profile)
    const phone = () => open(true)
    let page = await phone()
    await importRealCards(page, base)
    await newDeck(page, 'Gamma', 'ST01-003', 2, 'Gamma: first notes.')
    await newDeck(page, 'Delta', 'ST01-004', 4, 'Delta: first notes.')
    await mirrored(page)
    page = await restartWithCopyOnDisk(page, { profile, names: ['Gamma', 'Delta'], stop: () => context!.close(), start: phone })
    await page.getByTestId('tab-notes').tap()

    fillDisk()
    const hold = holdDiskFull()
    await editNotes(page, plan('Delta, edited on a full disk:'))
    const alert = page.getByTestId('storage-alert')
    await alert.waitFor({ timeout: 10_000 })
    // What the browser frees from now on (it deletes the site's IndexedDB) is free, as on a real disk.
    hold.release({ giveBack: true })
    // The Decks page, reached by a tap while saving is stopped: both decks listed (from what the page holds,
    // whether or not the browser deleted the database), the alert and its buttons whole on the narrow screen.
    await page.getByRole('link', { name: 'Decks' }).tap()
    const list = page.getByTestId('deck-list')
    for (const name of ['Gamma', 'Delta']) await list.locator('.deck-row__name').filter({ hasText: name }).waitFor()
    expect(await alert.textContent()).toContain('out of storage space')
    expect(await cutOrOffScreen(page, '[data-testid="storage-alert"] :is(p, button), .deck-row__name')).toEqual([])
    await shot(page, 'disk-full-decks-390', { fullPage: true })
    console.log(
      `[e2e] closed before Try again; the profile's IndexedDB folder holds ${
        execFileSync('du', ['-sk', join(profile, 'Default/IndexedDB')])
          .toString()
          .split('\t')[0]
      } KB`,
    )
    // The player gives up and closes the browser; later, with space freed, starts gundeck again.
    await context!.close()
    rmSync(filler)
    // The edit is in gundeck's journal in localStorage, which Chromium writes to the same full disk: after a
    // minute's rate limit, or as it shuts down. It reaches the disk when the browser has freed space by then
    // (it deletes the site's IndexedDB); a commit tried while the disk was still held full is lost by the
    // browser (its LevelDB then refuses every write, or its last record is torn and dropped when read back),
    // and no page can bring back what never reached the disk. What counts is what the restarted browser reads:
    // its localStorage as the first page sees it, before any of gundeck's code runs.
    const inFiles = localStorageHolds(profile, ['Delta, edited on a full disk:'], 'notes')
    page = await open()
    await page.context().addInitScript((edit) => {
      ;(window as { editAtStart?: boolean }).editAtStart = Object.values(localStorage).some((v) => v.includes(edit))
    }, '"notes":"Delta, edited on a full disk:')
    await page.goto(`${base}#/decks`)
    const editOnDisk = await page.evaluate(() => (window as { editAtStart?: boolean }).editAtStart === true)
    if (!editOnDisk)
      console.log(
        `[e2e] Chromium could not keep the journal on the full disk (its bytes ${inFiles ? 'are' : 'are not'} in the log files): the start must bring back the decks as last stored`,
      )
    await page.getByTestId('deck-list').getByText('Gamma').waitFor()
    await expect
      .poll(async () => (await stored(page)).decks)
      .toEqual([
        { name: 'Delta', notes: editOnDisk ? plan('Delta, edited on a full disk:') : 'Delta: first notes.', main: 4 },
        { name: 'Gamma', notes: 'Gamma: first notes.', main: 2 },
      ])
    // When Chromium deleted the database, this start says what came back and what did not.
    if ((await stored(page)).cards === 0) {
      const lines = await page.getByTestId('storage-loss').locator('p:not(.storage-loss__actions)').allTextContents()
      expect(lines[1]).toBe('Recovered: 2 decks, from the copy kept in this browser.')
      expect(lines[2]).toMatch(/^Lost: the card list \(1,075 cards\)/)
    }
    // This start reopened the store on the log the failed write tore (when Chromium kept it), and wrote the
    // edit back after it: what it holds must outlive the next start too. Read once the page has caught up
    // with its last write (no write after it).
    await mirrored(page)
    const second = await stored(page)
    console.log(
      `[e2e] after the restart: ${second.cards} cards and ${second.history} history entries stored (the card list can be downloaded or imported again)`,
    )
    await context!.close()
    page = await open()
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText('Gamma').waitFor()
    const third = await stored(page)
    console.log(`[e2e] after one more restart: ${third.cards} cards and ${third.history} history entries stored`)
    expect(third).toEqual(second)
    expect(errors).toEqual([])
  }, 240_000)
})

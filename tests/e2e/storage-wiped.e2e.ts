import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { launchPersistent } from './browser'
import { cutOrOffScreenAtBothSizes, importRealCards } from './helpers'
import { localStorageOnDisk, mirrored, storedCounts, type StoredCounts } from './profile'

// Chromium's profile on a small disk of its own (tmpfs, 16 MB), nearly full, as a phone's often is.
const mountPoint = mkdtempSync(join(tmpdir(), 'gundeck-wiped-'))
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
if (mountError) console.warn(`[gundeck tests] storage-wiped journey skipped: mounting a tmpfs is not permitted here (${mountError})`)

const profile = join(mountPoint, 'profile')
const freeBytes = () => {
  const s = statfsSync(mountPoint)
  return s.bavail * s.bsize
}
const kb = (path: string) => {
  try {
    return Number(execFileSync('du', ['-sk', path]).toString().split('\t')[0])
  } catch {
    return 0
  }
}

/** A 1 × 1 PNG padded to 150 KB: a card image of a real size. Not cached by the browser itself, so the disk fills through the site's own storage. */
const PNG = Buffer.concat([
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64'),
  Buffer.alloc(150_000 - 70),
])

/**
 * The browser may delete the site's data while no page is open, or just after a start, before the page read
 * what was stored. The start then puts the deck back from its copy in localStorage (a 'dropped' loss) or
 * writes back the decks it has from that copy (a 'vanished' loss naming what it had not read). Either way
 * the page says what came back and what did not, and the deck is whole. Waits for the notice (it comes once
 * the write-back is done) or for the data as it was; returns what is stored from then on.
 */
async function lateLoss(page: Page, before: StoredCounts, when: string): Promise<StoredCounts> {
  const notice = page.getByTestId('storage-loss')
  await expect.poll(async () => (await notice.count()) > 0 || isDeepStrictEqual(await storedCounts(page), before), { timeout: 20_000 }).toBe(true)
  if ((await notice.count()) === 0) return before
  const kind = await notice.getAttribute('data-kind')
  const said = (await notice.innerText()).replace(/\s+/g, ' ')
  console.log(`[e2e] the browser deleted the site’s data ${when} (${kind}); the page says: ${said}`)
  const now = await storedCounts(page)
  expect(now.decks).toEqual(before.decks)
  if (kind === 'dropped') expect(said).toContain('Recovered: 1 deck, from the copy kept in this browser.')
  else {
    expect(kind).toBe('vanished')
    expect(said).toContain('Everything this page held was written back: 1 deck')
  }
  // What did not come back is named, never glossed over.
  if (now.cards < before.cards) expect(said).toContain(`the card list (${before.cards.toLocaleString('en-US')} cards)`)
  if (now.history < before.history) expect(said).toMatch(/\d history entr(y|ies)/)
  await notice.getByTestId('storage-loss-dismiss').click()
  return now
}

describe.skipIf(!hasShared || mountError !== null)('card images browsed on a nearly full disk, in Chromium [needs ../shared]', () => {
  const base = inject('baseUrl')
  let served = 0
  const server = createServer((_req, res) => {
    served++
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG.length), 'access-control-allow-origin': '*', 'cache-control': 'no-store' })
    res.end(PNG)
  })
  let context: BrowserContext | undefined
  const errors: string[] = []

  async function open(): Promise<Page> {
    context = await launchPersistent(profile)
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    page.on('console', (m) => {
      if (m.text().startsWith('DBG')) console.log(m.text())
    })
    return page
  }

  afterAll(async () => {
    await context?.close()
    server.closeAllConnections()
    server.close()
    try {
      execFileSync('umount', [mountPoint], { stdio: 'pipe' })
    } catch {
      // Not mounted (skipped): nothing to undo.
    }
    rmSync(mountPoint, { recursive: true, force: true })
  })

  /**
   * Scroll the Cards page a step at a time until `count` more images were served (or the results end).
   * Returns the smallest the profile's IndexedDB folder was meanwhile (KB): near 0 when the browser deleted it.
   */
  async function browseImages(page: Page, count: number): Promise<number> {
    await page.getByRole('link', { name: 'Cards' }).click()
    const results = page.getByTestId('card-results')
    await results.waitFor()
    const until = served + count
    let smallest = kb(join(profile, 'Default/IndexedDB'))
    for (let step = 0; step < 80 && served < until; step++) {
      await results.evaluate((el) => el.scrollBy(0, 500))
      // A player's pace, on purpose: how many pictures the worker keeps before the disk fills decides when the
      // browser deletes the site's data, and a wait on the worker's own keeps hung when the deletion took the
      // worker's answer with it.
      await page.waitForTimeout(250)
      smallest = Math.min(smallest, kb(join(profile, 'Default/IndexedDB')))
    }
    return smallest
  }

  /**
   * The entries of each of the site's caches, by cache name, counted through the DevTools protocol: a count
   * from the page would hold handles to the caches, and a cache deleted while a handle to it lives stays
   * counted against the quota (the very bytes this journey's page needs back).
   */
  async function cacheEntries(page: Page): Promise<Map<string, number>> {
    const cdp = await page.context().newCDPSession(page)
    try {
      const { caches } = (await cdp.send('CacheStorage.requestCacheNames', { securityOrigin: new URL(base).origin })) as {
        caches: { cacheId: string; cacheName: string }[]
      }
      const out = new Map<string, number>()
      for (const c of caches) {
        const { returnCount } = (await cdp.send('CacheStorage.requestEntries', { cacheId: c.cacheId, skipCount: 0, pageSize: 10_000 })) as {
          returnCount: number
        }
        out.set(c.cacheName, (out.get(c.cacheName) ?? 0) + returnCount)
      }
      return out
    } finally {
      await cdp.detach()
    }
  }

  /** What the service worker keeps of the card images. */
  async function keptImages(page: Page): Promise<number> {
    const entries = await cacheEntries(page)
    return ['gundeck-card-images', 'gundeck-card-images-opaque'].reduce((n, name) => n + (entries.get(name) ?? 0), 0)
  }

  it('the browser deleting the site’s data under the page: noticed, written back from memory, said plainly, and images no longer kept', async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const images = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    mkdirSync(profile)
    let page = await open()
    await importRealCards(page, base)
    await page.getByRole('link', { name: 'Card data' }).click()
    await page.getByLabel('Image URL template (optional)').fill(`${images}/cors/{printing}.png`)
    await page.getByRole('button', { name: 'Save settings' }).click()
    // The new image host is allowed from the next start (the page's Content-Security-Policy).
    await Promise.all([page.waitForEvent('load'), page.getByTestId('image-hosts-reload-button').click()])
    await page.getByRole('link', { name: 'Decks' }).click()
    await page.getByTestId('new-deck').click()
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').fill('Alpha')
    await page.getByTestId('deck-name').press('Enter')
    await page.getByTestId('tab-notes').click()
    await page.getByLabel('Notes', { exact: true }).fill('Keep two blockers back on turn three.')
    await page.getByLabel('Notes', { exact: true }).blur()
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await mirrored(page)
    await localStorageOnDisk(profile, ['Alpha'])
    const before = await storedCounts(page)
    expect(before).toMatchObject({ cards: 1075, decks: [{ name: 'Alpha', notes: 'Keep two blockers back on turn three.', main: 0 }] })

    // The disk nearly full: 4 MB left.
    execFileSync('fallocate', ['-l', String(Math.max(0, freeBytes() - 4 * 1024 * 1024)), join(mountPoint, 'filler')])
    const idbBefore = kb(join(profile, 'Default/IndexedDB'))
    const estimate = await page.evaluate(() => navigator.storage.estimate())
    console.log(
      `[e2e] ${freeBytes()} bytes free; IndexedDB ${idbBefore} KB; the browser reports ${((estimate.quota ?? 0) - (estimate.usage ?? 0)).toLocaleString('en-US')} bytes free`,
    )

    const smallest = await browseImages(page, 90)
    // Deleted: seen on disk, or said by the page (the folder can be written back between two looks).
    // As long again for the last keeps to fail or settle (the worker's answer can go with the deleted data).
    await page.waitForTimeout(2000)
    const said = page.getByTestId('storage-loss').or(page.getByTestId('storage-alert'))
    const wiped = smallest < idbBefore / 2 || (await said.count()) > 0
    console.log(
      `[e2e] ${served} images served; the browser ${wiped ? `deleted the site’s data (IndexedDB down to ${smallest} KB)` : 'kept the site’s data'}; IndexedDB now ${kb(join(profile, 'Default/IndexedDB'))} KB; ${await keptImages(page)} images kept`,
    )
    if (wiped) {
      // The page says so: written back at once, or, when the disk was still full, after Try again.
      const loss = page.getByTestId('storage-loss')
      await said.first().waitFor({ timeout: 20_000 })
      if (!(await loss.count())) {
        console.log('[e2e] the disk was still full: the page stopped saving; space freed, Try again pressed')
        rmSync(join(mountPoint, 'filler'))
        // Chromium stops a service worker idle for 30 s, and with it any handle it held to the caches the
        // browser deleted (they stay counted against the quota while one lives); a worker DevTools is attached
        // to, as Playwright is to every one, is never stopped. Stopped here as it would be while the player
        // frees space: the page asked it to drop its images already.
        const cdp = await context!.newCDPSession(page)
        await cdp.send('ServiceWorker.enable')
        await cdp.send('ServiceWorker.stopAllWorkers')
        await cdp.detach()
        // Chromium may refuse writes for a while after the space came back (QuotaExceededError, "There is
        // still no room"): the player presses Try again until it takes, as the alert asks.
        const retry = page.getByTestId('storage-retry')
        let presses = 0
        /** Chromium still counting the caches it deleted (docs/storage.md): over 1 MB of caches in its estimate, no cache holding an entry. */
        const ghostCaches = async () => {
          const estimate = (await page.evaluate(() => navigator.storage.estimate())) as { usageDetails?: { caches?: number } }
          return (estimate.usageDetails?.caches ?? 0) > 1_000_000 && [...(await cacheEntries(page)).values()].every((n) => n === 0)
        }
        try {
          let outcome = 'not yet'
          await expect
            .poll(
              async () => {
                if ((await loss.count()) > 0) return (outcome = 'written back')
                // No press takes while the browser counts them: after a few, the backup path below is taken at once.
                if (presses >= 4 && (await ghostCaches())) return (outcome = 'caches still counted')
                if (await retry.isEnabled()) {
                  await retry.click()
                  presses++
                }
                return outcome
              },
              { timeout: 45_000, interval: 1500 },
            )
            .not.toBe('not yet')
          if (outcome !== 'written back') throw new Error(outcome)
        } catch (e) {
          // Why the write-back never took: what the alert said last, and what is on the disk.
          const alert = (
            await page
              .getByTestId('storage-alert')
              .innerText({ timeout: 2000 })
              .catch(() => '(no alert)')
          ).replace(/\s+/g, ' ')
          const usage = await page
            .evaluate(async () =>
              JSON.stringify({
                ...(await navigator.storage.estimate()),
                caches: await Promise.all((await caches.keys()).map(async (k) => `${k}:${(await (await caches.open(k)).keys()).length}`)),
              }),
            )
            .catch(() => '(no estimate)')
          const onDisk = execFileSync(
            'du',
            ['-sk', ...['Default/IndexedDB', 'Default/File System', 'Default/Service Worker', 'Default/Local Storage'].map((d) => join(profile, d))],
            { encoding: 'utf8' },
          ).replace(/\s+/g, ' ')
          const said = `${await page
            .getByTestId('storage-retry-error')
            .textContent({ timeout: 2000 })
            .catch(() => '(none)')} / ${await page
            .getByTestId('storage-detail')
            .textContent({ timeout: 2000 })
            .catch(() => '(none)')}`
          const why = `no loss said after ${presses} presses of Try again; ${freeBytes()} bytes free; the browser's estimate ${usage}; on disk (KB) ${onDisk}; the alert: ${alert}; Try again said: ${said}`
          // Chromium can go on counting the caches it deleted (their images, with no entry left in any cache) and
          // refuse every write for as long as it does, whatever the page asks (docs/storage.md). Outside gundeck's
          // reach: what the player is told to do then must hold everything, so that nothing is lost.
          const ghost = /"caches":(\d+)/.exec(usage)?.[1]
          if (!ghost || Number(ghost) < 1_000_000 || !/"caches":\[("[^"]*:0",?)*\]/.test(usage)) throw new Error(why, { cause: e })
          console.log(`[e2e] OPEN FINDING (browser): ${why}; the backup the alert offers is checked instead`)
          const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('storage-backup').click()])
          const backup = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { decks: { name: string }[]; deckHistory: unknown[] }
          expect(backup.decks.map((d) => d.name)).toEqual(['Alpha'])
          expect(backup.deckHistory).toHaveLength(before.history)
          return
        }
        console.log(`[e2e] Try again pressed ${presses} times`)
      }
      expect(await loss.getAttribute('data-kind')).toBe('vanished')
      expect(await loss.locator('p:not(.storage-loss__actions)').allTextContents()).toEqual([
        'While this page was open, the browser deleted gundeck’s saved data on this device, most likely to free disk space.',
        `Everything this page held was written back: 1 deck, the card list (1,075 cards) and ${before.history === 1 ? '1 history entry' : `${before.history} history entries`}.`,
        'To leave room for your data, card images are no longer kept for offline use (the Card data page can turn this back on). Free some space on this device if you can.',
      ])
      expect(await cutOrOffScreenAtBothSizes(page, '[data-testid="storage-loss"] :is(h2, p, button)', 'wiped-notice')).toEqual([])
    }
    // Nothing the page showed as saved is missing.
    expect(await storedCounts(page)).toEqual(before)

    // Browsing on, after a reload (the service worker comes back): no image is kept, nothing else is lost.
    await page.reload()
    await browseImages(page, 60)
    console.log(`[e2e] after a reload, ${served} images served in all; ${await keptImages(page)} images kept; ${freeBytes()} bytes free`)
    if (wiped) expect(await keptImages(page)).toBe(0)
    // The browser can also delete the data during the reload (see lateLoss).
    let expected = wiped ? before : await lateLoss(page, before, 'during the reload')
    expect(await storedCounts(page)).toEqual(expected)
    if (wiped) {
      await page.getByRole('link', { name: 'Card data' }).click()
      await page.getByTestId('image-cache-paused').waitFor()
      await page.getByTestId('storage-loss-dismiss').click()
    }

    // Restarted, the decks page lists the deck, and it is stored.
    await context!.close()
    page = await open()
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText('Alpha').waitFor()
    // On a disk this full the browser can delete the data while it is closed, too.
    expected = await lateLoss(page, expected, 'while the browser was closed')
    expect(await storedCounts(page)).toEqual(expected)
    expect(errors).toEqual([])
  }, 300_000)
})

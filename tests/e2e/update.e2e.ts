import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newContext, watchErrors } from './browser'
import { storedRows, type StoredDeckRow } from './helpers'

/** The served build's lazy chunk for a page, e.g. DecksPage-abc123.js. */
const chunk = (dir: string, page: string) => readdirSync(join(dir, 'assets')).find((f) => f.startsWith(`${page}-`) && f.endsWith('.js'))!

/** Wait until the tab shows a document that a reload brought, with the app mounted. */
async function reloaded(page: Page) {
  await page.waitForFunction(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload' && !!document.querySelector('#main'),
  )
}

describe('a new version while a tab is open', () => {
  let browser: Browser
  const servers: { server: PreviewServer; dir: string }[] = []

  /** A copy of the build on its own server, so a test can "deploy" over it without touching anything else. */
  async function serveCopy(): Promise<{ dir: string; base: string }> {
    const dir = mkdtempSync(join(tmpdir(), 'gundeck-update-'))
    cpSync('dist/app', dir, { recursive: true })
    const server = await preview({
      configFile: false,
      root: dirname(dir),
      build: { outDir: basename(dir) },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
      logLevel: 'warn',
    })
    servers.push({ server, dir })
    return { dir, base: server.resolvedUrls!.local[0]! }
  }

  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
    for (const { server, dir } of servers) {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('waits for the Reload button; meanwhile the tab keeps its own build, and the deck survives the switch', async () => {
    const { dir, base } = await serveCopy()
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${base}#/cards`)
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 })
    await page.goto(`${base}#/decks`)
    await page.getByTestId('new-deck').click()
    await page.getByTestId('new-deck-name').press('Enter')
    await page.getByTestId('deck-name').fill('Kept across versions')
    await page.getByTestId('deck-name').press('Enter')
    // The list reads IndexedDB: once the new name shows there, it is stored.
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText('Kept across versions').waitFor()
    await page.goto(`${base}#/cards`)

    // Deploy a new version: a different service worker, and the old build's Card data page (not opened
    // yet in this tab) gone from the server.
    appendFileSync(join(dir, 'sw.js'), '\n// next build\n')
    rmSync(join(dir, 'assets', chunk(dir, 'CardDataPage')))
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()))
    await page.getByTestId('app-update').filter({ hasText: 'A new version of gundeck is ready' }).waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state))).toBe('installed')

    // Not reloaded yet: the open tab still gets its own build's files, so its pages still open.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Card data' }).click()
    await page.getByTestId('backup-download').waitFor()

    await page.getByTestId('app-update-reload').click()
    await reloaded(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Decks' }).click()
    await page.getByTestId('deck-list').getByText('Kept across versions').waitFor()
    expect(await page.getByTestId('app-update').count()).toBe(0)
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))).toBeNull()
    const decks = await storedRows<StoredDeckRow>(page, 'decks')
    expect(decks.map((d) => d.name)).toEqual(['Kept across versions'])
    expect(errors).toEqual([])
    await context.close()
  })

  it('a lazy page missing from the server offers a reload instead of a blank page', async () => {
    const { dir, base } = await serveCopy()
    // No service worker here: the tab fetches from the server, which no longer has this build's Simulate chunk.
    const context = await newContext(browser, { serviceWorkers: 'block' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${base}#/cards`)
    await page.route(`**/assets/${chunk(dir, 'CardDataPage')}`, (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Card data' }).click()
    await page.getByTestId('app-update').filter({ hasText: 'A new version of gundeck is ready' }).waitFor()
    // The server has the page again (the new version is in place): Reload, and it opens.
    await page.unroute(`**/assets/${chunk(dir, 'CardDataPage')}`)
    await page.getByTestId('app-update-reload').click()
    await reloaded(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Card data' }).click()
    await page.getByTestId('backup-download').waitFor()
    expect(await page.getByTestId('app-update').count()).toBe(0)
    expect(errors.filter((e) => !/CardDataPage|dynamically imported module/.test(e))).toEqual([])
    await context.close()
  })
})

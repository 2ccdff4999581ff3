// Sync between devices (the sync issue's note): how long an edit made on one device takes to show in the
// other device's open editor, both ways in turns, through the CouchDB-protocol server of scripts/sync-server.ts
// on this machine: the median of SYNC_RELAYS edits (20 by default), with the fastest and the slowest. Figures
// only: tests/e2e/sync.e2e.ts checks that an edit arrives both ways. Needs the built app (dist/app) and
// Debian's Chromium.
import type { Browser, Page } from 'playwright-core'
import { startSyncServer, type SyncServer } from '../scripts/sync-server'
import { newContext } from '../tests/e2e/browser'
import { thisAndBaseline, withBrowser } from './browser'
import { median, type Reporter } from './harness'

const USER = { name: 'amuro', password: 'white-base' }

/** A device (a context of its own) signed in and up to date, on the Card data page's Sync panel. */
async function device(browser: Browser, base: string, server: SyncServer): Promise<Page> {
  const page = await (await newContext(browser)).newPage()
  await page.goto(`${base}/#/data`)
  await page.getByTestId('sync-server').fill(server.url)
  await page.getByTestId('sync-user').fill(USER.name)
  await page.getByTestId('sync-password').fill(USER.password)
  await page.getByTestId('sync-sign-in').click()
  await page
    .getByTestId('sync-state')
    .filter({ hasText: /^Up to date$/ })
    .waitFor({ timeout: 60_000 })
  return page
}

async function run(report: Reporter, browser: Browser, base: string, server: SyncServer, label: string) {
  const relays = Number(process.env.SYNC_RELAYS ?? 20)
  await server.addUser(USER.name, USER.password)
  const a = await device(browser, base, server)
  // A deck made on the first device, up to date there, then the second device signed in and holding it.
  await a.goto(`${base}/#/decks`)
  await a.getByTestId('new-deck').click()
  await a.getByTestId('new-deck-name').press('Enter')
  await a.waitForURL(/#\/decks\/[^/]+$/)
  const id = decodeURIComponent(a.url().split('#/decks/')[1]!)
  const b = await device(browser, base, server)
  await b.goto(`${base}/#/decks/${id}`)
  await b.getByTestId('deck-name').waitFor({ timeout: 60_000 })
  await a.goto(`${base}/#/decks/${id}`)
  const times: number[] = []
  for (let k = 0; k < relays; k++) {
    const [from, to] = k % 2 === 0 ? [a, b] : [b, a]
    const name = `Relay ${k}`
    const field = from.getByTestId('deck-name')
    await field.fill(name)
    const start = Date.now()
    await field.press('Tab')
    await to.waitForFunction((n) => (document.querySelector('[data-testid="deck-name"]') as HTMLInputElement | null)?.value === n, name, { timeout: 60_000 })
    times.push(Date.now() - start)
  }
  report.figure(`an edit reaching the other device's open editor, median of ${relays}${label}`, median(times), 'ms')
  report.figure(`... the fastest${label}`, Math.min(...times), 'ms')
  report.figure(`... the slowest${label}`, Math.max(...times), 'ms')
}

export default async function syncRelay(report: Reporter) {
  // A server for each build (its origin), stopped once the browser is closed: its pages' requests end first.
  const servers: SyncServer[] = []
  const measure = async (r: Reporter, browser: Browser, base: string) => {
    const server = await startSyncServer({ origins: [base] })
    servers.push(server)
    await run(r, browser, base, server, '')
  }
  try {
    await withBrowser(report, (browser, serveBuild) => thisAndBaseline(report, serveBuild, (r, base) => measure(r, browser, base.replace(/\/$/, ''))))
  } finally {
    for (const s of servers) await s.stop()
  }
}

import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's Chromium, headless; never a downloaded browser. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`)
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
}

/** The flags every journey starts Chromium with (the crash journeys start it themselves, see crash.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The app follows the browser's language: every journey reads English unless it asks for another (language.e2e.ts).
  '--lang=en-US',
]

/** Chromium keeping its profile (IndexedDB included) in `userDataDir`, as a browser restarted on the same profile. */
export async function launchPersistent(userDataDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`)
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 860 },
    locale: 'en-US',
    ...options,
  })
}

/** A phone as the journeys hold one: 390 × 844 by touch, at twice the pixel density. */
export const PHONE_CONTEXT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } satisfies BrowserContextOptions

/** Fail the test on any uncaught page error or console error, so broken pages do not pass quietly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    // Card images come from the card data's hosts on the internet, which this machine cannot reach: the
    // tile's drawn fallback is the tested behaviour, so those load failures are not errors of the app.
    // Through the service worker (it keeps card images) the same failure reads ERR_FAILED.
    const offline =
      /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED|FAILED)/.test(m.text()) &&
      /^https:\/\//.test(m.location().url ?? '')
    if (m.type() === 'error' && !offline) errors.push(`console: ${m.text()} at ${m.location().url}`)
  })
  return errors
}

/**
 * A fresh context (its own, empty, site data). It runs the app without its service worker unless asked
 * (`serviceWorkers: 'allow'`): a worker installed in every fresh context (the whole app precached, then every
 * reload served through it) took 15-25% of the journeys' time, for journeys whose subject is not the
 * worker. The journeys whose subject it is ask for it: offline, updates, kept images, quick closes and two
 * tabs (reloads served by the worker); the disk, damaged-store and crash journeys run a whole browser
 * profile, which keeps it.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  // An English browser unless the journey passes its own `locale`: the app shows the browser's language.
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block', locale: 'en-US', ...options })
  // Content-Security-Policy refusals are not console calls: log them so watchErrors fails the test.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample})`,
      ),
    ),
  )
  return context
}

/**
 * A new page of `context` in a window of its own, as a player opens a second window beside the first. A second
 * tab of one window gets no animation frames while another tab is in front (headless Chromium draws the front
 * tab only), and Playwright waits for frames before every click: two seconds a click in the tab behind.
 */
export async function pageInOwnWindow(context: BrowserContext): Promise<Page> {
  const browser = context.browser()
  const first = context.pages()[0]
  if (!browser || !first) return context.newPage()
  const probe = await context.newCDPSession(first)
  const { targetInfo } = await probe.send('Target.getTargetInfo')
  await probe.detach()
  const session = await browser.newBrowserCDPSession()
  try {
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      session.send('Target.createTarget', { url: 'about:blank', browserContextId: targetInfo.browserContextId, newWindow: true }),
    ])
    return page
  } finally {
    await session.detach()
  }
}

/** A browser context of its own (its own, empty, site data) and a page in it whose errors are collected. */
export async function ownContext(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, options)
  const page = await context.newPage()
  return { context, page, errors: watchErrors(page) }
}

/** What most journeys start with: Chromium, one context, one page whose errors are collected. */
export async function openPage(options: BrowserContextOptions = {}): Promise<{ browser: Browser; context: BrowserContext; page: Page; errors: string[] }> {
  const browser = await launch()
  return { browser, ...(await ownContext(browser, options)) }
}

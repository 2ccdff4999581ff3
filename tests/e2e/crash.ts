import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS, watchErrors } from './browser'
import type { Seen } from './crash-judge'

/**
 * Chromium as a crash ends it: started by hand as a process group of its own on a persistent profile,
 * driven over the DevTools protocol, and ended with SIGKILL to the whole group (browser, renderers, GPU
 * and utility processes at once), the way an out-of-memory kill or a phone's system ends a browser.
 * Nothing gets to flush: no pagehide, no unload, no last commit of localStorage or IndexedDB.
 */

export interface View {
  name: 'desktop' | 'phone'
  width: number
  height: number
  mobile: boolean
  touch: boolean
}
export const DESKTOP: View = { name: 'desktop', width: 1280, height: 800, mobile: false, touch: false }
export const PHONE: View = { name: 'phone', width: 390, height: 844, mobile: true, touch: true }

/**
 * What a page showed at one moment, read from its DOM (see SHOWN_SCRIPT): the deck's lines as
 * "section number×count" (sorted), its name, notes and tags as committed and as still being typed, the
 * playtest as its log length and zone counts ("none" before a deal), and whether it said "Saved".
 */
export interface Shown extends Seen {
  /** The Chromium run it was shown in (the count of starts). */
  run: number
  notice: string | null
}

/**
 * Runs in every page of the crashing browser from the first byte: whenever what the page shows changes
 * (a DOM change, a keystroke, a committed field, or a 50 ms look for field values set by script), the
 * shown state goes to the test through the `__gundeckShown` binding, before any later task of the page
 * runs. `__gundeckShownNow()` reads it on demand. Kept as a string: the page needs plain JavaScript.
 */
const SHOWN_SCRIPT = `(() => {
  if (!/^https?:/.test(location.protocol) || window.__gundeckShownNow) return
  const doc = crypto.randomUUID()
  const committed = { deck: null, name: null, notes: null, tags: null }
  const changed = new Set()
  const text = (el) => (el ? (el.textContent || '').trim() : null)
  const fields = () => {
    const panel = document.querySelector('.editor__notes')
    return {
      name: document.querySelector('[data-testid="deck-name"]'),
      notes: panel ? panel.querySelector('textarea') : null,
      tags: panel ? panel.querySelector('input') : null,
    }
  }
  const read = () => {
    const m = /^#\\/decks\\/([^/?]+)/.exec(location.hash)
    const deck = m ? decodeURIComponent(m[1]) : null
    if (deck !== committed.deck) Object.assign(committed, { deck, name: null, notes: null, tags: null })
    const f = fields()
    for (const key of ['name', 'notes', 'tags']) {
      const el = f[key]
      // A field's text is the deck's only when it is not being typed into, or has just been committed.
      if (el && (document.activeElement !== el || changed.has(el))) committed[key] = key === 'tags' ? el.value.split(',').map((t) => t.trim()).filter(Boolean).join(',') : el.value
    }
    changed.clear()
    let cards = null
    // A list still being drawn (its first frame holds only the first lines) shows no cards yet.
    if (document.querySelector('[data-testid="section-main"]') && !document.querySelector('[aria-busy="true"] [data-testid="section-main"]')) {
      const count = new Map()
      for (const section of ['main', 'resource', 'sideboard', 'ex'])
        for (const line of document.querySelectorAll('[data-testid="section-' + section + '"] [data-testid="deck-line"]')) {
          const key = section + ' ' + line.getAttribute('data-number')
          count.set(key, (count.get(key) || 0) + Number(text(line.querySelector('[data-testid="line-count"]'))))
        }
      cards = [...count].map(([k, n]) => k + '×' + n).sort().join(',')
    }
    let game = null
    if (document.querySelector('[data-testid="pt-log"]')) {
      const counts = [...document.querySelectorAll('[data-testid^="count-"]')].map((el) => el.getAttribute('data-testid').slice(6) + '=' + text(el)).sort()
      game = 'log=' + document.querySelectorAll('[data-testid="log-entry"]').length + ' ' + counts.join(' ')
    } else if (document.querySelector('[data-testid="pt-start"]')) game = 'none'
    const saveEl = document.querySelector('[data-testid="save-state"]')
    const save = text(saveEl) ?? text(document.querySelector('[data-testid="pt-save-state"]'))
    const rev = saveEl ? saveEl.getAttribute('data-revision') : null
    const tagsShown = f.tags ? f.tags.value.split(',').map((t) => t.trim()).filter(Boolean).join(',') : null
    return {
      doc, t: performance.timeOrigin + performance.now(), deck, saved: save === 'Saved', revision: rev === null ? null : Number(rev), cards,
      name: committed.name, notes: committed.notes, tags: committed.tags,
      draftName: f.name ? f.name.value : null, draftNotes: f.notes ? f.notes.value : null, draftTags: tagsShown,
      game, notice: text(document.querySelector('[data-testid="editor-notice"]')),
    }
  }
  let last = ''
  const capture = () => {
    const now = read()
    // A notice alone is no new state: a page still showing an older deck as saved must not claim it again.
    const key = JSON.stringify({ ...now, t: 0, notice: null })
    if (key === last) return
    last = key
    try { window.__gundeckShown(now) } catch {}
  }
  let queued = false
  const soon = () => {
    if (queued) return
    queued = true
    queueMicrotask(() => { queued = false; capture() })
  }
  window.__gundeckShownNow = read
  new MutationObserver(soon).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  document.addEventListener('input', soon, true)
  // The app commits a field on change: look once its handler has run.
  document.addEventListener('change', (e) => { changed.add(e.target); setTimeout(capture) }, true)
  setInterval(capture, 50)
})()`

/** Processes of a group still alive (a zombie holds no file and no lock any more). */
function liveMembers(group: number): number[] {
  const out: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(pgrp) === group && state !== 'Z' && state !== 'X') out.push(Number(name))
  }
  return out
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Browsers started here are not children that die with the test run (they have their own process group):
 * whatever is still running when the run ends is killed, and its profile deleted.
 */
const running = new Map<number, string>()
process.once('exit', () => {
  for (const [group, profile] of running) {
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // gone already
    }
    rmSync(profile, { recursive: true, force: true })
  }
})

/** A page of the crashing browser at one view, pressed by mouse or by touch as the view has it. */
export class Player {
  constructor(
    readonly page: Page,
    readonly view: View,
    private readonly cdp: CDPSession,
  ) {}

  /** A click on desktop; on the phone a tap where the finger lands (the element must be the one hit there). */
  async press(target: Locator): Promise<void> {
    if (!this.view.touch) return target.click()
    await target.waitFor()
    const until = Date.now() + 10_000
    for (;;) {
      const point = await target.evaluate((el) => {
        el.scrollIntoView({ block: 'center', inline: 'center' })
        const r = el.getBoundingClientRect()
        const x = r.left + r.width / 2
        const y = r.top + r.height / 2
        const hit = document.elementFromPoint(x, y)
        const enabled = !(el as HTMLButtonElement).disabled
        return enabled && hit && (el === hit || el.contains(hit)) ? { x, y } : null
      })
      if (point) {
        await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: point.x, y: point.y }] })
        await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
        return
      }
      if (Date.now() > until) throw new Error(`cannot tap ${target.toString()}: disabled or covered`)
      await sleep(50)
    }
  }
}

/**
 * One Chromium on one profile, started and SIGKILLed as often as a journey wants. Every page it opens
 * reports what it shows (see `shown`), tagged with the run it belongs to.
 */
export class CrashingChromium {
  readonly profile: string
  /** Everything the pages showed, every run. */
  readonly shown: Shown[] = []
  /** Uncaught page errors and console errors of every run. */
  readonly errors: string[] = []
  /** Milliseconds from the SIGKILL to the last process of the group gone, and from spawn to a connected browser. */
  readonly killMs: number[] = []
  readonly startMs: number[] = []
  run = 0
  private child: ChildProcess | null = null
  private browser: Browser | null = null
  private ctx: BrowserContext | null = null
  private stderr = ''

  /** A fresh profile, or a copy of `from` (a profile another run prepared, its browser gone). */
  constructor(from?: string) {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`)
    this.profile = mkdtempSync(join(tmpdir(), 'gundeck-crash-'))
    // Not the lock of the browser that made it: that one belongs to its own profile.
    if (from) cpSync(from, this.profile, { recursive: true, filter: (src) => !basename(src).startsWith('Singleton') })
  }

  get context(): BrowserContext {
    if (!this.ctx) throw new Error('Chromium is not running')
    return this.ctx
  }

  get pid(): number | null {
    return this.child?.pid ?? null
  }

  /** Start Chromium on the profile (a fresh one, or the one a kill left behind) and connect to it. */
  async start(): Promise<void> {
    if (this.child) throw new Error('Chromium is running already')
    const begin = performance.now()
    // Left by the killed run: the new one writes its own.
    rmSync(join(this.profile, 'DevToolsActivePort'), { force: true })
    const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--user-data-dir=${this.profile}`, '--remote-debugging-port=0', 'about:blank'], {
      detached: true, // its own process group (setsid): the kill reaches every process it starts, and only those
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    this.child = child
    if (child.pid) running.set(child.pid, this.profile)
    this.stderr = ''
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-4000)))
    const endpoint = await this.endpoint(child)
    this.browser = await chromium.connectOverCDP(endpoint)
    this.run++
    const run = this.run
    const ctx = this.browser.contexts()[0]
    if (!ctx) throw new Error('Chromium over CDP has no default context')
    this.ctx = ctx
    // The window Chromium opens at start is the first page a journey gets.
    this.blank = ctx.pages().find((p) => p.url() === 'about:blank') ?? null
    await ctx.exposeBinding('__gundeckShown', (_source, shown: Omit<Shown, 'run'>) => void this.shown.push({ ...shown, run }))
    await ctx.addInitScript({ content: SHOWN_SCRIPT })
    this.startMs.push(performance.now() - begin)
  }

  /** The DevTools address: Chromium prints it on stderr and writes it to DevToolsActivePort; whichever comes first. */
  private async endpoint(child: ChildProcess): Promise<string> {
    const until = Date.now() + 30_000
    const file = join(this.profile, 'DevToolsActivePort')
    while (Date.now() < until) {
      const printed = /DevTools listening on (ws:\/\/\S+)/.exec(this.stderr)
      if (printed) return printed[1]!
      if (existsSync(file)) {
        const [port, path] = readFileSync(file, 'utf8').split('\n')
        if (port && path) return `ws://127.0.0.1:${port}${path}`
      }
      if (child.exitCode !== null || child.signalCode !== null) break
      await sleep(20)
    }
    throw new Error(`Chromium gave no DevTools address (exit ${child.exitCode ?? child.signalCode ?? 'none'}): ${this.stderr.slice(-1000)}`)
  }

  /** SIGKILL the whole process group and wait until no process of it is left. */
  async kill(): Promise<void> {
    const child = this.child
    if (!child?.pid) return
    const begin = performance.now()
    const exited = new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e
    }
    await exited
    const until = Date.now() + 15_000
    while (liveMembers(child.pid).length > 0) {
      if (Date.now() > until) throw new Error(`processes of Chromium's group ${child.pid} outlived SIGKILL: ${liveMembers(child.pid).join(' ')}`)
      await sleep(10)
    }
    this.killMs.push(performance.now() - begin)
    running.delete(child.pid)
    this.child = null
    this.ctx = null
    this.session = null
    // The connection died with the browser; let go of it without waiting for an answer.
    const browser = this.browser
    this.browser = null
    void browser?.close().catch(() => undefined)
  }

  /** Kill (when running) and start again on the same profile. */
  async restart(): Promise<void> {
    await this.kill()
    await this.start()
  }

  /**
   * A new page at this view, in a window of its own (a background tab of a shared window gets no animation
   * frames, and every action on it would wait for them); its size and touch are set through the DevTools
   * protocol before anything loads.
   */
  async open(view: View): Promise<Player> {
    // One at a time: the new page is known by the page event that follows its creation.
    const turn = this.opening.then(() => this.openNow(view))
    this.opening = turn.catch(() => undefined)
    return turn
  }
  private opening: Promise<unknown> = Promise.resolve()
  private blank: Page | null = null
  private readonly watched = new WeakSet<Page>()

  /** Done with these pages: all closed but one, left blank for the next `open` (a browser keeps a window). */
  async release(players: readonly Player[]): Promise<void> {
    const [keep, ...rest] = players
    for (const p of rest) await p.page.close()
    if (!keep) return
    await keep.page.goto('about:blank')
    this.blank = keep.page
  }
  private async openNow(view: View): Promise<Player> {
    const browser = await this.browserSession()
    const page =
      this.blank ?? (await Promise.all([this.context.waitForEvent('page'), browser.send('Target.createTarget', { url: 'about:blank', newWindow: true })]))[0]
    this.blank = null
    if (!this.watched.has(page)) this.errors.push(...watchErrors(page))
    this.watched.add(page)
    const cdp = await this.context.newCDPSession(page)
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: view.width,
      height: view.height,
      deviceScaleFactor: view.mobile ? 3 : 1,
      mobile: view.mobile,
    })
    await cdp.send('Emulation.setTouchEmulationEnabled', view.touch ? { enabled: true, maxTouchPoints: 5 } : { enabled: false })
    return new Player(page, view, cdp)
  }

  private session: CDPSession | null = null
  private async browserSession(): Promise<CDPSession> {
    if (!this.browser) throw new Error('Chromium is not running')
    this.session ??= await this.browser.newBrowserCDPSession()
    return this.session
  }

  /** What the page shows now, read the same way as the reports. */
  async shownNow(page: Page): Promise<Shown> {
    const now = await page.evaluate(() => (window as unknown as { __gundeckShownNow: () => Omit<Shown, 'run'> }).__gundeckShownNow())
    return { ...now, run: this.run }
  }

  /** Stop for good and delete the profile. */
  async dispose(): Promise<void> {
    await this.kill()
    rmSync(this.profile, { recursive: true, force: true })
  }
}

/** A small seeded generator (mulberry32): the same seed, the same kills. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The browser the crash journeys copy their profiles from: started once, the real card data imported and the
 * Decks page opened, then killed. Each stream starts from a copy of its profile instead of importing again.
 */
export async function crashTemplateWithCards(base: string, importCards: (page: Page, base: string) => Promise<void>): Promise<CrashingChromium> {
  const template = new CrashingChromium()
  await template.start()
  const p = await template.open(DESKTOP)
  await importCards(p.page, base)
  await p.page.goto(`${base}#/decks`)
  await p.page.getByTestId('new-deck').waitFor()
  await template.kill()
  return template
}

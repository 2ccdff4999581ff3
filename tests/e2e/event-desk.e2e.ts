// The event desk as an organiser uses it, at a desk (1280 x 800, mouse, 200 files dropped) and on a
// phone (390 x 844, taps, a ZIP of the 200 lists picked): filter to the not-legal lists, open one,
// export the CSV and read it back, print sheets for a selection, save the event, reload and find it.
// No figure is printed here: speed belongs to npm run bench.
import { readFileSync } from 'node:fs'
import Papa from 'papaparse'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkList, type ListStatus } from '~/engine/event/check'
import { EVENT_REPORT_COLUMNS } from '~/engine/event/report'
import { banListInForce, getFormat } from '~/engine/formats/registry'
import { hasShared, sharedText } from '../shared'
import { zip } from '../zip-writer'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { importRealCards, phoneProblems, realPoolAndStarter, shot, storedRows } from './helpers'

declare global {
  interface Window {
    __longTasks: number[]
    __prints: number
  }
}

const TCG_PLUS = 'https://www.bandai-tcg-plus.com/deck_recipe?deck=QxT.QxT.Vm9.Vm9&deck_code=ABCD1234EFGH&game_title_id=15'

describe.skipIf(!hasShared)('the event desk (needs ../shared)', () => {
  const base = inject('baseUrl')
  const { pool } = realPoolAndStarter()
  const gcg = getFormat('gcg')!
  const today = new Date().toISOString().slice(0, 10)
  const banList = banListInForce('gcg', today)
  const officials = Array.from({ length: 25 }, (_, i) => sharedText(`decks/official/deck-${String(i + 1).padStart(3, '0')}.txt`))

  /** `count` lists of our own making from the real pool: official decks as sent, some made not legal, foreign JSON, one TCG+ link. */
  function lists(count: number): { name: string; text: string; status: ListStatus }[] {
    return Array.from({ length: count }, (_, i) => {
      const deck = officials[i % officials.length]!
      const first = deck
        .split('\n')
        .find((l) => /^\d+ [A-Z]/.test(l))!
        .split(' ')[1]!
      let name = `player-${String(i + 1).padStart(4, '0')}.txt`
      let text = `// Player: Player ${i + 1}\n${deck}`
      if (i === 7) text = TCG_PLUS
      else if (i % 10 === 3 || i % 10 === 6) text = `${text}\n9 ${first}`
      else if (i % 10 === 9) {
        name = name.replace('.txt', '.json')
        // Another tool's JSON gundeck does not read (the {"deck": [{card_id, count}]} record it reads now).
        text = JSON.stringify({ cards: [{ card_id: first, count: 4 }] })
      }
      const status = checkList(text, { cards: pool, format: gcg, banList, assumeResources: true }).status
      return { name, text, status }
    })
  }
  const expected200 = lists(200)
  const count = (status: ListStatus) => expected200.filter((l) => l.status === status).length

  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function deskPage(phone: boolean): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(
      browser,
      phone ? { ...PHONE_CONTEXT, acceptDownloads: true } : { viewport: { width: 1280, height: 800 }, acceptDownloads: true },
    )
    await context.addInitScript(() => {
      window.__longTasks = []
      window.__prints = 0
      // Headless Chromium has no print dialog to wait on: count the calls, and look at the print layout.
      window.print = () => void window.__prints++
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration))
      }).observe({ type: 'longtask', buffered: true })
    })
    const page = await context.newPage()
    return { page, errors: watchErrors(page) }
  }

  /**
   * Drop files on the drop zone as the browser does: a DataTransfer holding the Files. Returns the drop
   * itself; the files are made first, in a task of the test's own that is not counted.
   */
  async function dropLater(page: Page, files: { name: string; text: string }[]): Promise<() => Promise<void>> {
    await page.evaluate((list) => {
      const data = new DataTransfer()
      for (const f of list) data.items.add(new File([f.text], f.name, { type: 'text/plain' }))
      ;(window as unknown as { __drop: DataTransfer }).__drop = data
    }, files)
    return () =>
      page.evaluate(() => {
        const data = (window as unknown as { __drop: DataTransfer }).__drop
        document.querySelector('[data-testid="desk-drop"]')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
      })
  }

  /** From now (in the page) until the table shows `n` lists checked, in ms. */
  async function timeUntilShown(page: Page, n: number, start: () => Promise<void>): Promise<{ ms: number; sawProgress: boolean }> {
    await page.evaluate((n) => {
      window.__longTasks = []
      const w = window as unknown as { __shownAt: Promise<{ ms: number; sawProgress: boolean }> }
      const t0 = performance.now()
      let sawProgress = false
      w.__shownAt = new Promise((resolve) => {
        const look = () => {
          if (document.querySelector('[data-testid="desk-progress"] progress')) sawProgress = true
          const counts = document.querySelector('[data-testid="desk-counts"]')?.textContent ?? ''
          if (counts.trim().startsWith(`${n} lists`) && !document.querySelector('[data-testid="desk-progress"]'))
            resolve({ ms: performance.now() - t0, sawProgress })
          else requestAnimationFrame(look)
        }
        look()
      })
    }, n)
    await start()
    return page.evaluate(() => (window as unknown as { __shownAt: Promise<{ ms: number; sawProgress: boolean }> }).__shownAt)
  }

  async function journey(phone: boolean) {
    const { page, errors } = await deskPage(phone)
    const act = (l: Locator) => (phone ? l.tap() : l.click())
    const size = phone ? 'phone' : 'desktop'
    await importRealCards(page, base)
    // The header leads to the desk.
    await act(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Event desk' }))
    await page.getByTestId('desk-empty').waitFor()

    if (phone) {
      const archive = zip(expected200.map((l, i) => ({ name: `lists/${l.name}`, text: l.text, deflate: i % 2 === 0 })))
      await timeUntilShown(page, 200, async () => {
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('desk-choose-files').tap()])
        await chooser.setFiles({ name: 'event-lists.zip', mimeType: 'application/zip', buffer: Buffer.from(archive) })
      })
    } else {
      const drop = await dropLater(page, expected200)
      await timeUntilShown(page, 200, drop)
    }

    expect(await page.getByTestId('desk-counts').innerText()).toBe(
      `200 lists: ${count('not-legal')} not legal, ${count('unreadable')} unreadable, ${count('unchecked')} unchecked, ${count('legal')} legal`,
    )
    expect(count('not-legal')).toBeGreaterThan(0)
    expect(count('unreadable')).toBeGreaterThanOrEqual(21)
    // Not legal first, by default.
    expect(await page.getByTestId('desk-verdict').first().innerText()).toBe('Not legal')

    // Filter to the not-legal ones.
    await act(page.getByTestId('desk-filter-status'))
    await page.getByTestId('desk-filter-status').selectOption('not-legal')
    await page
      .getByTestId('desk-shown')
      .filter({ hasText: `Showing ${count('not-legal')} of 200` })
      .waitFor()
    // A page is drawn a few rows a frame: wait for all of it.
    await expect.poll(() => page.getByTestId('desk-verdict').count()).toBe(Math.min(100, count('not-legal')))
    expect(new Set(await page.getByTestId('desk-verdict').allInnerTexts())).toEqual(new Set(['Not legal']))
    // The text filter narrows further: one player.
    const notLegal = expected200.filter((l) => l.status === 'not-legal')
    const one = notLegal[0]!
    const player = one.text.split('\n')[0]!.replace('// Player: ', '')
    await act(page.getByTestId('desk-filter-text'))
    await page.getByTestId('desk-filter-text').fill(`"${player}"`.replace(/"/g, ''))
    await page
      .getByTestId('desk-shown')
      .filter({ hasText: /^Showing \d+ of 200$/ })
      .waitFor()

    // Open it: its violations, and the offending line marked.
    await act(page.getByTestId('desk-open').filter({ hasText: new RegExp(`^${player}$`) }))
    const view = page.getByTestId('desk-list-view')
    await view.waitFor()
    expect(await page.getByTestId('desk-list-status').innerText()).toBe('Not legal')
    const marked = view.locator('[data-marked="true"]')
    expect(await marked.count()).toBeGreaterThan(0)
    expect(await page.getByTestId('desk-list-problems').innerText()).toMatch(/copies|Error/)
    const extra = one.text.split('\n').at(-1)!
    if (/^9 /.test(extra)) expect(await marked.last().innerText()).toContain(extra)
    if (phone) {
      const open = await phoneProblems(page)
      expect(open.overflow, open.wide.join('; ')).toBe(0)
    }
    await act(page.getByTestId('desk-list-close'))
    await view.waitFor({ state: 'hidden' })
    await page.getByTestId('desk-filter-text').fill('')

    // The CSV, as the CLI writes it: a header, then one row per list.
    const [download] = await Promise.all([page.waitForEvent('download'), act(page.getByTestId('desk-export'))])
    const csv = readFileSync((await download.path())!, 'utf8')
    const parsed = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data
    expect(parsed[0]).toEqual([...EVENT_REPORT_COLUMNS])
    expect(parsed).toHaveLength(201)
    const byFile = new Map(parsed.slice(1).map((r) => [r[0]!.replace(/^lists\//, '').replace(/^event-lists\.zip\/lists\//, ''), r]))
    for (const l of expected200) expect(byFile.get(l.name)?.[2], l.name).toBe(l.status)
    expect(byFile.get(expected200[7]!.name)![4]).toMatch(/^unreadable \[line 1\]: this list is a Bandai TCG\+ deck link/)

    // Registration sheets for two lists: print shows only them.
    const boxes = page.getByTestId('desk-select')
    await act(boxes.nth(0))
    await act(boxes.nth(1))
    await act(page.getByTestId('desk-print'))
    expect(await page.evaluate(() => window.__prints)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    const sheets = page.getByTestId('desk-sheet')
    expect(await sheets.count()).toBe(2)
    expect(await sheets.first().isVisible()).toBe(true)
    expect(await sheets.first().innerText()).toMatch(/Player signature[\s\S]*Judge/i)
    expect(await sheets.first().innerText()).toMatch(/Main deck \(\d+\)/)
    expect(await page.getByTestId('desk-table').isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })

    if (phone) {
      const problems = await phoneProblems(page)
      expect(problems.overflow, problems.wide.join('; ')).toBe(0)
      expect(problems.small).toEqual([])
    }
    await page.getByTestId('desk-filter-status').selectOption('all')
    await shot(page, `desk-${size}`, { fullPage: !phone })

    // Saved only when asked: nothing stored until Save event.
    expect(await storedRows(page, 'events')).toEqual([])
    await act(page.getByTestId('desk-event-name'))
    await page.getByTestId('desk-event-name').fill(`Store Championship ${size}`)
    await act(page.getByTestId('desk-save'))
    await page.getByTestId('desk-save-message').filter({ hasText: 'Saved' }).waitFor()
    await expect
      .poll(async () => (await storedRows<{ name: string; rows: unknown[] }>(page, 'events')).map((e) => [e.name, e.rows.length]))
      .toEqual([[`Store Championship ${size}`, 200]])

    await page.reload()
    const saved = page.getByTestId('desk-saved-event').filter({ hasText: `Store Championship ${size}` })
    await saved.waitFor()
    expect(await saved.innerText()).toContain('200 lists')
    await act(saved.getByTestId('desk-saved-open'))
    await page
      .getByTestId('desk-counts')
      .filter({ hasText: /^200 lists/ })
      .waitFor()
    expect(await page.getByTestId('desk-counts').innerText()).toContain(`${count('not-legal')} not legal`)
    expect(errors).toEqual([])
    return page
  }

  it('at a desk: 200 files dropped, filtered, one opened, the CSV, sheets, saved and found after a reload; then 2,000 lists', async () => {
    const page = await journey(false)
    await page.getByTestId('desk-clear').click()
    await page.getByTestId('desk-empty').waitFor()
    const many = lists(2000)
    const drop = await dropLater(page, many)
    const shown = await timeUntilShown(page, 2000, drop)
    expect(shown.sawProgress).toBe(true)
    expect(await page.getByTestId('desk-shown').innerText()).toBe('Showing 2000 of 2000')
  }, 180_000)

  it('on a phone, by touch: a ZIP of the 200 lists picked, filtered, one opened, the CSV, sheets, saved and found after a reload', async () => {
    await journey(true)
  }, 180_000)
})

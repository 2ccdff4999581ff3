import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readDeckList } from '~/engine/decklist/read'
import { hasShared, sharedText } from '../shared'
import { CrashingChromium, crashTemplateWithCards, DESKTOP, PHONE, type Player, type View } from './crash'
import { editorControl, importRealCards, storedRows } from './helpers'

/**
 * The collection as a player keeps it, at 1280 × 800 by mouse and at 390 × 844 by touch: the ST04 starter
 * (deck-007) bought and added as owned, copies added and taken away, the deck changed until it needs three
 * cards more than owned ("missing 3"), its missing list downloaded, everything read back from IndexedDB
 * after a reload, and the browser killed with SIGKILL right after the page said "Saved" (crash.ts): what
 * the page showed as saved must be what is stored.
 */

const STARTER = 'decks/official/deck-007.txt'
const deckIdOf = (url: string) => decodeURIComponent(/#\/decks\/([^/?]+)/.exec(url)![1]!)

interface Row {
  number: string
  printing: string
  owned: number
}

/** The collection as IndexedDB holds it: printing -> copies. */
async function storedCollection(page: Page): Promise<Record<string, number>> {
  const rows = await storedRows<Row>(page, 'collection')
  return Object.fromEntries(rows.map((r) => [r.printing, r.owned]).sort(([a], [b]) => String(a).localeCompare(String(b))))
}

/** The starter's copies per printing, as reading the official list gives them (every section). */
function starterCopies(): Record<string, number> {
  const list = readDeckList(sharedText(STARTER))
  const out: Record<string, number> = {}
  for (const s of ['main', 'resource', 'sideboard'] as const)
    for (const e of list[s]) out[e.printing ?? e.number] = (out[e.printing ?? e.number] ?? 0) + e.count
  return out
}

const savedCollection = (page: Page) =>
  page
    .getByTestId('collection-save-state')
    .filter({ hasText: /^Saved$/ })
    .first()
    .waitFor()

/** Every text the page hands over as a file (saveTextFile makes a Blob URL for it), kept for the test to read. */
async function keepDownloads(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __files: Blob[] }
    if (w.__files) return
    w.__files = []
    const make = URL.createObjectURL.bind(URL)
    URL.createObjectURL = (b: Blob | MediaSource) => {
      if (b instanceof Blob) w.__files.push(b)
      return make(b)
    }
  })
}
const lastDownload = (page: Page) => page.evaluate(() => (window as unknown as { __files: Blob[] }).__files.at(-1)?.text() ?? null)

describe.skipIf(!hasShared)('the collection, kept beside the decks [needs ../shared]', () => {
  const base = inject('baseUrl')
  /** A profile with the real card data imported: each view's browser starts on a copy of it. */
  let template: CrashingChromium
  const browsers: CrashingChromium[] = []

  beforeAll(async () => {
    template = await crashTemplateWithCards(base, importRealCards)
  })
  afterAll(async () => {
    for (const b of browsers) await b.dispose()
    await template?.dispose()
    // A kill is no excuse for an uncaught error or a console error.
    expect(browsers.flatMap((b) => b.errors)).toEqual([])
  })

  /** The Collection page searched for one printing; its − owned N + stepper. */
  async function collectionRow(p: Player, printing: string) {
    const page = p.page
    if (!page.url().includes('#/collection')) {
      await page.goto(`${base}#/collection`)
    }
    await page.getByTestId('card-query').fill(printing)
    const row = page.locator(`[data-testid="collection-row"][data-printing="${printing}"]`)
    await row.waitFor()
    return row
  }
  const ownedShown = async (p: Player, printing: string) => {
    const row = await collectionRow(p, printing)
    return Number(/owned (\d+)/.exec((await row.getByTestId('owned-count').textContent()) ?? '')?.[1])
  }
  async function press(p: Player, printing: string, button: 'owned-plus' | 'owned-minus', times: number, expectAfter: number) {
    const row = await collectionRow(p, printing)
    for (let i = 0; i < times; i++) await p.press(row.getByTestId(button))
    await row
      .getByTestId('owned-count')
      .filter({ hasText: `owned ${expectAfter}` })
      .waitFor()
    await savedCollection(p.page)
  }

  async function journey(view: View) {
    const crash = new CrashingChromium(template.profile)
    browsers.push(crash)
    await crash.start()
    let p = await crash.open(view)
    const { page } = p
    const expected = starterCopies()

    // The starter deck, imported as a deck, then "I bought it": added to the collection from the editor's menu.
    await page.goto(`${base}#/decks`)
    await p.press(page.getByTestId('import-deck'))
    await page.getByTestId('import-text').fill(sharedText(STARTER))
    await page.getByTestId('import-preview').waitFor()
    await p.press(page.getByTestId('import-create'))
    await page.waitForURL(/#\/decks\/[^/]+$/)
    await page.getByTestId('section-main').waitFor()
    const deckId = deckIdOf(page.url())
    expect(await page.getByTestId('collection-status').count()).toBe(0) // no collection yet: nothing said
    await p.press(await editorControl(page, 'add-to-collection', (l) => p.press(l)))
    await page.getByTestId('added-to-collection').waitFor()
    await savedCollection(page)
    await page
      .getByTestId('collection-status')
      .filter({ hasText: /^complete$/ })
      .waitFor()
    expect(await storedCollection(page)).toEqual(expected)
    // Each line says what the collection holds of its card.
    expect(await page.locator('[data-testid="deck-line"][data-number="ST04-001"] [data-testid="line-owned"]').textContent()).toBe('owned 4')

    // Copies added and taken away on the Collection page: ST04-001 4 -> 5 -> 2.
    await page.goto(`${base}#/collection`)
    await page.getByTestId('collection-summary').filter({ hasText: '60 copies' }).waitFor()
    await press(p, 'ST04-001', 'owned-plus', 1, 5)
    expect((await storedCollection(page))['ST04-001']).toBe(5)
    await press(p, 'ST04-001', 'owned-minus', 3, 2)
    expect((await storedCollection(page))['ST04-001']).toBe(2)

    // The deck changed to need three cards more than owned: 2 short of ST04-001, and one more Moebius than
    // the 2 owned (one Ginn fewer keeps it at 50).
    await page.goto(`${base}#/decks/${deckId}`)
    await page.getByTestId('section-main').waitFor()
    if (view.touch) await p.press(page.getByTestId('pane-deck'))
    const line = (n: string) => page.getByTestId('section-main').locator(`[data-testid="deck-line"][data-number="${n}"]`)
    await p.press(line('ST04-004').getByTestId('line-plus'))
    await line('ST04-004').getByTestId('line-count').filter({ hasText: /^3$/ }).waitFor()
    await p.press(line('ST04-008').getByTestId('line-minus'))
    await line('ST04-008').getByTestId('line-count').filter({ hasText: /^3$/ }).waitFor()
    await page
      .getByTestId('collection-status')
      .filter({ hasText: /^missing 3 cards$/ })
      .waitFor()
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()

    // Its missing list, downloaded as text and as CSV.
    await p.press(page.getByTestId('tab-missing'))
    await page.getByTestId('missing-summary').filter({ hasText: 'missing 3 cards' }).waitFor()
    expect(await page.getByTestId('missing-line').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-number')))).toEqual(['ST04-001', 'ST04-004'])
    await keepDownloads(page)
    await p.press(page.getByTestId('missing-export-text'))
    expect(await lastDownload(page)).toBe('2 ST04-001\n1 ST04-004\n')
    await p.press(page.getByTestId('missing-export-csv'))
    expect(await lastDownload(page)).toBe('number,printings,need,owned,missing\nST04-001,,4,2,2\nST04-004,,3,2,1\n')

    // The Decks page says it too, and "I can build now" leaves it out.
    await page.goto(`${base}#/decks`)
    await page
      .getByTestId('deck-collection-status')
      .filter({ hasText: /^missing 3 cards$/ })
      .waitFor()
    await p.press(page.getByTestId('can-build'))
    await page.getByText('No deck matches these filters.').waitFor()

    // A reload: the stored rows are the ones shown, and the editor says "missing 3" again.
    await page.reload()
    const afterEdits = { ...expected, 'ST04-001': 2 }
    expect(await storedCollection(page)).toEqual(afterEdits)
    await page.goto(`${base}#/decks/${deckId}`)
    await page
      .getByTestId('collection-status')
      .filter({ hasText: /^missing 3 cards$/ })
      .waitFor()
    expect(await ownedShown(p, 'ST04-001')).toBe(2)

    // SIGKILL right after "Saved": what the page showed as saved is what comes back. Three presses, then the kill.
    let shown: Record<string, number> = afterEdits
    for (const [printing, button, times] of [
      ['ST04-010', 'owned-plus', 2],
      ['ST04-015', 'owned-minus', 3],
    ] as const) {
      const before = await ownedShown(p, printing)
      const after = button === 'owned-plus' ? before + times : before - times
      await press(p, printing, button, times, after)
      shown = { ...shown, [printing]: after }
      await crash.restart()
      p = await crash.open(view)
      await p.page.goto(`${base}#/collection`)
      await p.page.getByTestId('collection-list').waitFor()
      expect(await storedCollection(p.page)).toEqual(shown)
      expect(await ownedShown(p, printing)).toBe(after)
    }
    // Undo after the restart takes back the last change (stored History), as a stored change of its own.
    await p.page.goto(`${base}#/collection`)
    await p.press(p.page.getByTestId('collection-undo'))
    await p.page.locator('[data-testid="collection-history"] li').first().filter({ hasText: 'Undo: -1 ST04-015' }).waitFor()
    await savedCollection(p.page)
    expect((await storedCollection(p.page))['ST04-015']).toBe(shown['ST04-015']! + 1)
    await crash.release([p])
  }

  it(
    'a starter deck marked owned, copies added and taken away, "missing 3" and its list downloaded, all stored across a reload and a SIGKILL, at 1280 × 800 by mouse',
    { timeout: 240_000 },
    () => journey(DESKTOP),
  )
  it('the same at 390 × 844 by touch', { timeout: 240_000 }, () => journey(PHONE))
})

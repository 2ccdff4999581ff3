import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { CardPool } from '~/engine/cards/pool'
import { readDeckList } from '~/engine/decklist/read'
import { importCardFile } from '~/io/cards/detect'
import type { DeckEntry } from '~/schemas/deck'
import { SHARED, sharedText } from '../shared'

export const REAL_CARDS = join(SHARED, 'cards/gcg-api/cards.json')

/**
 * What the deck-list journeys check the app against [needs ../shared]: the real card pool and the official
 * ST01 starter (deck-004) as the engine reads them, and `plain`, deck lines cut to number, printing and
 * count so a stored deck compares with a read one.
 */
export function realPoolAndStarter() {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: readFileSync(REAL_CARDS, 'utf8') }).cards)
  const st01 = readDeckList(sharedText('decks/official/deck-004.txt'), pool)
  const plain = (list: readonly DeckEntry[] = []) => list.map(({ number, printing, count }) => ({ number, printing, count }))
  return { pool, st01, plain }
}

/** Fresh browser context: import the real card pool through the file picker; waits for the report's count (in any language). */
export async function importRealCards(page: Page, base: string) {
  await page.goto(`${base}#/cards`)
  await page.getByTestId('card-file-input').setInputFiles(REAL_CARDS)
  await page
    .getByTestId('import-report')
    .getByTestId('report-cards')
    .filter({ hasText: /^1075$/ })
    .waitFor()
}

/** Import card records a test wrote (as one cards.json) through the Cards page's file picker; waits for its report. */
export async function importCardRecords(page: Page, base: string, records: readonly object[]) {
  await page.goto(`${base}#/cards`)
  await page.getByTestId('card-file-input').setInputFiles({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(records)) })
  await page
    .getByTestId('import-report')
    .filter({ hasText: `Imported ${records.length} cards` })
    .waitFor()
}

/** A deck as IndexedDB holds it (read with the browser's own IndexedDB API, not through the app). */
export interface StoredDeckRow {
  id: string
  name: string
  format: string
  revision: number
  notes: string
  tags: string[]
  deletedAt: string | null
  cards: Record<'main' | 'resource' | 'sideboard', { number: string; printing: string | null; count: number }[]>
}

/** Every row of a table of the app's database, read straight from IndexedDB. */
export async function storedRows<T = unknown>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('gundeck')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(name)) {
            db.close()
            return resolve([])
          }
          const req = db.transaction(name, 'readonly').objectStore(name).getAll()
          req.onsuccess = () => {
            db.close()
            resolve(req.result as T[])
          }
          req.onerror = () => reject(req.error)
        }
      }),
    table,
  )
}

/** The printings stored inside the card rows (a card row holds its printings since database version 5). */
export async function storedPrintings(page: Page): Promise<{ id: string }[]> {
  return (await storedRows<{ printings?: { id: string }[] }>(page, 'cards')).flatMap((c) => c.printings ?? [])
}

export async function storedDeck(page: Page, id: string): Promise<StoredDeckRow | undefined> {
  return (await storedRows<StoredDeckRow>(page, 'decks')).find((d) => d.id === id)
}

/** The editor's deck as stored, read after its autosave says "Saved" and the page is reloaded (as a player comes back). */
export async function storedDeckAfterReload(page: Page, id: string): Promise<StoredDeckRow> {
  await page
    .getByTestId('save-state')
    .filter({ hasText: /^Saved$/ })
    .waitFor()
  await page.reload()
  await page.getByTestId('deck-name').waitFor()
  const deck = await storedDeck(page, id)
  if (!deck) throw new Error(`deck ${id} is not stored after a reload`)
  return deck
}

/**
 * A control of the deck editor's header (format, Undo, Redo, Simulate, Playtest): on a phone it waits in the
 * header's menu (⋯), which is opened first with `press` (a click or a tap), as a player does.
 */
export async function editorControl(page: Page, testId: string, press: (l: Locator) => Promise<void> = (l) => l.click()): Promise<Locator> {
  await page.getByTestId('deck-name').waitFor()
  const control = page.getByTestId(testId)
  const menu = page.getByTestId('editor-menu')
  if (!(await control.isVisible()) && (await menu.isVisible())) {
    await press(menu)
    await control.waitFor()
  }
  return control
}

/** Paste a list in Decks → Import a list and save it as a new deck; returns the new deck's id. */
export async function importDeckList(page: Page, base: string, text: string): Promise<string> {
  await page.goto(`${base}#/decks`)
  // Already open when the page was on the decks with the import shown: a click would close it.
  const open = page.getByTestId('import-deck')
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click()
  await page.getByTestId('import-text').fill(text)
  await page.getByTestId('import-preview').waitFor()
  await page.getByTestId('import-create').click()
  await page.getByTestId('deck-name').waitFor()
  await page.waitForURL(/#\/decks\/[^/]+$/)
  return decodeURIComponent(page.url().split('#/decks/')[1]!)
}

/**
 * What a phone user meets on a screen: sideways overflow, the controls smaller than a fingertip (44 × 44),
 * and fields whose text is under 16 px.
 */
export async function phoneProblems(page: Page): Promise<{ overflow: number; wide: string[]; small: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    const overflow = root.scrollWidth - root.clientWidth
    // The innermost elements reaching past the right edge: where an overflow comes from.
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > root.clientWidth + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > root.clientWidth + 0.5),
      )
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right ${Math.round(el.getBoundingClientRect().right)}`)
    const small: string[] = []
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type=hidden]), select, textarea, [role=tab], summary')
    for (const el of controls) {
      const r = el.getBoundingClientRect()
      if ((r.width === 0 && r.height === 0) || r.right <= 0 || r.bottom <= 0) continue // not shown (a skip link waits off-screen)
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || el.closest('[aria-hidden=true]')) continue
      // A checkbox or radio counts with its label, which takes the tap too.
      const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect()
      const w = Math.max(r.width, label?.width ?? 0)
      const h = Math.max(r.height, label?.height ?? 0)
      if (w < 44 || h < 44)
        small.push(
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24)}" ${Math.round(w)}×${Math.round(h)}`,
        )
    }
    // Fields with text under 16 px: a phone zooms into them on focus.
    for (const el of document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), select, textarea',
    )) {
      if (el.getClientRects().length === 0) continue
      const size = parseFloat(getComputedStyle(el).fontSize)
      if (size < 16) small.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} text ${size} px`)
    }
    return { overflow, wide, small }
  })
}

/** What a screen needs to be opened: the deck to show and its share code. */
export interface ScreenContext {
  base: string
  deckId: string
  shareCode: string
  phone: boolean
}

/** Every screen of the app, each opened as a player gets there; the sweep (sweep.ts) walks them all, with the states it reaches from them. */
export const SCREENS: readonly { name: string; open: (page: Page, c: ScreenContext) => Promise<void> }[] = [
  { name: 'cards', open: (page, c) => goto(page, `${c.base}#/cards?q=c:blue`, 'card-results') },
  {
    name: 'card-details',
    open: async (page, c) => {
      await goto(page, `${c.base}#/cards?q=c:blue`, 'card-results')
      // Opened already when the same address is shown again (another theme): the page does not reload.
      if (!(await page.getByTestId('card-detail').isVisible())) await page.getByTestId('card-result').first().click()
      await page.getByTestId('card-detail').waitFor()
    },
  },
  { name: 'cards-did-you-mean', open: (page, c) => goto(page, `${c.base}#/cards?q=c:purpel`, 'query-suggestion') },
  { name: 'card-data', open: (page, c) => goto(page, `${c.base}#/data`, 'dataset-info') },
  { name: 'decks', open: (page, c) => goto(page, `${c.base}#/decks`, 'deck-list') },
  {
    name: 'editor',
    open: async (page, c) => {
      await goto(page, `${c.base}#/decks/${c.deckId}`, 'deck-name')
      if (c.phone) await page.getByTestId('pane-deck').click()
      await page.getByTestId('tab-deck').click()
      await page.getByTestId('deck-line').first().waitFor()
    },
  },
  {
    name: 'editor-cards',
    open: async (page, c) => {
      await goto(page, `${c.base}#/decks/${c.deckId}`, 'deck-name')
      if (c.phone) await page.getByTestId('pane-cards').click()
      await page.getByTestId('card-query').fill('gundam')
      await page.getByTestId('card-result').first().waitFor()
    },
  },
  ...(['stats', 'history', 'notes', 'transfer'] as const).map((tab) => ({
    name: `editor-${tab}`,
    open: async (page: Page, c: ScreenContext) => {
      await goto(page, `${c.base}#/decks/${c.deckId}`, 'deck-name')
      if (c.phone) await page.getByTestId('pane-deck').click()
      await page.getByTestId(`tab-${tab}`).click()
      await page.getByRole('tabpanel').waitFor()
      await settled(page)
    },
  })),
  {
    name: 'editor-import-preview',
    open: async (page, c) => {
      await goto(page, `${c.base}#/decks/${c.deckId}`, 'deck-name')
      if (c.phone) await page.getByTestId('pane-deck').click()
      await page.getByTestId('tab-transfer').click()
      await page.getByTestId('import-text').fill('# ST04 Earth Alliance / ZAFT\n4 ST04-001 Aile Strike Gundam\n4 ST04-002\n4 GD99-999\n')
      await page.getByTestId('import-preview').waitFor()
    },
  },
  {
    name: 'editor-visual',
    open: async (page, c) => {
      await goto(page, `${c.base}#/decks/${c.deckId}?view=visual`, 'deck-name')
      if (c.phone) await page.getByTestId('pane-deck').click()
      await page.getByTestId('tab-deck').click()
      // A card's − and + showing.
      // Open already when the same address is shown again (another theme).
      const card = page.getByTestId('visual-open').first()
      if ((await card.getAttribute('aria-expanded')) !== 'true') await card.click()
      await page.getByTestId('visual-plus').first().waitFor()
    },
  },
  {
    name: 'editor-missing',
    open: async (page, c) => {
      await goto(page, `${c.base}#/decks/${c.deckId}`, 'deck-name')
      if (c.phone) await page.getByTestId('pane-deck').click()
      await page.getByTestId('tab-missing').click()
      await page.getByRole('tabpanel').waitFor()
    },
  },
  {
    name: 'collection',
    open: async (page, c) => {
      await goto(page, `${c.base}#/collection`, 'collection-summary')
      // The first time, one copy is added (by a press, as a player does), so the totals and set completion show.
      if (await page.getByTestId('collection-empty').isVisible()) {
        await page.getByTestId('collection-show').selectOption('all')
        await page.getByTestId('card-query').fill('ST04-001')
        const plus = page.locator('[data-testid="collection-row"][data-printing="ST04-001"] [data-testid="owned-plus"]')
        await (c.phone ? plus.tap() : plus.click())
        await page.getByTestId('set-completion').waitFor()
        await page.getByTestId('card-query').fill('')
        await page.getByTestId('collection-show').selectOption('owned')
      }
      // The import box below may have scrolled the page past the list (the same address shown again).
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByTestId('collection-row').first().waitFor()
      await page.getByTestId('collection-import-text').fill('number,printing,owned,trade,note\nST04-002,,2,1,\nST04-003,,x,,\n')
      await page.getByTestId('collection-import-preview').waitFor()
    },
  },
  { name: 'simulate', open: (page, c) => goto(page, `${c.base}#/decks/${c.deckId}/simulate`, 'sim-form') },
  { name: 'playtest', open: (page, c) => goto(page, `${c.base}#/decks/${c.deckId}/playtest`, 'pt-start') },
  { name: 'shared', open: (page, c) => goto(page, `${c.base}#/d/${c.shareCode}`, 'shared-name') },
  { name: 'shared-visual', open: (page, c) => goto(page, `${c.base}#/d/${c.shareCode}?view=visual`, 'visual-card') },
  { name: 'event-desk', open: (page, c) => openEventDesk(page, c.base, c.phone) },
]

/**
 * Lists of our own making as an organiser receives them: one as sent, one with too many copies of a card
 * (not legal, its problems shown in the table), one a Bandai TCG+ link (unreadable).
 */
const DESK_LISTS = [
  '// Player: Amuro Ray\n# ST04 Earth Alliance / ZAFT\n4 ST04-001 Aile Strike Gundam\n4 ST04-002',
  '// Player: Char Aznable\n9 ST01-001\n4 ST01-002',
  'https://www.bandai-tcg-plus.com/deck_recipe?deck=QxT.QxT&deck_code=ABCD1234&game_title_id=15',
].join('\n---\n')

/** The event desk holding three checked lists (pasted as an organiser does), each kind of verdict shown. */
export async function openEventDesk(page: Page, base: string, phone: boolean) {
  await goto(page, `${base}#/event`, 'desk-paste')
  // Still on the desk when the same address is shown again (another theme): the lists stay in the tab.
  if (!(await page.getByTestId('desk-counts').isVisible())) {
    await page.getByTestId('desk-paste').fill(DESK_LISTS)
    const check = page.getByTestId('desk-check-pasted')
    await (phone ? check.tap() : check.click())
  }
  await page
    .getByTestId('desk-counts')
    .filter({ hasText: /^3 lists/ })
    .waitFor()
  await page.getByTestId('desk-row').nth(2).waitFor()
}

async function goto(page: Page, url: string, testId: string) {
  await page.goto(url)
  await page.getByTestId(testId).first().waitFor()
  await settled(page)
}

/**
 * The page has drawn what it shows: its fonts are loaded, no CSS transition or animation is running, and
 * two frames have been painted since (a chart's own 150 ms animation ends within them or soon after; the
 * journeys measure layout, not pixels). A condition, not a sleep: quick on a quiet machine, patient on a busy one.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    for (let i = 0; i < 100 && document.getAnimations().some((a) => a.playState === 'running'); i++) await frame()
    await frame()
    await frame()
  })
}

/** The Simulate page has its exact odds from the worker (a number, "n/a" or "—" for a question without cards). */
export async function exactShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="exact-value"]')?.textContent?.trim()
    return text !== undefined && text !== '…'
  })
}

/** The Simulate page before the user has done anything: what error it shows, and whether Run is in view. */
export async function simulateOnLoad(page: Page): Promise<{ alerts: number; errors: number; runInView: boolean }> {
  // The exact odds come from the worker a moment later: wait for them, then for the page to settle.
  await exactShown(page)
  await settled(page)
  return page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0 && (el.textContent ?? '').trim() !== ''
    const run = document.querySelector('[data-testid="run"]')!.getBoundingClientRect()
    return {
      alerts: [...document.querySelectorAll('[role=alert]')].filter(shown).length,
      errors: [...document.querySelectorAll('.error, [data-testid="form-problems"]')].filter(shown).length,
      runInView: run.top >= 0 && run.bottom <= window.innerHeight && run.left >= 0 && run.right <= window.innerWidth,
    }
  })
}

/**
 * Figures that do not read cleanly on a small screen: a big percentage broken over two lines ("85.68"
 * above "%"), or chart labels that run into the next one ("85.7 %88.2 %"). Each is named by its text.
 */
export async function crampedFigures(page: Page): Promise<{ wrapped: string[]; touching: string[] }> {
  return page.evaluate(() => {
    const lines = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
    }
    const wrapped = [...document.querySelectorAll('.stat__value')].filter((el) => lines(el) > 1).map((el) => (el.textContent ?? '').trim())
    const labels = [...document.querySelectorAll('.chart__value')].map((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return { text: (el.textContent ?? '').trim(), box: range.getBoundingClientRect() }
    })
    // Text boxes closer than 2 px read as one word.
    const touching = labels.slice(1).flatMap((b, i) => (b.box.left - labels[i]!.box.right < 2 ? [`${labels[i]!.text}|${b.text}`] : []))
    return { wrapped, touching }
  })
}

/** Drop-downs whose chosen option's text does not fit in them (shown cut, "Gundam Card Game (offi…"). */
export async function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!
    const ARROW = 20 // the drop-down arrow's room
    return [...document.querySelectorAll('select')]
      .filter((el) => el.getClientRects().length > 0)
      .flatMap((el) => {
        const style = getComputedStyle(el)
        ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = el.selectedOptions[0]?.text ?? ''
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW
        const need = ctx.measureText(text).width
        return need > room
          ? [`${el.dataset.testid ?? el.getAttribute('aria-label') ?? el.name ?? 'select'} "${text}" needs ${Math.ceil(need)} px, has ${Math.floor(room)}`]
          : []
      })
  })
}

/** A gcg-api card record for the image journeys: a card of the given type whose image is `image`. */
export const imageCardRecord = (number: string, name: string, image: string, type = 'UNIT') => ({
  product_id: number,
  card_number: number,
  name,
  card_type: type,
  color: type === 'RESOURCE' ? null : 'Blue',
  level: type === 'RESOURCE' ? null : 2,
  cost: type === 'RESOURCE' ? null : 1,
  ap: type === 'UNIT' ? 1 : null,
  hp: type === 'UNIT' ? 1 : null,
  image_url: image,
})

/**
 * What a player cannot read on the screen as it is: a card name, a violation sentence, a deck name or a
 * button label that is clipped, or wrapped to fewer than 8 characters per line ("Bann / ed: / GD0 …"). On a
 * phone a card name may be cut past its first 18 characters (a long press or focus shows it whole).
 * Each problem reads `<what> "<text>": <why>`.
 */
export async function legibilityProblems(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const KINDS: [kind: string, selector: string][] = [
      [
        'card name',
        '[data-testid="result-name"], [data-testid="line-name"], .crow__name, .group__name, [data-testid="shared-name"], [data-testid="card-preview"] .peek__name',
      ],
      ['violation', '[data-testid="violation-sentence"]'],
      ['deck name', '[data-testid="deck-name"], .deck-row__name'],
      ['button', 'button, a.button, [role="tab"], summary'],
    ]
    /** Text hidden from the eye (for screen readers only, or not shown) is left out: only what is seen counts. */
    const hidden = (el: Element | null, top: Element) => {
      for (let a = el; a && a !== top.parentElement; a = a.parentElement) {
        const s = getComputedStyle(a)
        if (s.display === 'none' || s.visibility === 'hidden' || s.clipPath === 'inset(50%)') return true
      }
      return false
    }
    const textNodes = (el: Element) => {
      const out: Text[] = []
      const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let n = walk.nextNode(); n; n = walk.nextNode()) if (n.textContent?.trim() && !hidden(n.parentElement, el)) out.push(n as Text)
      return out
    }
    const text = (el: Element) =>
      (el instanceof HTMLInputElement
        ? el.value
        : textNodes(el)
            .map((n) => n.textContent)
            .join('')
      )
        .replace(/\s+/g, ' ')
        .trim()
    /** Line boxes the element's text takes: its text fragments' distinct tops. */
    function lines(el: Element): number {
      const tops: number[] = []
      for (const n of textNodes(el)) {
        const range = document.createRange()
        range.selectNodeContents(n)
        for (const r of range.getClientRects()) if (r.width > 0.5) tops.push(r.top)
      }
      tops.sort((a, b) => a - b)
      const fontSize = parseFloat(getComputedStyle(el).fontSize) || 16
      let count = 0
      let last = -Infinity
      for (const t of tops) {
        if (t <= last + fontSize * 0.6) continue
        count += 1
        last = t
      }
      return count
    }
    const shown = (el: HTMLElement) => {
      const r = el.getBoundingClientRect()
      if (r.width < 2 || r.height < 2) return false
      // Text for screen readers only (clipped to nothing on purpose), or not shown at all.
      return !hidden(el, document.documentElement)
    }
    const problems: string[] = []
    const seen = new Set<Element>()
    for (const [kind, selector] of KINDS) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (seen.has(el) || !shown(el)) continue
        seen.add(el)
        const t = text(el)
        if (!t) continue
        const s = getComputedStyle(el)
        const clipsX = el instanceof HTMLInputElement || s.overflowX !== 'visible' || s.textOverflow === 'ellipsis'
        const clipsY = s.overflowY !== 'visible' || s.webkitLineClamp !== 'none'
        const overX = clipsX ? el.scrollWidth - el.clientWidth : 0
        const overY = clipsY ? el.scrollHeight - el.clientHeight : 0
        const where = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`
        const label = `${kind} "${t.slice(0, 40)}" (${where}, ${Math.round(el.getBoundingClientRect().width)} px wide)`
        if (overX > 1 || overY > 1) {
          // About the characters still in view: the share of the text the box shows.
          const visible = Math.floor(t.length * Math.min(1, el.clientWidth / el.scrollWidth) * Math.min(1, el.clientHeight / el.scrollHeight))
          if (!(phone && kind === 'card name' && visible >= 18)) problems.push(`${label}: cut (about ${visible} of ${t.length} characters in view)`)
          continue
        }
        if (el instanceof HTMLInputElement) continue
        const n = lines(el)
        if (n > 1 && t.length / n < 8) problems.push(`${label}: ${n} lines of about ${Math.round(t.length / n)} characters`)
      }
    }
    return problems
  }, phone)
}

/** The two sizes every screen is read at: a laptop's window and a phone's. */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/**
 * What `selector` finds cut or off the screen at each of SIZES (a screenshot of each when asked), the page
 * left at the size it had: a notice a journey reached at one size is read at both.
 */
export async function cutOrOffScreenAtBothSizes(page: Page, selector: string, name?: string): Promise<string[]> {
  const was = page.viewportSize()
  const out: string[] = []
  try {
    for (const size of SIZES) {
      await page.setViewportSize(size)
      out.push(...(await cutOrOffScreen(page, selector)).map((problem) => `at ${size.width} × ${size.height}: ${problem}`))
      if (name) await shot(page, `${name}-${size.width}`)
    }
  } finally {
    if (was) await page.setViewportSize(was)
  }
  return out
}

/** Of the elements `selector` finds, those a player cannot read whole: cut short, or running off the screen. */
export async function cutOrOffScreen(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => {
    const out: string[] = []
    const width = document.documentElement.clientWidth
    for (const el of els) {
      const r = el.getBoundingClientRect()
      if (r.right > width + 1 || r.left < -1) out.push(`${el.textContent} runs off the screen`)
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible') out.push(`${el.textContent} is cut`)
    }
    return out
  })
}

/** Where journeys save screenshots for a person to look at: GUNDECK_SHOTS, a folder; unset (as in CI), none is taken. */
export const SHOTS = process.env.GUNDECK_SHOTS || null

/**
 * A screenshot to look at by eye, saved as `<name>.png` in GUNDECK_SHOTS; nothing when that is unset, so a
 * run that nobody looks at does not pay for the pictures. No journey reads one back.
 */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  const path = join(SHOTS, `${name}.png`)
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }))
}

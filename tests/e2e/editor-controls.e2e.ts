import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { importDeckList, importRealCards, storedDeckAfterReload, type StoredDeckRow } from './helpers'

/**
 * Every control of the deck editor, pressed as a player would (mouse, then keyboard, then touch at phone
 * size), each followed by a look at the deck IndexedDB holds after a reload: the screen alone can show a
 * change that was never stored.
 */
describe.skipIf(!hasShared)('every deck editor control changes the stored deck [needs ../shared]', () => {
  const base = inject('baseUrl')
  const deck007 = sharedText('decks/official/deck-007.txt')
  let browser: Browser
  const clicked = new Set<string>()

  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    console.log(`[editor controls] ${clicked.size} distinct controls pressed: ${[...clicked].sort().join(', ')}`)
    await browser?.close()
  })

  const line = (page: Page, section: string, number: string) =>
    page.getByTestId(`section-${section}`).locator(`[data-testid="deck-line"][data-number="${number}"]`)
  /** The printing picker and Move wait in the line's menu: open it the way the user does. */
  async function menu(l: Locator, touch = false) {
    if (touch) await l.getByTestId('line-menu').tap()
    else await l.getByTestId('line-menu').click()
    await l.getByTestId('line-move').waitFor()
    // The menu lies over the lines below it (a line is laid out on its own, contain: layout, except while its menu is open).
    await l.getByTestId('line-move').scrollIntoViewIfNeeded()
    const covered = await l.getByTestId('line-move').evaluate((move) => {
      const r = move.getBoundingClientRect()
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return top === move || move.contains(top) ? null : (top?.outerHTML.slice(0, 80) ?? 'nothing')
    })
    expect(covered, 'what covers the Move picker').toBeNull()
    return l
  }
  const count = (l: Locator) => l.first().getByTestId('line-count').textContent().then(Number)
  const entry = (d: StoredDeckRow | undefined, section: 'main' | 'resource' | 'sideboard', number: string) =>
    d?.cards[section].filter((e) => e.number === number) ?? []

  describe('with a mouse at desktop size', () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]
    let id = ''
    beforeAll(async () => {
      context = await newContext(browser)
      page = await context.newPage()
      errors = watchErrors(page)
      await importRealCards(page, base)
    })
    // Each test starts from deck-007 as imported, legal, so the tests pass in any order.
    beforeEach(async () => {
      id = await importDeckList(page, base, deck007)
      await page
        .getByTestId('legal-badge')
        .filter({ hasText: /^Legal$/ })
        .waitFor()
    })
    afterAll(async () => {
      expect(errors).toEqual([])
      await context?.close()
    })

    it('+ and − on a line change its count (mouse)', async () => {
      const moebius = line(page, 'main', 'ST04-004')
      expect(await count(moebius)).toBe(2)
      await moebius.getByTestId('line-plus').click()
      clicked.add('line +')
      await moebius.getByTestId('line-count').filter({ hasText: /^3$/ }).waitFor()
      await line(page, 'main', 'ST04-001').getByTestId('line-minus').click()
      clicked.add('line −')
      const d = await storedDeckAfterReload(page, id)
      expect(entry(d, 'main', 'ST04-004')).toEqual([{ number: 'ST04-004', printing: null, count: 3 }])
      expect(entry(d, 'main', 'ST04-001')).toEqual([{ number: 'ST04-001', printing: null, count: 3 }])
    })

    it('the printing picker switches a line to a parallel printing', async () => {
      await (await menu(line(page, 'main', 'ST04-010'))).getByTestId('line-printing').selectOption('ST04-010_p1')
      clicked.add('printing picker')
      const d = await storedDeckAfterReload(page, id)
      expect(entry(d, 'main', 'ST04-010')).toEqual([{ number: 'ST04-010', printing: 'ST04-010_p1', count: 4 }])
    })

    it('Move takes a line to the sideboard and back, and to the resource deck', async () => {
      await (await menu(line(page, 'main', 'ST04-003'))).getByTestId('line-move').selectOption('sideboard')
      clicked.add('move to sideboard')
      await line(page, 'sideboard', 'ST04-003').waitFor()
      let d = await storedDeckAfterReload(page, id)
      expect(entry(d, 'main', 'ST04-003')).toEqual([])
      expect(entry(d, 'sideboard', 'ST04-003')).toEqual([{ number: 'ST04-003', printing: null, count: 4 }])
      await line(page, 'sideboard', 'ST04-003').getByTestId('line-minus').click()
      clicked.add('sideboard line −')
      await (await menu(line(page, 'sideboard', 'ST04-003'))).getByTestId('line-move').selectOption('main')
      clicked.add('move to main')
      await (await menu(line(page, 'resource', 'R-001'))).getByTestId('line-move').selectOption('sideboard')
      clicked.add('move resource to sideboard')
      d = await storedDeckAfterReload(page, id)
      expect(entry(d, 'main', 'ST04-003')).toEqual([{ number: 'ST04-003', printing: null, count: 3 }])
      expect(d.cards.resource).toEqual([])
      expect(entry(d, 'sideboard', 'R-001')).toEqual([{ number: 'R-001', printing: null, count: 10 }])
    })

    it('the empty resource deck offers the 10 basic Resources; Undo and Redo walk the edit', async () => {
      // The resource deck emptied: its 10 Resources set aside in the sideboard.
      await (await menu(line(page, 'resource', 'R-001'))).getByTestId('line-move').selectOption('sideboard')
      await line(page, 'sideboard', 'R-001').waitFor()
      await page.getByTestId('add-resources').click()
      clicked.add('add 10 Resources')
      await line(page, 'resource', 'R-001').waitFor()
      await page.getByTestId('undo').click()
      clicked.add('undo')
      await page.getByTestId('add-resources').waitFor()
      await page.getByTestId('redo').click()
      clicked.add('redo')
      await line(page, 'resource', 'R-001').waitFor()
      await line(page, 'resource', 'R-001').getByTestId('line-plus').click()
      clicked.add('resource line +')
      await (await menu(line(page, 'sideboard', 'R-001'))).getByTestId('line-move').selectOption('resource')
      clicked.add('move sideboard to resource')
      const d = await storedDeckAfterReload(page, id)
      expect(d.cards.resource).toEqual([{ number: 'R-001', printing: null, count: 21 }])
      expect(entry(d, 'sideboard', 'R-001')).toEqual([])
    })

    it('a card from the search is added with a click, and a violation highlights its lines', async () => {
      await page.getByTestId('card-query').fill('ST04-004')
      clicked.add('search')
      await page.getByTestId('card-results').locator('[data-printing="ST04-004"]').first().click()
      clicked.add('search result')
      // Two copies in the list, three more: one over the limit of four.
      await line(page, 'main', 'ST04-004').getByTestId('line-count').filter({ hasText: /^3$/ }).waitFor()
      await page.getByTestId('card-results').locator('[data-printing="ST04-004"]').first().click()
      await page.getByTestId('card-results').locator('[data-printing="ST04-004"]').first().click()
      await line(page, 'main', 'ST04-004').getByTestId('line-count').filter({ hasText: /^5$/ }).waitFor()
      await page.getByTestId('legal-badge').filter({ hasText: 'Not legal' }).waitFor()
      await page.locator('[data-testid="violation"][data-rule="copy-limit"]').first().click()
      clicked.add('violation')
      await line(page, 'main', 'ST04-004').and(page.locator('.line--hot')).waitFor()
      const d = await storedDeckAfterReload(page, id)
      expect(entry(d, 'main', 'ST04-004')).toEqual([{ number: 'ST04-004', printing: null, count: 5 }])
    })

    it('name, format, notes and tags are stored', async () => {
      await page.getByTestId('deck-name').fill('ST04 tuned')
      await page.getByTestId('deck-name').press('Enter')
      clicked.add('name')
      await page.getByTestId('format-picker').selectOption('gcg-open')
      clicked.add('format')
      await page.getByTestId('tab-notes').click()
      clicked.add('tab notes')
      await page.getByLabel('Notes').fill('Redraw without a 2-drop.')
      await page.getByLabel('Tags (comma separated)').click()
      clicked.add('notes')
      await page.getByLabel('Tags (comma separated)').fill('seed, locals')
      await page.getByLabel('Notes').click()
      clicked.add('tags')
      const d = await storedDeckAfterReload(page, id)
      expect({ name: d.name, format: d.format, notes: d.notes, tags: d.tags }).toEqual({
        name: 'ST04 tuned',
        format: 'gcg-open',
        notes: 'Redraw without a 2-drop.',
        tags: ['seed', 'locals'],
      })
    })

    it('the tabs open, and History restores the imported version on every field', async () => {
      // Edited since the import: a name, notes, tags and a copy more.
      await page.getByTestId('deck-name').fill('ST04 edited')
      await page.getByTestId('deck-name').press('Enter')
      await line(page, 'main', 'ST04-004').getByTestId('line-plus').click()
      await page.getByTestId('tab-notes').click()
      await page.getByLabel('Notes').fill('To be taken back.')
      await page.getByLabel('Tags (comma separated)').fill('draft')
      await page.getByLabel('Notes').click()
      await page
        .getByTestId('save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor()
      for (const t of ['stats', 'transfer', 'history']) {
        await page.getByTestId(`tab-${t}`).click()
        clicked.add(`tab ${t}`)
      }
      const imported = page.getByTestId('history-item').and(page.locator('[data-reason="imported"]')).last()
      await imported.filter({ hasText: 'notes emptied' }).waitFor()
      await imported.getByTestId('history-restore').click()
      clicked.add('history restore')
      await imported.getByTestId('history-restore-confirm').click()
      clicked.add('history restore confirm')
      await page.getByTestId('tab-deck').click()
      clicked.add('tab deck')
      const d = await storedDeckAfterReload(page, id)
      expect({ name: d.name, format: d.format, notes: d.notes, tags: d.tags }).toEqual({
        // The list's first comment line names an imported deck.
        name: 'ST04 Earth Alliance / ZAFT',
        format: 'gcg',
        notes: '',
        tags: [],
      })
      expect(entry(d, 'main', 'ST04-004')).toEqual([{ number: 'ST04-004', printing: null, count: 2 }])
      expect(d.cards.resource).toEqual([{ number: 'R-001', printing: null, count: 10 }])
    })

    it('the keyboard presses the same controls', async () => {
      await line(page, 'main', 'ST04-004').getByTestId('line-plus').focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Space')
      clicked.add('line + (keyboard)')
      await line(page, 'main', 'ST04-004').getByTestId('line-count').filter({ hasText: /^4$/ }).waitFor()
      // The line's menu opens from the keyboard too.
      await line(page, 'main', 'ST04-008').getByTestId('line-menu').focus()
      await page.keyboard.press('Enter')
      clicked.add('line menu (keyboard)')
      await line(page, 'main', 'ST04-008').getByTestId('line-move').focus()
      await page.keyboard.press('ArrowDown') // Chromium changes a closed select with the arrow keys
      clicked.add('move (keyboard)')
      await line(page, 'sideboard', 'ST04-008').waitFor()
      const d = await storedDeckAfterReload(page, id)
      expect(entry(d, 'main', 'ST04-004')).toEqual([{ number: 'ST04-004', printing: null, count: 4 }])
      expect(entry(d, 'sideboard', 'ST04-008')).toEqual([{ number: 'ST04-008', printing: null, count: 4 }])
    })

    it('Import / export: a pasted list replaces the cards after a confirmation, and the export reads the stored deck', async () => {
      await page.getByTestId('tab-transfer').click()
      await page.getByTestId('import-text').fill('4 ST04-001\n4 ST04-002\n\nResource deck\n10 R-001')
      await page.getByTestId('import-preview').waitFor()
      await page.getByTestId('import-replace').click()
      clicked.add('import replace')
      await page.getByTestId('import-replace').filter({ hasText: 'Yes' }).click()
      clicked.add('import replace (confirm)')
      await page.getByTestId('tab-transfer').click()
      await page.getByTestId('export-format').selectOption('oneline')
      clicked.add('export format')
      await expect.poll(() => page.getByTestId('export-text').inputValue()).toMatch(/^4xST04-001,4xST04-002/)
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('deck-export').getByRole('button', { name: 'Download' }).click()])
      clicked.add('export download')
      expect(readFileSync(await file.path(), 'utf8')).toContain('4xST04-002')
      const d = await storedDeckAfterReload(page, id)
      expect(d.cards.main).toEqual([
        { number: 'ST04-001', printing: null, count: 4 },
        { number: 'ST04-002', printing: null, count: 4 },
      ])
      expect(d.cards.resource).toEqual([{ number: 'R-001', printing: null, count: 10 }])
    })
  })

  describe('by touch at 390 × 844', () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]
    let id = ''
    beforeAll(async () => {
      context = await newContext(browser, PHONE_CONTEXT)
      page = await context.newPage()
      errors = watchErrors(page)
      await importRealCards(page, base)
      id = await importDeckList(page, base, deck007)
    })
    afterAll(async () => {
      expect(errors).toEqual([])
      await context?.close()
    })

    it('tapping +, −, the printing picker and Move changes the stored deck', async () => {
      await line(page, 'main', 'ST04-004').getByTestId('line-plus').tap()
      clicked.add('line + (touch)')
      await line(page, 'main', 'ST04-004').getByTestId('line-count').filter({ hasText: /^3$/ }).waitFor()
      await line(page, 'main', 'ST04-002').getByTestId('line-minus').tap()
      clicked.add('line − (touch)')
      await menu(line(page, 'main', 'ST04-002'), true)
      clicked.add('line menu (touch)')
      await line(page, 'main', 'ST04-002').getByTestId('line-printing').tap()
      await line(page, 'main', 'ST04-002').getByTestId('line-printing').selectOption('ST04-002_p2')
      clicked.add('printing picker (touch)')
      await menu(line(page, 'main', 'ST04-012'), true)
      await line(page, 'main', 'ST04-012').getByTestId('line-move').tap()
      await line(page, 'main', 'ST04-012').getByTestId('line-move').selectOption('sideboard')
      clicked.add('move (touch)')
      await line(page, 'sideboard', 'ST04-012').waitFor()
      const d = await storedDeckAfterReload(page, id)
      expect(entry(d, 'main', 'ST04-004')).toEqual([{ number: 'ST04-004', printing: null, count: 3 }])
      expect(entry(d, 'main', 'ST04-002')).toEqual([{ number: 'ST04-002', printing: 'ST04-002_p2', count: 3 }])
      expect(entry(d, 'sideboard', 'ST04-012')).toEqual([{ number: 'ST04-012', printing: null, count: 4 }])
    })
  })
})

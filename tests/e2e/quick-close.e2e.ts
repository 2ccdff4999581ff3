import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, watchErrors } from './browser'
import { importDeckList, importRealCards, storedDeck } from './helpers'

/**
 * An edit made a moment before the tab is closed or reloaded is never lost: 40 tries, closing or
 * reloading 0, 50, 100 and 300 ms after a click on a line's "+" or "−", each followed by a look at the
 * deck IndexedDB holds once gundeck has started again.
 */
describe.skipIf(!hasShared)('no edit lost on a quick close or reload [needs ../shared]', () => {
  const base = inject('baseUrl')
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let errors: string[]
  let id = ''

  beforeAll(async () => {
    browser = await launch()
    context = await newContext(browser)
    page = await context.newPage()
    errors = watchErrors(page)
    await importRealCards(page, base)
    id = await importDeckList(page, base, sharedText('decks/official/deck-007.txt'))
  })
  afterAll(async () => {
    expect(errors).toEqual([])
    await browser?.close()
  })

  const stored = async (p: Page) => (await storedDeck(p, id))?.cards.main.find((e) => e.number === 'ST04-004')?.count ?? 0

  /** The stored count once the app has started again, or what it still is after 5 s. */
  async function settled(p: Page, want: number): Promise<number> {
    const until = Date.now() + 5000
    let n = await stored(p)
    while (n !== want && Date.now() < until) {
      await p.waitForTimeout(50)
      n = await stored(p)
    }
    return n
  }

  it('loses nothing in 40 tries of close or reload 0-300 ms after an edit', async () => {
    const line = (p: Page) => p.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-004"]')
    let expected = 2
    let lost = 0
    const tries: string[] = []
    for (let i = 0; i < 40; i++) {
      const delay = [0, 50, 100, 300][i % 4]!
      const how = i % 8 < 4 ? 'reload' : 'close'
      await page.goto(`${base}#/decks/${id}`)
      await line(page)
        .getByTestId('line-count')
        .filter({ hasText: new RegExp(`^${expected}$`) })
        .waitFor()
      const more = expected < 4
      await line(page)
        .getByTestId(more ? 'line-plus' : 'line-minus')
        .click()
      expected += more ? 1 : -1
      if (delay) await page.waitForTimeout(delay)
      if (how === 'reload') await page.reload()
      else {
        await page.close({ runBeforeUnload: false })
        page = await context.newPage()
        errors.push(...watchErrors(page))
        await page.goto(`${base}#/decks`)
      }
      const got = await settled(page, expected)
      tries.push(`${how}@${delay}ms:${got === expected ? 'kept' : 'LOST'}`)
      if (got !== expected) {
        lost++
        expected = got // carry on from what was kept
      }
    }
    console.log(`[quick close] 40 tries (close or reload 0/50/100/300 ms after an edit): ${lost} lost`)
    expect(lost, tries.join(' ')).toBe(0)
  })

  it('text being typed survives an autosave finishing, and a close before the field is left', async () => {
    const plus = (p: Page) => p.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-003"]').getByTestId('line-plus')
    const minus = (p: Page) => p.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-003"]').getByTestId('line-minus')
    const savedAfterTyping = (p: Page) =>
      p
        .getByTestId('save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor()
    await page.goto(`${base}#/decks/${id}`)
    await page.getByTestId('deck-name').waitFor()
    // A card edit starts the autosave; the name is typed while it runs and is not yet committed.
    await minus(page).click()
    await page.getByTestId('deck-name').fill('Typed while saving')
    await savedAfterTyping(page)
    expect(await page.getByTestId('deck-name').inputValue()).toBe('Typed while saving')
    await page.getByTestId('deck-name').press('Enter')
    await expect.poll(async () => (await storedDeck(page, id))?.name).toBe('Typed while saving')

    await plus(page).click()
    await page.getByTestId('tab-notes').click()
    await page.getByLabel('Notes').fill('Typed while saving, too.')
    await savedAfterTyping(page)
    expect(await page.getByLabel('Notes').inputValue()).toBe('Typed while saving, too.')
    // Closed while the cursor is still in a field: what it holds is kept all the same.
    await page.getByLabel('Tags (comma separated)').fill('kept, on close')
    await page.close({ runBeforeUnload: false })
    page = await context.newPage()
    errors.push(...watchErrors(page))
    await page.goto(`${base}#/decks/${id}`)
    await page.getByTestId('deck-name').waitFor()
    await expect
      .poll(async () => {
        const d = await storedDeck(page, id)
        return { name: d?.name, notes: d?.notes, tags: d?.tags }
      })
      .toEqual({ name: 'Typed while saving', notes: 'Typed while saving, too.', tags: ['kept', 'on close'] })
  })

  it('asks before leaving only when an edit is truly unsaved (the journal could not be written)', async () => {
    const dialogs: string[] = []
    const watch = (p: Page) => p.on('dialog', (d) => void (dialogs.push(d.type()), d.dismiss()))
    watch(page)
    await page.goto(`${base}#/decks/${id}`)
    await page.getByTestId('deck-name').waitFor()
    const line = page.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-003"]')
    await line.getByTestId('line-minus').click()
    await page.close({ runBeforeUnload: true })
    expect(dialogs).toEqual([]) // journaled: leaving is safe, nothing to ask

    page = await context.newPage()
    errors.push(...watchErrors(page))
    watch(page)
    await page.goto(`${base}#/decks/${id}`)
    await page.getByTestId('deck-name').waitFor()
    // Fill this site's localStorage so the journal write fails, then edit and try to leave at once.
    await page.evaluate(() => {
      let i = 0
      for (const size of [256 * 1024, 16 * 1024, 1024, 64, 1]) {
        const chunk = 'x'.repeat(size)
        for (;;) {
          try {
            localStorage.setItem(`filler-${i++}`, chunk)
          } catch {
            break
          }
        }
      }
    })
    await page.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-003"]').getByTestId('line-minus').click()
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => dialogs).toEqual(['beforeunload'])
    // The dismissed dialog kept the page open: its autosave stores the edit, then the filler goes.
    await page
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('filler-'))
        .forEach((k) => localStorage.removeItem(k)),
    )
    expect((await storedDeck(page, id))?.cards.main.find((e) => e.number === 'ST04-003')?.count).toBe(2)
  })
})

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, watchErrors } from './browser'
import { importDeckList, importRealCards, storedDeck } from './helpers'

/**
 * An edit made a moment before the tab is closed or reloaded is never lost: 24 tries, closing or
 * reloading (four of each) at three moments after a click on a line's "+" or "−" (at once; once the new count is painted;
 * with the autosave under way, its pause run out on the page's clock), each followed by a look at the deck
 * IndexedDB holds once gundeck has started again.
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
    context = await newContext(browser, { serviceWorkers: 'allow' })
    // The pages' clock, which runs at its own pace until a test moves it on or holds it.
    await context.clock.install()
    page = await context.newPage()
    errors = watchErrors(page)
    await importRealCards(page, base)
    id = await importDeckList(page, base, sharedText('decks/official/deck-007.txt'))
  })
  afterAll(async () => {
    expect(errors).toEqual([])
    await browser?.close()
  })

  /** Waits for `what`; if it never shows, fails with what the page shows instead and what is stored. */
  async function shows(p: Page, what: Locator): Promise<void> {
    try {
      await what.waitFor()
    } catch (e) {
      const text = await p
        .locator('body')
        .innerText()
        .catch((r: unknown) => `(no text: ${String(r)})`)
      const deck = await storedDeck(p, id).catch((r: unknown) => `(not read: ${String(r)})`)
      throw new Error(`${String(e)}\npage ${p.url()} shows: ${text.slice(0, 800)}\nstored: ${JSON.stringify(deck).slice(0, 800)}`)
    }
  }

  const stored = async (p: Page) => (await storedDeck(p, id))?.cards.main.find((e) => e.number === 'ST04-004')?.count ?? 0

  /** The stored count once the app has started again, or what it still is after 5 s. */
  async function settled(p: Page, want: number): Promise<number> {
    try {
      await expect.poll(() => stored(p), { timeout: 5000, interval: 50 }).toBe(want)
      return want
    } catch {
      return stored(p)
    }
  }

  /**
   * The moments of a close after an edit: at once (the click's own task), once the new count is painted, and
   * with the autosave under way (its pause and idle wait run out on the page's clock, so its write is in flight).
   */
  const MOMENTS = {
    'at once': async () => {},
    painted: async (p: Page, count: Locator) => {
      await count.waitFor()
      await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    },
    saving: async (p: Page, count: Locator) => {
      await count.waitFor()
      // Past the autosave's longest wait (AUTOSAVE_MAX_MS, then AUTOSAVE_IDLE_MS for an idle moment: stores/deck-editor.ts).
      await p.clock.runFor(1500)
    },
  } satisfies Record<string, (p: Page, count: Locator) => Promise<unknown>>

  it('loses nothing in 24 tries of close or reload at once, once painted and while saving after an edit', { timeout: 240_000 }, async () => {
    const line = (p: Page) => p.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-004"]')
    let expected = 2
    let lost = 0
    const tries: string[] = []
    for (let i = 0; i < 24; i++) {
      const moment = (Object.keys(MOMENTS) as (keyof typeof MOMENTS)[])[i % 3]!
      const how = i % 8 < 4 ? 'reload' : 'close'
      await page.goto(`${base}#/decks/${id}`)
      await shows(
        page,
        line(page)
          .getByTestId('line-count')
          .filter({ hasText: new RegExp(`^${expected}$`) }),
      )
      const more = expected < 4
      await line(page)
        .getByTestId(more ? 'line-plus' : 'line-minus')
        .click()
      expected += more ? 1 : -1
      await MOMENTS[moment](
        page,
        line(page)
          .getByTestId('line-count')
          .filter({ hasText: new RegExp(`^${expected}$`) }),
      )
      if (how === 'reload') await page.reload()
      else {
        await page.close({ runBeforeUnload: false })
        page = await context.newPage()
        errors.push(...watchErrors(page))
        await page.goto(`${base}#/decks`)
      }
      const got = await settled(page, expected)
      tries.push(`${how} ${moment}: ${got === expected ? 'kept' : 'LOST'}`)
      if (got !== expected) {
        lost++
        expected = got // carry on from what was kept
      }
    }
    expect(lost, tries.join(' ')).toBe(0)
  })

  /**
   * A card edit starts the autosave; a name typed while it runs (not yet committed) is still in its box
   * when "Saved" shows, and is stored on Enter. The same for the notes; the tags, still in their box when
   * the tab is closed, are kept too. Returns the page opened after the close.
   */
  async function typedWhileSaving(ctx: BrowserContext, p: Page, deckId: string, touch: boolean): Promise<Page> {
    const line = (q: Page) => q.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-003"]')
    const press = (l: Locator) => (touch ? l.tap() : l.click())
    const saved = (q: Page) =>
      q
        .getByTestId('save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor()
    await p.goto(`${base}#/decks/${deckId}`)
    await shows(p, p.getByTestId('deck-name'))
    await press(line(p).getByTestId('line-minus'))
    await p.getByTestId('deck-name').fill('Typed while saving')
    await saved(p)
    expect(await p.getByTestId('deck-name').inputValue()).toBe('Typed while saving')
    await p.getByTestId('deck-name').press('Enter')
    await expect.poll(async () => (await storedDeck(p, deckId))?.name).toBe('Typed while saving')

    await press(line(p).getByTestId('line-plus'))
    await press(p.getByTestId('tab-notes'))
    await p.getByLabel('Notes').fill('Typed while saving, too.')
    await saved(p)
    expect(await p.getByLabel('Notes').inputValue()).toBe('Typed while saving, too.')
    // Closed while the cursor is still in a field: what it holds is kept all the same.
    await p.getByLabel('Tags (comma separated)').fill('kept, on close')
    await p.close({ runBeforeUnload: false })
    const next = await ctx.newPage()
    errors.push(...watchErrors(next))
    await next.goto(`${base}#/decks/${deckId}`)
    await next.getByTestId('deck-name').waitFor()
    await expect
      .poll(async () => {
        const d = await storedDeck(next, deckId)
        return { name: d?.name, notes: d?.notes, tags: d?.tags }
      })
      .toEqual({ name: 'Typed while saving', notes: 'Typed while saving, too.', tags: ['kept', 'on close'] })
    return next
  }

  it('text being typed survives an autosave finishing, and a close before the field is left', async () => {
    page = await typedWhileSaving(context, page, id, false)
  })

  it('the same at 390 x 844 by touch', { timeout: 120_000 }, async () => {
    const phone = await newContext(browser, { serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const p = await phone.newPage()
    errors.push(...watchErrors(p))
    await importRealCards(p, base)
    const deckId = await importDeckList(p, base, sharedText('decks/official/deck-007.txt'))
    await typedWhileSaving(phone, p, deckId, true)
    await phone.close()
  })

  it('asks before leaving only when an edit is truly unsaved (the journal could not be written)', async () => {
    // The page leaves by its own navigation: the browser runs beforeunload in the page and waits for it. A
    // close from outside gives a slow page a second and then closes without asking (a loaded machine did).
    const leave = (p: Page) =>
      p.evaluate(() => {
        location.href = 'about:blank'
      })
    const dialogs: string[] = []
    const watch = (p: Page) => p.on('dialog', (d) => void (dialogs.push(d.type()), d.dismiss()))
    watch(page)
    await page.goto(`${base}#/decks/${id}`)
    await shows(page, page.getByTestId('deck-name'))
    const line = page.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-003"]')
    await line.getByTestId('line-minus').click()
    await leave(page)
    await page.waitForURL('about:blank')
    expect(dialogs).toEqual([]) // journaled: leaving is safe, nothing to ask
    await page.close()

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
    // The clock held, so the autosave cannot store the edit before leaving asks (on a loaded machine it did).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000)
    await page.getByTestId('section-main').locator('[data-testid="deck-line"][data-number="ST04-003"]').getByTestId('line-minus').click()
    await leave(page)
    expect(dialogs).toEqual(['beforeunload'])
    // The dismissed dialog kept the page open: its autosave stores the edit, then the filler goes.
    await page.clock.resume()
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

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { importDeckList, importRealCards, storedDeck, storedRows } from './helpers'

/**
 * A saved playtest of a deck edited afterwards (issue: a playtester that went on with the old cards): the
 * page says the deck changed, waits for the player's choice, and a new deal is from the deck as it is now.
 * Played as a player does: by mouse at 1280 × 800 and by taps at 390 × 844, with the stored state checked
 * after a reload.
 */
const SIZES = [
  { name: '1280 × 800, mouse', options: { viewport: { width: 1280, height: 800 } }, touch: false },
  { name: '390 × 844, touch', options: PHONE_CONTEXT, touch: true },
] as const

for (const size of SIZES) {
  describe.skipIf(!hasShared)(`a saved game whose deck was edited since, at ${size.name} [needs ../shared]`, () => {
    const base = inject('baseUrl')
    let browser: Browser
    let context: BrowserContext
    let page: Page
    let errors: string[]
    let id = ''
    const press = (l: ReturnType<Page['getByTestId']>) => (size.touch ? l.tap() : l.click())

    beforeAll(async () => {
      browser = await launch()
      context = await newContext(browser, size.options)
      page = await context.newPage()
      errors = watchErrors(page)
      await importRealCards(page, base)
    })
    // Each journey has a deck-001 of its own, so they pass in any order.
    beforeEach(async () => {
      id = await importDeckList(page, base, sharedText('decks/official/deck-001.txt'))
    })
    afterAll(async () => {
      expect(errors).toEqual([])
      await browser?.close()
    })

    const savedGame = async () =>
      (await storedRows<{ deckId: string; present: { cards: Record<string, { number: string }> } }>(page, 'playtests')).find((p) => p.deckId === id)
    const dealtNumbers = (g: Awaited<ReturnType<typeof savedGame>>) =>
      Object.values(g?.present.cards ?? {})
        .map((c) => c.number)
        .filter((n) => n === 'ST01-001' || n === 'ST01-002')

    /** A game dealt and kept, then the deck edited in the editor: one Gundam out, one Gundam (MA Form) in. */
    async function dealKeepAndEdit() {
      await page.goto(`${base}#/decks/${id}/playtest`)
      await press(page.getByTestId('pt-deal'))
      await press(page.getByTestId('pt-keep'))
      await page
        .getByTestId('pt-save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor()
      expect(dealtNumbers(await savedGame()).sort()).toEqual(['ST01-001', 'ST01-002', 'ST01-002'])

      await page.goto(`${base}#/decks/${id}`)
      await page.getByTestId('deck-name').waitFor()
      if (size.touch) await press(page.getByTestId('pane-deck'))
      const line = (n: string) => page.getByTestId('section-main').locator(`[data-testid="deck-line"][data-number="${n}"]`)
      await press(line('ST01-001').getByTestId('line-minus'))
      await press(line('ST01-002').getByTestId('line-plus'))
      await page
        .getByTestId('save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor()
      const stored = (await storedDeck(page, id))!
      expect(stored.cards.main.filter((e) => e.number.startsWith('ST01-00') && e.number <= 'ST01-002').map((e) => [e.number, e.count])).toEqual([
        ['ST01-002', 3],
      ])
    }

    it('deals and keeps a game, then the deck is edited in the editor: one Gundam out, one Gundam (MA Form) in', async () => {
      await dealKeepAndEdit()
    })

    it('the playtest says so, refuses to play on until the player chooses, and deals anew from the edited deck', async () => {
      await dealKeepAndEdit()
      await page.goto(`${base}#/decks/${id}/playtest`)
      const banner = page.getByTestId('pt-deck-changed')
      await banner.filter({ hasText: '1 card added, 1 card removed' }).waitFor()
      // A move before choosing is refused with the reason, and changes nothing stored.
      const before = JSON.stringify(await savedGame())
      await press(page.getByTestId('pt-next-turn').or(page.getByTestId('pt-end-main')).first())
      await page.getByTestId('pt-refusal').filter({ hasText: 'edited after this game was dealt' }).waitFor()
      expect(JSON.stringify(await savedGame())).toBe(before)

      await press(page.getByTestId('pt-deck-changed-new'))
      await press(page.getByTestId('pt-deal'))
      await page.getByTestId('pt-keep').waitFor()
      await page
        .getByTestId('pt-save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor()
      expect(await banner.count()).toBe(0)

      await page.reload()
      await page.getByTestId('pt-keep').waitFor()
      expect(await banner.count()).toBe(0)
      expect(dealtNumbers(await savedGame()).sort()).toEqual(['ST01-002', 'ST01-002', 'ST01-002'])
    })
  })
}

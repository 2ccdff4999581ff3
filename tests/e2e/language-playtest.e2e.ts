import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { CardPool } from '~/engine/cards/pool'
import { importCardFile } from '~/io/cards/detect'
import playtest from '~/locales/en/playtest'
import simulate from '~/locales/en/simulate'
import { hasShared, sharedText } from '../shared'
import { PHONE_CONTEXT } from './browser'
import { japaneseBrowser } from './japanese'
import { cutOrOffScreen, cutSelects, exactShown, importDeckList, importRealCards, phoneProblems, shot } from './helpers'
import { leftEnglish, withoutNames } from '~/engine/testing/english-left'

/** The Playtest and Simulate pages in a Japanese browser: dealt, played, logged and simulated, in Japanese, nothing cut. */
describe.skipIf(!hasShared)('language: the Playtest and Simulate pages in a ja-JP browser [needs ../shared]', () => {
  const base = inject('baseUrl')
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const { open } = japaneseBrowser()

  /** The English words of `catalogue` a player reads on the page (its text and labels), the card data's own words and `also` left out. */
  async function englishLeft(page: Page, catalogue: object, also: readonly string[]): Promise<string[]> {
    const text = await page.evaluate(() =>
      [
        // A card's drawing (its name, type, traits and text) is the card data's, in the data's language.
        (() => {
          const main = (document.querySelector('main') ?? document.body).cloneNode(true) as HTMLElement
          for (const tile of main.querySelectorAll('.tile')) tile.remove()
          return main.textContent ?? ''
        })(),
        ...[...document.querySelectorAll('main [aria-label], main [title], main [placeholder], [role=dialog] [aria-label]')].flatMap((e) =>
          ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
        ),
        document.querySelector('[role=dialog]')?.textContent ?? '',
      ].join('\n'),
    )
    // The card data is in English: a card's name, traits and text (in the log, the menu's title) are the data's, not the page's.
    const data = pool.cards.filter((c) => text.includes(c.name)).flatMap((c) => [c.name, c.text, ...c.traits])
    return leftEnglish(withoutNames(text, [...data, ...also]), catalogue)
  }

  for (const size of [
    { name: '1280 × 800', shot: 'desktop', phone: false, options: { viewport: { width: 1280, height: 800 } }, press: (l: Locator) => l.click() },
    { name: '390 × 844 by touch', shot: 'phone', phone: true, options: PHONE_CONTEXT, press: (l: Locator) => l.tap() },
  ]) {
    it(`at ${size.name} a hand is dealt, a card moved and logged, and the odds run, all in Japanese with nothing cut`, async () => {
      const page = await open(size.options)
      await importRealCards(page, base)
      const id = await importDeckList(page, base, sharedText('decks/official/deck-001.txt'))
      const deckName = await page.getByTestId('deck-name').inputValue()

      // The Playtest page: the start screen, a deal, Keep, a card moved to the trash by hand, the log.
      await page.goto(`${base}#/decks/${id}/playtest`)
      const start = page.getByTestId('pt-start')
      await start.getByRole('heading', { name: '何もしない相手とのゲームを配る' }).waitFor()
      await expect.poll(() => page.title()).toBe(`${deckName} · 一人回し · gundeck`)
      await page.getByTestId('pt-seed').fill('1')
      await size.press(page.getByTestId('pt-deal').filter({ hasText: '配る' }))
      await page.getByTestId('pt-status').filter({ hasText: /先攻/ }).waitFor()
      await size.press(page.getByTestId('pt-keep').filter({ hasText: 'キープ' }))
      await page.getByTestId('pt-end-main').filter({ hasText: 'メインフェイズ終了' }).waitFor()
      await expect.poll(() => page.getByTestId('pt-status').textContent()).toMatch(/あなたのターン/)
      expect(await page.getByTestId('pt-phase').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\s*メイン/), expect.stringMatching(/^\s*ドロー/)]),
      )
      await size.press(page.getByTestId('hand').getByTestId('play-card').first())
      const menu = page.getByTestId('card-menu')
      await menu.getByText('移動先…').waitFor()
      expect(await cutOrOffScreen(page, '[data-testid="card-menu"] button, [data-testid="card-menu"] h2, [data-testid="card-menu"] h3')).toEqual([])
      expect(await englishLeft(page, playtest, [deckName])).toEqual([])
      await shot(page, `ja-playtest-menu-${size.shot}`)
      await size.press(menu.locator('[data-testid="menu-move"][data-to="trash"]'))
      await menu.waitFor({ state: 'detached' })
      await expect.poll(() => page.getByTestId('count-trash').textContent()).toBe('1')
      const log = page.getByTestId('log-entry')
      await expect.poll(() => log.first().textContent()).toMatch(/手動/)
      for (const entry of await log.allTextContents()) expect(entry).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(await englishLeft(page, playtest, [deckName])).toEqual([])
      expect((await phoneProblems(page)).overflow).toBe(0)
      expect(
        await cutOrOffScreen(
          page,
          '.pt__controls > .button, .pt__controls summary, [data-testid="pt-phase"], [data-testid="pt-status"], .zone__title, .zone__sub, .pile, .zone__empty, .chip, .pt__goldfish button, .log__rule',
        ),
      ).toEqual([])
      await shot(page, `ja-playtest-${size.shot}`, { fullPage: true })

      // The Simulate page: a card ticked, the exact odds, a seeded run.
      await page.goto(`${base}#/decks/${id}/simulate`)
      await page.getByRole('heading', { name: '条件' }).waitFor()
      await exactShown(page)
      await expect.poll(() => page.title()).toBe(`${deckName} · シミュレート · gundeck`)
      await size.press(page.getByTestId('group-1-card-ST01-001'))
      await size.press(page.getByTestId('group-1-card-ST01-002'))
      await page.getByTestId('trials').fill('20000')
      await page.getByTestId('seed').fill('123')
      await size.press(page.getByTestId('run').filter({ hasText: '実行' }))
      await page
        .getByTestId('run-time')
        .filter({ hasText: /20,000 回の試行/ })
        .waitFor()
      await page.getByText(/95\u00a0% 信頼区間/).waitFor()
      await expect.poll(() => page.getByTestId('condition-text').textContent()).toMatch(/確率/)
      await size.press(page.getByTestId('sample-draw'))
      await page
        .getByTestId('sample-status')
        .filter({ hasText: /枚引きました/ })
        .waitFor()
      // The format's name in Japanese too, not the data's English one.
      expect((await page.getByTestId('sim-subtitle').textContent()) ?? '').toMatch(/^\s*ガンダムカードゲーム/)
      expect(await englishLeft(page, simulate, [deckName, 't:unit lv<=2'])).toEqual([])
      expect((await phoneProblems(page)).overflow).toBe(0)
      expect(await cutSelects(page)).toEqual([])
      expect(
        await cutOrOffScreen(
          page,
          '.sim__form legend, .sim__form label, .sim__actions .button, .stat h3, .stat__value, [data-testid="run-time"], [data-testid="condition-text"], #curve-title, .sample__head .button',
        ),
      ).toEqual([])
      await shot(page, `ja-simulate-${size.shot}`, { fullPage: true })
      await page.context().close()
    })
  }
})

import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PHONE_CONTEXT } from './browser'
import { japaneseBrowser } from './japanese'
import { sharedText } from '../shared'
import { cutOrOffScreen, cutSelects, importDeckList, importRealCards, phoneProblems, shot, storedRows } from './helpers'
import { axe } from './sweep'

const ENGLISH_NAV = ['Decks', 'Cards', 'Collection', 'Event desk', 'Card data']
const JAPANESE_NAV = ['デッキ', 'カード', 'コレクション', '大会受付', 'カードデータ']

/** The app in a Japanese browser: it speaks Japanese from the first screen, and a pick of English (or back) is kept. */
describe('language: a ja-JP browser reads Japanese; the pick is kept', () => {
  const base = inject('baseUrl')
  const { open } = japaneseBrowser()
  const nav = (page: Page) => page.getByRole('navigation').first()
  const navWords = async (page: Page) => (await nav(page).locator('a').allTextContents()).map((t) => t.trim())
  const storedLanguage = async (page: Page) =>
    (await storedRows<{ key: string; value: { language?: string } }>(page, 'settings')).find((r) => r.key === 'app')?.value.language

  it('at 1280 × 800 the header, the Decks page and the Cards page are in Japanese, with no English nav word left', async () => {
    const page = await open({ viewport: { width: 1280, height: 800 } })
    // Whether the English header was ever drawn, from the first paint on: the first screen is already Japanese.
    await page.addInitScript(() => {
      const seen = window as unknown as { sawEnglish?: boolean }
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Event desk')) seen.sawEnglish = true
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.goto(`${base}#/decks`)
    await expect.poll(() => navWords(page)).toEqual(JAPANESE_NAV)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja')
    const navText = (await nav(page).textContent()) ?? ''
    for (const word of ENGLISH_NAV) expect(navText).not.toContain(word)
    // 'auto' (nothing picked yet) is what the picker shows, named in Japanese.
    expect(await page.getByTestId('language-picker').inputValue()).toBe('auto')
    expect(await page.getByTestId('language-picker').locator('option[value="auto"]').textContent()).toBe('自動')
    expect(await page.getByTestId('theme-picker').locator('option:checked').textContent()).toBe('システム')

    await page.getByRole('heading', { level: 1, name: 'デッキ一覧' }).waitFor()
    await expect.poll(() => page.title()).toBe('デッキ · gundeck')
    expect(await page.evaluate(() => (window as unknown as { sawEnglish?: boolean }).sawEnglish ?? false)).toBe(false)
    await page.getByRole('heading', { name: 'デッキはまだありません' }).waitFor()
    await page.getByTestId('new-deck').filter({ hasText: '新しいデッキ' }).click()
    await page.getByText('新しいデッキの名前').waitFor()
    expect(await page.getByTestId('new-deck-name').inputValue()).toBe('新しいデッキ')
    await page.getByTestId('new-deck-create').filter({ hasText: 'デッキを作成' }).waitFor()
    // Japanese names and labels read to a screen reader as English ones do (the picker's label, the page's lang).
    expect(await axe(page)).toEqual([])
    await shot(page, `ja-decks-desktop`)

    // Counts keep their number and counter word on one line (a no-break space between them, glossary/ja.md).
    await importRealCards(page, base)
    await page.getByText('カード検索', { exact: true }).waitFor()
    await expect.poll(async () => (await page.getByTestId('result-count').textContent()) ?? '').toMatch(/^\d+\u00a0種類 · \d+\u00a0バージョン$/)
    expect(await page.getByRole('group', { name: '絞り込み' }).textContent()).toContain('ユニット')
    expect(await page.getByTestId('sort').locator('option:checked').textContent()).toBe('カードナンバー')
    expect(await cutSelects(page)).toEqual([])
    expect(await axe(page)).toEqual([])
    await shot(page, `ja-cards-desktop`)
    await page.getByRole('button', { name: '検索構文' }).click()
    await page.locator('#query-help').getByText('カード名に含まれる', { exact: true }).waitFor()
    await shot(page.locator('#query-help'), `ja-search-help-desktop`)

    await page.goto(`${base}#/collection`)
    await page.getByRole('heading', { level: 1, name: 'コレクション' }).waitFor()
    await page.getByRole('heading', { name: 'コレクションはまだ空です' }).waitFor()
    await page.getByTestId('collection-show').selectOption('all')
    const row = page.getByTestId('collection-row').first()
    await row.getByTestId('owned-plus').click()
    await row
      .getByTestId('owned-count')
      .filter({ hasText: /^所持 1$/ })
      .waitFor()
    await page
      .getByTestId('collection-save-state')
      .filter({ hasText: /^保存済み$/ })
      .waitFor()
    await page.getByTestId('collection-summary').filter({ hasText: '1\u00a0バージョン・計 1\u00a0枚' }).waitFor()
    await shot(page, `ja-collection-desktop`)
    await page.getByTestId('collection-import').scrollIntoViewIfNeeded()
    await shot(page, `ja-collection-desktop-side`)
  })

  it('at 390 × 844 by touch, English picked is kept over a reload, and 日本語 picked back is kept too', async () => {
    const page = await open(PHONE_CONTEXT)
    // Whether the Japanese header was drawn in this document: after English is picked, a reload starts in English.
    await page.addInitScript(() => {
      const seen = window as unknown as { sawJapanese?: boolean }
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('大会受付')) seen.sawJapanese = true
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.goto(`${base}#/decks`)
    await expect.poll(() => navWords(page)).toEqual(JAPANESE_NAV)
    await page.getByRole('heading', { level: 1, name: 'デッキ一覧' }).waitFor()
    // A deck in the list: its row's words and buttons in Japanese, on a phone's width.
    await page.getByTestId('new-deck').tap()
    await page.getByTestId('new-deck-name').fill('ザクの群れ')
    await page.getByTestId('new-deck-create').tap()
    await page.waitForURL(/#\/decks\/[^/]+$/)
    await page.goto(`${base}#/decks`)
    const deckRow = page.getByTestId('deck-list').locator('li').first()
    await expect.poll(async () => (await deckRow.locator('.deck-row__meta').textContent())?.trim()).toMatch(/ · 0\u00a0枚 · \d{4}\/\d{2}\/\d{2} 更新$/)
    await deckRow.getByRole('button', { name: 'ザクの群れ を複製' }).waitFor()
    expect(await page.getByTestId('deck-count').textContent()).toContain('1\u00a0個のデッキ')
    // The header wraps on a phone: nothing sideways, both pickers a fingertip's size.
    const problems = await phoneProblems(page)
    expect(problems.overflow).toBe(0)
    expect(problems.small.filter((s) => /picker/.test(s))).toEqual([])
    expect(await cutSelects(page)).toEqual([])
    expect(await axe(page)).toEqual([])
    await shot(page, `ja-decks-phone`)

    const picker = page.getByTestId('language-picker')
    await picker.tap()
    await picker.selectOption('en')
    await expect.poll(() => navWords(page)).toEqual(ENGLISH_NAV)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Your decks' }).waitFor()
    expect(await navWords(page)).toEqual(ENGLISH_NAV)
    expect(await page.getByTestId('deck-count').textContent()).toContain('1 deck')
    expect(await page.title()).toBe('Decks · gundeck')
    expect(await page.evaluate(() => (window as unknown as { sawJapanese?: boolean }).sawJapanese ?? false)).toBe(false)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await picker.inputValue()).toBe('en')
    await expect.poll(() => storedLanguage(page)).toBe('en')

    await picker.tap()
    await picker.selectOption('ja')
    await expect.poll(() => navWords(page)).toEqual(JAPANESE_NAV)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'デッキ一覧' }).waitFor()
    expect(await navWords(page)).toEqual(JAPANESE_NAV)
    expect(await picker.inputValue()).toBe('ja')
    await expect.poll(() => storedLanguage(page)).toBe('ja')

    await page.goto(`${base}#/cards`)
    await page.getByRole('heading', { name: 'カードリストがまだありません' }).waitFor()
    await shot(page, `ja-cards-phone`)
    await importRealCards(page, base)
    await page.getByText('カード検索', { exact: true }).waitFor()
    await page.getByTestId('card-query').scrollIntoViewIfNeeded()
    expect((await phoneProblems(page)).overflow).toBe(0)
    expect(await cutSelects(page)).toEqual([])
    await shot(page, `ja-cards-phone-search`)
    await page.goto(`${base}#/collection`)
    await page.getByRole('heading', { level: 1, name: 'コレクション' }).waitFor()
    expect((await phoneProblems(page)).overflow).toBe(0)
    await shot(page, `ja-collection-phone`)
  })
  // The deck editor with a real deck one card over: its headings, tabs, badge and the rule it breaks, in Japanese.
  for (const size of [
    { name: '1280 × 800', shot: 'desktop', options: { viewport: { width: 1280, height: 800 } }, press: (l: Locator) => l.click() },
    { name: '390 × 844 by touch', shot: 'phone', options: PHONE_CONTEXT, press: (l: Locator) => l.tap() },
  ]) {
    it(`at ${size.name} the deck editor's headings and a broken rule are in Japanese`, async () => {
      const page = await open(size.options)
      await importRealCards(page, base)
      await importDeckList(page, base, sharedText('decks/official/deck-001.txt'))
      await expect.poll(() => navWords(page)).toEqual(JAPANESE_NAV)
      const main = page.getByTestId('section-main')
      await main.getByRole('heading', { level: 3, name: /^メインデッキ 50/ }).waitFor()
      await page
        .getByTestId('section-resource')
        .getByRole('heading', { level: 3, name: /^リソースデッキ 10/ })
        .waitFor()
      await main.getByRole('heading', { level: 4, name: /^ユニット / }).waitFor()
      expect(await page.getByTestId('tab-stats').textContent()).toBe('統計')
      await expect.poll(() => page.getByTestId('legal-badge').textContent()).toBe('使用可')
      await expect.poll(() => page.title()).toMatch(/ · デッキ編集 · gundeck$/)

      // One more copy of the first line: the main deck is 51, and the panel says so in Japanese.
      await size.press(main.getByTestId('line-plus').first())
      await expect.poll(() => page.getByTestId('legal-badge').textContent()).toBe('使用不可')
      const panel = page.getByTestId('legality-panel')
      await panel.getByRole('heading', { level: 3, name: '使用可否' }).waitFor()
      const sentences = panel.getByTestId('violation-sentence')
      await expect.poll(() => sentences.allTextContents()).toContainEqual(expect.stringMatching(/^✗\s*デッキが51枚です。ちょうど50枚でなければなりません$/))
      for (const text of await sentences.allTextContents()) expect(text).not.toMatch(/[A-Za-z]{4,}/)
      await panel.locator('.violation__mark').first().and(page.getByLabel('エラー：')).waitFor()

      await panel.scrollIntoViewIfNeeded()
      expect((await phoneProblems(page)).overflow).toBe(0)
      expect(await cutSelects(page)).toEqual([])
      expect(await cutOrOffScreen(page, '[role="tablist"], .violation__sentence, .section__title')).toEqual([])
      // Six tabs share a phone's bottom bar: each label shown fits inside its tab with room to spare, not up to the screen's edge.
      const crammed = await page.locator('[role="tab"] > span:not(.tab__long)').evaluateAll((spans) =>
        spans
          .filter((s) => s.getBoundingClientRect().width > 0)
          .filter((s) => {
            const label = s.getBoundingClientRect()
            const tab = s.parentElement!.getBoundingClientRect()
            return label.left < tab.left + 2 || label.right > tab.right - 2
          })
          .map((s) => s.textContent),
      )
      expect(crammed).toEqual([])
      expect(await axe(page)).toEqual([])
      await shot(page, `ja-editor-${size.shot}`)
      await page.evaluate(() => window.scrollTo(0, 0))
      await shot(page, `ja-editor-${size.shot}-top`)
    })
  }

  /** Lists as an organiser receives them, too short to be legal: their problems are in the table. */
  const DESK_LISTS = ['// Player: Amuro Ray\n4 ST04-001\n4 ST04-002', '// Player: Char Aznable\n9 ST01-001\n4 ST01-002'].join('\n---\n')
  /**
   * Headings, buttons and labels still in English: a run of three lower-case letters (CSV, ZIP and URL are
   * written as they are). A label's own words only: the formats a select offers are the engine's names.
   */
  const englishWords = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h2, main h3, main button, main label, main legend, main th, main summary')]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const own = el.cloneNode(true) as HTMLElement
          for (const choice of own.querySelectorAll('select')) choice.remove()
          return (own.textContent ?? '').replace(/\s+/g, ' ').trim()
        })
        .filter((text) =>
          /[a-z]{3,}/.test(text.replace(/\{(printing|number)\}/g, '').replace(/\b(gcg-api|gundeck|ja|fr|zh-Hant|Amuro Ray|Char Aznable|ST0\d-\d+)\b/g, '')),
        ),
    )

  for (const [size, options] of [
    ['desktop', { viewport: { width: 1280, height: 800 } }],
    ['phone', PHONE_CONTEXT],
  ] as const) {
    it(`the Card data page and the Event desk speak Japanese, headings and buttons, on the ${size}`, async () => {
      const page = await open(options)
      const phone = size === 'phone'
      const press = (name: string) => (phone ? page.getByRole('button', { name, exact: true }).tap() : page.getByRole('button', { name, exact: true }).click())
      await importRealCards(page, base)
      if (!phone) {
        // A card opened from the results by keyboard: its detail's fields in Japanese, the type the rules' word.
        await page.getByTestId('card-results').focus()
        await page.keyboard.press('Enter')
        const detail = page.getByTestId('card-detail')
        await detail.locator('dt', { hasText: 'カードナンバー' }).waitFor()
        expect(await detail.locator('h3').allTextContents()).toContain('カードテキスト')
        expect(await detail.textContent()).toMatch(/バージョン（\d+）/)
        await shot(page, `ja-cards-detail-${size}`)
        await page.keyboard.press('Escape')
        await detail.waitFor({ state: 'detached' })
      }

      await page.goto(`${base}#/data`)
      await page.getByRole('heading', { level: 1, name: 'カードデータ' }).waitFor()
      for (const heading of ['カードデータベース', 'カードリストを置き換える', '他の言語のカード名', '同期', 'バックアップ', 'この端末の保存領域', '設定'])
        await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      for (const button of ['更新を確認', '最新のカードリストをダウンロード', 'バックアップをダウンロード', '設定を保存'])
        await page.getByRole('button', { name: button }).waitFor()
      // The card database's counts beside their counter words, the number written in ja-JP.
      expect(await page.getByTestId('dataset-info').locator('dd').first().textContent()).toMatch(/^1075\u00a0種類（\d+\u00a0バージョン）$/)
      expect(await englishWords(page)).toEqual([])
      expect((await phoneProblems(page)).overflow).toBe(0)
      expect(await cutSelects(page)).toEqual([])
      expect(await axe(page)).toEqual([])
      await shot(page, `ja-data-${size}`, { fullPage: true })

      await page.goto(`${base}#/event`)
      await page.getByRole('heading', { level: 1, name: '大会受付' }).waitFor()
      await page.getByRole('heading', { name: 'リストはまだありません' }).waitFor()
      await page.getByTestId('desk-paste').fill(DESK_LISTS)
      await press('貼り付けたリストをチェック')
      await page
        .getByTestId('desk-counts')
        .filter({ hasText: /^2\u00a0件のリスト：使用不可 2、読み込み不可 0、未チェック 0、使用可 0$/ })
        .waitFor()
      await page.getByTestId('desk-row').nth(1).waitFor()
      expect(await page.getByTestId('desk-verdict').allTextContents()).toEqual(['使用不可', '使用不可'])
      for (const button of ['CSV を書き出す', '大会を保存', '受付をクリア']) await page.getByRole('button', { name: button }).waitFor()
      await page.getByRole('heading', { name: '保存した大会' }).waitFor()
      expect(await englishWords(page)).toEqual([])
      expect((await phoneProblems(page)).overflow).toBe(0)
      expect(await cutSelects(page)).toEqual([])
      expect(await axe(page)).toEqual([])
      await shot(page, `ja-event-${size}`, { fullPage: true })

      // One list opened: its problems and the list as received, in Japanese.
      await (phone ? page.getByTestId('desk-open').first().tap() : page.getByTestId('desk-open').first().click())
      await page.getByTestId('desk-list-view').getByRole('heading', { name: '受け取ったままのリスト' }).waitFor()
      await shot(page.getByTestId('desk-list-view'), `ja-event-${size}-list`)
      await press('閉じる')
    })
  }
})

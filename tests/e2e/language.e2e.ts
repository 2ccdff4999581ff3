import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launch, newContext, PHONE_CONTEXT, watchErrors } from './browser'
import { cutSelects, importRealCards, phoneProblems, storedRows } from './helpers'
import { axe } from './sweep'

/** Screenshots to look at by eye (Japanese cut or overflowing), kept outside the repository. */
const SHOTS = process.env.GUNDECK_SHOTS ?? '/work/notes/shots'

const ENGLISH_NAV = ['Decks', 'Cards', 'Collection', 'Event desk', 'Card data']
const JAPANESE_NAV = ['デッキ', 'カード', 'コレクション', '大会受付', 'カードデータ']

/** The app in a Japanese browser: it speaks Japanese from the first screen, and a pick of English (or back) is kept. */
describe('language: a ja-JP browser reads Japanese; the pick is kept', () => {
  const base = inject('baseUrl')
  let browser: Browser
  const errors: string[][] = []
  beforeAll(async () => {
    browser = await launch()
    mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(async () => {
    for (const e of errors) expect(e).toEqual([])
    await browser?.close()
  })

  async function open(options: Parameters<typeof newContext>[1]): Promise<Page> {
    const context = await newContext(browser, { locale: 'ja-JP', ...options })
    const page = await context.newPage()
    errors.push(watchErrors(page))
    return page
  }
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
    await page.screenshot({ path: `${SHOTS}/ja-decks-desktop.png` })

    // Counts keep their number and counter word on one line (a no-break space between them, glossary/ja.md).
    await importRealCards(page, base)
    await page.getByText('カード検索', { exact: true }).waitFor()
    await expect.poll(async () => (await page.getByTestId('result-count').textContent()) ?? '').toMatch(/^\d+\u00a0種類 · \d+\u00a0バージョン$/)
    expect(await page.getByRole('group', { name: '絞り込み' }).textContent()).toContain('ユニット')
    expect(await page.getByTestId('sort').locator('option:checked').textContent()).toBe('カードナンバー')
    expect(await cutSelects(page)).toEqual([])
    expect(await axe(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/ja-cards-desktop.png` })
    await page.getByRole('button', { name: '検索構文' }).click()
    await page.locator('#query-help').getByText('カード名に含まれる', { exact: true }).waitFor()
    await page.locator('#query-help').screenshot({ path: `${SHOTS}/ja-search-help-desktop.png` })

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
    await page.screenshot({ path: `${SHOTS}/ja-collection-desktop.png` })
    await page.getByTestId('collection-import').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/ja-collection-desktop-side.png` })
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
    await page.screenshot({ path: `${SHOTS}/ja-decks-phone.png` })

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
    await page.screenshot({ path: `${SHOTS}/ja-cards-phone.png` })
    await importRealCards(page, base)
    await page.getByText('カード検索', { exact: true }).waitFor()
    await page.getByTestId('card-query').scrollIntoViewIfNeeded()
    expect((await phoneProblems(page)).overflow).toBe(0)
    expect(await cutSelects(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/ja-cards-phone-search.png` })
    await page.goto(`${base}#/collection`)
    await page.getByRole('heading', { level: 1, name: 'コレクション' }).waitFor()
    expect((await phoneProblems(page)).overflow).toBe(0)
    await page.screenshot({ path: `${SHOTS}/ja-collection-phone.png` })
  })
})

import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { OtherNames } from '~/engine/cards/names'
import { CardPool } from '~/engine/cards/pool'
import { cardRows, searchCards } from '~/engine/query'
import { importCardFile } from '~/io/cards/detect'
import { hasShared } from '../shared'
import { launch, ownContext, PHONE_CONTEXT } from './browser'
import { importDeckList, importRealCards, phoneProblems, REAL_CARDS, shot } from './helpers'

/**
 * Japanese names for the cards of the ST01 starter deck, written for this test (a player's own file, as
 * the Card data page asks for): nothing of the publisher's.
 */
const JAPANESE: Record<string, string> = {
  'ST01-001': 'ガンダム',
  'ST01-002': 'ガンダム（MA形態）',
  'ST01-003': 'ガンキャノン',
  'ST01-004': 'ガンタンク',
  'ST01-005': 'ジム',
  'ST01-006': 'ガンダム・エアリアル（パーメットスコア・シックス）',
  'ST01-007': 'ガンダム・エアリアル（ビットオン・フォーム）',
  'ST01-009': 'ゾワート',
  'ST01-010': 'アムロ・レイ',
  'ST01-011': 'スレッタ・マーキュリー',
  'ST01-012': '大破',
  'ST01-014': '予期せぬ事態',
  'ST01-015': 'ホワイトベース',
  'R-001': 'リソース',
}

/** The ST01 starter written in those names: most lines by name alone, two with their number, one with a space for the dot. */
const JAPANESE_LIST = [
  '# ST01 日本語',
  '4 ガンダム',
  '4 ガンダム（MA形態）',
  '2 ガンキャノン',
  '4 ガンタンク',
  '4 ジム',
  '4 ガンダム・エアリアル（パーメットスコア・シックス）',
  '4 ST01-007 ガンダム エアリアル（ビットオン・フォーム）',
  '4 ゾワート',
  '4 ST01-010 アムロ・レイ',
  '4 スレッタ・マーキュリー',
  '4 大破',
  '4 予期せぬ事態',
  '4 ホワイトベース',
  '10 リソース',
].join('\n')

const jsonFile = () => ({
  name: 'ja-names.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ language: 'ja', names: JAPANESE })),
})
const csvFile = (rows: readonly string[], name = 'ja-names.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`card number,name\n${rows.join('\n')}\n`),
})

/** Names drawn in less room than they need: cut by their box (an ellipsis or a clamp), not wrapped. */
async function cutNames(page: Page, testId: string): Promise<string[]> {
  return page
    .getByTestId(testId)
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent ?? ''))
}

describe.skipIf(!hasShared)('card names in a second language [needs ../shared]', () => {
  let browser: Browser
  const base = inject('baseUrl')
  const pool = hasShared ? new CardPool(importCardFile({ name: 'cards.json', text: readFileSync(REAL_CARDS, 'utf8') }).cards) : null
  const other = new OtherNames([{ language: 'ja', names: JAPANESE }])

  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('at 1280 × 800: a names file imported, search finds cards by those names and a list written in them reads clean', async () => {
    const { context, page, errors } = await ownContext(browser, { viewport: { width: 1280, height: 800 } })
    await importRealCards(page, base)

    // Before any names file, the Japanese list does not read: its names are no card's.
    await page.goto(`${base}#/decks`)
    await page.getByTestId('import-deck').click()
    await page.getByTestId('import-text').fill(JAPANESE_LIST)
    await page.getByTestId('import-preview').waitFor()
    expect(await page.getByTestId('import-errors').locator('li').count()).toBeGreaterThan(0)

    // The names file, picked on the Card data page.
    await page.goto(`${base}#/data`)
    await page.getByTestId('names-file-input').setInputFiles(jsonFile())
    await page.getByTestId('names-report').filter({ hasText: '14 ja names imported from ja-names.json.' }).waitFor()
    await page.getByTestId('names-languages').filter({ hasText: 'ja: 14 names from ja-names.json' }).waitFor()
    // A bad file is refused with its lines named, and the names stay.
    await page.getByTestId('names-language').fill('ja')
    await page.getByTestId('names-file-input').setInputFiles(csvFile(['ST01-001,ガンダム', 'ST01-003,', 'ST01-001,ガンダム改'], 'bad.csv'))
    await page.getByTestId('names-report').filter({ hasText: 'bad.csv was not imported (2 errors); the names you had are unchanged.' }).waitFor()
    expect(await page.getByTestId('names-problems').locator('li').allTextContents()).toEqual([
      'Line 3: the name is empty',
      'Line 4: ST01-001 is given again (first at line 2) with another name: "ガンダム改" or "ガンダム"?',
    ])
    expect(await page.getByTestId('names-languages').textContent()).toContain('ja: 14 names from ja-names.json')
    // Shown beside the English names from now on (the import chose it, with no language shown before).
    expect(await page.getByTestId('names-shown-language').inputValue()).toBe('ja')
    expect(await page.getByTestId('names-beside').isChecked()).toBe(true)
    await shot(page.getByTestId('card-names'), `names-data-desktop`)

    // Search: the Japanese word finds the cards the engine finds with the same names.
    const expected = searchCards(cardRows(pool!.cards), 'ガンダム', { otherNames: other }).results
    const cards = new Set(expected.map((r) => r.card.number))
    expect([...cards]).toEqual(['ST01-001', 'ST01-002', 'ST01-006', 'ST01-007'])
    await page.goto(`${base}#/cards?q=${encodeURIComponent('ガンダム')}`)
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${cards.size} cards · ${expected.length} printings` })
      .waitFor()
    const first = page.getByTestId('card-result').first()
    expect(await first.getByTestId('tile-name').textContent()).toBe('Gundam')
    expect(await first.getByTestId('tile-other-name').textContent()).toBe('ガンダム')
    expect(await cutNames(page, 'tile-name')).toEqual([])
    await shot(page, `names-cards-desktop`)
    await page.getByRole('button', { name: 'List' }).click()
    await page.getByTestId('result-other-name').first().waitFor()
    // The page's rows carry badges (owned): the other name has a line of its own under the English one.
    expect(await page.getByTestId('result-name').first().textContent()).toBe('Gundam')
    expect(await page.getByTestId('result-other-name').first().textContent()).toBe('ガンダム')
    await shot(page, `names-list-desktop`)
    // The card opened: its title with the other name under it.
    await page.getByTestId('card-result').first().click()
    expect(await page.getByTestId('detail-other-name').textContent()).toBe('ガンダム')

    // The same list now reads clean: every card read, legal, no problem and no warning.
    await page.goto(`${base}#/decks`)
    await page.getByTestId('import-deck').click()
    await page.getByTestId('import-text').fill(JAPANESE_LIST)
    await page.getByTestId('import-preview').waitFor()
    expect(await page.getByTestId('import-verdict').textContent()).toBe('Legal')
    expect(await page.getByTestId('import-errors').count()).toBe(0)
    expect(await page.getByTestId('import-violations').count()).toBe(0)
    expect(await page.getByTestId('import-preview').textContent()).toContain('main 50, resource 10, sideboard 0')
    await shot(page, `names-import-desktop`)
    await page.getByTestId('import-create').click()
    await page.getByTestId('deck-name').waitFor()
    await page.getByTestId('line-other-name').first().waitFor()
    expect(await page.getByTestId('line-other-name').allTextContents()).toContain('アムロ・レイ')
    expect(await cutNames(page, 'line-name')).toEqual([])
    // Out of the way of the rows: a mouse left over the results opens a card's preview.
    await page.mouse.move(1270, 790)
    await shot(page, `names-editor-desktop`)
    await context.close()
    expect(errors).toEqual([])
  })

  it('at 390 × 844 with touch: names shown instead of the English ones, after a reload too', async () => {
    const { context, page, errors } = await ownContext(browser, PHONE_CONTEXT)
    await importRealCards(page, base)
    // A CSV that names no language: the player says it.
    await page.goto(`${base}#/data`)
    await page.getByTestId('names-language').fill('ja')
    await page.getByTestId('names-file-input').setInputFiles(csvFile(Object.entries(JAPANESE).map(([n, name]) => `${n},${name}`)))
    await page.getByTestId('names-report').filter({ hasText: '14 ja names imported from ja-names.csv.' }).waitFor()
    // Beside the English names first (what the import chose): the longest of both in a phone's list row, whole.
    await page.goto(`${base}#/cards?q=${encodeURIComponent('エアリアル')}`)
    await page.getByTestId('result-count').filter({ hasText: '2 cards' }).waitFor()
    await page.getByRole('button', { name: 'List' }).tap()
    await page.getByTestId('result-other-name').first().waitFor()
    expect(await page.getByTestId('result-name').first().textContent()).toBe('Gundam Aerial (Permet Score Six)')
    expect(await page.getByTestId('result-other-name').first().textContent()).toBe('ガンダム・エアリアル（パーメットスコア・シックス）')
    expect(await cutNames(page, 'result-name')).toEqual([])
    expect(await cutNames(page, 'result-other-name')).toEqual([])
    await shot(page, `names-list-beside-phone`)
    await page.getByRole('button', { name: 'Grid' }).tap()
    await page.goto(`${base}#/data`)
    await page.getByTestId('names-instead').tap()
    await expect.poll(() => page.getByTestId('names-instead').isChecked()).toBe(true)
    await page.reload()
    await page.getByTestId('names-languages').waitFor()
    await expect.poll(() => page.getByTestId('names-instead').isChecked()).toBe(true)
    expect(await page.getByTestId('names-shown-language').inputValue()).toBe('ja')
    // Every control of the page (the names' among them) fits a finger, and nothing is wider than the phone.
    expect(await phoneProblems(page)).toEqual({ overflow: 0, wide: [], small: [] })
    await page.getByRole('heading', { name: 'Card names in another language' }).evaluate((h) => h.scrollIntoView())
    await shot(page, `names-data-phone`)

    await page.goto(`${base}#/cards?q=${encodeURIComponent('ガンダム')}`)
    await page.getByTestId('result-count').filter({ hasText: '4 cards' }).waitFor()
    const names = page.getByTestId('tile-name')
    await names.first().waitFor()
    expect(await names.first().textContent()).toBe('ガンダム')
    expect(await names.first().getAttribute('title')).toBe('Gundam')
    expect(await names.first().getAttribute('lang')).toBe('ja')
    expect(await page.getByTestId('tile-other-name').count()).toBe(0)
    expect(await cutNames(page, 'tile-name')).toEqual([])
    await shot(page, `names-cards-phone`)
    // The longest names, in the list too: wrapped onto a second line, never cut.
    await page.getByTestId('card-query').fill('エアリアル')
    await page.getByTestId('result-count').filter({ hasText: '2 cards' }).waitFor()
    expect(await names.first().textContent()).toBe('ガンダム・エアリアル（パーメットスコア・シックス）')
    expect(await cutNames(page, 'tile-name')).toEqual([])
    await shot(page, `names-long-phone`)
    await page.getByRole('button', { name: 'List' }).tap()
    await page.getByTestId('result-name').first().waitFor()
    expect(await page.getByTestId('result-name').first().textContent()).toBe('ガンダム・エアリアル（パーメットスコア・シックス）')
    expect(await cutNames(page, 'result-name')).toEqual([])
    await shot(page, `names-list-phone`)

    // A deck from the Japanese list: its lines show the Japanese names alone.
    await importDeckList(page, base, JAPANESE_LIST)
    const lines = page.getByTestId('line-name')
    await lines.first().waitFor()
    const shown = await lines.allTextContents()
    expect(shown).toContain('ガンダム・エアリアル（パーメットスコア・シックス）')
    expect(shown).not.toContain('Gundam')
    expect(await cutNames(page, 'line-name')).toEqual([])
    await shot(page, `names-editor-phone`)
    await context.close()
    expect(errors).toEqual([])
  })
})

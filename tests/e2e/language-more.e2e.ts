import type { Locator } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PHONE_CONTEXT } from './browser'
import { japaneseBrowser } from './japanese'
import { sharedText } from '../shared'
import { cutOrOffScreen, importDeckList, importRealCards, phoneProblems, shot } from './helpers'

/** The words a screen's parts are made of: what must be whole, on the screen, in Japanese (but what only a screen reader reads). */
const WORDS = (root: string) =>
  ['h2', 'h3', 'h4', 'dt', 'p', 'label', 'button', 'summary', 'caption'].map((e) => `${root} ${e}:not(.visually-hidden)`).join(', ')

/** English of the Stats tab, the Sync panel and the storage notice that must not be left on a Japanese screen. */
const STATS_ENGLISH = [
  'Statistics',
  'Show numbers',
  'Average',
  'Level curve',
  'Cost curve',
  'Card types',
  'Traits',
  'Link coverage',
  'Linkable',
  'Playable',
  'First player',
  'Second player',
  'In hand',
  'Rules (',
  'Turn ',
]
const SYNC_ENGLISH = ['Sync', 'Server address', 'User name', 'Password', 'Sign in', 'Signed in', 'Keep your decks']
const NOTICE_ENGLISH = ['The browser', 'Download a backup', 'deleted', 'Your decks', 'History', 'card list', 'Get the card list']

/**
 * The rest of the app in a ja-JP browser: the deck editor's Stats tab, a format's name, the Sync panel, a
 * storage notice and the tab titles of Card data, Event desk and a shared deck, whole on a desktop and a phone.
 */
describe('language: the Stats tab, the Sync panel, a storage notice and the tab titles in Japanese', () => {
  const base = inject('baseUrl')
  const { open } = japaneseBrowser()

  for (const size of [
    { name: '1280 × 800', shot: 'desktop', phone: false, options: { viewport: { width: 1280, height: 800 } }, press: (l: Locator) => l.click() },
    { name: '390 × 844 by touch', shot: 'phone', phone: true, options: PHONE_CONTEXT, press: (l: Locator) => l.tap() },
  ]) {
    it(`at ${size.name}: the Stats tab, the Sync panel, a storage notice and the tab titles are Japanese and whole`, async () => {
      const page = await open(size.options)
      await importRealCards(page, base)
      await importDeckList(page, base, sharedText('decks/official/deck-001.txt'))

      // The Stats tab: headings, charts' tables, the rules and the turns' note in Japanese, nothing cut.
      await size.press(page.getByTestId('tab-stats'))
      const stats = page.getByTestId('deck-stats')
      await stats.getByRole('heading', { level: 2, name: '統計' }).waitFor()
      await stats.getByRole('heading', { level: 3, name: 'ターンごとに使用できるカード' }).waitFor()
      await size.press(stats.getByTestId('show-numbers'))
      await stats.getByText('レベル分布').first().waitFor()
      const statsText = (await stats.textContent()) ?? ''
      for (const words of [
        'メインデッキ',
        '平均Lv.',
        'コスト分布',
        'カードの種類',
        'リンクの状況',
        '先攻',
        '後攻',
        'ガンダムカードゲーム（禁止・制限あり）のルール',
      ])
        expect(statsText).toContain(words)
      for (const phrase of STATS_ENGLISH) expect(statsText).not.toContain(phrase)
      expect(await page.getByTestId('format-picker').locator('option:checked').textContent()).toBe('ガンダムカードゲーム（禁止・制限あり）')
      expect(await cutOrOffScreen(page, WORDS('[data-testid="deck-stats"]'))).toEqual([])
      if (size.phone) expect((await phoneProblems(page)).overflow).toBe(0)
      await shot(page, `ja-stats-${size.shot}`, { fullPage: true })

      // The tab titles of the pages whose titles are the catalogue's.
      await page.goto(`${base}#/event`)
      await expect.poll(() => page.title()).toBe('大会受付 · gundeck')
      await page.goto(`${base}#/d/not-a-deck`)
      await expect.poll(() => page.title()).toBe('共有されたデッキ · gundeck')
      await page.goto(`${base}#/data`)
      await expect.poll(() => page.title()).toBe('カードデータ · gundeck')

      // The Sync panel, signed out: its words and its form in Japanese, whole.
      const sync = page.getByTestId('sync')
      await sync.getByRole('heading', { name: '同期' }).waitFor()
      await sync.scrollIntoViewIfNeeded()
      const syncText = (await sync.textContent()) ?? ''
      for (const phrase of SYNC_ENGLISH) expect(syncText).not.toContain(phrase)
      expect(await cutOrOffScreen(page, WORDS('[data-testid="sync"]'))).toEqual([])
      if (size.phone) expect((await phoneProblems(page)).overflow).toBe(0)
      await shot(sync, `ja-sync-${size.shot}`)

      // A storage notice: the browser deleted this site's data (as gundeck notes it for the next start).
      await page.evaluate(() =>
        localStorage.setItem(
          'gundeck:store-loss',
          JSON.stringify({ kind: 'dropped', at: new Date().toISOString(), recovered: 1, lost: { decks: 0, history: 2, playtests: 0, cards: 0 } }),
        ),
      )
      await page.reload()
      const notice = page.getByTestId('storage-loss')
      await notice.waitFor()
      const noticeText = (await notice.textContent()) ?? ''
      expect(noticeText).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      for (const phrase of NOTICE_ENGLISH) expect(noticeText).not.toContain(phrase)
      await notice.getByTestId('storage-loss-backup').filter({ hasText: 'バックアップをダウンロード' }).waitFor()
      expect(await cutOrOffScreen(page, WORDS('[data-testid="storage-loss"]'))).toEqual([])
      if (size.phone) expect((await phoneProblems(page)).overflow).toBe(0)
      await shot(notice, `ja-storage-notice-${size.shot}`)
      await size.press(notice.getByTestId('storage-loss-dismiss'))
      await notice.waitFor({ state: 'detached' })
    })
  }
})

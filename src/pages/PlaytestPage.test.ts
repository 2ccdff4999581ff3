import 'fake-indexeddb/auto'
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { replaceCards } from '~/db/cards-repository'
import { database } from '~/db/database'
import { createDeck } from '~/db/decks-repository'
import { testDataset } from '~/db/testing'
import { catalogue } from '~/engine/messages'
import { playtestCards } from '~/engine/testing/playtest'
import playtest from '~/locales/en/playtest'
import { showLanguage } from '~/locales/i18n'
import { DECK_CHANGED_REFUSAL, usePlaytestStore } from '~/stores/playtest'
import PlaytestPage from './PlaytestPage.vue'
import { leftEnglish, shownText } from '~/engine/testing/english-left'
import { freshApp, leavePage, mountPage } from '../../tests/page'
import { until } from '../../tests/until'

const f = playtestCards()
const unique = [f.u1, f.u2, f.u3, f.u4, f.ace, f.newtype, f.mainCommand, f.actionCommand, f.base, f.resource]

/** The fixture's 50 + 10 cards as a stored deck, with its cards in the card data. */
async function storedDeck(): Promise<string> {
  await replaceCards(database(), unique, testDataset({ cards: 10, printings: 10 }))
  const count = (n: string) => f.main.filter((c) => c.number === n).length
  const deck = await createDeck(
    database(),
    {
      name: 'テストデッキ',
      format: 'gcg',
      cards: {
        main: unique.filter((c) => c.type !== 'resource').map((c) => ({ number: c.number, printing: null, count: count(c.number) })),
        resource: [{ number: f.resource.number, printing: null, count: 10 }],
        sideboard: [],
      },
      notes: '',
      tags: [],
    },
    'gcg',
  )
  return deck.id
}

const open = async (id: string) =>
  (await mountPage(PlaytestPage, { path: '/decks/:id/playtest', name: 'playtest' }, `/decks/${id}/playtest`, { '/decks/:id': 'deck', '/decks': 'decks' }))
    .wrapper

beforeEach(async () => {
  sessionStorage.clear()
  await freshApp()
})
afterEach(leavePage)

describe('Playtest page in Japanese', () => {
  it('deals, keeps, moves a card by hand and logs it, every word in Japanese and none of the English catalogue left', async () => {
    await showLanguage('ja')
    const w = await open(await storedDeck())
    await until(() => w.find('[data-testid="pt-start"]').exists())
    expect(w.get('[data-testid="pt-start"]').text()).toContain('何もしない相手とのゲームを配る')
    expect(w.get('[data-testid="pt-deal"]').text()).toBe('配る')
    await until(() => document.title === 'テストデッキ · 一人回し · gundeck')

    await w.get('[data-testid="pt-seed"]').setValue('7')
    await w.get('[data-testid="pt-start"]').trigger('submit')
    await until(() => w.find('[data-testid="pt-status"]').exists())
    expect(w.get('[data-testid="pt-keep"]').text()).toBe('キープ')
    await w.get('[data-testid="pt-keep"]').trigger('click')
    await until(() => w.find('[data-testid="pt-end-main"]').exists())
    expect(w.get('[data-testid="pt-status"]').text()).toMatch(/あなたのターン/)
    expect(w.findAll('[data-testid="pt-phase"]').map((p) => p.text().split(' ')[0])).toEqual(['スタート', 'ドロー', 'リソース', 'メイン', 'エンド'])
    expect(w.get('[data-testid="pt-goldfish"]').text()).toContain('EXベース HP')

    // A card's menu, then a move by hand to the trash.
    await w.get('[data-testid="hand"] [data-testid="play-card"]').trigger('click')
    const menu = document.body.querySelector('[data-testid="card-menu"]')!
    expect(menu.textContent).toContain('移動先…')
    expect(menu.textContent).toContain('閉じる')
    const toTrash = [...menu.querySelectorAll<HTMLButtonElement>('[data-testid="menu-move"]')].find((b) => b.dataset.to === 'trash')!
    expect(toTrash.textContent).toContain('トラッシュ')
    toTrash.click()
    await until(() => w.get('[data-testid="count-trash"]').text() === '1')
    const log = w.findAll('[data-testid="log-entry"]')
    expect(log[0]!.text()).toMatch(/手動/)
    expect(log.every((e) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(e.text()))).toBe(true)

    // Open the card menu again, so its words are checked too.
    await w.get('[data-testid="hand"] [data-testid="play-card"]').trigger('click')
    // The card data's own words (names, traits, texts) are the data's, not the page's.
    const names = [...unique.flatMap((c) => [c.name, c.text, ...c.traits]), 'テストデッキ']
    expect(leftEnglish(shownText(document.body, names), playtest)).toEqual([])
  })

  it("words a saved game's notice (kept in English with its code) in Japanese", async () => {
    await showLanguage('ja')
    const w = await open(await storedDeck())
    await until(() => w.find('[data-testid="pt-start"]').exists())
    const store = usePlaytestStore()
    const said = { code: 'undo.no-match', params: {} } as const
    store.notice = { code: 'saved-warning', english: catalogue('en').playtest(said), text: said }
    await flushPromises()
    expect(w.get('[data-testid="pt-notice"]').text()).toContain(catalogue('ja').playtest(said))
    expect(w.get('[data-testid="pt-notice"]').text()).not.toContain(catalogue('en').playtest(said))
  })

  it("words the store's own notices and refusals in the language shown: English as it always read, Japanese from the catalogue", async () => {
    const w = await open(await storedDeck())
    await until(() => w.find('[data-testid="pt-start"]').exists())
    const store = usePlaytestStore()
    const notice = () => w.get('[data-testid="pt-notice"]').text()
    const refusal = () => w.get('[data-testid="pt-refusal"]').text()
    const cases = [
      [
        { code: 'dropped', params: { error: 'present.seed: bad' } },
        'The saved game could not be read (present.seed: bad), so it was dropped: deal a new one.',
        '保存したゲームを読み込めなかったため（present.seed: bad）、削除しました。新しいゲームを配ってください。',
      ],
      [
        { code: 'full' },
        'The device is out of space: this game is kept in this tab only until space is freed.',
        '端末の保存領域がいっぱいです。空きができるまで、このゲームはこのタブの中にだけあります。',
      ],
      [
        { code: 'save-failed', params: { detail: 'QuotaExceededError' } },
        'The game could not be saved: QuotaExceededError',
        'ゲームを保存できませんでした：QuotaExceededError',
      ],
    ] as const
    for (const [said, english, japanese] of cases) {
      await showLanguage('en')
      store.notice = said
      await flushPromises()
      expect(notice()).toContain(english)
      await showLanguage('ja')
      await flushPromises()
      expect(notice()).toContain(japanese)
      expect(notice()).not.toContain(english)
    }
    await showLanguage('en')
    store.refusal = DECK_CHANGED_REFUSAL
    await flushPromises()
    expect(refusal()).toBe(
      'Refused (deck-changed): This deck was edited after this game was dealt. Deal a new game, or choose to finish this one with the old list.',
    )
    store.refusal = { rule: '5-1-1', message: '', code: 'store.noCards', params: {} }
    await flushPromises()
    expect(refusal()).toBe('Refused (5-1-1): There is no card list yet, so the deck’s cards cannot be named.')
    store.refusal = DECK_CHANGED_REFUSAL
    await showLanguage('ja')
    await flushPromises()
    expect(refusal()).toBe(
      'できません（deck-changed）：このゲームを配った後にデッキが編集されました。新しいゲームを配るか、以前のリストでこのゲームを続けるかを選んでください。',
    )
    store.refusal = { rule: 'format', message: 'x', code: 'store.unknownFormat', params: { format: 'old' } }
    await flushPromises()
    expect(refusal()).toBe('できません（format）：フォーマット「old」は不明なため、一人回しもできません。')
  })
})

import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import type { DeskRow } from '~/schemas/event'
import EventSheets from './EventSheets.vue'

const row: DeskRow = {
  index: 0,
  file: 'amuro.txt',
  player: 'Amuro Ray',
  deck: 'White Base',
  status: 'not-legal',
  marks: [{ severity: 'error', rule: 'main-deck-size', message: 'Main deck has 8 cards', lines: [] }],
  colors: ['Blue'],
  sections: { main: [{ count: 4, id: 'ST01-001', name: 'Gundam' }], resource: [], sideboard: [], ex: [] },
  report: [],
  text: '4 ST01-001',
}
const sheet = () => mount(EventSheets, { props: { rows: [row], event: 'Spring cup', date: '2026-12-07', format: 'Gundam Card Game', banList: null } })

describe('EventSheets: the registration sheet', () => {
  afterEach(() => showLanguage('en'))

  it('in English, as before', () => {
    const w = sheet()
    expect(w.get('h1').text()).toBe('Deck registration: Spring cup')
    expect(w.get('.sheet__meta').text()).toBe('Format: Gundam Card Game. Ban list: none. Check: Not legal.')
    expect(w.findAll('h2').map((h) => h.text())).toEqual(['Main deck (4)', 'Resource deck (0)', 'Sideboard (0)'])
    expect(w.get('.sheet__problems li').text()).toBe('Error (main-deck-size): Main deck has 8 cards')
  })

  it('in Japanese: the title, the fields, the sections and the verdict, the list itself as sent', async () => {
    await showLanguage('ja')
    const w = sheet()
    expect(w.get('h1').text()).toBe('デッキ登録用紙：Spring cup')
    expect(w.get('.sheet__meta').text()).toBe('フォーマット：Gundam Card Game。禁止・制限リスト：なし。チェック結果：使用不可。')
    expect(w.findAll('h2').map((h) => h.text())).toEqual(['メインデッキ（4）', 'リソースデッキ（0）', 'サイドボード（0）'])
    expect(w.findAll('th').map((h) => h.text())).toEqual(['枚数', 'カードナンバー', 'カード名'])
    expect(w.findAll('.sheet__signature span').map((s) => s.text())).toEqual(['プレイヤー署名', 'ジャッジ／主催者'])
    // A row saved before the desk kept codes shows its English.
    expect(w.get('.sheet__problems li').text()).toBe('エラー (main-deck-size)：Main deck has 8 cards')
  })

  it('a problem with its code is worded in the language shown, in English as the engine said it', async () => {
    const mark = {
      ...row.marks[0]!,
      message: 'Main deck has 8 cards; it must have exactly 50 (5-1-1)',
      ref: '5-1-1',
      code: 'section-size',
      params: { section: 'main', copies: 8, min: 50, max: 50 },
    }
    const coded = () =>
      mount(EventSheets, { props: { rows: [{ ...row, marks: [mark] }], event: '', date: '2026-12-07', format: 'Gundam Card Game', banList: null } })
    expect(coded().get('.sheet__problems li').text()).toBe('Error (main-deck-size): Main deck has 8 cards; it must have exactly 50 (5-1-1)')
    await showLanguage('ja')
    expect(coded().get('.sheet__problems li').text()).toBe('エラー (main-deck-size)：デッキが8枚です。ちょうど50枚でなければなりません（5-1-1）')
  })
})

// @vitest-environment jsdom
// Counts rows per animation frame: jsdom runs each frame's callbacks together, as a browser does;
// happy-dom gives each its own task, so the table's next frame runs inside the test's.
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SORT } from '~/engine/event/desk'
import { showLanguage } from '~/locales/i18n'
import type { DeskRow } from '~/schemas/event'
import EventDeskTable from './EventDeskTable.vue'

const row = (index: number): DeskRow => ({
  index,
  file: `player-${index}.txt`,
  player: null,
  deck: '',
  status: 'not-legal',
  marks: [{ severity: 'error', rule: '5-1-1', message: `problem ${index}`, lines: [] }],
  colors: ['Blue'],
  sections: { main: [], resource: [], sideboard: [], ex: [] },
  report: [],
  text: '',
})
const rows = Array.from({ length: 100 }, (_, i) => row(i))
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

describe('EventDeskTable', () => {
  it('draws a page of 100 rows 10 new rows a frame, keeping the rows drawn when more lists land', async () => {
    const w = mount(EventDeskTable, { props: { rows: rows.slice(0, 50), selected: new Set<number>(), sort: DEFAULT_SORT, allSelected: false } })
    const drawn = () => w.findAll('[data-testid="desk-row"]').map((r) => r.find('[data-testid="desk-open"]').text())
    expect(drawn()).toHaveLength(10)
    for (const n of [20, 30, 40, 50, 50]) {
      await frame()
      expect(drawn()).toHaveLength(n)
    }
    // New rows sorted in among those drawn: the drawn ones stay, 10 of the new join at once, in order.
    const mixed = [...rows.slice(50, 75), ...rows.slice(0, 50), ...rows.slice(75)]
    await w.setProps({ rows: mixed })
    expect(drawn()).toEqual([...rows.slice(50, 60), ...rows.slice(0, 50)].map((r) => r.file))
    for (let k = 0; k < 10 && drawn().length < 100; k++) await frame()
    expect(drawn()).toEqual(mixed.map((r) => r.file))
  })

  describe('in words', () => {
    afterEach(() => showLanguage('en'))
    const mountOne = () => mount(EventDeskTable, { props: { rows: rows.slice(0, 1), selected: new Set<number>(), sort: DEFAULT_SORT, allSelected: false } })
    const headers = (w: ReturnType<typeof mountOne>) => w.findAll('th button').map((b) => b.text().replace(/ [↑↓]$/, ''))

    it('English: the columns, the verdict and the color as before', () => {
      const w = mountOne()
      expect(headers(w)).toEqual(['Player or file', 'Deck', 'Verdict', 'Problems', 'Colors'])
      expect(w.get('[data-testid="desk-verdict"]').text()).toBe('Not legal')
      expect(w.get('td:last-child').text()).toBe('Blue')
      expect(w.get('td:last-child').attributes('data-label')).toBe('Colors')
    })

    it('Japanese: the columns (and the labels a phone shows beside each cell), the verdict and the color', async () => {
      await showLanguage('ja')
      const w = mountOne()
      expect(headers(w)).toEqual(['プレイヤー／ファイル', 'デッキ', '判定', '問題', '色'])
      expect(w.get('[data-testid="desk-verdict"]').text()).toBe('使用不可')
      expect(w.get('td:last-child').text()).toBe('青')
      expect(w.get('td:last-child').attributes('data-label')).toBe('色')
    })
    it('a problem: worded from its code in the language shown; a row saved without codes keeps its English', async () => {
      const coded: DeskRow = {
        ...row(0),
        marks: [
          {
            severity: 'error',
            rule: 'sideboard-size',
            message: 'Sideboard has 11 cards; at most 10 (5-1-3)',
            lines: [],
            ref: '5-1-3',
            code: 'sideboard-size',
            params: { copies: 11, max: 10 },
          },
        ],
      }
      const problems = () =>
        mount(EventDeskTable, { props: { rows: [coded, row(1)], selected: new Set<number>(), sort: DEFAULT_SORT, allSelected: false } })
          .findAll('.problems li')
          .map((li) => li.text())
      expect(problems()).toEqual(['Sideboard has 11 cards; at most 10 (5-1-3)', 'problem 1'])
      await showLanguage('ja')
      expect(problems()).toEqual(['サイドボードが11枚です。10枚までです（5-1-3）', 'problem 1'])
    })
  })
})

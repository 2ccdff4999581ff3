import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import type { DeskRow } from '~/schemas/event'
import EventListView from './EventListView.vue'

const row: DeskRow = {
  index: 0,
  file: 'amuro.txt',
  player: 'Amuro Ray',
  deck: '',
  status: 'not-legal',
  marks: [
    {
      severity: 'error',
      rule: 'sideboard-size',
      message: 'Sideboard has 11 cards; at most 10 (5-1-3)',
      lines: [2],
      ref: '5-1-3',
      code: 'sideboard-size',
      params: { copies: 11, max: 10 },
    },
    // A problem saved before the desk kept codes.
    { severity: 'warning', rule: 'recommendation', message: 'Few units', lines: [] },
  ],
  colors: [],
  sections: { main: [], resource: [], sideboard: [], ex: [] },
  report: [],
  text: '4 ST01-001\n11 ST01-002',
}
const view = () => mount(EventListView, { props: { row } })
const problems = (w: ReturnType<typeof view>) => w.findAll('[data-testid="desk-list-problems"] li').map((li) => li.text())

describe('EventListView: one list with its problems', () => {
  afterEach(() => showLanguage('en'))

  it('in English, as the engine said them, on their lines', () => {
    const w = view()
    expect(problems(w)).toEqual(['Error (sideboard-size): line 2: Sideboard has 11 cards; at most 10 (5-1-3)', 'Warning (recommendation): Few units'])
    expect(w.get('.line__why').text()).toBe('Sideboard has 11 cards; at most 10 (5-1-3)')
  })

  it('in Japanese from their codes; a problem saved without one keeps its English', async () => {
    await showLanguage('ja')
    const w = view()
    expect(problems(w)).toEqual(['エラー (sideboard-size)：2 行目：サイドボードが11枚です。10枚までです（5-1-3）', '警告 (recommendation)：Few units'])
    expect(w.get('.line__why').text()).toBe('サイドボードが11枚です。10枚までです（5-1-3）')
  })
})

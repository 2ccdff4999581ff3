import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { deckStats } from '~/engine/stats'
import { card, deck, entry, pool } from '~/engine/testing/builders'
import { showLanguage } from '~/locales/i18n'
import DeckStats from './DeckStats.vue'

// chart.js draws nothing in the test DOM; a stand-in records that a chart was made.
const made = vi.hoisted(() => ({ charts: 0 }))
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    options = { scales: {} }
    constructor() {
      made.charts++
    }
    update() {}
    destroy() {}
  }
  return { Chart, BarController: {}, BarElement: {}, CategoryScale: {}, LinearScale: {}, Tooltip: {}, Legend: {} }
})

const gcg = getFormat('gcg')!
const amuro = card({ number: 'ST91-001', name: 'Amuro Ray', type: 'pilot', color: 'blue', level: 1, cost: 1, traits: ['White Base Team'] })
const gundam = card({
  number: 'ST91-002',
  name: 'Gundam',
  type: 'unit',
  color: 'blue',
  level: 4,
  cost: 3,
  traits: ['White Base Team'],
  link: { raw: '[Amuro Ray]', refs: [{ kind: 'pilot', name: 'Amuro Ray' }] },
})
const zaku = card({
  number: 'ST91-003',
  name: 'Zaku II',
  type: 'unit',
  color: 'green',
  level: 2,
  cost: 1,
  traits: ['Zeon'],
  link: { raw: '[Char Aznable]', refs: [{ kind: 'pilot', name: 'Char Aznable' }] },
})
const command = card({ number: 'ST91-004', name: 'Command', type: 'command', color: 'blue', level: 2, cost: 2, traits: [] })
const resource = card({ number: 'R-091', type: 'resource', color: null, level: null, cost: null, traits: [] })
const cards = pool([amuro, gundam, zaku, command, resource])
const list = deck({
  main: [entry(amuro.number, 4), entry(gundam.number, 3), entry(zaku.number, 2), entry(command.number, 1), entry('XX-404', 2)],
  resource: [entry('R-091', 10)],
})

const rows = (table: ReturnType<ReturnType<typeof mount>['get']>) => table.findAll('tbody tr').map((tr) => tr.findAll('th, td').map((c) => c.text()))

describe('DeckStats', () => {
  beforeEach(() => {
    // The test DOM has no canvas: getContext gives null, as it would in a browser without 2D canvas.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await showLanguage('en')
  })

  it('shows an empty state for an empty main deck, and no charts', () => {
    const w = mount(DeckStats, { props: { stats: deckStats(deck(), cards.lookup, gcg) } })
    expect(w.find('[data-testid="stats-empty"]').exists()).toBe(true)
    expect(w.findAll('canvas')).toHaveLength(0)
  })

  it('the level and cost charts have their numbers in captioned tables', async () => {
    const w = mount(DeckStats, { props: { stats: deckStats(list, cards.lookup, gcg) } })
    await flushPromises()
    const tables = w.findAll('[data-testid="chart-table"]')
    const level = tables.find((t) => t.find('caption').text().startsWith('Level curve'))!
    // Lv.1 Amuro 4; Lv.2 Zaku 2 + Command 1; Lv.3 none; Lv.4 Gundam 3.
    expect(rows(level)).toEqual([
      ['Lv.1', '4'],
      ['Lv.2', '3'],
      ['Lv.3', '0'],
      ['Lv.4', '3'],
    ])
    const cost = tables.find((t) => t.find('caption').text().startsWith('Cost curve'))!
    expect(rows(cost)).toEqual([
      ['Cost 1', '6'],
      ['Cost 2', '1'],
      ['Cost 3', '3'],
    ])
    const colors = tables.find((t) => t.find('caption').text().startsWith('Colors'))!
    expect(rows(colors)).toEqual([
      ['Blue', '8'],
      ['Green', '2'],
    ])
    const types = tables.find((t) => t.find('caption').text().startsWith('Card types'))!
    expect(rows(types)).toEqual([
      ['Unit', '5'],
      ['Pilot', '4'],
      ['Command', '1'],
    ])
  })

  it('without a canvas context the chart tables are shown instead of hidden, and nothing throws', async () => {
    const w = mount(DeckStats, { props: { stats: deckStats(list, cards.lookup, gcg) } })
    await flushPromises()
    const tables = w.findAll('[data-testid="chart-table"]')
    expect(tables.length).toBe(5)
    expect(tables.every((t) => !t.classes().includes('visually-hidden'))).toBe(true)
    expect(w.findAll('figure').every((f) => f.attributes('data-state') === 'unavailable')).toBe(true)
  })

  it('lists unknown cards apart', () => {
    const w = mount(DeckStats, { props: { stats: deckStats(list, cards.lookup, gcg) } })
    expect(w.get('[data-testid="stats-unknown"]').text()).toContain('2 × XX-404 (main)')
    expect(w.get('[data-testid="summary-main"]').text()).toBe('12')
  })

  it('traits, most copies first', () => {
    const w = mount(DeckStats, { props: { stats: deckStats(list, cards.lookup, gcg) } })
    expect(rows(w.get('[data-testid="traits-table"]'))).toEqual([
      ['White Base Team', '', '7', '2 numbers'],
      ['Zeon', '', '2', '1 number'],
    ])
  })

  it('link coverage: Gundam links with Amuro in the deck, Zaku II needs Char', () => {
    const w = mount(DeckStats, { props: { stats: deckStats(list, cards.lookup, gcg) } })
    expect(w.get('[data-testid="link-summary"]').text()).toBe('3 of 5 Units with a link condition can link with a Pilot in the deck.')
    expect(w.get('[data-testid="links-uncovered"]').text()).toContain('Zaku II')
    expect(w.get('[data-testid="links-uncovered"]').text()).toContain('needs [Char Aznable]')
    expect(w.get('[data-testid="links-covered"]').text()).toContain('[Amuro Ray]: Amuro Ray ×4')
  })

  it('playable by turn: resources and playable copies for both players, the second with the EX Resource (Q25)', () => {
    const w = mount(DeckStats, { props: { stats: deckStats(list, cards.lookup, gcg, { turns: 4 }) } })
    // Playable pool 10: need 1: Amuro 4; need 2: Zaku 2 + Command 1; need 4: Gundam 3.
    expect(rows(w.get('[data-testid="turns-table"]'))).toEqual([
      ['1', '1', '4 (40 %)', '2', '7 (70 %)'],
      ['2', '2', '7 (70 %)', '3', '7 (70 %)'],
      ['3', '3', '7 (70 %)', '4', '10 (100 %)'],
      ['4', '4', '10 (100 %)', '5', '10 (100 %)'],
    ])
  })

  it('with odds, the table has an "In hand" column per player', () => {
    const big = deck({ main: [entry(amuro.number, 4), entry(command.number, 46)] })
    const w = mount(DeckStats, { props: { stats: deckStats(big, cards.lookup, gcg, { odds: true, turns: 1 }) } })
    const [row] = rows(w.get('[data-testid="turns-table"]'))
    // Turn 1, first player: one of 4 Lv.1 cards among 6 seen cards.
    const p = 1 - (46 * 45 * 44 * 43 * 42 * 41) / (50 * 49 * 48 * 47 * 46 * 45)
    expect(row![3]).toBe(`${(p * 100).toFixed(1)} %`)
    expect(w.get('[data-testid="turns-table"] thead').text()).toContain('In hand')
  })

  it("cites the format's own rules: GCG Lv. and cost (2-8-1, 2-9-1), EX Resource and draw (Q25, Q15); Forge none of them", () => {
    const big = deck({ main: [entry(amuro.number, 4), entry(command.number, 46)] })
    const note = (id: string) =>
      mount(DeckStats, { props: { stats: deckStats(big, cards.lookup, getFormat(id)!, { odds: true, turns: 2 }) } })
        .get('[data-testid="playable-by-turn"]')
        .text()
    const g = note('gcg')
    expect(g).toContain('(2-8-1, 2-9-1)')
    expect(g).toContain('EX Resource, which counts for Lv. and cost (5-2-4, Q25)')
    expect(g).toContain("one card each draw phase, the first player's first turn included (Q15)")
    const forge = note('forge')
    expect(forge).toContain('both players have the same resources')
    expect(forge).toContain('Refresh Phase')
    expect(forge).not.toMatch(/Q\d+|\b\d+-\d+-\d+\b/)
  })

  it('drawn charts keep their tables visually hidden until "Show numbers" is checked', async () => {
    vi.restoreAllMocks()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D)
    made.charts = 0
    const w = mount(DeckStats, { props: { stats: deckStats(list, cards.lookup, gcg) } })
    await vi.waitFor(() => expect(made.charts).toBe(5))
    const hidden = () => w.findAll('[data-testid="chart-table"]').map((t) => t.element.closest('.visually-hidden') !== null)
    expect(hidden()).toEqual([true, true, true, true, true])
    await w.get('[data-testid="show-numbers"]').setValue(true)
    expect(hidden()).toEqual([false, false, false, false, false])
  })

  it('in Japanese: every heading, chart, table and note of the tab, with the rules and numbers in their place', async () => {
    await showLanguage('ja')
    const big = deck({ main: [...list.main, entry(command.number, 38)], resource: [entry('R-091', 10)] })
    const w = mount(DeckStats, { props: { stats: deckStats(big, cards.lookup, gcg, { odds: true, turns: 3 }), format: gcg, showNumbers: true } })
    await flushPromises()
    const text = w.text()
    for (const words of [
      '統計',
      '数値を表示',
      'メインデッキ',
      '平均Lv.',
      'レベル分布',
      'コスト分布',
      'カードの種類',
      '特徴',
      'リンクの状況',
      'ターンごとに使用できるカード',
      '先攻',
      '後攻',
    ])
      expect(text).toContain(words)
    expect(w.get('[data-testid="stats-rules"]').text()).toMatch(/^ガンダムカードゲーム（禁止・制限あり）のルール：/)
    expect(w.get('[data-testid="stats-unknown"]').text()).toContain('XX-404 ×2（メイン）')
    expect(w.get('[data-testid="link-summary"]').text()).toBe('リンク条件を持つユニット 5\u00a0枚のうち、3\u00a0枚がデッキ内のパイロットとリンクできます。')
    expect(w.get('[data-testid="links-uncovered"]').text()).toContain('必要：[Char Aznable]')
    const tables = w.findAll('[data-testid="chart-table"]')
    const level = tables.find((t) => t.find('caption').text().startsWith('レベル分布'))!
    expect(rows(level)[0]).toEqual(['Lv.1', '4'])
    const cost = tables.find((t) => t.find('caption').text().startsWith('コスト分布'))!
    expect(rows(cost)[0]).toEqual(['コスト1', '6'])
    const colors = tables.find((t) => t.find('caption').text().startsWith('色'))!
    expect(rows(colors).map((r) => r[0])).toEqual(['青', '緑'])
    const types = tables.find((t) => t.find('caption').text().startsWith('カードの種類'))!
    expect(rows(types).map((r) => r[0])).toEqual(['ユニット', 'パイロット', 'コマンド'])
    const turns = w.get('[data-testid="playable-by-turn"]').text()
    expect(turns).toContain('Lv.とコストがどちらも場のリソースの枚数以下')
    expect(turns).toContain('（2-8-1, 2-9-1）')
    expect(turns).toContain('EXリソース 1\u00a0枚を持ち、Lv.とコストに数えます（5-2-4, Q25）')
    expect(turns).toContain('ドローフェイズごとに1枚（先攻の最初のターンも引く）（Q15）')
    expect(w.get('[data-testid="turns-table"] thead').text()).toContain('手札')
    // No English of the tab left: only card names, numbers, traits and rule references stay in Latin letters.
    const english = [
      'Statistics',
      'Show numbers',
      'Main deck',
      'Average',
      'curve',
      'Colors',
      'Card types',
      'Traits',
      'Link coverage',
      'Playable',
      'First player',
      'Second player',
      'In hand',
      'Rules',
      'Turn',
      'needs',
      'of ',
      'resource deck',
      'Cards',
    ]
    for (const phrase of english) expect(text).not.toContain(phrase)
  })
})

import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import ChartBar from './ChartBar.vue'

// A stand-in for chart.js (it cannot draw in the test DOM) that records what the component asks of it.
const log = vi.hoisted(() => ({ configs: [] as { data: { labels: string[]; datasets: { data: number[] }[] } }[], updates: 0, destroyed: 0, registered: 0 }))
vi.mock('chart.js', () => {
  class Chart {
    static register() {
      log.registered++
    }
    data: unknown
    options = { scales: { y: { max: undefined as number | undefined } } }
    constructor(_ctx: unknown, config: { data: { labels: string[]; datasets: { data: number[] }[] } }) {
      this.data = config.data
      log.configs.push(config)
    }
    update() {
      log.updates++
      log.configs.push({ data: this.data as (typeof log.configs)[number]['data'] })
    }
    destroy() {
      log.destroyed++
    }
  }
  return { Chart, BarController: {}, BarElement: {}, CategoryScale: {}, LinearScale: {}, Tooltip: {}, Legend: {} }
})

// The chart module is loaded on first use; load it once up front so each mount resolves within a flush.
beforeAll(() => import('~/platform/chart-js'))

const props = { title: 'Level curve', category: 'Lv.', labels: ['Lv.1', 'Lv.2'], series: [{ label: 'Cards', data: [4, 7] }] }

describe('ChartBar', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    log.configs = []
    log.updates = 0
    log.destroyed = 0
  })

  it('loads chart.js after mounting and draws the data; the table stays for screen readers', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D)
    const w = mount(ChartBar, { props })
    await flushPromises()
    expect(w.get('figure').attributes('data-state')).toBe('drawn')
    expect(log.configs[0]!.data.labels).toEqual(['Lv.1', 'Lv.2'])
    expect(log.configs[0]!.data.datasets[0]!.data).toEqual([4, 7])
    expect(w.get('canvas').attributes('aria-hidden')).toBe('true')
    const table = w.get('table')
    expect(table.element.closest('.visually-hidden')).not.toBeNull()
    expect(table.get('caption').text()).toBe('Level curve')
    expect(table.findAll('tbody tr').map((r) => r.text())).toEqual(['Lv.14', 'Lv.27'])
  })

  it('updates the chart and the table when the data change, and destroys the chart on unmount', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D)
    const w = mount(ChartBar, { props })
    await flushPromises()
    await w.setProps({ series: [{ label: 'Cards', data: [5, 7] }] })
    expect(log.updates).toBe(1)
    expect(log.configs.at(-1)!.data.datasets[0]!.data).toEqual([5, 7])
    expect(w.get('tbody td').text()).toBe('5')
    w.unmount()
    expect(log.destroyed).toBe(1)
  })

  it('with no canvas context it shows the table, loads nothing and does not throw', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const w = mount(ChartBar, { props: { ...props, format: (v: number) => `${v} cards` } })
    await flushPromises()
    expect(w.get('figure').attributes('data-state')).toBe('unavailable')
    expect(log.configs).toHaveLength(0)
    expect(w.get('table').element.closest('.visually-hidden')).toBeNull()
    expect(w.get('tbody td').text()).toBe('4 cards')
  })

  it('a getContext that throws is treated as no context', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('not implemented')
    })
    const w = mount(ChartBar, { props })
    await flushPromises()
    expect(w.get('figure').attributes('data-state')).toBe('unavailable')
  })

  it('a series per column: two players side by side', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const w = mount(ChartBar, {
      props: {
        title: 'Playable',
        category: 'Turn',
        labels: ['Turn 1'],
        series: [
          { label: 'First', data: [40] },
          { label: 'Second', data: [70] },
        ],
        format: (v: number) => `${v}%`,
      },
    })
    expect(w.findAll('thead th').map((t) => t.text())).toEqual(['Turn', 'First', 'Second'])
    expect(w.findAll('tbody td').map((t) => t.text())).toEqual(['40%', '70%'])
  })
})

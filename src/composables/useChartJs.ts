// Chart.js is loaded once, on the first chart shown, so it stays out of the app's first bundle; the
// registered library is platform/chart-js.ts, a chunk of its own because it is only ever imported here,
// dynamically.
import type * as ChartJsModule from '~/platform/chart-js'

type ChartJs = typeof ChartJsModule

let loading: Promise<ChartJs> | null = null

/** Chart.js with the bar chart's parts registered; the first call starts the download, later calls share it. */
export function useChartJs(): Promise<ChartJs> {
  loading ??= import('~/platform/chart-js')
  // A failed load (offline, stale chunk) may be retried by the next chart.
  loading.catch(() => {
    loading = null
  })
  return loading
}

// chart.js is loaded once, on the first chart shown, so it stays out of the app's first bundle;
// chart-setup.ts registers only the parts bar charts use, so the rest is tree-shaken away.
import type * as ChartSetup from './chart-setup'

type ChartJs = typeof ChartSetup

let loading: Promise<ChartJs> | null = null

export function loadChartJs(): Promise<ChartJs> {
  loading ??= import('./chart-setup')
  // A failed load (offline, stale chunk) may be retried by the next chart.
  loading.catch(() => {
    loading = null
  })
  return loading
}

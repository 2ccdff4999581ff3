// chart.js is loaded once, on the first chart shown, so it stays out of the app's first bundle;
// only the parts bar charts use are registered (tree-shaken).
import type * as ChartModule from 'chart.js'

type ChartJs = typeof ChartModule

let loading: Promise<ChartJs> | null = null

export function loadChartJs(): Promise<ChartJs> {
  loading ??= import('chart.js').then((lib) => {
    lib.Chart.register(lib.BarController, lib.BarElement, lib.CategoryScale, lib.LinearScale, lib.Tooltip, lib.Legend)
    return lib
  })
  // A failed load (offline, stale chunk) may be retried by the next chart.
  loading.catch(() => {
    loading = null
  })
  return loading
}

// Chart.js with only what bar charts draw with (named imports, so the rest is tree-shaken away). This module
// is its own lazy chunk: only useChartJs imports it, with a dynamic import(), so Chart.js stays out of the
// app's first bundle until the first chart is shown.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

export { Chart }

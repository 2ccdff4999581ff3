// Named imports, so the bundle keeps only what bar charts draw with; loaded lazily by chart-lib.ts.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

export { Chart }

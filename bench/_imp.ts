import { performance } from 'node:perf_hooks'
import { importCardFiles } from '~/io/cards/detect'
import { bigPoolText, realCardsText } from './big-pool'
const big = bigPoolText(100_000, realCardsText())
console.log('MB', (big.length / 1e6).toFixed(1))
for (let i = 0; i < 4; i++) {
  let t = performance.now(); JSON.parse(big); const jp = performance.now() - t
  t = performance.now(); const c0 = process.cpuUsage(); importCardFiles([{ name: 'cards.json', text: big }]); const c = process.cpuUsage(c0)
  console.log('parse', jp.toFixed(0), 'import', (performance.now() - t).toFixed(0), 'cpu', ((c.user + c.system) / 1000).toFixed(0))
}

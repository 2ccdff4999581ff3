import { importCardFiles } from '~/io/cards/detect'
import { bigPoolText, realCardsText } from './big-pool'
const big = bigPoolText(100_000, realCardsText())
for (let i = 0; i < 3; i++) importCardFiles([{ name: 'cards.json', text: big }])

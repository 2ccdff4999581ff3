// Deck statistics (issue 6): they run on every edit in the deck editor, so a 50-card deck must take
// well under 1 ms (target < 1 ms; the frame is 16 ms). Exact odds are optional and timed apart.
// Needs ../shared for the real pool and deck-004.
import { readFileSync } from 'node:fs'
import { CardPool } from '~/engine/cards/pool'
import { parseDeckList } from '~/engine/decklist/parse'
import { getFormat } from '~/engine/formats/registry'
import { deckStats } from '~/engine/stats'
import { importCardFile } from '~/io/cards/detect'
import { medianMs, medianPerCallMs, type Reporter } from './harness'

export default function stats(report: Reporter) {
  const shared = new URL('../../shared/', import.meta.url)
  const text = readFileSync(new URL('cards/gcg-api/cards.json', shared), 'utf8')
  const pool = new CardPool(importCardFile({ name: 'cards.json', text }).cards)
  const list = parseDeckList(readFileSync(new URL('decks/official/deck-004.txt', shared), 'utf8'), pool.lookup)
  const gcg = getFormat('gcg')!
  const us = medianPerCallMs(() => deckStats(list, pool.lookup, gcg), 2000) * 1000
  report.figure('deck statistics, 50-card deck (deck-004), median', us, 'µs', '< 1 ms')
  const oddsMs = medianMs(() => deckStats(list, pool.lookup, gcg, { odds: true }), 21, 3)
  report.figure('deck statistics with exact odds, 8 turns x 2 players', oddsMs, 'ms')
}

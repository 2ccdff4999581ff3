// Foundation issue: validating a 50-card deck (target under 20 µs median) and importing the full
// gcg-api file in Node (target under 300 ms). Needs ../shared for the real pool.
import { readFileSync } from 'node:fs'
import { CardPool } from '~/engine/cards/pool'
import { parseDeckList } from '~/engine/decklist/parse'
import { getFormat } from '~/engine/formats/registry'
import { validateDeck } from '~/engine/validate'
import { importCardFile } from '~/io/cards/detect'
import { medianMs, medianPerCallMs, type Reporter } from './harness'

export default function legality(report: Reporter) {
  const shared = new URL('../../shared/', import.meta.url)
  const text = readFileSync(new URL('cards/gcg-api/cards.json', shared), 'utf8')
  const importMs = medianMs(() => importCardFile({ name: 'cards.json', text }), 11, 2)
  report.figure('import gcg-api cards.json (1,816 printings), median', importMs, 'ms', '< 300 ms')

  const pool = new CardPool(importCardFile({ name: 'cards.json', text }).cards)
  const list = parseDeckList(readFileSync(new URL('decks/official/deck-004.txt', shared), 'utf8'), pool.lookup)
  for (const id of ['gcg', 'gcg-open']) {
    const format = getFormat(id)!
    const us = medianPerCallMs(() => validateDeck(list, pool.lookup, format), 2000) * 1000
    report.figure(`validate a 50-card deck (deck-004, ${id}), median`, us, 'µs', '< 20 µs')
  }
  const parseUs = medianPerCallMs(() => parseDeckList(readFileSync(new URL('decks/official/deck-004.txt', shared), 'utf8'), pool.lookup), 500) * 1000
  report.figure('read + parse a deck-list file, median', parseUs, 'µs')
}

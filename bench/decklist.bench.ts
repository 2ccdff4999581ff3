// Deck lists: read + validate a tournament's worth (1,000) of pasted lists, median per list; and
// the size of deck codes. Needs ../shared for the real pool and the 25 official lists.
import { readdirSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { CardPool } from '~/engine/cards/pool'
import { encodeDeckCode } from '~/engine/decklist/code'
import { parseDeckList } from '~/engine/decklist/parse'
import { readDeckList } from '~/engine/decklist/read'
import { DECK_LIST_FORMATS, writeDeckList } from '~/engine/decklist/write'
import { getFormat } from '~/engine/formats/registry'
import { validateDeck } from '~/engine/validate'
import { importCardFile } from '~/io/cards/detect'
import type { Reporter } from './harness'

export default function decklist(report: Reporter) {
  const shared = new URL('../../shared/', import.meta.url)
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: readFileSync(new URL('cards/gcg-api/cards.json', shared), 'utf8') }).cards)
  const dir = new URL('decks/official/', shared)
  const official = readdirSync(dir)
    .sort()
    .map((f) => parseDeckList(readFileSync(new URL(f, dir), 'utf8'), pool))
  // 1,000 lists as players paste them: the official decks in every dialect and format we read,
  // plus name-only lists (every card looked up by name) where the names are unique.
  const variants: string[] = []
  for (const deck of official) {
    for (const to of DECK_LIST_FORMATS) variants.push(writeDeckList(deck, to, pool))
    variants.push(
      [...deck.main, ...deck.resource]
        .map((e) => {
          const name = pool.get(e.number)!.name
          return pool.named(name).length === 1 ? `${e.count} ${name}` : `${e.count}x ${e.number}`
        })
        .join('\n'),
    )
  }
  const lists = Array.from({ length: 1000 }, (_, i) => variants[i % variants.length]!)
  const format = getFormat('gcg')!
  const readAndValidate = (text: string) => validateDeck(readDeckList(text, pool), pool.lookup, format)

  for (const text of lists.slice(0, 200)) readAndValidate(text)
  const rounds = 5
  const perList: number[] = []
  let best = Infinity
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now()
    for (const text of lists) {
      const t = performance.now()
      readAndValidate(text)
      perList.push(performance.now() - t)
    }
    best = Math.min(best, performance.now() - t0)
  }
  perList.sort((a, b) => a - b)
  report.figure('read + validate one pasted list (1,000 lists, mixed formats), median', perList[Math.floor(perList.length / 2)]! * 1000, 'µs')
  report.figure('read + validate one pasted list, 95th percentile', perList[Math.floor(perList.length * 0.95)]! * 1000, 'µs')
  report.figure('read + validate 1,000 pasted lists, total (best of 5)', best, 'ms')

  // An organiser's batch: 10,000 lists in one call, each read and checked in turn as `gundeck
  // validate FOLDER` does (the card data loaded once). The machine may be shared, so the rate is
  // also given by CPU time used, which other processes do not inflate.
  const batch = Array.from({ length: 10_000 }, (_, i) => variants[i % variants.length]!)
  let bestWall = Infinity
  let bestCpu = Infinity
  let bestRead = Infinity
  let bestValidate = Infinity
  for (let r = 0; r < 3; r++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    for (const text of batch) validateDeck(readDeckList(text, pool), pool.lookup, format)
    const wall = performance.now() - t0
    const cpu = process.cpuUsage(c0)
    bestWall = Math.min(bestWall, wall)
    bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1000)
    // The two halves apart, on the first 1,000.
    const t1 = performance.now()
    const read = batch.slice(0, 1000).map((text) => readDeckList(text, pool))
    const t2 = performance.now()
    for (const list of read) validateDeck(list, pool.lookup, format)
    bestRead = Math.min(bestRead, t2 - t1)
    bestValidate = Math.min(bestValidate, performance.now() - t2)
  }
  report.figure('one call over 10,000 lists: read, per list (best of 3)', bestRead, 'µs')
  report.figure('one call over 10,000 lists: validate, per list (best of 3)', bestValidate, 'µs')
  report.figure('one call over 10,000 lists: read + validate, wall clock', batch.length / (bestWall / 1000), 'lists/s', '>= 10,000 lists/s')
  report.figure('one call over 10,000 lists: read + validate, by CPU time', batch.length / (bestCpu / 1000), 'lists/s', '>= 10,000 lists/s')

  const codes = official.map((d) => encodeDeckCode(d).length)
  report.figure('deck code length, official lists (50 + 10 cards), longest', Math.max(...codes), 'chars')
}

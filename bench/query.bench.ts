// Issues 5 and 16: card search. The index build (at once, and in steps as the app builds it at
// load), then each query cold (the first search on a freshly loaded pool, its index built at load)
// and warm (median of repeats), over every printing of the real pool
// (target under 1 ms) and over a 100,000-printing pool built from the real one (cold under 50 ms,
// warm under 10 ms). Cards come as the app loads them: imported, folded search text included.
import { performance } from 'node:perf_hooks'
import { didYouMean, prepareRows, prepareRowsInSteps, queryVocabulary, searchCards, type SearchOptions } from '~/engine/query'
import { importCardFiles } from '~/io/cards/detect'
import type { Card } from '~/schemas/card'
import { bigPoolText, realCardsText } from './big-pool'
import { medianMs, type Reporter } from './harness'

const QUERIES: [string, SearchOptions?][] = [
  ['c:purple t:unit lv<=3'],
  ['gundam'],
  ['trait:"earth federation" -t:pilot', { sort: 'name' }],
  ['o:"draw 1" (c:red or c:blue)'],
  ['kw:blocker or kw:repair', { sort: 'cost', direction: 'desc' }],
  ['link:amuro'],
  ['is:parallel set:GD03 r:lr+'],
  ['', { sort: 'level' }],
]

type Rows = { card: Card; printing: Card['printings'][number] }[]

/** Fresh pools per cold figure (the median is reported). */
const COLD_RUNS = 3

/** Rows as the card browser builds them from a pool that was just loaded (its own card objects). */
function freshRows(cards: readonly Card[]): Rows {
  return structuredClone(cards).flatMap((card) => card.printings.map((printing) => ({ card, printing })))
}

/** Build the index in steps as the app does at load: total time and the longest step (ms). */
function buildInSteps(rows: Rows): { total: number; longest: number } {
  const step = prepareRowsInSteps(rows)
  let total = 0
  let longest = 0
  for (let done = false; !done;) {
    const t0 = performance.now()
    done = step()
    const ms = performance.now() - t0
    total += ms
    longest = Math.max(longest, ms)
  }
  return { total, longest }
}

function time(report: Reporter, label: string, cards: readonly Card[], cold: string, warm: string, step: string) {
  const rows = freshRows(cards)
  const t0 = performance.now()
  prepareRows(rows)
  report.figure(`${label}: build the index at once`, performance.now() - t0, 'ms')
  const built = buildInSteps(freshRows(cards))
  report.figure(`${label}: build the index in steps (app, at load), total`, built.total, 'ms')
  report.figure(`${label}: ... its longest step`, built.longest, 'ms', step)
  for (const [q, options] of QUERIES) {
    const how = options ? ` [${Object.values(options).join(' ')}]` : ''
    // Cold: the first search on a freshly loaded pool, its index built at load as the app does. One
    // search is one sample, and a garbage collection owed by the load can land in it: the median of
    // COLD_RUNS fresh pools, with the worst beside it.
    const colds: number[] = []
    let fresh: Rows = []
    let n = 0
    for (let k = 0; k < COLD_RUNS; k++) {
      fresh = freshRows(cards)
      buildInSteps(fresh)
      const c0 = performance.now()
      n = searchCards(fresh, q, options).results.length
      colds.push(performance.now() - c0)
    }
    colds.sort((a, b) => a - b)
    const worst = colds.at(-1)!
    report.figure(
      `${label}: ${q || '(everything)'}${how} -> ${n}, cold (worst of ${COLD_RUNS}: ${worst.toPrecision(3)} ms)`,
      colds[COLD_RUNS >> 1]!,
      'ms',
      cold,
    )
    const ms = medianMs(() => searchCards(fresh, q, options), 21, 3)
    report.figure(`${label}: ${q || '(everything)'}${how}, warm`, ms, 'ms', warm)
  }
}

export default function query(report: Reporter) {
  const realText = realCardsText()
  const real = importCardFiles([{ name: 'cards.json', text: realText }]).cards
  time(report, `real pool, ${real.reduce((n, c) => n + c.printings.length, 0)} printings`, real, '< 1 ms', '< 1 ms', '< 50 ms')
  const big = importCardFiles([{ name: 'cards.json', text: bigPoolText(100_000, realText) }]).cards
  time(report, '100,000 printings from the real pool', big, '< 50 ms', '< 10 ms', '< 50 ms')
  const shuffled = freshRows(big).reverse()
  const t0 = performance.now()
  prepareRows(shuffled)
  report.figure('100,000 printings: build the index from rows out of order', performance.now() - t0, 'ms')
  // "Did you mean" for a query that finds nothing: the pool's words once, then each suggestion.
  const v0 = performance.now()
  const words = queryVocabulary(big)
  report.figure(`100,000 printings: the words for "did you mean" (${words.nameWords.size} name words, once per pool)`, performance.now() - v0, 'ms')
  for (const q of ['gundma', 'strike fredom t:unti', 'kw:blockr']) {
    const ms = medianMs(() => didYouMean(q, { results: 0, vocabulary: () => words }), 21, 3)
    report.figure(`100,000 printings: did you mean for "${q}" -> ${didYouMean(q, { results: 0, vocabulary: () => words })}`, ms, 'ms', '< 10 ms')
  }
}

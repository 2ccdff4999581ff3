// Collection (issue 30): every deck's missing list, the decks that share owned copies and a `missing:`
// search, for a collection of 5,000 printings and 100 decks. The decks are made from the real pool's
// cards; the real pool has 1,816 printings, so the collection also holds printings of the renumbered
// copies bench/big-pool.ts builds from it.
import { existsSync } from 'node:fs'
import { addDeckToCollection } from '~/engine/collection/io'
import { indexCollection } from '~/engine/collection/model'
import { missingForDeck, missingForDecks, queryCollection, sharedCopies } from '~/engine/collection/missing'
import { searchCards, prepareRows } from '~/engine/query'
import { Rng } from '~/engine/sim/rng'
import { importCardFile } from '~/io/cards/detect'
import type { Card } from '~/schemas/card'
import type { CollectionRow } from '~/schemas/collection'
import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import { bigPoolText, REAL_CARDS_URL, realCardsText } from './big-pool'
import { medianMs, type Reporter } from './harness'

const ROWS = 5_000
const DECKS = 100

/** A 50-card deck of one or two colors from the real pool: 12 or 13 numbers, up to 4 copies each, 10 Resources. */
function makeDeck(cards: readonly Card[], rng: Rng): SectionsOf<DeckEntry> {
  const colors = [...new Set(cards.map((c) => c.color).filter((c): c is string => c !== null))]
  const pair = new Set([colors[rng.below(colors.length)], colors[rng.below(colors.length)]])
  const candidates = cards.filter((c) => pair.has(c.color ?? '') && ['unit', 'pilot', 'command', 'base'].includes(c.type))
  const main: DeckEntry[] = []
  let total = 0
  while (total < 50) {
    const card = candidates[rng.below(candidates.length)]!
    if (main.some((e) => e.number === card.number)) continue
    const count = Math.min(4, 50 - total)
    // A parallel now and then: the line names it, and any printing of the number meets it.
    const printing = card.printings.length > 1 && rng.below(4) === 0 ? card.printings[1]!.id : null
    main.push({ number: card.number, printing, count })
    total += count
  }
  return { main, resource: [{ number: 'R-001', printing: null, count: 10 }], sideboard: [], ex: [] }
}

export default function collection(report: Reporter) {
  if (!existsSync(REAL_CARDS_URL)) return report.note('skipped: needs ../shared (the real card pool)')
  const real = realCardsText()
  const realCards = importCardFile({ name: 'cards.json', text: real }).cards
  const cards = importCardFile({ name: 'cards.json', text: bigPoolText(8_000, real) }).cards
  const realNumbers = new Set(realCards.map((c) => c.number))
  const printings = cards.flatMap((card) => card.printings.map((p) => ({ card, p })))
  const rng = Rng.fromSeed(30)
  const decks = Array.from({ length: DECKS }, () => makeDeck(realCards, rng))
  // A tenth of the decks bought whole (starter decks), so some lists come out complete.
  let rows: CollectionRow[] = []
  for (const d of decks.slice(0, DECKS / 10)) rows = addDeckToCollection(rows, d)
  // Then up to 5,000 printings owned, 1 to 4 copies each (a real printing more often than a renumbered copy).
  const seen = new Set(rows.map((r) => r.printing))
  const realFirst = [...printings.filter((x) => realNumbers.has(x.card.number)), ...printings]
  for (const { card, p } of realFirst) {
    if (rows.length >= ROWS) break
    if (seen.has(p.id) || rng.below(5) === 0) continue
    seen.add(p.id)
    rows.push({ number: card.number, printing: p.id, owned: 1 + rng.below(4) })
  }
  for (const { card, p } of printings) {
    if (rows.length >= ROWS) break
    if (!seen.has(p.id)) rows.push({ number: card.number, printing: p.id, owned: 1 })
    seen.add(p.id)
  }
  report.note(`${rows.length} collection rows over ${printings.length} printings; ${decks.length} decks of the real pool's cards`)

  const index = medianMs(() => indexCollection(rows), 21, 3)
  report.figure(`index ${rows.length} collection rows`, index, 'ms')
  const collectionIndex = indexCollection(rows)
  const every = medianMs(() => decks.map((d) => missingForDeck(d, collectionIndex)), 21, 3)
  const complete = decks.filter((d) => missingForDeck(d, collectionIndex).complete).length
  report.figure(`every deck's missing list (${DECKS} decks, ${complete} complete)`, every, 'ms', 'a long task under 50 ms')
  report.figure(
    '... with the collection indexed first',
    medianMs(
      () => {
        const c = indexCollection(rows)
        return decks.map((d) => missingForDeck(d, c))
      },
      21,
      3,
    ),
    'ms',
    'under 50 ms',
  )
  report.figure(
    `${DECKS} decks at once, built together`,
    medianMs(() => missingForDecks(decks, collectionIndex, { together: true }), 21, 3),
    'ms',
  )
  report.figure(
    `${DECKS} decks at once, sharing copies`,
    medianMs(() => missingForDecks(decks, collectionIndex, { together: false }), 21, 3),
    'ms',
  )
  const ids = decks.map((cards, k) => ({ id: String(k), cards }))
  report.figure(
    `decks sharing owned copies (${sharedCopies(ids, collectionIndex).length} numbers)`,
    medianMs(() => sharedCopies(ids, collectionIndex), 21, 3),
    'ms',
  )
  const searchRows = printings.map(({ card, p }) => ({ card, printing: p }))
  prepareRows(searchRows)
  const q = queryCollection(collectionIndex, decks)
  const found = searchCards(searchRows, 'missing:', { collection: q }).results.length
  report.figure(
    `search missing: over ${searchRows.length} printings -> ${found}`,
    medianMs(() => searchCards(searchRows, 'missing:', { collection: q }), 21, 3),
    'ms',
  )
  report.figure(
    'search own>=4 c:red',
    medianMs(() => searchCards(searchRows, 'own>=4 c:red', { collection: q }), 21, 3),
    'ms',
  )
}

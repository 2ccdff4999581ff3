import type { CardRow, QueryError, QueryNode } from './ast'
import { CardFacts, compileRows, rankOf, Row } from './compile'
import { parseQuery } from './parse'

export type SortKey = 'number' | 'name' | 'level' | 'cost'

export interface SearchOptions {
  /** Default 'number'. Ties always fall back to number order, then base print before parallels. */
  sort?: SortKey
  /** Default 'asc'. Cards without the sorted stat (a Resource's level) come last either way. */
  direction?: 'asc' | 'desc'
  /**
   * 'all' (default): every matching row. 'base': one row per card number, its first matching
   * printing (the base print when it matches; `is:parallel` then shows each card's first parallel).
   */
  printings?: 'all' | 'base'
}

export interface SearchResult<R extends CardRow = CardRow> {
  /** The caller's own row objects, sorted. */
  results: R[]
  errors: QueryError[]
  /** The tree that was run (faulty terms left out); null matched everything. */
  ast: QueryNode | null
}

// compareNumbers (cards/pool.ts) with one collator instead of localeCompare per call: same order.
const numberCollator = new Intl.Collator('en', { numeric: true })
const nameCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

interface Indexed<R> {
  row: Row
  source: R
  /** Position of the card number in number order; printings of one card share it. */
  numberRank: number
  /** 0 for the base print, N for `_pN`. */
  printingRank: number
  nameRank: number
}

/** The rows prepared once for searching: folded text per card, number order, name order. */
class SearchIndex<R extends CardRow> {
  /** In number order, then printing order: the default result order needs no sort. */
  readonly items: Indexed<R>[]
  private namesRanked = false

  constructor(rows: readonly R[]) {
    // Printings of one card usually sit together: share its facts without a WeakMap look-up.
    let last: Row | undefined
    const items = rows.map((source) => ({
      // A card's own facts without the shared WeakMap: cheaper on big pools (its folded text is stored).
      row: (last = new Row(source.card, source.printing, last?.card === source.card ? last.facts : new CardFacts(source.card))),
      source,
      numberRank: 0,
      printingRank: rankOf(source.printing.id),
      nameRank: 0,
    }))
    this.items = SearchIndex.inNumberOrder(items)
  }

  /**
   * Rank card numbers (compareNumbers order) and sort the items by rank, then printing. Pools come
   * sorted from mergePrintings, so check that first: one pass instead of a collator sort.
   */
  private static inNumberOrder<R>(items: Indexed<R>[]): Indexed<R>[] {
    let rank = 0
    let sorted = true
    for (let k = 1; k < items.length && sorted; k++) {
      const a = items[k - 1]!
      const b = items[k]!
      if (a.row.card.number === b.row.card.number) sorted = a.printingRank <= b.printingRank
      else sorted = numberCollator.compare(a.row.card.number, b.row.card.number) < 0
    }
    if (sorted) {
      for (let k = 0; k < items.length; k++) {
        if (k > 0 && items[k]!.row.card.number !== items[k - 1]!.row.card.number) rank++
        items[k]!.numberRank = rank
      }
      return items
    }
    const numbers = [...new Set(items.map((i) => i.row.card.number))].sort(numberCollator.compare)
    const ranks = new Map(numbers.map((n, k) => [n, k]))
    for (const i of items) i.numberRank = ranks.get(i.row.card.number)!
    return items.sort((a, b) => a.numberRank - b.numberRank || a.printingRank - b.printingRank)
  }

  rankNames() {
    if (this.namesRanked) return
    const names = [...new Set(this.items.map((i) => i.row.card.name))].sort(nameCollator.compare)
    const rank = new Map(names.map((n, k) => [n, k]))
    for (const i of this.items) i.nameRank = rank.get(i.row.card.name)!
    this.namesRanked = true
  }
}

// One index per rows array: pass the same array again and the folded text and orders are reused.
const indexes = new WeakMap<readonly CardRow[], SearchIndex<CardRow>>()

function indexOf<R extends CardRow>(rows: readonly R[]): SearchIndex<R> {
  let index = indexes.get(rows) as SearchIndex<R> | undefined
  if (!index) {
    index = new SearchIndex(rows)
    indexes.set(rows, index)
  }
  return index
}

/**
 * Build the search index for this rows array now (e.g. right after the cards load) so the first
 * search is as fast as the rest. searchCards builds it on first use otherwise. The index belongs
 * to the array object: a new array (or a changed one) needs a new array identity.
 */
export function prepareRows(rows: readonly CardRow[]): void {
  indexOf(rows)
}

/**
 * Search rows (a card with one of its printings each) with a query; sort stably. Never throws:
 * query problems come back in `errors`, and the rows are filtered by what was understood.
 */
export function searchCards<R extends CardRow>(rows: readonly R[], query: string, options: SearchOptions = {}): SearchResult<R> {
  const { ast, errors } = parseQuery(query)
  const index = indexOf(rows)
  const match = compileRows(ast)
  const baseOnly = options.printings === 'base'
  const hits: Indexed<R>[] = []
  let lastCard = -1
  for (const item of index.items) {
    if (baseOnly && item.numberRank === lastCard) continue
    if (!match(item.row)) continue
    hits.push(item)
    lastCard = item.numberRank
  }
  const sorted = sortHits(index, hits, options.sort ?? 'number', options.direction === 'desc')
  return { results: sorted.map((h) => h.source), errors, ast }
}

// Keys pack the sort value above the hit's position (hits arrive in number order), so one native
// numeric sort of a Float64Array is stable and breaks ties by number: no comparator calls.
const POSITION = 2 ** 24
const NULL_LAST = 2 ** 28

function sortHits<R extends CardRow>(index: SearchIndex<R>, hits: Indexed<R>[], sort: SortKey, desc: boolean): Indexed<R>[] {
  if (sort === 'number' && !desc) return hits
  if (sort === 'name') index.rankNames()
  // Positions must fit below POSITION; beyond 16 million rows fall back to a comparator sort.
  if (hits.length >= POSITION) return hits.slice().sort((a, b) => keyOf(a, sort, desc) - keyOf(b, sort, desc))
  const keys = new Float64Array(hits.length)
  for (let k = 0; k < hits.length; k++) keys[k] = keyOf(hits[k]!, sort, desc) * POSITION + k
  keys.sort()
  const out = new Array<Indexed<R>>(hits.length)
  for (let k = 0; k < keys.length; k++) out[k] = hits[keys[k]! % POSITION]!
  return out
}

/** A whole number in [0, NULL_LAST]: ascending order of the wanted direction, no value last. */
function keyOf(item: Indexed<CardRow>, sort: SortKey, desc: boolean): number {
  switch (sort) {
    case 'number':
      return desc ? NULL_LAST - 1 - item.numberRank : item.numberRank
    case 'name':
      return desc ? NULL_LAST - 1 - item.nameRank : item.nameRank
    default: {
      const v = item.row.card[sort]
      if (v === null) return NULL_LAST
      return desc ? NULL_LAST - 1 - v : v
    }
  }
}

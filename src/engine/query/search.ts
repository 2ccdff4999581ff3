import type { Card } from '~/schemas/card'
import type { OtherNames } from '../cards/names'
import type { CardRow, QueryCollection, QueryError, QueryNode } from './ast'
import { bindCollection } from './collection-terms'
import { parseQuery } from './parse'
import { EVERY_TERM_QUERY } from './help'
import { SearchIndex, type SortKey } from './search-index'

export type { SortKey }

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
  /**
   * What `own`, `ownp` and `missing` read: the player's collection, with the needs of their decks for
   * `missing`. Without it those terms are reported in `errors` and left out.
   */
  collection?: QueryCollection
  /** The cards' names in other languages (the player's names files): a bare word or `name:` finds a card by those too. */
  otherNames?: OtherNames
}

export interface SearchResult<R extends CardRow = CardRow> {
  /** The caller's own row objects, sorted. */
  results: R[]
  errors: QueryError[]
  /** The tree that was run (faulty terms left out); null matched everything. */
  ast: QueryNode | null
}

// One index per rows array: pass the same array again and its columns and orders are reused.
const indexes = new WeakMap<readonly CardRow[], SearchIndex<CardRow>>()

// One rows array per card list (a pool's), so every page searching the same pool shares one search index.
const rowsOfCards = new WeakMap<readonly Card[], readonly CardRow[]>()

/** Every printing of every card as a search row: one array per card list, so its index is built once. */
export function cardRows(cards: readonly Card[]): readonly CardRow[] {
  let rows = rowsOfCards.get(cards)
  if (!rows) rowsOfCards.set(cards, (rows = cards.flatMap((card) => card.printings.map((printing) => ({ card, printing })))))
  return rows
}

/** Whether the rows of this card list have their search index already (built by prepareRowsInSteps or a search). */
export function isIndexed(cards: readonly Card[]): boolean {
  const rows = rowsOfCards.get(cards)
  return rows !== undefined && indexes.has(rows)
}

function indexOf<R extends CardRow>(rows: readonly R[]): SearchIndex<R> {
  let index = indexes.get(rows) as SearchIndex<R> | undefined
  if (!index) {
    index = SearchIndex.build(rows)
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
 * prepareRows in steps: each call of the returned function does a slice of the work (a few
 * thousand rows) and says whether the index is ready, so a page can build it in idle moments
 * without a long task. A search before it is ready finishes the build at once.
 */
export function prepareRowsInSteps(rows: readonly CardRow[]): () => boolean {
  if (indexes.has(rows)) return () => true
  const steps = SearchIndex.steps(rows)
  return () => {
    if (indexes.has(rows)) return true
    const s = steps.next()
    if (s.done) {
      indexes.set(rows, s.value)
      warmSearchCode()
    }
    return !!s.done
  }
}

let warmed = false

/**
 * Once per page (or process), at the end of a build in steps: a few searches over a one-card pool of
 * their own, so the code a search runs is compiled in the background, not on the player's first
 * keystroke, where it would be paid in full (bench/README.md). The pool's own
 * index is untouched: its first search stays cold.
 */
function warmSearchCode(): void {
  if (warmed) return
  warmed = true
  const printing = { id: 'WARM-001', rarity: 'C', set: 'WARM', imageUrl: null }
  const card: Card = {
    game: 'gcg',
    number: 'WARM-001',
    name: 'Warm',
    type: 'unit',
    color: 'blue',
    level: 1,
    cost: 1,
    ap: 1,
    hp: 1,
    traits: ['Warm'],
    link: { raw: '[Warm]', refs: [{ kind: 'pilot', name: 'Warm' }] },
    zones: ['Space'],
    rarity: 'C',
    set: 'WARM',
    text: 'Draw 1.',
    keywords: [{ keyword: 'Blocker', value: null }],
    blockIcon: null,
    imageUrl: null,
    printings: [printing],
    errata: [],
    copyLimit: null,
    copyLimitScope: null,
  }
  const rows = [{ card, printing }]
  // Every kind of term once, and every sort.
  searchCards(rows, EVERY_TERM_QUERY)
  for (const sort of ['number', 'name', 'level', 'cost'] as const) searchCards(rows, 'x or -x', { sort, direction: sort === 'cost' ? 'desc' : 'asc' })
}

/**
 * Search rows (a card with one of its printings each) with a query; sort stably. Never throws:
 * query problems come back in `errors`, and the rows are filtered by what was understood.
 */
export function searchCards<R extends CardRow>(rows: readonly R[], query: string, options: SearchOptions = {}): SearchResult<R> {
  const parsed = parseQuery(query)
  const errors = parsed.errors
  const parsedErrors = errors.length
  const ast = bindCollection(parsed.ast, options.collection, errors)
  if (errors.length > parsedErrors) errors.sort((a, b) => a.start - b.start || a.end - b.end)
  const index = indexOf(rows)
  const mask = index.match(ast, options.collection, options.otherNames)
  const { sources, numberRank } = index
  if (options.printings === 'base') {
    // One row per card number: its first matching printing in number order.
    let lastCard = -1
    for (let k = 0; k < mask.length; k++) {
      if (!mask[k]) continue
      if (numberRank[k] === lastCard) mask[k] = 0
      else lastCard = numberRank[k]!
    }
  }
  const order = index.order(options.sort ?? 'number', options.direction === 'desc')
  const results: R[] = []
  if (order) {
    for (let k = 0; k < order.length; k++) if (mask[order[k]!]) results.push(sources[order[k]!]!)
  } else {
    for (let k = 0; k < mask.length; k++) if (mask[k]) results.push(sources[k]!)
  }
  return { results, errors, ast }
}

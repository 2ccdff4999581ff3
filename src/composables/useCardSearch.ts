import { computed, shallowRef, watch, type Ref } from 'vue'
import type { CardPool } from '~/engine/cards/pool'
import { didYouMean, queryVocabulary, searchCards, type CardRow, type QueryError, type QueryVocabulary, type SortKey } from '~/engine/query'

export interface CardSearchOptions {
  pool: Ref<CardPool | null>
  query: Ref<string>
  sort: Ref<SortKey>
  direction: Ref<'asc' | 'desc'>
  printings: Ref<'all' | 'base'>
}

/** Search the card pool with the engine's query language; rows are built once per pool. */
export function useCardSearch(options: CardSearchOptions) {
  const rows = shallowRef<readonly CardRow[]>([])
  watch(
    options.pool,
    (pool) => {
      rows.value = pool ? pool.cards.flatMap((card) => card.printings.map((printing) => ({ card, printing }))) : []
    },
    { immediate: true },
  )
  const search = computed(() =>
    searchCards(rows.value, options.query.value, {
      sort: options.sort.value,
      direction: options.direction.value,
      printings: options.printings.value,
    }),
  )
  const results = computed(() => search.value.results)
  const errors = computed<QueryError[]>(() => search.value.errors)
  // The pool's words for "did you mean", gathered only when a search first needs them.
  let words: { pool: CardPool; vocabulary: QueryVocabulary } | null = null
  const vocabulary = () => {
    const pool = options.pool.value
    if (!pool) return { nameWords: new Map(), keywords: new Map(), rarities: new Set<string>() }
    if (words?.pool !== pool) words = { pool, vocabulary: queryVocabulary(pool.cards) }
    return words.vocabulary
  }
  /** The query with its likely typos corrected (`c:purpel` → `c:purple`, `gundma` → `gundam`), or null. */
  const suggestion = computed(() => {
    const { results: found, errors: problems } = search.value
    if (problems.length === 0 && (found.length > 0 || rows.value.length === 0)) return null
    return didYouMean(options.query.value, { results: found.length, vocabulary })
  })
  return { rows, results, errors, suggestion }
}

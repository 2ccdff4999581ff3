import { computed, shallowRef, watch, type Ref } from 'vue'
import type { CardPool } from '~/engine/cards/pool'
import { searchCards, type CardRow, type QueryError, type SortKey } from '~/engine/query'

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
  return { rows, results, errors }
}

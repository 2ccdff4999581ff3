import { computed, onScopeDispose, shallowRef, watch, type Ref } from 'vue'
import type { CardPool } from '~/engine/cards/pool'
import { prepareRowsInSteps, searchCards, type CardRow, type QueryError, type SortKey } from '~/engine/query'

export interface CardSearchOptions {
  pool: Ref<CardPool | null>
  query: Ref<string>
  sort: Ref<SortKey>
  direction: Ref<'asc' | 'desc'>
  printings: Ref<'all' | 'base'>
}

// One rows array per pool, so every page searching the same pool shares one search index.
const rowsOfPool = new WeakMap<CardPool, readonly CardRow[]>()

function rowsOf(pool: CardPool): readonly CardRow[] {
  let rows = rowsOfPool.get(pool)
  if (!rows) rowsOfPool.set(pool, (rows = pool.cards.flatMap((card) => card.printings.map((printing) => ({ card, printing })))))
  return rows
}

/** Work on the search index for about this long per task, then let the page breathe. */
const SLICE_MS = 8

/**
 * Search the card pool with the engine's query language. The rows and their search index are
 * built once per pool; the index in short slices after the pool loads, so neither the load nor the
 * first keystroke is one long task (a search before it is ready finishes it at once).
 */
export function useCardSearch(options: CardSearchOptions) {
  const rows = shallowRef<readonly CardRow[]>([])
  let timer: ReturnType<typeof setTimeout> | undefined
  watch(
    options.pool,
    (pool) => {
      clearTimeout(timer)
      rows.value = pool ? rowsOf(pool) : []
      const step = prepareRowsInSteps(rows.value)
      const slice = () => {
        const t0 = performance.now()
        while (performance.now() - t0 < SLICE_MS) if (step()) return
        timer = setTimeout(slice, 0)
      }
      slice()
    },
    { immediate: true },
  )
  onScopeDispose(() => clearTimeout(timer))
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

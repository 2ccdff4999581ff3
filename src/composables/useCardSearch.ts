import { computed, onScopeDispose, ref, shallowRef, watch, type Ref } from 'vue'
import type { OtherNames } from '~/engine/cards/names'
import { useCardNamesStore } from '~/stores/card-names'
import { hasPinia } from './useCardName'
import { afterPaint, nextTask } from '~/platform/schedule'
import type { CardPool } from '~/engine/cards/pool'
import {
  cardRows,
  didYouMean,
  isIndexed,
  prepareRowsInSteps,
  queryVocabulary,
  queryVocabularySteps,
  searchCards,
  type CardRow,
  type QueryCollection,
  type QueryError,
  type QueryVocabulary,
  type SortKey,
} from '~/engine/query'

export interface CardSearchOptions {
  pool: Ref<CardPool | null>
  query: Ref<string>
  sort: Ref<SortKey>
  direction: Ref<'asc' | 'desc'>
  printings: Ref<'all' | 'base'>
  /** Build the index after the next frame is drawn, not in the task that brought the pool (what that task shows comes first). */
  afterPaint?: boolean
  /** What `own:`, `ownp:` and `missing:` read (the collection and the decks' needs); without it they are reported. */
  collection?: Ref<QueryCollection | undefined>
  /** The cards' names in other languages a word finds them by; by default the player's stored names files (none without a Pinia). */
  otherNames?: Ref<OtherNames | undefined>
}

// And one "did you mean" word list per pool, gathered in the background once the index is ready.
const wordsOfPool = new WeakMap<CardPool, QueryVocabulary>()

function wordsOf(pool: CardPool): QueryVocabulary {
  let words = wordsOfPool.get(pool)
  if (!words) wordsOfPool.set(pool, (words = queryVocabulary(pool.cards)))
  return words
}

/** The names of the player's names files, whatever the settings show: search finds a card by any of them. */
function storedOtherNames(): Ref<OtherNames | undefined> {
  if (!hasPinia()) return ref(undefined)
  const names = useCardNamesStore()
  names.init()
  return computed(() => names.otherNames)
}

/** Work on the search index for about this long per task, then let the page breathe. */
const SLICE_MS = 8
/** Pools up to this many printings get their index at once: a few milliseconds, no need to wait. */
const AT_ONCE = 20_000

/**
 * Search the card pool with the engine's query language. The rows and their search index are
 * built once per pool; a big pool's index in short slices after it loads (`preparing` meanwhile,
 * with no results yet), so neither the load nor a keystroke is one long task.
 */
export function useCardSearch(options: CardSearchOptions) {
  const rows = shallowRef<readonly CardRow[]>([])
  const preparing = ref(false)
  /** Bumped by each new pool (and on dispose): slices of an older run stop at their next pause. */
  let run = 0
  /** Calls `step` (true once finished) for about SLICE_MS a task, one task after another, then `done`. */
  async function inSlices(step: () => boolean, done: () => void, of: number) {
    for (;;) {
      const t0 = performance.now()
      while (performance.now() - t0 < SLICE_MS) if (step()) return done()
      await nextTask()
      if (of !== run) return
    }
  }
  watch(
    options.pool,
    (pool) => {
      const of = ++run
      if (pool && options.afterPaint && !isIndexed(pool.cards)) {
        preparing.value = true
        rows.value = []
        afterPaint(() => of === run && index(pool, of))
      } else index(pool, of)
    },
    { immediate: true },
  )
  function index(pool: CardPool | null, of: number) {
    const next = pool ? cardRows(pool.cards) : []
    const step = prepareRowsInSteps(next)
    if (next.length <= AT_ONCE) while (!step());
    // Then the pool's words for "did you mean", in steps too: built at once, they were part of the
    // first keystroke that found nothing (tens of milliseconds on 100,000 printings).
    const words = pool && !wordsOfPool.has(pool) ? { pool, steps: queryVocabularySteps(pool.cards) } : null
    const gather = () => {
      if (!words || wordsOfPool.has(words.pool)) return true
      const s = words.steps.next()
      if (s.done) wordsOfPool.set(words.pool, s.value)
      return !!s.done
    }
    preparing.value = true
    rows.value = []
    void inSlices(
      step,
      () => {
        rows.value = next
        preparing.value = false
        void nextTask().then(() => {
          if (of === run) void inSlices(gather, () => {}, of)
        })
      },
      of,
    )
  }
  onScopeDispose(() => run++)
  const otherNames = options.otherNames ?? storedOtherNames()
  const search = computed(() =>
    searchCards(rows.value, options.query.value, {
      sort: options.sort.value,
      direction: options.direction.value,
      printings: options.printings.value,
      collection: options.collection?.value,
      otherNames: otherNames.value,
    }),
  )
  const results = computed(() => search.value.results)
  const errors = computed<QueryError[]>(() => search.value.errors)
  // The pool's words for "did you mean": gathered after the index, or here if a search needs them first.
  const vocabulary = () => {
    const pool = options.pool.value
    return pool ? wordsOf(pool) : { nameWords: new Map(), keywords: new Map(), rarities: new Set<string>() }
  }
  /** The query with its likely typos corrected (`c:purpel` → `c:purple`, `gundma` → `gundam`), or null. */
  const suggestion = computed(() => {
    const { results: found, errors: problems } = search.value
    if (problems.length === 0 && (found.length > 0 || rows.value.length === 0)) return null
    return didYouMean(options.query.value, { results: found.length, vocabulary })
  })
  return { rows, results, errors, suggestion, preparing }
}

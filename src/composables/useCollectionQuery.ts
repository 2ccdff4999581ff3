import { computed, onScopeDispose, type Ref } from 'vue'
import { queryCollection } from '~/engine/collection/missing'
import type { QueryCollection } from '~/engine/query'
import { useCollectionStore } from '~/stores/collection'
import { useDecksStore } from '~/stores/decks'

/**
 * What the search's `own:`, `ownp:` and `missing:` terms read: the collection, and the decks' needs once
 * a query asks for `missing` (only then is every deck read and followed).
 */
export function useCollectionQuery(query: Ref<string>): Ref<QueryCollection | undefined> {
  const collection = useCollectionStore()
  collection.init()
  const decks = useDecksStore()
  let unfollow: (() => void) | null = null
  const wantsDecks = computed(() => {
    const wants = /missing/i.test(query.value)
    if (wants && !unfollow) unfollow = decks.follow()
    return wants
  })
  onScopeDispose(() => unfollow?.())
  return computed(() => {
    if (!collection.loaded) return undefined
    return wantsDecks.value
      ? queryCollection(
          collection.index,
          decks.decks.map((d) => d.cards),
        )
      : queryCollection(collection.index)
  })
}

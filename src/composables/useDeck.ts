import { getCurrentScope, onScopeDispose, ref, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import type { StoredDeck } from '~/schemas/deck'
import { useDecksStore, type DeckLoadState, type DeckMessage, type FollowedDeck } from '~/stores/decks'

/**
 * The deck with this id as a page shows it: loaded after journal recovery, followed across tabs, with its
 * state and what to say for any state but ready (the decks store's `follow`). Follows a changing id.
 */
export function useDeck(id: MaybeRefOrGetter<string>) {
  const decks = useDecksStore()
  const deck = shallowRef<StoredDeck | null>(null)
  const state = ref<DeckLoadState>('loading')
  const message = ref<DeckMessage | null>(null)
  let current: FollowedDeck | null = null
  let unwatch: (() => void) | null = null
  watch(
    () => toValue(id),
    (next) => {
      unwatch?.()
      current?.stop()
      const followed = (current = decks.followDeck(next))
      unwatch = watch(
        [followed.deck, followed.state, followed.message],
        ([d, s, m]) => {
          deck.value = d
          state.value = s
          message.value = m
        },
        { immediate: true },
      )
    },
    { immediate: true },
  )
  if (getCurrentScope())
    onScopeDispose(() => {
      unwatch?.()
      current?.stop()
    })
  return { deck, state, message }
}

import { getCurrentScope, onScopeDispose, shallowRef, type Ref } from 'vue'
import { copyStatus, onCopyStatus, type DeckCopyStatus } from '~/db/deck-mirror'

/** How much of the decks the copy in localStorage holds, as it changes (null until this page has copied them). */
export function useDeckCopyStatus(): Ref<DeckCopyStatus | null> {
  const status = shallowRef(copyStatus())
  const stop = onCopyStatus((s) => (status.value = s))
  if (getCurrentScope()) onScopeDispose(stop)
  return status
}

import { liveQuery } from 'dexie'
import { getCurrentScope, onScopeDispose, shallowRef, type Ref } from 'vue'

/**
 * A Dexie liveQuery as a Vue ref: re-runs when the data it read changes, in this tab or another
 * (Dexie broadcasts writes between tabs), so two tabs on one deck stay in sync.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, initial: T): { value: Ref<T>; error: Ref<unknown>; stop: () => void } {
  const value = shallowRef(initial) as Ref<T>
  const error = shallowRef<unknown>(null)
  const subscription = liveQuery(querier).subscribe({
    next: (v) => {
      value.value = v
      error.value = null
    },
    error: (e) => {
      error.value = e
    },
  })
  const stop = () => subscription.unsubscribe()
  if (getCurrentScope()) onScopeDispose(stop)
  return { value, error, stop }
}

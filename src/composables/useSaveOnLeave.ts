import { useEventListener } from '@vueuse/core'

/**
 * Nothing lost when the tab is hidden, closed or left: `save` runs at once then (a phone may kill a hidden
 * tab without another word). The browser asks before leaving only while `unsafe()` says an edit is held
 * nowhere but in this page (not even in the journal). The listeners go when the caller's scope ends.
 */
export function useSaveOnLeave({ save, unsafe }: { save: () => void; unsafe: () => boolean }): void {
  useEventListener(window, 'beforeunload', (e: BeforeUnloadEvent) => {
    if (!unsafe()) return
    e.preventDefault()
    e.returnValue = ''
  })
  useEventListener(window, 'pagehide', save)
  useEventListener(document, 'visibilitychange', () => document.visibilityState === 'hidden' && save())
}

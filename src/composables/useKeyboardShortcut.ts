import { useEventListener } from '@vueuse/core'

/** A page-wide key (e.g. "/") that does not fire while the user types in a field; removed on unmount. */
export function useKeyboardShortcut(options: { key: string; handler: (e: KeyboardEvent) => void }) {
  useEventListener(window, 'keydown', (e) => {
    if (e.key !== options.key || e.ctrlKey || e.metaKey || e.altKey) return
    const t = e.target as HTMLElement | null
    if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return
    e.preventDefault()
    options.handler(e)
  })
}

import { onBeforeUnmount, onMounted } from 'vue'

/** A page-wide key (e.g. "/") that does not fire while the user types in a field. */
export function useKeyboardShortcut(options: { key: string; handler: (e: KeyboardEvent) => void }) {
  const listener = (e: KeyboardEvent) => {
    if (e.key !== options.key || e.ctrlKey || e.metaKey || e.altKey) return
    const t = e.target as HTMLElement | null
    if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return
    e.preventDefault()
    options.handler(e)
  }
  onMounted(() => window.addEventListener('keydown', listener))
  onBeforeUnmount(() => window.removeEventListener('keydown', listener))
}

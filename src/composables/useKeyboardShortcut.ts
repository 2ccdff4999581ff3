import { useEventListener } from '@vueuse/core'
import { isTyping } from '~/platform/keyboard'

export interface Shortcut {
  /** The key as KeyboardEvent.key reports it, compared without case ("z" matches Shift+Z too). */
  key: string
  /** Ctrl (Cmd on a Mac) held: true for an editing shortcut such as Ctrl+Z; false or absent for a plain key like "/". */
  mod?: boolean
  handler: (e: KeyboardEvent) => void
}

/** A page-wide key that does not fire while the user types in a field (isTyping); removed on unmount. */
export function useKeyboardShortcut(...shortcuts: Shortcut[]) {
  useEventListener(window, 'keydown', (e) => {
    if (isTyping(e.target) || e.altKey) return
    const mod = e.ctrlKey || e.metaKey
    const s = shortcuts.find((s) => s.key.toLowerCase() === e.key.toLowerCase() && Boolean(s.mod) === mod)
    if (!s) return
    e.preventDefault()
    s.handler(e)
  })
}

import { localStore } from '~/platform/web-storage'
import { FORMER_KEYS, STORAGE_KEY_PREFIXES } from '~/platform/storage-keys'

/** Where the Simulate page keeps each deck's last question: the browser's localStorage, one key a deck. */
export function useSavedQuestion(deckId: () => string) {
  const key = () => STORAGE_KEY_PREFIXES.simQuestion + deckId()
  return {
    read: (): string | null => {
      const s = localStore()
      return s?.getItem(key()) ?? s?.getItem(FORMER_KEYS.simQuestion(deckId())) ?? null
    },
    write(text: string) {
      try {
        const s = localStore()
        s?.setItem(key(), text)
        s?.removeItem(FORMER_KEYS.simQuestion(deckId()))
      } catch {
        // Storage full or refused: the question is only a convenience.
      }
    },
  }
}

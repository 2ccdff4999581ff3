import { localStore } from '~/db/local-storage'

/** Where the Simulate page keeps each deck's last question: the browser's localStorage, one key a deck. */
export function useSavedQuestion(deckId: () => string) {
  const key = () => `gundeck.sim-question.${deckId()}`
  return {
    read: (): string | null => localStore()?.getItem(key()) ?? null,
    write(text: string) {
      try {
        localStore()?.setItem(key(), text)
      } catch {
        // Storage full or refused: the question is only a convenience.
      }
    },
  }
}

// The card import worker: a thin adapter over io/cards (message handling in import-cards-handler.ts).
import { createImportHandler } from './import-cards-handler'

const scope = self as unknown as {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

const handler = createImportHandler({
  post: (message) => scope.postMessage(message),
  // A macrotask, so a queued cancel message is handled between chunks.
  pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
})

scope.addEventListener('message', (event) => void handler.handle(event.data))

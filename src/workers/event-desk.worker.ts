// The event desk worker: a thin adapter over engine/event (message handling in event-desk-handler.ts).
import { macrotaskPause } from '~/platform/schedule'
import { createDeskHandler } from './event-desk-handler'

const scope = self as unknown as {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

const handler = createDeskHandler({
  post: (message) => scope.postMessage(message),
  // A macrotask, so a queued cancel message is handled between slices.
  pause: macrotaskPause(),
})

scope.addEventListener('message', (event) => void handler.handle(event.data))

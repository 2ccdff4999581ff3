// The simulation worker: a thin adapter over engine/sim (message handling in simulate-handler.ts).
import { createSimHandler } from './simulate-handler'
import { macrotaskPause } from '~/platform/schedule'

const scope = self as unknown as {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

const handler = createSimHandler({
  post: (message) => scope.postMessage(message),
  // A macrotask, so a queued cancel message is handled between chunks.
  pause: macrotaskPause(),
})

scope.addEventListener('message', (event) => void handler.handle(event.data))

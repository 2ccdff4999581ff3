/**
 * A pause until the next macrotask, through a MessageChannel: a queued message (a cancel) is
 * handled first. Not setTimeout: browsers clamp nested timeouts to 4 ms, which a run of many
 * chunks pays every time.
 */
export function macrotaskPause(): () => Promise<void> {
  const channel = new MessageChannel()
  const waiting: (() => void)[] = []
  channel.port1.onmessage = () => waiting.shift()?.()
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      channel.port2.postMessage(null)
    })
}

/**
 * A pause until the next macrotask, through a MessageChannel: a queued message (a cancel, a key) is
 * handled first, and the browser may draw a frame. Not setTimeout: browsers clamp nested timeouts to
 * 4 ms, which a run of many chunks pays every time (loading 100,000 printings is hundreds of steps).
 */
export function macrotaskPause(): () => Promise<void> {
  const channel = new MessageChannel()
  const waiting: (() => void)[] = []
  channel.port1.onmessage = () => waiting.shift()?.()
  // In Node (tests, the CLI) an open port would keep the process alive.
  ;(channel.port1 as { unref?: () => void }).unref?.()
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      channel.port2.postMessage(null)
    })
}

let shared: (() => Promise<void>) | undefined

/** The page's pause between two steps of long work: what follows runs in a later task. */
export function nextTask(): Promise<void> {
  shared ??= macrotaskPause()
  return shared()
}

/**
 * Runs `work` after the next frame is drawn (a frame, then a task), so what is on the screen now is shown
 * before it; where there are no frames (a hidden tab, tests) after a task.
 */
export function afterPaint(work: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    work()
  }
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible')
    requestAnimationFrame(() => void nextTask().then(run))
  // A frame may never come (a hidden tab): a timer makes sure.
  setTimeout(run, 1000)
}

/**
 * Runs `work` when the page is idle: after the frame under way is drawn and no input waits (a tap's
 * frame first), at the latest after `timeout` ms. Where there is no idle callback (Safari, tests), after a task.
 * Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 0)
  return () => clearTimeout(handle)
}

/** How far a finger may slide and still tap (the browser's own tap slop is of this order). */
const SLOP_PX = 10
/** A longer touch is a long press, left to the browser. */
const LONG_PRESS_MS = 500

/**
 * Buttons in a group that act when the finger lifts. A touch becomes a click only after the browser has
 * recognised the tap and made mouse events from it, on a slow phone late enough to push the tap's result
 * into the next frame (bench/README.md). So a plain tap (one finger, not moved, not long) clicks its
 * button at once, and cancels the browser's own click, which would otherwise land a second time, on whatever
 * the first one left under the finger. Mice, keyboards and screen readers still click as before.
 *
 * Bind `onTouchstart` (passive) and `onTouchend` on the group's element.
 */
export function useTouchTap() {
  let start: { x: number; y: number; at: number } | null = null

  function onTouchstart(event: TouchEvent) {
    const touch = event.touches.length === 1 ? event.touches[0] : undefined
    start = touch ? { x: touch.clientX, y: touch.clientY, at: event.timeStamp } : null
  }

  function onTouchend(event: TouchEvent) {
    const began = start
    start = null
    const touch = event.changedTouches[0]
    // A scroll's end cannot be cancelled; a second finger makes it a gesture.
    if (!began || !touch || !event.cancelable || event.touches.length > 0) return
    if (Math.hypot(touch.clientX - began.x, touch.clientY - began.y) > SLOP_PX || event.timeStamp - began.at > LONG_PRESS_MS) return
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || button.disabled || !(event.currentTarget as Element).contains(button)) return
    event.preventDefault()
    button.click()
  }

  return { onTouchstart, onTouchend }
}

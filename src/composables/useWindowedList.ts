import { computed, nextTick, onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'

/** Where the list stands against the viewport, and what it holds. */
export interface WindowInput {
  /** The list's top edge, from the top of the viewport (px; negative once scrolled past). */
  listTop: number
  /** The viewport's height (px). */
  viewport: number
  /** From one row's top to the next one's (px); 0 while not yet measured. */
  pitch: number
  count: number
  /** Rows drawn beyond each edge of the viewport. */
  overscan: number
  /** Rows drawn before the pitch is known. */
  initial: number
  /** The row holding keyboard focus, if any: it and its neighbours stay drawn, so Tab and Shift+Tab find the next row. */
  focused: number | null
}

/** Rows drawn, from `first` up to (not including) `last`. */
export interface WindowRange {
  first: number
  last: number
}

/** The rows to draw: those in the viewport and `overscan` more each way, and the focused row's neighbours. */
export function windowRange(w: WindowInput): WindowRange {
  if (w.pitch <= 0) return { first: 0, last: Math.min(w.count, w.initial) }
  let first = Math.max(0, Math.floor(-w.listTop / w.pitch) - w.overscan)
  let last = Math.min(w.count, Math.ceil((w.viewport - w.listTop) / w.pitch) + w.overscan)
  if (last < first) last = first
  if (w.focused !== null && w.focused < w.count) {
    const from = Math.max(0, w.focused - 2)
    const to = Math.min(w.count, w.focused + 3)
    // Only when it meets the drawn rows: one contiguous run, so the padding stands for the rest.
    if (to >= first && from <= last) {
      first = Math.min(first, from)
      last = Math.max(last, to)
    }
  }
  return { first, last: Math.max(first, last) }
}

/**
 * A long list drawn a screenful at a time, in a page that scrolls as a whole: only the rows in or near the
 * viewport are in the document, and padding above and below stands for the others, so 50,000 decks
 * render as about 30 rows. Rows are of one height (measured on the rows drawn). Each row element carries
 * `data-index`; `list` is the element holding them, and should have `overflow-anchor: none` (the browser's
 * scroll anchoring would move the page each time the padding above the rows changes).
 */
export function useWindowedList(count: Ref<number>, list: Ref<HTMLElement | null>, { overscan = 6, initial = 30 } = {}) {
  const pitch = ref(0)
  const listTop = ref(0)
  const viewport = ref(typeof window === 'undefined' ? 0 : window.innerHeight)
  const focused = ref<number | null>(null)
  const range = computed(() =>
    windowRange({ listTop: listTop.value, viewport: viewport.value, pitch: pitch.value, count: count.value, overscan, initial, focused: focused.value }),
  )

  // Values move only by a whole pixel or more: sub-pixel layout never starts another round of drawing.
  const set = (r: typeof pitch, v: number) => {
    if (Math.abs(r.value - v) >= 1) r.value = v
  }
  function measure() {
    const el = list.value
    if (!el) return
    set(listTop, el.getBoundingClientRect().top)
    set(viewport, window.innerHeight)
    const rows = el.querySelectorAll<HTMLElement>(':scope > [data-index]')
    if (rows.length >= 2) {
      const a = rows[0]!
      const b = rows[rows.length - 1]!
      const span = Number(b.dataset.index) - Number(a.dataset.index)
      if (span > 0) set(pitch, (b.offsetTop - a.offsetTop) / span)
    } else if (rows.length === 1) set(pitch, Math.max(pitch.value, rows[0]!.offsetHeight))
  }

  let frame = 0
  function schedule() {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      measure()
    })
  }
  const indexOf = (target: EventTarget | null) => {
    const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null
    return row && list.value?.contains(row) ? Number(row.dataset.index) : null
  }
  const onFocusIn = (e: FocusEvent) => (focused.value = indexOf(e.target))
  const onFocusOut = (e: FocusEvent) => {
    if (indexOf(e.relatedTarget) === null) focused.value = null
  }

  onMounted(() => {
    addEventListener('scroll', schedule, { passive: true })
    addEventListener('resize', schedule)
    measure()
  })
  onBeforeUnmount(() => {
    removeEventListener('scroll', schedule)
    removeEventListener('resize', schedule)
    cancelAnimationFrame(frame)
  })
  watch(list, (el, before) => {
    before?.removeEventListener('focusin', onFocusIn)
    before?.removeEventListener('focusout', onFocusOut)
    el?.addEventListener('focusin', onFocusIn)
    el?.addEventListener('focusout', onFocusOut)
  })
  // New rows drawn (or the list changed): measure them at the next frame, once they are laid out (never in
  // the same task: a measure that moved the range again would then keep the page busy for good).
  watch([range, count], () => void nextTick(schedule))

  return { range, pitch, measure }
}

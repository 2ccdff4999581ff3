import { describe, expect, it } from 'vitest'
import { windowRange, type WindowInput } from './useWindowedList'

const at = (w: Partial<WindowInput>): WindowInput => ({ listTop: 0, viewport: 800, pitch: 80, count: 10_000, overscan: 6, initial: 30, focused: null, ...w })

describe('which rows of a long list are drawn', () => {
  it('before a row was measured: the first screenful', () => {
    expect(windowRange(at({ pitch: 0 }))).toEqual({ first: 0, last: 30 })
    expect(windowRange(at({ pitch: 0, count: 4 }))).toEqual({ first: 0, last: 4 })
  })

  it('the rows in the viewport and a few more each way, wherever the page is scrolled', () => {
    // The list starts 200 px down: rows 0-7 fill the rest of an 800 px viewport.
    expect(windowRange(at({ listTop: 200 }))).toEqual({ first: 0, last: 14 })
    // Scrolled 80,000 px into it: rows 1000-1009 are in view.
    expect(windowRange(at({ listTop: -80_000 }))).toEqual({ first: 994, last: 1016 })
    // At its end.
    expect(windowRange(at({ listTop: -(10_000 * 80 - 800) }))).toEqual({ first: 9984, last: 10_000 })
    expect(windowRange(at({ listTop: -80_000, count: 50 }))).toEqual({ first: 994, last: 994 })
  })

  it('the focused row and its neighbours stay drawn, so Tab and Shift+Tab reach the next row', () => {
    // Focus on the last row drawn (by Tab): two more below it are drawn before the next key.
    expect(windowRange(at({ listTop: 200, focused: 13 }))).toEqual({ first: 0, last: 16 })
    expect(windowRange(at({ listTop: -80_000, focused: 994 }))).toEqual({ first: 992, last: 1016 })
    // A focused row far from the view (the page was scrolled away from it) is let go.
    expect(windowRange(at({ listTop: -80_000, focused: 10 }))).toEqual({ first: 994, last: 1016 })
  })
})

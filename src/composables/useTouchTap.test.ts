import { afterEach, describe, expect, it } from 'vitest'
import { useTouchTap } from './useTouchTap'

/** A stepper group with two buttons and the handlers bound, as DeckLine binds them. */
function group() {
  const root = document.createElement('span')
  root.innerHTML = '<button type="button" data-b="minus">−</button><button type="button" data-b="plus">+</button><i>3</i>'
  document.body.append(root)
  const tap = useTouchTap()
  root.addEventListener('touchstart', tap.onTouchstart, { passive: true })
  root.addEventListener('touchend', tap.onTouchend)
  const clicks: string[] = []
  root.addEventListener('click', (e) => clicks.push(`${(e.target as HTMLElement).dataset.b ?? 'other'}`))
  return { root, clicks, button: (b: string) => root.querySelector<HTMLElement>(`[data-b="${b}"]`)! }
}

/** A touch event as the browser sends it; jsdom has no Touch constructor, so the lists are plain. */
function touch(target: Element, type: 'touchstart' | 'touchend', at: { x: number; y: number }, init: { cancelable?: boolean; others?: number } = {}) {
  const event = new Event(type, { bubbles: true, cancelable: init.cancelable ?? true })
  const point = { clientX: at.x, clientY: at.y, target }
  const others = Array.from({ length: init.others ?? 0 }, () => point)
  Object.defineProperty(event, 'touches', { value: type === 'touchstart' ? [point, ...others] : others })
  Object.defineProperty(event, 'changedTouches', { value: [point] })
  target.dispatchEvent(event)
  return event
}

afterEach(() => document.body.replaceChildren())

describe('useTouchTap', () => {
  it('a plain tap clicks its button once, on the lift, and cancels the browser’s own click', () => {
    const g = group()
    touch(g.button('plus'), 'touchstart', { x: 50, y: 20 })
    expect(g.clicks).toEqual([])
    const end = touch(g.button('plus'), 'touchend', { x: 53, y: 22 })
    expect(g.clicks).toEqual(['plus'])
    expect(end.defaultPrevented).toBe(true)
  })

  it('leaves to the browser a finger that slid, a scroll’s end, a second finger and a touch outside a button', () => {
    const g = group()
    touch(g.button('plus'), 'touchstart', { x: 50, y: 20 })
    expect(touch(g.button('plus'), 'touchend', { x: 50, y: 40 }).defaultPrevented).toBe(false)
    touch(g.button('plus'), 'touchstart', { x: 50, y: 20 })
    expect(touch(g.button('plus'), 'touchend', { x: 50, y: 20 }, { cancelable: false }).defaultPrevented).toBe(false)
    touch(g.button('minus'), 'touchstart', { x: 10, y: 20 }, { others: 1 })
    expect(touch(g.button('minus'), 'touchend', { x: 10, y: 20 }).defaultPrevented).toBe(false)
    touch(g.button('minus'), 'touchstart', { x: 10, y: 20 })
    expect(touch(g.button('minus'), 'touchend', { x: 10, y: 20 }, { others: 1 }).defaultPrevented).toBe(false)
    const count = g.root.querySelector('i')!
    touch(count, 'touchstart', { x: 30, y: 20 })
    expect(touch(count, 'touchend', { x: 30, y: 20 }).defaultPrevented).toBe(false)
    expect(g.clicks).toEqual([])
  })

  it('leaves a long press to the browser, and a disabled button unclicked', async () => {
    const g = group()
    touch(g.button('plus'), 'touchstart', { x: 50, y: 20 })
    await new Promise((resolve) => setTimeout(resolve, 520))
    expect(touch(g.button('plus'), 'touchend', { x: 50, y: 20 }).defaultPrevented).toBe(false)
    g.button('minus').setAttribute('disabled', '')
    touch(g.button('minus'), 'touchstart', { x: 10, y: 20 })
    expect(touch(g.button('minus'), 'touchend', { x: 10, y: 20 }).defaultPrevented).toBe(false)
    expect(g.clicks).toEqual([])
  })
})

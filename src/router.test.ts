import { describe, expect, it } from 'vitest'
import type { RouteLocationNormalized } from 'vue-router'
import { scrollBehavior } from './router'

const at = (path: string, query: Record<string, string> = {}) => ({ path, query }) as unknown as RouteLocationNormalized

describe('where a page opens', () => {
  it('another page opens at its top; back and forward return to the saved place; a query change keeps the place', () => {
    expect(scrollBehavior(at('/decks'), at('/data'), null)).toEqual({ top: 0 })
    expect(scrollBehavior(at('/decks'), at('/data'), { left: 0, top: 640 })).toEqual({ left: 0, top: 640 })
    expect(scrollBehavior(at('/cards', { q: 'gundam' }), at('/cards'), null)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import type { RouteLocationNormalized } from 'vue-router'
import { pageLoaders, router, scrollBehavior } from './router'

const at = (path: string, query: Record<string, string> = {}) => ({ path, query }) as unknown as RouteLocationNormalized

describe('where a page opens', () => {
  it('another page opens at its top; back and forward return to the saved place; a query change keeps the place', () => {
    expect(scrollBehavior(at('/decks'), at('/data'), null)).toEqual({ top: 0 })
    expect(scrollBehavior(at('/decks'), at('/data'), { left: 0, top: 640 })).toEqual({ left: 0, top: 640 })
    expect(scrollBehavior(at('/cards', { q: 'gundam' }), at('/cards'), null)).toBe(false)
  })
})

describe('the opened page loads while the app starts', () => {
  it('names the lazy component of the page a hash address opens, and none for a redirect', () => {
    const component = (name: string) => router.getRoutes().find((r) => r.name === name)?.components?.default
    expect(pageLoaders('#/decks/abc')).toEqual([component('deck')])
    expect(pageLoaders('#/decks/abc/simulate')).toEqual([component('simulate')])
    expect(pageLoaders('#/cards?q=zaku')).toEqual([component('cards')])
    expect(pageLoaders('#/')).toEqual([])
    expect(pageLoaders('')).toEqual([])
  })
})

describe('the tab titles', () => {
  it('every page titled by its definePage has that title in English and another in Japanese, but the pages that name what they show', async () => {
    const { default: en } = await import('./locales/en')
    const { default: ja } = await import('./locales/ja')
    // A deck's pages write their own title with the deck's name (usePageTitle).
    const own = new Set(['deck', 'simulate', 'playtest'])
    const titled = router.getRoutes().filter((r) => typeof r.meta.title === 'string' && !own.has(String(r.name)))
    expect(titled.map((r) => String(r.name)).sort()).toEqual(Object.keys(en.titles).sort())
    for (const r of titled) {
      const name = String(r.name) as keyof typeof en.titles
      expect(en.titles[name]).toBe(r.meta.title)
      expect(ja.titles[name]).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff]/)
    }
  })
})

import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, type Ref } from 'vue'
import { createRouter, createWebHashHistory, type Router } from 'vue-router'
import { cardsQuery } from '~/schemas/route'
import { useQueryState, useRouteParam } from './useQueryState'

type CardsState = { [K in keyof ReturnType<typeof cardsQuery>]: Ref<string> }

async function page(address: string, delay = 0) {
  window.location.hash = ''
  let state: CardsState | null = null
  let param: (() => string) | null = null
  const Cards = defineComponent({
    setup() {
      state = useQueryState(cardsQuery(), { delay }) as CardsState
      param = useRouteParam('id')
      return () => h('p', state!.q.value)
    },
  })
  const router: Router = createRouter({
    history: createWebHashHistory(),
    routes: [
      { path: '/cards', name: 'cards', component: Cards },
      { path: '/decks/:id', name: 'deck', component: Cards },
      { path: '/other', name: 'other', component: { render: () => h('p', 'other') } },
    ],
  })
  await router.push(address)
  const wrapper = mount({ render: () => h(router.options.routes[0]!.component as never) }, { global: { plugins: [router] } })
  await router.isReady()
  await flushPromises()
  return { router, state: state!, param: param!, wrapper }
}

describe('useQueryState: a page kept in its address through its schema', () => {
  it('reads each field, and a missing or unknown value as its default', async () => {
    const { state } = await page('/cards?q=c:blue&sort=cost&dir=sideways&view=list&printings=')
    expect(state.q.value).toBe('c:blue')
    expect(state.sort.value).toBe('cost')
    expect(state.dir.value).toBe('asc')
    expect(state.view.value).toBe('list')
    expect(state.printings.value).toBe('all')
  })

  it('writes a change back, leaves defaults out and keeps fields it does not own', async () => {
    const { router, state } = await page('/cards?q=x&keep=1&sort=name')
    state.sort.value = 'number'
    state.view.value = 'list'
    await flushPromises()
    expect(router.currentRoute.value.query).toEqual({ q: 'x', keep: '1', view: 'list' })
  })

  it('follows the address when it changes (back, forward, a link)', async () => {
    const { router, state } = await page('/cards?q=one')
    await router.push('/cards?q=two&dir=desc')
    await flushPromises()
    expect(state.q.value).toBe('two')
    expect(state.dir.value).toBe('desc')
  })

  // Real time: the debounce keeps the timer functions it found when it was loaded.
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('waits for typing to pause before writing, and keeps what was typed after', async () => {
    const { router, state } = await page('/cards', 80)
    state.q.value = 'gun'
    await wait(20)
    expect(router.currentRoute.value.query).toEqual({})
    await wait(150)
    expect(router.currentRoute.value.query).toEqual({ q: 'gun' })
    state.q.value = 'gunda'
    await flushPromises()
    expect(state.q.value).toBe('gunda')
    await wait(150)
    expect(router.currentRoute.value.query).toEqual({ q: 'gunda' })
  })

  it('never writes after the player has left the page', async () => {
    const { router, state } = await page('/cards', 80)
    state.q.value = 'late'
    await router.push('/other')
    await wait(150)
    expect(router.currentRoute.value.fullPath).toBe('/other')
  })

  it('reads a route parameter as one string', async () => {
    const { param } = await page('/decks/abc%20def')
    expect(param()).toBe('abc def')
  })
})

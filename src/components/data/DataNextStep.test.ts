import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { database } from '~/db/database'
import { createDeck, deleteDeck } from '~/db/decks-repository'
import { deckContent } from '~/db/testing'
import DataNextStep from './DataNextStep.vue'

async function mountStep() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/cards', name: 'cards', component: { template: '<p />' } },
      { path: '/decks', name: 'decks', component: { template: '<p />' } },
    ],
  })
  await router.push('/cards')
  const w = mount(DataNextStep, { global: { plugins: [router] } })
  await flushPromises()
  await new Promise((r) => setTimeout(r, 20))
  await flushPromises()
  return { w, router }
}

beforeEach(async () => {
  setActivePinia(createPinia())
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('DataNextStep: what to do once the cards are in', () => {
  it('with no deck yet: Create your first deck asks its name on Decks, Paste a list opens Import a list', async () => {
    const { w, router } = await mountStep()
    const create = w.get('[data-testid="next-create-deck"]')
    const paste = w.get('[data-testid="next-paste-list"]')
    expect(create.text()).toBe('Create your first deck')
    expect(paste.text()).toBe('Paste a list')
    expect(create.attributes('href')).toBe('/decks?open=new')
    expect(paste.attributes('href')).toBe('/decks?open=import')
    await create.trigger('click')
    await flushPromises()
    expect(router.currentRoute.value.fullPath).toBe('/decks?open=new')
  })

  it('a deck in the bin is no deck', async () => {
    const gone = await createDeck(database(), deckContent('Gone'), 'gcg')
    await deleteDeck(database(), gone.id)
    const { w } = await mountStep()
    expect(w.find('[data-testid="next-create-deck"]').exists()).toBe(true)
  })

  it('with decks already: only a plain way to them', async () => {
    await createDeck(database(), deckContent('Alpha'), 'gcg')
    const { w } = await mountStep()
    expect(w.find('[data-testid="next-create-deck"]').exists()).toBe(false)
    expect(w.get('[data-testid="next-open-decks"]').attributes('href')).toBe('/decks')
  })
})

import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { database } from '~/db/database'
import { listDecks } from '~/db/decks-repository'
import { useDecksStore } from '~/stores/decks'
import DecksPage from './DecksPage.vue'

const jsonDeck = (name: string) =>
  JSON.stringify({ kind: 'gundeck-deck', version: 1, name, main: [{ number: 'TS01-001', printing: null, count: 4 }], resource: [], sideboard: [] })

async function until(ok: () => boolean, ms = 3000) {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await flushPromises()
    await new Promise((r) => setTimeout(r, 5))
  }
}

async function openImport(text: string) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/decks', component: DecksPage },
      { path: '/:any(.*)*', component: { template: '<p />' } },
    ],
  })
  await router.push('/decks')
  const w = mount(DecksPage, { global: { plugins: [router] }, attachTo: document.body })
  await w.get('[data-testid="import-deck"]').trigger('click')
  await w.get('[data-testid="import-text"]').setValue(text)
  return { w, router }
}

beforeEach(async () => {
  setActivePinia(createPinia())
  await database().delete()
  await database().open()
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('Decks page: import a list', () => {
  it('a deck whose name is only spaces is offered and saved under the default name', async () => {
    const { w, router } = await openImport(jsonDeck('     '))
    await w.get('[data-testid="import-create"]').trigger('click')
    await until(() => router.currentRoute.value.path !== '/decks')
    const { decks } = await listDecks(database())
    expect(decks.map((d) => [d.name, d.cards.main])).toEqual([['Imported deck', [{ number: 'TS01-001', printing: null, count: 4 }]]])
    // The preview said so before saving.
    expect((w.get('[data-testid="import-name"]').element as HTMLInputElement).value).toBe('Imported deck')
  })

  it('the name field starts with the name the list gives, and the deck is saved under the name typed there', async () => {
    const { w, router } = await openImport('# ST04 Earth Alliance / ZAFT\n4 TS01-001')
    const field = w.get('[data-testid="import-name"]')
    expect((field.element as HTMLInputElement).value).toBe('ST04 Earth Alliance / ZAFT')
    await field.setValue('ST04 for Saturday')
    await w.get('[data-testid="import-create"]').trigger('click')
    await until(() => router.currentRoute.value.path !== '/decks')
    const { decks } = await listDecks(database())
    expect(decks.map((d) => d.name)).toEqual(['ST04 for Saturday'])
  })

  it('when storage refuses the deck, the reason is shown beside the button, never a silent no-op', async () => {
    const { w, router } = await openImport(jsonDeck('Blue/White'))
    vi.spyOn(useDecksStore(), 'create').mockRejectedValue(new Error('The deck cannot be saved: name: Too big.'))
    await w.get('[data-testid="import-create"]').trigger('click')
    await until(() => w.find('[data-testid="import-save-error"]').exists())
    expect(w.get('[data-testid="import-save-error"]').text()).toBe('The deck cannot be saved: name: Too big.')
    expect(w.get('[data-testid="import-save-error"]').attributes('role')).toBe('alert')
    expect(router.currentRoute.value.path).toBe('/decks')
  })
})

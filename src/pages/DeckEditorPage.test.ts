import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ComponentPublicInstance } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { database } from '~/db/database'
import { createDeck } from '~/db/decks-repository'
import { CardPool } from '~/engine/cards/pool'
import { card } from '~/engine/testing/builders'
import type { DeckEntry } from '~/schemas/deck'
import { useCardsStore } from '~/stores/cards'
import { useDeckEditorStore } from '~/stores/deck-editor'
import { showLanguage } from '~/locales/i18n'
import DeckEditorPage from './DeckEditorPage.vue'

const pool = new CardPool([
  card({ number: 'TS01-001', name: 'Ace Unit', level: 2, cost: 1 }),
  card({ number: 'TS01-002', name: 'Second Unit', level: 3, cost: 2 }),
  card({ number: 'TS01-003', name: 'Pilot', type: 'pilot', level: 4, cost: 1 }),
])
const line = (number: string, count: number): DeckEntry => ({ number, printing: null, count })

/** The editor between the app's route names it links to and goes to by name. */
const editorRouter = () =>
  createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/decks/:id', name: 'deck', component: DeckEditorPage },
      { path: '/decks', name: 'decks', component: { template: '<p />' } },
      { path: '/decks/:id/simulate', name: 'simulate', component: { template: '<p />' } },
      { path: '/decks/:id/playtest', name: 'playtest', component: { template: '<p />' } },
      { path: '/:any(.*)*', component: { template: '<p />' } },
    ],
  })

async function until(ok: () => boolean, ms = 3000) {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await flushPromises()
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** How often each component was redrawn (its `updated` hook), by component name. */
const updates = new Map<string, number>()
const counting = {
  updated(this: ComponentPublicInstance) {
    const name = (this.$options as { __name?: string }).__name ?? 'anonymous'
    updates.set(name, (updates.get(name) ?? 0) + 1)
  },
}

let w: VueWrapper | null = null
beforeEach(async () => {
  setActivePinia(createPinia())
  await database().delete()
  await database().open()
})
afterEach(async () => {
  w?.unmount()
  w = null
  await useDeckEditorStore().close()
  document.body.innerHTML = ''
})

describe('Deck editor page', () => {
  it('a stepper tap redraws its line and the counts, not the editor page or the other lines', async () => {
    const deck = await createDeck(
      database(),
      {
        name: 'Test deck',
        format: 'gcg',
        cards: { main: [line('TS01-001', 4), line('TS01-002', 4), line('TS01-003', 2)], resource: [], sideboard: [] },
        notes: '',
        tags: [],
      },
      'gcg',
    )
    const cards = useCardsStore()
    cards.pool = pool
    cards.status = 'ready'
    const router = editorRouter()
    await router.push(`/decks/${deck.id}`)
    w = mount(DeckEditorPage, { global: { plugins: [router], mixins: [counting] }, attachTo: document.body })
    await until(() => w!.findAll('[data-testid="deck-line"]').length === 3)
    // The first frame's lines are drawn; the sections below follow once it is painted.
    await until(() => w!.find('[data-testid="section-sideboard"]').exists())
    const plus = () => w!.get('[data-testid="deck-line"][data-number="TS01-002"] [data-testid="line-plus"]')
    // The first edit turns Undo on (a page control): count from the second.
    await plus().trigger('click')
    await until(() => w!.get('[data-testid="head-count"]').text().startsWith('11'))
    updates.clear()
    await plus().trigger('click')
    await until(() => w!.get('[data-testid="head-count"]').text().startsWith('12'))
    await flushPromises()
    expect(w.get('[data-testid="deck-line"][data-number="TS01-002"] [data-testid="line-count"]').text()).toBe('6')
    expect(w.get('[data-testid="pane-deck"]').text()).toMatch(/^Deck 12\//)
    expect(updates.get('DeckEditorPage') ?? 0).toBe(0)
    expect(updates.get('DeckLine')).toBe(1)
    // The main deck's section (its totals); the resource deck and sideboard stay as they were.
    expect(updates.get('DeckSection')).toBe(1)
  })

  it('says why a deck cannot be opened, and the editor’s notices, in the language shown (English as the store wrote them)', async () => {
    const deck = await createDeck(
      database(),
      { name: 'Test deck', format: 'gcg', cards: { main: [], resource: [], sideboard: [] }, notes: '', tags: [] },
      'gcg',
    )
    const router = editorRouter()
    await router.push('/decks/no-such-deck')
    try {
      w = mount(DeckEditorPage, { global: { plugins: [router] }, attachTo: document.body })
      await until(() => w!.find('.editor__state.error').exists())
      expect(w.get('.editor__state.error').text()).toMatch(/^There is no deck with this address\./)
      await showLanguage('ja')
      await flushPromises()
      expect(w.get('.editor__state.error').text()).toMatch(/^このアドレスのデッキはありません。/)
      await router.push(`/decks/${deck.id}`)
      const editor = useDeckEditorStore()
      await until(() => editor.content?.name === 'Test deck')
      editor.notice = { code: 'full' }
      await until(() => w!.find('[data-testid="editor-notice"]').exists())
      expect(w.get('[data-testid="editor-notice"]').text()).toMatch(/^保存できませんでした：この端末の保存領域がいっぱいです。/)
      await showLanguage('en')
      await flushPromises()
      expect(w.get('[data-testid="editor-notice"]').text()).toMatch(/^Not saved: this device is out of storage space\./)
    } finally {
      await showLanguage('en')
    }
  })
})

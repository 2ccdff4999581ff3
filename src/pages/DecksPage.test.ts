import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { database } from '~/db/database'
import { createDeck, deleteDeck, listDecks } from '~/db/decks-repository'
import { deckContent } from '~/db/testing'
import { useDecksStore } from '~/stores/decks'
import { useStorageStore } from '~/stores/storage'
import DecksPage from './DecksPage.vue'

/** What a write says when the disk is full, as the player reads it in English. */
const STORAGE_FULL_NOTICE =
  'Not saved: this device is out of storage space. Your changes are kept in this tab; do not close it. Free some space, then press Try again.'

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

async function mountPage(path = '/decks') {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      // The app's route names: the page links and goes to them by name.
      { path: '/decks', name: 'decks', component: DecksPage },
      { path: '/decks/:id', name: 'deck', component: { template: '<p />' } },
      { path: '/:any(.*)*', component: { template: '<p />' } },
    ],
  })
  await router.push(path)
  const w = mount(DecksPage, { global: { plugins: [router] }, attachTo: document.body })
  return { w, router }
}

async function openImport(text: string) {
  const { w, router } = await mountPage()
  await w.get('[data-testid="import-deck"]').trigger('click')
  await w.get('[data-testid="import-text"]').setValue(text)
  return { w, router }
}

/** What Chromium gave for a write from the Decks page with its profile on a full disk. */
const internalError = () => new DOMException('Internal error.', 'UnknownError')

/** Every write of a deck or its History fails that way, until the returned function is called. */
function failWrites(): () => void {
  const fail = () => {
    throw internalError()
  }
  const hooks = [
    [database().decks, 'creating'],
    [database().decks, 'updating'],
    [database().deckHistory, 'creating'],
  ] as const
  for (const [table, hook] of hooks) table.hook(hook as 'creating', fail)
  const heal = () => {
    for (const [table, hook] of hooks) table.hook(hook as 'creating').unsubscribe(fail)
  }
  healers.push(heal)
  return heal
}
const healers: (() => void)[] = []

const liveNames = async () => (await listDecks(database())).decks.map((d) => d.name).sort()

beforeEach(async () => {
  setActivePinia(createPinia())
  sessionStorage.clear()
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})
afterEach(() => {
  for (const heal of healers.splice(0)) heal()
  useStorageStore().dispose()
  document.body.innerHTML = ''
})

describe('Decks page: New deck asks for a name', () => {
  it('opens the name field focused with a default no deck has, and Enter makes the deck under the typed name', async () => {
    await createDeck(database(), deckContent('New deck'), 'gcg')
    const { w, router } = await mountPage()
    await until(() => w.findAll('[data-testid="deck-list"] li').length === 1)
    await w.get('[data-testid="new-deck"]').trigger('click')
    expect(w.get('[data-testid="new-deck"]').attributes('aria-expanded')).toBe('true')
    const field = w.get('[data-testid="new-deck-name"]')
    expect(document.activeElement).toBe(field.element)
    expect((field.element as HTMLInputElement).value).toBe('New deck 2')
    await field.setValue('Zeon aggro')
    await w.get('[data-testid="new-deck-form"]').trigger('submit')
    await until(() => router.currentRoute.value.name === 'deck')
    const id = (router.currentRoute.value.params as { id?: string }).id
    const made = (await listDecks(database())).decks.find((d) => d.id === id)
    expect(made?.name).toBe('Zeon aggro')
  })

  it('Escape makes nothing, closes the field and gives the focus back to New deck', async () => {
    const { w, router } = await mountPage()
    await w.get('[data-testid="new-deck"]').trigger('click')
    await w.get('[data-testid="new-deck-name"]').trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(w.find('[data-testid="new-deck-form"]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('[data-testid="new-deck"]').element)
    expect(router.currentRoute.value.path).toBe('/decks')
    expect(await liveNames()).toEqual([])
  })

  it('opened for a first step: ?open=new asks the name, ?open=import opens Import a list in its box; the address forgets it', async () => {
    const named = await mountPage('/decks?open=new')
    expect(document.activeElement).toBe(named.w.get('[data-testid="new-deck-name"]').element)
    await until(() => named.router.currentRoute.value.fullPath === '/decks')
    named.w.unmount()
    const pasting = await mountPage('/decks?open=import')
    await flushPromises()
    expect(pasting.w.find('[data-testid="new-deck-form"]').exists()).toBe(false)
    expect(document.activeElement).toBe(pasting.w.get('[data-testid="import-text"]').element)
    await until(() => pasting.router.currentRoute.value.fullPath === '/decks')
  })
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
    const refuse = () => {
      throw new Dexie.ConstraintError('Key already exists in the object store.')
    }
    database().decks.hook('creating', refuse)
    await w.get('[data-testid="import-create"]').trigger('click')
    await until(() => w.find('[data-testid="import-save-error"]').exists())
    expect(w.get('[data-testid="import-save-error"]').text()).toContain('Key already exists in the object store.')
    expect(w.get('[data-testid="import-save-error"]').attributes('role')).toBe('alert')
    expect(router.currentRoute.value.path).toBe('/decks')
    // Not a full disk: saving goes on.
    expect(useStorageStore().halted).toBeNull()
    database().decks.hook('creating').unsubscribe(refuse)
  })
})

describe('Decks page: saves on a full disk', () => {
  it('an imported list: the plain note beside the button, saving stops, and Try again saves the list', async () => {
    const { w, router } = await openImport('# Saturday\n4 TS01-001\n2 TS01-002')
    const healed = failWrites()
    await w.get('[data-testid="import-create"]').trigger('click')
    await until(() => w.find('[data-testid="import-save-error"]').exists())
    expect(w.get('[data-testid="import-save-error"]').text()).toBe(STORAGE_FULL_NOTICE)
    expect(w.text()).not.toContain('UnknownError')
    expect(router.currentRoute.value.path).toBe('/decks')
    const storage = useStorageStore()
    expect(storage.halted?.detail).toContain('UnknownError: Internal error.')

    healed()
    expect(await storage.tryAgain()).toBe(true)
    const { decks } = await listDecks(database())
    expect(decks.map((d) => [d.name, d.cards.main])).toEqual([
      [
        'Saturday',
        [
          { number: 'TS01-001', printing: null, count: 4 },
          { number: 'TS01-002', printing: null, count: 2 },
        ],
      ],
    ])
    await flushPromises()
    expect(w.find('[data-testid="import-save-error"]').exists()).toBe(false)
  })

  it('says "Reading your decks…" until the list is read, then "No decks yet" only when there are none', async () => {
    const { w } = await mountPage()
    // IndexedDB answers later than the first render: nothing is known of the decks yet.
    expect(w.find('[data-testid="decks-reading"]').exists()).toBe(true)
    expect(w.text()).not.toContain('No decks yet')
    await until(() => w.text().includes('No decks yet'))
    expect(w.find('[data-testid="decks-reading"]').exists()).toBe(false)
  })

  it('opened after saving stopped: lists the decks last stored, not "No decks yet"', async () => {
    await createDeck(database(), deckContent('Alpha'), 'gcg')
    const storage = useStorageStore()
    await storage.refreshMirror()
    failWrites()
    await expect(createDeck(database(), deckContent('Beta'), 'gcg')).rejects.toThrow()
    expect(storage.reportFailure(internalError())).toBe(true)
    const { w } = await mountPage()
    await until(() => w.findAll('[data-testid="deck-list"] li').length === 1)
    expect(w.get('.deck-row__name').text()).toBe('Alpha')
    expect(w.text()).not.toContain('No decks yet')
  })

  it('new deck, rename, duplicate, delete and undo delete: the plain note, never the raw error, and Try again does each', async () => {
    await createDeck(database(), deckContent('Alpha'), 'gcg')
    await createDeck(database(), deckContent('Beta'), 'gcg')
    const gamma = await createDeck(database(), deckContent('Gamma'), 'gcg')
    await deleteDeck(database(), gamma.id)
    const { w, router } = await mountPage()
    const row = (name: string) => w.findAll('[data-testid="deck-list"] li').find((li) => li.find('.deck-row__name').text() === name)!
    await until(() => w.findAll('[data-testid="deck-list"] li').length === 2)
    // Gamma was just deleted here, so its Undo is on offer.
    useDecksStore().lastDeleted = { id: gamma.id, name: 'Gamma' }
    await flushPromises()

    const healed = failWrites()
    await row('Alpha').findAll('button')[0]!.trigger('click') // Rename
    await w.get('[data-testid="rename-field"]').setValue('Alpha renamed')
    await w.get('[data-testid="rename-field"]').trigger('submit')
    await until(() => w.find('[data-testid="decks-error"]').exists())
    expect(w.get('[data-testid="decks-error"]').text()).toBe(STORAGE_FULL_NOTICE)
    expect(w.get('[data-testid="decks-error"]').attributes('role')).toBe('alert')
    expect(useStorageStore().halted).not.toBeNull()

    // Saving has stopped: every later action waits for Try again too, and says so the same way.
    await row('Beta').get('button[aria-label="Delete Beta"]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="decks-error"]').text()).toBe(STORAGE_FULL_NOTICE)
    await row('Alpha').findAll('button')[1]!.trigger('click') // Duplicate
    await w.get('[data-testid="undo-delete"]').trigger('click')
    await w.get('[data-testid="new-deck"]').trigger('click')
    await w.get('[data-testid="new-deck-form"]').trigger('submit')
    await flushPromises()
    expect(w.get('[data-testid="decks-error"]').text()).toBe(STORAGE_FULL_NOTICE)
    expect(w.text()).not.toContain('UnknownError')
    expect(router.currentRoute.value.path).toBe('/decks')

    healed()
    expect(await useStorageStore().tryAgain()).toBe(true)
    expect(await liveNames()).toEqual(['Alpha renamed', 'Alpha renamed (copy)', 'Gamma', 'New deck'])
    await flushPromises()
    expect(w.find('[data-testid="decks-error"]').exists()).toBe(false)
  })
})

describe('Decks page: a deck row read aloud', () => {
  it("a deck's colour dots are one picture named by its colours; a deck with none says so (a label on a plain span is refused by axe)", async () => {
    await createDeck(database(), deckContent('Empty'), 'gcg')
    const { w } = await mountPage()
    await until(() => w.find('.deck-row__colors').exists())
    const colors = w.get('.deck-row__colors')
    expect(colors.attributes('role')).toBe('img')
    expect(colors.attributes('aria-label')).toBe('No colors yet')
  })
})

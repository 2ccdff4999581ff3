import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadCollection } from '~/db/collection-repository'
import { database } from '~/db/database'
import { useCollectionStore } from '~/stores/collection'
import CollectionImport from './CollectionImport.vue'

const stored = async () => Object.fromEntries((await loadCollection(database())).rows.map((r) => [r.printing, r.owned]))

function mountImport() {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(CollectionImport, { global: { plugins: [pinia] } })
}

beforeEach(async () => {
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('importing a collection', () => {
  it('our CSV: a preview first, each bad line named by line and field, nothing changed until the player says so', async () => {
    const w = mountImport()
    await w
      .get('[data-testid="collection-import-text"]')
      .setValue('number,printing,owned,trade,note\nGD01-001,,3,1,binder\nGD01-002,,x,,\nGD01-003,GD02-003,1,,\n')
    expect(w.get('[data-testid="collection-import-preview"]').text()).toContain('Read as our CSV: 3 copies of 1 printing.')
    expect(
      w
        .get('[data-testid="collection-import-problems"]')
        .findAll('li')
        .map((li) => li.text()),
    ).toEqual(["line 3, owned: not a whole number: 'x'", expect.stringMatching(/^line 4, printing: GD02-003 is not a printing of GD01-003/)])
    expect(await stored()).toEqual({})
    await w.get('[data-testid="collection-import-apply"]').trigger('click')
    await flushPromises()
    expect((await loadCollection(database())).rows).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 3, trade: 1, note: 'binder' }])
    expect(w.get('[data-testid="collection-import-done"]').text()).toBe('Added 3 copies of 1 printing.')
  })

  it('a plain list added to the collection, then another replacing it', async () => {
    const w = mountImport()
    await useCollectionStore().addCopies('GD01-009', 'GD01-009', 1)
    await w.get('[data-testid="collection-import-text"]').setValue('4 GD01-001\n2x GD01-001_p1 Gundam\n')
    expect(w.get('[data-testid="collection-import-preview"]').text()).toContain('Read as a list: 6 copies of 2 printings.')
    await w.get('[data-testid="collection-import-apply"]').trigger('click')
    await flushPromises()
    expect(await stored()).toEqual({ 'GD01-001': 4, 'GD01-001_p1': 2, 'GD01-009': 1 })
    await w.get('[data-testid="collection-import-text"]').setValue('1 GD01-005\n')
    await w.get('[data-testid="collection-import-replace"]').setValue(true)
    expect(w.get('[data-testid="collection-import-apply"]').text()).toBe('Replace my collection')
    await w.get('[data-testid="collection-import-apply"]').trigger('click')
    await flushPromises()
    expect(await stored()).toEqual({ 'GD01-005': 1 })
  })
})

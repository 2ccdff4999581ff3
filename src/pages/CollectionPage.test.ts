import 'fake-indexeddb/auto'
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeCollection } from '~/db/collection-repository'
import { database } from '~/db/database'
import { showLanguage } from '~/locales/i18n'
import CollectionPage from './CollectionPage.vue'
import { freshApp, leavePage, mountPage } from '../../tests/page'
import { until } from '../../tests/until'

const open = async () => (await mountPage(CollectionPage, { path: '/collection', name: 'collection' }, '/collection')).wrapper

/** The History list's labels, newest first, without their dates. */
const labels = (w: Awaited<ReturnType<typeof open>>) =>
  w.findAll('[data-testid="collection-history"] li').map((li) => li.element.firstChild!.textContent!.trim())

beforeEach(async () => {
  await freshApp()
  // An entry of an older version (a label, no code), then two with their codes.
  await changeCollection(database(), 'Imported 3 printings (added)', [{ number: 'GD01-001', printing: 'GD01-001', count: 3 }], 'add')
  await changeCollection(database(), { code: 'history.deck', params: { name: 'Starter' } }, [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'add')
  await changeCollection(
    database(),
    { code: 'history.copies', params: { printing: 'GD01-002', count: 2 } },
    [{ number: 'GD01-002', printing: 'GD01-002', count: 2 }],
    'add',
  )
})
afterEach(leavePage)

describe("the Collection page's History", () => {
  it('reads in English as stored', async () => {
    const w = await open()
    await until(() => labels(w).length === 3)
    expect(labels(w)).toEqual(['+2 GD01-002', 'Added the deck “Starter”', 'Imported 3 printings (added)'])
    expect(w.get('[data-testid="collection-undo"]').attributes('title')).toBe('Undo: +2 GD01-002')
  })

  it('reads in Japanese from each code, an entry without one from its English label, and is reworded when the language changes', async () => {
    await showLanguage('ja')
    const w = await open()
    await until(() => labels(w).length === 3)
    expect(labels(w)).toEqual(['GD01-002：+2\u00a0枚', 'デッキ「Starter」を追加', '3\u00a0バージョンを読み込み（追加）'])
    expect(w.get('[data-testid="collection-undo"]').attributes('title')).toBe('元に戻す：GD01-002：+2\u00a0枚')
    await showLanguage('en')
    await flushPromises()
    expect(labels(w)).toEqual(['+2 GD01-002', 'Added the deck “Starter”', 'Imported 3 printings (added)'])
  })
})

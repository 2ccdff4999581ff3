import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { database } from '~/db/database'
import { card } from '~/engine/testing/builders'
import { exportCardsCsv } from '~/io/cards/csv'
import { useCardsStore } from './cards'

const csv = (n: number) => exportCardsCsv(Array.from({ length: n }, (_, i) => card({ number: `TS01-${String(i).padStart(3, '0')}` })))
const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' })
const apiRecords = JSON.stringify([
  { product_id: 'GD01-001', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 },
  { product_id: 'GD01-001_p1', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 },
])

beforeEach(async () => {
  setActivePinia(createPinia())
  await database().delete()
  await database().open()
})
afterEach(() => vi.unstubAllGlobals())

describe('cards store', () => {
  it('starts empty, imports a file, and loads the same pool again after a "reload"', async () => {
    const store = useCardsStore()
    await store.load()
    expect(store.status).toBe('empty')
    expect(await store.importFiles([file('cards.csv', csv(3))])).toBe(true)
    expect(store.status).toBe('ready')
    expect(store.report?.message).toBe('Imported 3 cards (3 printings).')
    setActivePinia(createPinia())
    const again = useCardsStore()
    await again.load()
    expect(again.cardCount).toBe(3)
    expect(again.dataset?.source).toBe('csv')
  })

  it('keeps the old cards when a bad file is imported, and says why', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    expect(await store.importFiles([file('cards.csv', 'number,name\nX-1,Nope\n')])).toBe(false)
    expect(store.report?.ok).toBe(false)
    expect(store.report?.message).toContain('nothing was changed')
    expect(store.cardCount).toBe(2)
    await store.load()
    expect(store.cardCount).toBe(2)
  })

  it('downloads from the URL in settings with errata and a manifest version', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('cards.json')) return new Response(apiRecords, { headers: { 'content-length': String(apiRecords.length) } })
      if (url.endsWith('manifest.json')) return new Response(JSON.stringify({ dataset_version: 'v7', built_at: '2026-08-17T06:59:17.270Z' }))
      return new Response('', { status: 404 })
    })
    vi.stubGlobal('fetch', fetch)
    const store = useCardsStore()
    expect(await store.download()).toBe(true)
    expect(store.cardCount).toBe(1)
    expect(store.dataset).toMatchObject({ version: 'v7', printings: 2, attribution: expect.stringContaining('ODbL') })
    expect(fetch.mock.calls[0]![0]).toMatch(/cards\.json$/)
  })

  it('reports a failed download and keeps the data', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' })))
    expect(await store.download()).toBe(false)
    expect(store.report?.message).toMatch(/503.*unchanged/)
    expect(store.cardCount).toBe(2)
  })

  it('compares versions when checking for updates', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ dataset_version: 'v8' }))))
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(1)), file('manifest.json', '{"dataset_version":"v7"}')])
    await store.checkForUpdates()
    expect(store.updateMessage).toBe('A new version is available: v8 (you have v7).')
  })
})

import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watch } from 'vue'
import { database } from '~/db/database'
import { card } from '~/engine/testing/builders'
import { exportCardsCsv } from '~/io/cards/csv'
import { catalogue } from '~/engine/messages'
import type { CardsText } from '~/engine/messages/cards'
import { useCardsStore } from './cards'
import { useStorageStore } from './storage'

const csv = (n: number) => exportCardsCsv(Array.from({ length: n }, (_, i) => card({ number: `TS01-${String(i).padStart(3, '0')}` })))
const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' })
const apiRecords = JSON.stringify([
  { product_id: 'GD01-001', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 },
  { product_id: 'GD01-001_p1', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 },
])

/** A gcg-api file with one readable record and `broken` records missing their stats. */
const mostlyBroken = (broken: number) =>
  JSON.stringify([
    { product_id: 'GD01-001', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 },
    ...Array.from({ length: broken }, (_, i) => ({
      product_id: `GD09-${i}`,
      card_number: `GD09-${i}`,
      name: 'Broken',
      card_type: 'WIZARD',
      color: 'Blue',
      level: 1,
      cost: 1,
      ap: 1,
      hp: 1,
    })),
  ])

/** A card reader's code in English, as the Card data page words it. */
const english = (text: CardsText) => catalogue('en').cards(text)

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
    expect(store.report?.words).toEqual({ code: 'imported', params: { cards: 3, printings: 3, skipped: 0 } })
    setActivePinia(createPinia())
    const again = useCardsStore()
    await again.load()
    expect(again.cardCount).toBe(3)
    expect(again.dataset?.source).toBe('csv')
  })

  it('hands the stored card rows to the storage copy after an import and after a load, never read back from the database', async () => {
    const store = useCardsStore()
    const storage = useStorageStore()
    expect(await store.importFiles([file('cards.json', apiRecords)])).toBe(true)
    const readBack = vi.spyOn(database().printings, 'toArray')
    await storage.refreshMirror()
    expect(readBack).not.toHaveBeenCalled()
    expect(storage.rescueCopy(true)?.cards?.cards.map((c) => c.number)).toEqual(['GD01-001'])
    expect(storage.rescueCopy(true)?.cards?.printings.map((p) => [p.id, p.rank])).toEqual([
      ['GD01-001', 0],
      ['GD01-001_p1', 1],
    ])
    readBack.mockRestore()

    setActivePinia(createPinia())
    const again = useCardsStore()
    const storageAgain = useStorageStore()
    // Before this tab has loaded the cards, the copy has none and reads none.
    const early = vi.spyOn(database().printings, 'toArray')
    await storageAgain.refreshMirror()
    expect(early).not.toHaveBeenCalled()
    expect(storageAgain.rescueCopy(true)?.cards).toBeNull()
    early.mockRestore()
    await again.load()
    await storageAgain.refreshMirror()
    expect(storageAgain.rescueCopy(true)?.cards).toEqual(storage.rescueCopy(true)?.cards)

    // Another tab (its own stores) replaces the card data: this tab's copy follows it (read back once).
    setActivePinia(createPinia())
    expect(await useCardsStore().importFiles([file('cards.csv', csv(3))])).toBe(true)
    await storageAgain.refreshMirror()
    expect(storageAgain.rescueCopy(true)?.cards?.cards.map((c) => c.number)).toEqual(['TS01-000', 'TS01-001', 'TS01-002'])
    expect(storageAgain.mirror?.dataset?.source).toBe('csv')
  })

  it('shows the saving progress, and Cancel while saving keeps the cards as they were', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    const seen: number[] = []
    const totals = new Set<number>()
    const stop = watch(
      () => store.saveProgress,
      (p) => {
        if (!p) return
        seen.push(p.done)
        totals.add(p.total)
        if (p.done > 0) store.cancel()
      },
    )
    expect(await store.importFiles([file('cards.csv', csv(1200))])).toBe(false)
    stop()
    expect(store.report?.words).toEqual({ code: 'cancelled-saving', params: {} })
    expect(seen[0]).toBe(0)
    expect(seen.some((done) => done > 0)).toBe(true)
    // One card row a card (its printings inside): the bar's total stays the number of cards.
    expect([...totals]).toEqual([1200])
    expect(store.saveProgress).toBeNull()
    expect(store.cardCount).toBe(2)
    expect(await database().cards.count()).toBe(2)
  })

  it('refuses a file that is not UTF-8 by name, and keeps the cards', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    const latin1 = new File([new Uint8Array([0x5b, 0x22, 0xe9, 0x22, 0x5d])], 'latin1.json')
    expect(await store.importFiles([latin1])).toBe(false)
    expect(store.report?.words).toEqual({ code: 'file-unreadable', params: { file: 'latin1.json' } })
    expect(store.cardCount).toBe(2)
    expect(await database().cards.count()).toBe(2)
  })

  it('keeps the old cards when a bad file is imported, and says why', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    expect(await store.importFiles([file('cards.csv', 'number,name\nX-1,Nope\n')])).toBe(false)
    expect(store.report?.ok).toBe(false)
    expect(store.report?.words).toEqual({ code: 'no-cards', params: { text: { code: 'replace.no-cards', params: expect.anything() } } })
    expect(store.report?.words.code === 'no-cards' && english(store.report.words.params.text)).toContain('nothing was changed')
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
    // The report lists the manifest as read, with its version.
    expect(store.report?.result?.files.find((f) => f.name === 'manifest.json')).toMatchObject({ source: 'manifest', manifest: { version: 'v7' } })
    expect(fetch.mock.calls[0]![0]).toMatch(/cards\.json$/)
  })

  it('reports a failed download and keeps the data', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' })),
    )
    expect(await store.download()).toBe(false)
    expect(store.report?.words).toEqual({
      code: 'download-failed',
      params: { problem: { code: 'download.status', params: { url: expect.any(String), status: 503, statusText: 'Service Unavailable' } } },
    })
    expect(store.cardCount).toBe(2)
  })

  it('a download cancelled while its cards are read says so as a code', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('cards.json')) return new Response(apiRecords)
        store.cancel()
        return new Response('', { status: 404 })
      }),
    )
    expect(await store.download()).toBe(false)
    expect(store.report?.words).toEqual({ code: 'download-failed', params: { problem: { code: 'import.cancelled', params: {} } } })
    expect(store.cardCount).toBe(2)
  })

  it('compares versions when checking for updates', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ dataset_version: 'v8' }))),
    )
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(1)), file('manifest.json', '{"dataset_version":"v7"}')])
    expect(store.dataset?.version).toBe('v7')
    expect(store.report?.result?.files.map((f) => f.source)).toEqual(['csv', 'manifest'])
    await store.checkForUpdates()
    expect(store.updateWords).toEqual({ code: 'new-version', params: { version: 'v8', have: 'v7' } })
  })

  it('asks before a mostly broken file replaces the cards, and "Keep my cards" changes nothing (issue 12.6)', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(20))])
    expect(await store.importFiles([file('cards.json', mostlyBroken(10))])).toBe(false)
    expect(store.pending?.question).toEqual({ code: 'replace.question', params: { subject: 'file', current: 20, next: 1, skipped: 10 } })
    expect(english(store.pending!.question)).toBe('This file would replace 20 cards with 1 (10 records could not be read).')
    expect(store.pending?.check.reasons).toEqual(['20 of your 20 cards are not in the new data.', 'Only 1 record could be read; 10 could not.'])
    expect(store.cardCount).toBe(20)
    store.keepCards()
    expect(store.pending).toBeNull()
    expect(store.report?.words).toEqual({ code: 'kept', params: { cards: 20 } })
    setActivePinia(createPinia())
    const again = useCardsStore()
    await again.load()
    expect(again.cardCount).toBe(20)
    expect(again.previous).toBeNull()
  })

  it('"Replace anyway" stores the file and keeps the old cards; restoring brings them back and can itself be undone (issue 12.6)', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(20))])
    await store.importFiles([file('cards.json', mostlyBroken(10))])
    expect(await store.replaceAnyway()).toBe(true)
    expect(store.cardCount).toBe(1)
    expect(store.previous).toMatchObject({ cards: 20, dataset: { label: 'cards.csv', source: 'csv' } })

    setActivePinia(createPinia())
    const reloaded = useCardsStore()
    await reloaded.load()
    expect(reloaded.cardCount).toBe(1)
    expect(await reloaded.restorePrevious()).toBe(true)
    expect(reloaded.report?.words).toEqual({ code: 'restored', params: { cards: 20, label: 'cards.csv' } })
    expect(reloaded.previous).toMatchObject({ cards: 1, dataset: { label: 'cards.json' } })

    setActivePinia(createPinia())
    const restored = useCardsStore()
    await restored.load()
    expect(restored.cardCount).toBe(20)
    expect(restored.dataset?.label).toBe('cards.csv')
    expect(await restored.restorePrevious()).toBe(true)
    expect(restored.cardCount).toBe(1)
  })

  it('replaces without asking when the new data keeps nearly every card (an update)', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(40))])
    expect(await store.importFiles([file('cards.csv', csv(39))])).toBe(true)
    expect(store.pending).toBeNull()
    expect(store.cardCount).toBe(39)
    expect(store.previous?.cards).toBe(40)
  })

  it('asks before a download that would drop most of the cards', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('cards.json') ? new Response(apiRecords) : new Response('', { status: 404 }))),
    )
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(3))])
    expect(await store.download()).toBe(false)
    expect(store.pending?.question).toEqual({ code: 'replace.question', params: { subject: 'download', current: 3, next: 1, skipped: 0 } })
    expect(english(store.pending!.question)).toBe('The download would replace 3 cards with 1.')
    expect(store.cardCount).toBe(3)
  })

  it('"No cards could be read" names the first problems with record and field, and how many more (issue 12.10)', async () => {
    const store = useCardsStore()
    await store.importFiles([file('cards.csv', csv(2))])
    const good = { product_id: 'GD01-001', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 }
    const allBroken = JSON.stringify([
      { ...good, level: 'high' },
      { ...good, name: '' },
      { ...good, hp: 'x' },
      { ...good, card_type: 'WIZARD' },
      { ...good, cost: 'y' },
    ])
    expect(await store.importFiles([file('cards.json', allBroken)])).toBe(false)
    expect(store.report?.words.code).toBe('no-cards')
    expect(store.report?.words.code === 'no-cards' && store.report.words.params.text.code).toBe('replace.no-cards')
    expect(store.report?.words.code === 'no-cards' && english(store.report.words.params.text)).toBe(
      'No cards could be read, so nothing was changed. The first 3 problems: ' +
        'record 1, field “level”: cards.json: not a whole number from 0 to 99: "high"; ' +
        'record 2, field “name”: cards.json: Too small: expected string to have >=1 characters; ' +
        'record 3, field “hp”: cards.json: not a whole number from 0 to 99: "x". And 2 more problems.',
    )
    expect(store.cardCount).toBe(2)
  })

  it('"No cards could be read" says why a file that is not even JSON was left out, with its line (issue 12.10)', async () => {
    const store = useCardsStore()
    expect(await store.importFiles([file('cards.json', '[\n{"product_id": "GD01-001",\n"card_number": ')])).toBe(false)
    expect(store.report?.words).toEqual({ code: 'no-cards', params: { text: { code: 'replace.no-cards', params: expect.anything() } } })
    expect(store.report?.words.code === 'no-cards' && english(store.report.words.params.text)).toMatch(
      /^No cards could be read, so nothing was changed\. The problem: line 3: cards\.json: not valid JSON \(.+\)\.$/,
    )
  })
})

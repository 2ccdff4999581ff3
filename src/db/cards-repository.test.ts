import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { testDataset } from './testing'
import { card } from '~/engine/testing/builders'
import { withFolded } from '~/engine/query/compile'
import type { Dataset } from '~/schemas/stored'
import {
  loadCards,
  loadPreviousCards,
  loadSettings,
  replaceCards,
  restorePreviousCards,
  saveSettings,
  CARD_WRITE_CHUNK,
  READ_CHUNK,
  splitCardRows,
  WriteCancelled,
} from './cards-repository'
import { GundeckDatabase } from './database'
import type { Table } from 'dexie'

let n = 0
const dbs: GundeckDatabase[] = []
function freshDb() {
  const db = new GundeckDatabase(`test-${++n}-${Math.random()}`)
  dbs.push(db)
  return db
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete()
})

const dataset = (overrides: Partial<Dataset> = {}): Dataset =>
  testDataset({ source: 'gcg-api', importedAt: '2026-11-21T00:00:00.000Z', attribution: 'ODbL', cards: 2, printings: 3, ...overrides })

const gundam = card({
  number: 'GD01-001',
  name: 'Gundam',
  printings: [
    { id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: null },
    { id: 'GD01-001_p1', rarity: 'LR +', set: 'GD01', imageUrl: null },
  ],
  rulings: [{ num: 'Q119', date: 'July 11, 2025', question: 'Q?', answer: 'A.', source: null }],
})
const zaku = card({ number: 'GD01-035', name: 'Zaku Ⅱ' })

describe('card storage (Dexie)', () => {
  it('stores each card in one row by number, its printings inside in print order, and loads the same cards back', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam, zaku], dataset())
    expect(await db.cards.count()).toBe(2)
    expect(await db.printings.count()).toBe(0)
    expect((await db.cards.get('GD01-001'))?.printings).toEqual(gundam.printings)
    const loaded = await loadCards(db)
    expect(loaded.unreadable).toEqual([])
    expect(loaded.cards).toEqual([withFolded(gundam), withFolded(zaku)])
    expect(loaded.dataset?.version).toBe('v1')
  })

  it('keeps the folded search text stored with a card, and folds it on load for cards stored without (issue 16)', async () => {
    const db = freshDb()
    const folded = { name: 'stored name', text: 'stored text', traits: [], link: [] }
    await replaceCards(db, [{ ...gundam, folded }, zaku], dataset())
    expect(((await db.cards.get('GD01-001')) as { folded?: unknown }).folded).toEqual(folded)
    // As an earlier version stored it: no folded field.
    expect(((await db.cards.get('GD01-035')) as { folded?: unknown }).folded).toBeUndefined()
    const loaded = await loadCards(db)
    expect(loaded.cards[0]!.folded).toEqual(folded)
    expect(loaded.cards[1]!.folded).toEqual({ name: 'zaku ii', text: 'a test effect.', traits: [], link: [] })
  })

  it('replaces the old data only when the new data is whole: a failure inside the transaction keeps it', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam], dataset({ version: 'old', cards: 1, printings: 2 }))
    // Two cards with one number: bulkAdd fails half-way, the transaction rolls back.
    await expect(replaceCards(db, [zaku, gundam, { ...zaku, name: 'Zaku again' }], dataset({ version: 'new' }))).rejects.toThrow()
    const loaded = await loadCards(db)
    expect(loaded.cards).toEqual([withFolded(gundam)])
    expect(loaded.dataset?.version).toBe('old')
  })

  it('refuses two cards that give one printing id, naming both, before touching the database', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam], dataset({ version: 'old', cards: 1, printings: 2 }))
    const clash = card({ number: 'GD09-001', printings: [{ id: 'GD01-001', rarity: null, set: null, imageUrl: null }] })
    await expect(replaceCards(db, [zaku, gundam, clash], dataset({ version: 'new' }))).rejects.toThrow(
      'printing GD01-001 is given for both GD01-001 and GD09-001',
    )
    expect((await loadCards(db)).dataset?.version).toBe('old')
    expect(await loadPreviousCards(db)).toBeNull()
  })

  it('loads a big pool in chunks of reads, every card and printing back in order (issue 16)', async () => {
    const db = freshDb()
    const many = Array.from({ length: 2 * READ_CHUNK + 3 }, (_, i) =>
      card({
        number: `BG01-${String(i).padStart(5, '0')}`,
        printings: [
          { id: `BG01-${String(i).padStart(5, '0')}_p1`, rarity: 'R', set: 'BG01', imageUrl: null },
          { id: `BG01-${String(i).padStart(5, '0')}`, rarity: 'R', set: 'BG01', imageUrl: null },
        ],
      }),
    )
    await replaceCards(db, many, dataset({ cards: many.length, printings: 2 * many.length }))
    let reads = 0
    const table = db.cards as unknown as Table<unknown, string>
    const where = table.where.bind(table)
    table.where = ((index: string) => (reads++, where(index))) as never
    const loaded = await loadCards(db)
    expect(loaded.unreadable).toEqual([])
    expect(loaded.cards.map((c) => c.number)).toEqual(many.map((c) => c.number))
    expect(loaded.cards[7]!.printings.map((p) => p.id)).toEqual(['BG01-00007_p1', 'BG01-00007'])
    // The backup form lists the printings apart, each with its card's number and its rank.
    const rows = splitCardRows(loaded.cards)
    expect(rows.printings).toHaveLength(2 * many.length)
    expect(rows.printings.slice(14, 16)).toEqual([
      { id: 'BG01-00007_p1', rarity: 'R', set: 'BG01', imageUrl: null, number: 'BG01-00007', rank: 1 },
      { id: 'BG01-00007', rarity: 'R', set: 'BG01', imageUrl: null, number: 'BG01-00007', rank: 0 },
    ])
    // The card as loaded: with the folded search text a card stored without it gets in memory.
    expect(rows.cards[7]).toEqual(Object.fromEntries(Object.entries(withFolded(many[7]!)).filter(([k]) => k !== 'printings')))
    // The keys first, then one where() range a chunk.
    expect(reads).toBe(Math.ceil(many.length / READ_CHUNK))
  })

  it('reports its progress while writing, and a cancel between two steps rolls everything back', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam], dataset())
    const many = Array.from({ length: 3 * CARD_WRITE_CHUNK }, (_, i) => card({ number: `BG01-${String(i).padStart(5, '0')}` }))
    const seen: [number, number][] = []
    await replaceCards(db, many, dataset({ cards: many.length, printings: many.length }), { onProgress: (done, total) => seen.push([done, total]) })
    // Card rows (their printings inside) 200 a step.
    const total = many.length
    expect(seen).toEqual([1, 2, 3].map((k) => [k * CARD_WRITE_CHUNK, total]))

    const abort = new AbortController()
    const run = replaceCards(db, [gundam], dataset(), {
      signal: abort.signal,
      onProgress: () => abort.abort(),
    })
    await expect(run).rejects.toBeInstanceOf(WriteCancelled)
    await expect(run).rejects.toMatchObject({ name: 'WriteCancelled', message: 'WriteCancelled' })
    // Still the data from before the cancelled replacement, with its own previous copy.
    expect(await db.cards.count()).toBe(many.length)
    expect(await db.previousCards.count()).toBe(1)
  })

  it('writes a big pool in chunks of bulkAdd calls inside the one transaction (issue 16)', async () => {
    const db = freshDb()
    const many = Array.from({ length: 5 * CARD_WRITE_CHUNK + 7 }, (_, i) => card({ number: `BG01-${String(i).padStart(5, '0')}` }))
    await replaceCards(db, [gundam], dataset())
    const sizes = { cards: [] as number[], printings: [] as number[] }
    for (const name of ['cards', 'printings'] as const) {
      const table = db[name] as unknown as Table<unknown, string>
      const bulkAdd = table.bulkAdd.bind(table) as (rows: readonly unknown[]) => Promise<unknown>
      table.bulkAdd = ((rows: readonly unknown[]) => (sizes[name].push(rows.length), bulkAdd(rows))) as never
    }
    await replaceCards(db, many, dataset({ cards: many.length, printings: many.length }))
    expect(sizes.cards).toEqual([...Array<number>(5).fill(CARD_WRITE_CHUNK), 7])
    expect(sizes.printings).toEqual([])
    expect(await db.cards.count()).toBe(many.length)
    expect(await db.printings.count()).toBe(0)
    expect(await db.previousCards.count()).toBe(1)
  })

  it('rejects an invalid card before touching the database', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam], dataset())
    await expect(replaceCards(db, [{ ...zaku, type: 'wizard' as never }], dataset())).rejects.toThrow()
    expect((await loadCards(db)).cards).toEqual([withFolded(gundam)])
  })

  it('sets aside a record that no longer parses, reports it, and loads the rest', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam, zaku], dataset())
    await db.cards.put({ ...(await db.cards.get('GD01-035'))!, level: 'high' as never })
    const loaded = await loadCards(db)
    expect(loaded.cards.map((c) => c.number)).toEqual(['GD01-001'])
    expect(loaded.unreadable).toEqual([{ table: 'cards', key: 'GD01-035', problem: expect.stringContaining('level') }])
    expect(await db.cards.count()).toBe(2) // kept, not deleted
  })

  it('keeps the replaced card data, row for row, as the previous copy in the same transaction', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam, zaku], dataset({ version: 'old' }))
    expect(await loadPreviousCards(db)).toBeNull()
    const before = { cards: await db.cards.toArray(), printings: await db.printings.toArray(), datasets: await db.datasets.toArray() }
    await replaceCards(db, [zaku], dataset({ version: 'new', cards: 1, printings: 1 }))
    expect((await loadCards(db)).cards).toEqual([withFolded(zaku)])
    expect(await db.previousCards.toArray()).toEqual(before.cards)
    expect(await db.previousPrintings.toArray()).toEqual(before.printings)
    expect(await db.previousDatasets.toArray()).toEqual(before.datasets)
    expect(await loadPreviousCards(db)).toEqual({ cards: 2, dataset: dataset({ version: 'old' }) })
  })

  it('a failed replacement leaves the previous copy as it was too', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam], dataset({ version: 'first', cards: 1, printings: 2 }))
    await replaceCards(db, [zaku], dataset({ version: 'second', cards: 1, printings: 1 }))
    const clash = card({ number: 'GD09-001', printings: [{ id: 'GD01-035', rarity: null, set: null, imageUrl: null }] })
    await expect(replaceCards(db, [zaku, clash], dataset({ version: 'third' }))).rejects.toThrow()
    expect((await loadCards(db)).dataset?.version).toBe('second')
    expect((await loadPreviousCards(db))?.dataset?.version).toBe('first')
  })

  it('restoring swaps the previous and the current card data, so a restore can be undone', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam, zaku], dataset({ version: 'old' }))
    await replaceCards(db, [zaku], dataset({ version: 'new', cards: 1, printings: 1 }))
    expect(await restorePreviousCards(db)).toBe(true)
    const restored = await loadCards(db)
    expect(restored.cards).toEqual([withFolded(gundam), withFolded(zaku)])
    expect(restored.dataset?.version).toBe('old')
    expect((await loadPreviousCards(db))?.dataset?.version).toBe('new')
    expect(await restorePreviousCards(db)).toBe(true)
    expect((await loadCards(db)).cards).toEqual([withFolded(zaku)])
  })

  it('restoring with no previous copy changes nothing', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam], dataset())
    expect(await restorePreviousCards(db)).toBe(false)
    expect((await loadCards(db)).cards).toEqual([withFolded(gundam)])
  })

  it('keeps an unreadable stored record through the previous copy and back', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam, zaku], dataset())
    const damaged = { ...(await db.cards.get('GD01-035'))!, level: 'high' as never }
    await db.cards.put(damaged)
    await replaceCards(db, [gundam], dataset({ cards: 1 }))
    await restorePreviousCards(db)
    expect(await db.cards.get('GD01-035')).toEqual(damaged)
    expect((await loadCards(db)).unreadable).toEqual([{ table: 'cards', key: 'GD01-035', problem: expect.stringContaining('level') }])
  })

  it('reports a printing row left from before version 5, and keeps it with its data through a replacement and a restore', async () => {
    const db = freshDb()
    await replaceCards(db, [gundam, zaku], dataset())
    const stray = { id: 'GD01-099', rarity: 'C', set: 'GD01', imageUrl: null, number: 'GD01-099', rank: 0 }
    const bad = { id: 'GD01-035_p1', number: 'GD01-035', rank: 'one' }
    await db.printings.bulkAdd([stray, bad as never])
    const loaded = await loadCards(db)
    expect(loaded.cards.map((c) => c.number)).toEqual(['GD01-001', 'GD01-035'])
    expect(loaded.unreadable).toEqual([
      { table: 'printings', key: 'GD01-035_p1', problem: expect.stringContaining('rank') },
      { table: 'printings', key: 'GD01-099', problem: 'no-stored-card: GD01-099' },
    ])
    await replaceCards(db, [zaku], dataset({ cards: 1, printings: 1 }))
    expect(await db.printings.count()).toBe(0)
    expect(await db.previousPrintings.toArray()).toEqual([bad, stray])
    await restorePreviousCards(db)
    expect(await db.printings.toArray()).toEqual([bad, stray])
    expect((await loadCards(db)).unreadable).toHaveLength(2)
  })

  it('keeps settings with defaults, and ignores a damaged settings row', async () => {
    const db = freshDb()
    expect((await loadSettings(db)).datasetUrl).toMatch(/^https:\/\/.*cards\.json$/)
    await saveSettings(db, { datasetUrl: 'https://example.org/cards.json', imageUrlTemplate: 'https://example.org/{printing}.png' })
    expect(await loadSettings(db)).toEqual({
      datasetUrl: 'https://example.org/cards.json',
      imageUrlTemplate: 'https://example.org/{printing}.png',
      showImages: true,
      theme: 'system',
      language: 'auto',
      namesLanguage: null,
      namesShown: 'beside',
    })
    await db.settings.put({ key: 'app', value: { datasetUrl: 42 } })
    expect((await loadSettings(db)).imageUrlTemplate).toBe('')
  })

  it('opens version 1 (as the first app version did) with its tables and indexes', async () => {
    const db = new GundeckDatabase(`v1-${Math.random()}`, 1)
    dbs.push(db)
    await db.open()
    expect(db.verno).toBe(1)
    expect(db.tables.map((t) => t.name).sort()).toEqual(['cards', 'datasets', 'printings', 'settings'])
    expect(db.printings.schema.indexes.map((i) => i.name).sort()).toEqual(['number', 'set'])
  })
})

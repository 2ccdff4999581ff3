import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { testDataset } from './testing'
import { testEvent } from '~/engine/testing/event'
import { card } from '~/engine/testing/builders'
import type { DeckContent } from '~/schemas/deck'
import { loadCards, loadPreviousCards, replaceCards, restorePreviousCards } from './cards-repository'
import { withFolded } from '~/engine/query/compile'
import { GundeckDatabase, LATEST_VERSION } from './database'
import { createDeck, listDecks, saveDeck } from './decks-repository'
import { listEvents, saveEvent } from './events-repository'
import { changeCollection, loadCollection, undoLast } from './collection-repository'
import { loadCardNames, replaceCardNames } from './card-names-repository'

/**
 * Every schema version opened as an older app left it, with data in it, then by this app: the data
 * must come through the upgrade whole.
 */
const dbs: GundeckDatabase[] = []
function openAt(name: string, upTo?: number) {
  const db = new GundeckDatabase(name, upTo)
  dbs.push(db)
  return db
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete()
})

const dataset = testDataset({ label: 'cards.csv', version: 'v7', cards: 2, printings: 2 })
const gundam = card({ number: 'GD01-001', name: 'Gundam' })
const zaku = card({ number: 'GD01-035', name: 'Zaku Ⅱ' })
const content: DeckContent = {
  name: 'Blue/White',
  format: 'gcg',
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
  notes: '',
  tags: [],
}

/** The card tables as versions 1 and 2 wrote them (one transaction over cards, printings, datasets). */
async function writeOldCards(db: GundeckDatabase) {
  await db.transaction('rw', [db.cards, db.printings, db.datasets], async () => {
    for (const c of [gundam, zaku]) {
      const { printings, ...rest } = c
      // (Card rows held no printings before version 5.)
      await db.cards.add(rest as never)
      await db.printings.bulkAdd(printings.map((p) => ({ ...p, number: c.number, rank: 0 })))
    }
    await db.datasets.put(dataset)
  })
}

describe('database versions', () => {
  it('v1 -> latest keeps the card database and settings, and adds decks', async () => {
    const name = `upgrade-v1-${Math.random()}`
    const v1 = openAt(name, 1)
    await writeOldCards(v1)
    await v1.settings.put({ key: 'app', value: { datasetUrl: 'https://example.org/cards.json' } })
    expect(v1.verno).toBe(1)
    v1.close()
    const latest = openAt(name)
    await latest.open()
    expect(latest.verno).toBe(LATEST_VERSION)
    expect((await loadCards(latest)).cards).toEqual([gundam, zaku].map(withFolded))
    expect((await latest.settings.get('app'))?.value).toEqual({ datasetUrl: 'https://example.org/cards.json' })
    expect(await latest.decks.count()).toBe(0)
    await createDeck(latest, content, 'gcg')
    expect(await latest.decks.count()).toBe(1)
  })

  it('v2 -> v3 keeps cards, dataset and decks, and starts with no previous card data', async () => {
    const name = `upgrade-v2-${Math.random()}`
    const v2 = openAt(name, 2)
    await writeOldCards(v2)
    await createDeck(v2, content, 'gcg')
    expect(v2.verno).toBe(2)
    expect(v2.tables.map((t) => t.name)).not.toContain('previousCards')
    v2.close()

    const v3 = openAt(name, 3)
    await v3.open()
    expect(v3.verno).toBe(3)
    expect(v3.tables.map((t) => t.name).sort()).toEqual([
      'cards',
      'datasets',
      'deckHistory',
      'decks',
      'previousCards',
      'previousDatasets',
      'previousPrintings',
      'printings',
      'settings',
    ])
    expect(await v3.previousCards.count()).toBe(0)
    v3.close()

    // The card functions read and write the latest shape: open as this app does.
    const latest = openAt(name)
    const loaded = await loadCards(latest)
    expect(loaded.cards).toEqual([gundam, zaku].map(withFolded))
    expect(loaded.dataset).toEqual(dataset)
    expect(loaded.unreadable).toEqual([])
    expect((await listDecks(latest)).decks.map((d) => d.name)).toEqual(['Blue/White'])
    expect(await loadPreviousCards(latest)).toBeNull()
    expect(await restorePreviousCards(latest)).toBe(false)

    // The first replacement after the upgrade keeps the cards the older version stored.
    await replaceCards(latest, [zaku], { ...dataset, label: 'new.csv', cards: 1, printings: 1 })
    expect(await loadPreviousCards(latest)).toEqual({ cards: 2, dataset })
    expect(await restorePreviousCards(latest)).toBe(true)
    expect((await loadCards(latest)).cards).toEqual([gundam, zaku].map(withFolded))
  })

  it('v3 -> v4 keeps the decks and adds an empty playtest table', async () => {
    const name = `upgrade-v3-${Math.random()}`
    const v3 = openAt(name, 3)
    await writeOldCards(v3)
    await createDeck(v3, content, 'gcg')
    expect(v3.tables.map((t) => t.name)).not.toContain('playtests')
    v3.close()
    const v4 = openAt(name, 4)
    await v4.open()
    expect(v4.verno).toBe(4)
    expect(v4.tables.map((t) => t.name)).toContain('playtests')
    expect(await v4.playtests.count()).toBe(0)
    expect((await listDecks(v4)).decks.map((d) => d.name)).toEqual(['Blue/White'])
  })

  it('v4 -> v5 moves each readable printing into its card row in print order, keeps every other row, for the current and the previous card data', async () => {
    const name = `upgrade-v4-${Math.random()}`
    const v4 = openAt(name, 4)
    const gundamRow = (({ printings: _, ...rest }) => rest)(gundam)
    const printing = (id: string, number: string, rank: number) => ({ id, rarity: 'R', set: 'GD01', imageUrl: null, number, rank })
    // Rows as version 4 kept them, the parallel first in key order.
    const current = [printing('GD01-001_p1', 'GD01-001', 1), printing('GD01-001', 'GD01-001', 0)]
    const unreadable = { id: 'GD01-001_p2', number: 'GD01-001', rank: 'two' }
    const orphan = printing('GD09-009', 'GD09-009', 0)
    const damagedCard = { ...(({ printings: _, ...rest }) => rest)(zaku), level: 'high' }
    await v4.transaction('rw', [v4.cards, v4.printings, v4.datasets, v4.previousCards, v4.previousPrintings, v4.previousDatasets], async () => {
      await v4.cards.bulkAdd([gundamRow, damagedCard] as never)
      await v4.printings.bulkAdd([...current, unreadable, orphan, printing('GD01-035', 'GD01-035', 0)] as never)
      await v4.datasets.put(dataset)
      await v4.previousCards.bulkAdd([gundamRow])
      await v4.previousPrintings.bulkAdd([printing('GD01-001', 'GD01-001', 0)])
      await v4.previousDatasets.put({ ...dataset, version: 'v6' })
    })
    await createDeck(v4, content, 'gcg')
    v4.close()

    const v5 = openAt(name, 5)
    await v5.open()
    expect(v5.verno).toBe(5)
    // The indexes nothing queried are gone.
    expect(v5.cards.schema.indexes).toEqual([])
    expect(v5.printings.schema.indexes).toEqual([])
    const strip = (p: { id: string; rarity: string; set: string; imageUrl: null }) => ({ id: p.id, rarity: p.rarity, set: p.set, imageUrl: p.imageUrl })
    expect((await v5.cards.get('GD01-001'))?.printings).toEqual([current[1]!, current[0]!].map(strip))
    // A damaged card row still gets its readable printings (nothing of it is lost); it stays unreadable.
    expect((await v5.cards.get('GD01-035')) as unknown).toEqual({ ...damagedCard, printings: [strip(printing('GD01-035', 'GD01-035', 0))] })
    expect(await v5.printings.toArray()).toEqual([unreadable, orphan])
    const loaded = await loadCards(v5)
    expect(loaded.cards).toEqual([withFolded({ ...gundam, printings: [current[1]!, current[0]!].map(strip) })])
    expect(loaded.unreadable.map((u) => [u.table, u.key])).toEqual([
      ['cards', 'GD01-035'],
      ['printings', 'GD01-001_p2'],
      ['printings', 'GD09-009'],
    ])
    expect((await listDecks(v5)).decks.map((d) => d.name)).toEqual(['Blue/White'])
    // The previous card data was moved the same way: restoring it gives the card with its printing.
    expect(await v5.previousPrintings.count()).toBe(0)
    expect(await restorePreviousCards(v5)).toBe(true)
    const restored = await loadCards(v5)
    expect(restored.cards).toEqual([withFolded({ ...gundam, printings: [strip(printing('GD01-001', 'GD01-001', 0))] })])
    expect(restored.dataset?.version).toBe('v6')
  })
  it('v4 -> v5 moves a pool bigger than one read (2,000 printing rows, 250 card rows) whole', async () => {
    const name = `upgrade-v4-big-${Math.random()}`
    const v4 = openAt(name, 4)
    const many = Array.from({ length: 1203 }, (_, i) => {
      const number = `BG01-${String(i).padStart(5, '0')}`
      return card({ number, printings: [0, 1, 2].map((r) => ({ id: r ? `${number}_p${r}` : number, rarity: 'R', set: 'BG01', imageUrl: null })) })
    })
    await v4.transaction('rw', [v4.cards, v4.printings, v4.datasets], async () => {
      await v4.cards.bulkAdd(many.map(({ printings: _, ...rest }) => rest) as never)
      await v4.printings.bulkAdd(many.flatMap((c) => c.printings.map((p, rank) => ({ ...p, number: c.number, rank }))).reverse())
      await v4.datasets.put(dataset)
    })
    v4.close()
    const latest = openAt(name)
    const loaded = await loadCards(latest)
    expect(loaded.unreadable).toEqual([])
    expect(loaded.cards).toEqual(many.map(withFolded))
    expect(await latest.printings.count()).toBe(0)
  })

  it('v5 -> v6 keeps the cards and decks and adds an empty events table', async () => {
    const name = `upgrade-v5-${Math.random()}`
    const v5 = openAt(name, 5)
    await replaceCards(v5, [gundam, zaku], dataset)
    await createDeck(v5, content, 'gcg')
    expect(v5.tables.map((t) => t.name)).not.toContain('events')
    v5.close()
    const v6 = openAt(name, 6)
    await v6.open()
    expect(v6.verno).toBe(6)
    expect(v6.tables.map((t) => t.name)).toContain('events')
    expect(await listEvents(v6)).toEqual([])
    expect((await listDecks(v6)).decks.map((d) => d.name)).toEqual(['Blue/White'])
    expect((await loadCards(v6)).cards).toEqual([gundam, zaku].map(withFolded))
    await saveEvent(v6, testEvent('Store Championship'))
    expect((await listEvents(v6)).map((e) => e.name)).toEqual(['Store Championship'])
  })
})

describe('database v7 (sync)', () => {
  it('v6 -> v7 keeps cards, decks and History, adds an empty outbox and sync state, and saves from then on mark the deck unsent', async () => {
    const name = `upgrade-v6-${Math.random()}`
    const v6 = openAt(name, 6)
    await v6.cards.bulkAdd([gundam, zaku])
    const deck = await createDeck(v6, content, 'gcg')
    expect(v6.tables.map((t) => t.name)).not.toContain('syncOutbox')
    v6.close()
    const v7 = openAt(name, 7)
    await v7.open()
    expect(v7.verno).toBe(7)
    expect(v7.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['syncOutbox', 'syncState']))
    expect(await v7.syncOutbox.count()).toBe(0)
    expect(await v7.syncState.count()).toBe(0)
    expect(await v7.cards.count()).toBe(2)
    expect((await listDecks(v7)).decks.map((d) => d.id)).toEqual([deck.id])
    expect(await v7.deckHistory.count()).toBe(1)
    await saveDeck(v7, deck.id, { ...content, notes: 'after the upgrade' }, deck.revision)
    expect((await v7.syncOutbox.toArray()).map((r) => r.key)).toEqual([`deck:${deck.id}`])
  })
})

describe('database v8 (the collection)', () => {
  it('v7 -> v8 keeps cards, decks, History, settings and the sync outbox, and adds an empty collection with its History', async () => {
    const name = `upgrade-v7-${Math.random()}`
    const v7 = openAt(name, 7)
    await v7.cards.bulkAdd([gundam, zaku])
    const deck = await createDeck(v7, content, 'gcg')
    await v7.settings.put({ key: 'app', value: { theme: 'dark' } })
    await v7.syncState.put({ key: 'checkpoint', value: 12 })
    const before = { decks: await v7.decks.toArray(), history: await v7.deckHistory.toArray(), outbox: await v7.syncOutbox.toArray() }
    expect(v7.tables.map((t) => t.name)).not.toContain('collection')
    v7.close()
    const v8 = openAt(name, 8)
    await v8.open()
    expect(v8.verno).toBe(8)
    expect(v8.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['collection', 'collectionHistory']))
    expect(await v8.collection.count()).toBe(0)
    expect(await v8.collectionHistory.count()).toBe(0)
    expect({ decks: await v8.decks.toArray(), history: await v8.deckHistory.toArray(), outbox: await v8.syncOutbox.toArray() }).toEqual(before)
    expect((await v8.settings.get('app'))?.value).toEqual({ theme: 'dark' })
    expect((await v8.syncState.get('checkpoint'))?.value).toBe(12)
    expect(await v8.cards.count()).toBe(2)
    expect((await listDecks(v8)).decks.map((d) => d.id)).toEqual([deck.id])
    // The collection works from then on, with its Undo.
    await changeCollection(v8, '+4 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 4 }], 'add')
    expect((await loadCollection(v8)).rows).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 4 }])
    await undoLast(v8)
    expect((await loadCollection(v8)).rows).toEqual([])
  })
})

describe('database v5 upgrade failing half-way (a full disk)', () => {
  it('leaves the version 4 data exactly as it was, and a later open upgrades it', async () => {
    const name = `upgrade-v4-fail-${Math.random()}`
    const v4 = openAt(name, 4)
    await writeOldCards(v4)
    const before = { cards: await v4.cards.toArray(), printings: await v4.printings.toArray() }
    v4.close()
    const failing = openAt(name)
    failing.cards.hook('updating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    failing.cards.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await expect(failing.open()).rejects.toThrow(/quota/i)
    failing.close()
    const again = openAt(name, 4)
    await again.open()
    expect(again.verno).toBe(4)
    expect({ cards: await again.cards.toArray(), printings: await again.printings.toArray() }).toEqual(before)
    again.close()
    const latest = openAt(name)
    expect((await loadCards(latest)).cards).toEqual([gundam, zaku].map(withFolded))
  })
})

describe('database v9 (card names in other languages)', () => {
  it('v8 -> v9 keeps cards, decks, settings and the collection, and adds an empty names table', async () => {
    const name = `upgrade-v8-${Math.random()}`
    const v8 = openAt(name, 8)
    await v8.cards.bulkAdd([gundam, zaku])
    const deck = await createDeck(v8, content, 'gcg')
    await v8.settings.put({ key: 'app', value: { theme: 'dark' } })
    await changeCollection(v8, '+4 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 4 }], 'add')
    const before = { decks: await v8.decks.toArray(), history: await v8.deckHistory.toArray(), collection: await v8.collection.toArray() }
    expect(v8.tables.map((t) => t.name)).not.toContain('cardNames')
    v8.close()
    const v9 = openAt(name, 9)
    await v9.open()
    expect(v9.verno).toBe(9)
    expect(await v9.cardNames.count()).toBe(0)
    expect({ decks: await v9.decks.toArray(), history: await v9.deckHistory.toArray(), collection: await v9.collection.toArray() }).toEqual(before)
    expect((await v9.settings.get('app'))?.value).toEqual({ theme: 'dark' })
    expect((await loadCards(v9)).cards).toEqual([gundam, zaku].map(withFolded))
    expect((await listDecks(v9)).decks.map((d) => d.id)).toEqual([deck.id])
    // The names table works from then on.
    await replaceCardNames(v9, { language: 'ja', source: 'ja.csv', importedAt: '2026-01-01T00:00:00Z', names: { 'GD01-001': 'テスト号' } })
    expect((await loadCardNames(v9)).sets.map((s) => s.names)).toEqual([{ 'GD01-001': 'テスト号' }])
  })
})

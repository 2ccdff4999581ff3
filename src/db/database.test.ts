import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { testDataset } from './testing'
import { card } from '~/engine/testing/builders'
import type { DeckContent } from '~/schemas/deck'
import { loadCards, loadPreviousCards, replaceCards, restorePreviousCards } from './cards-repository'
import { withFolded } from '~/engine/query/compile'
import { GundeckDatabase, LATEST_VERSION } from './database'
import { createDeck, listDecks } from './decks-repository'

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
      await db.cards.add(rest)
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
    const loaded = await loadCards(v3)
    expect(loaded.cards).toEqual([gundam, zaku].map(withFolded))
    expect(loaded.dataset).toEqual(dataset)
    expect(loaded.unreadable).toEqual([])
    expect((await listDecks(v3)).decks.map((d) => d.name)).toEqual(['Blue/White'])
    expect(await loadPreviousCards(v3)).toBeNull()
    expect(await restorePreviousCards(v3)).toBe(false)

    // The first replacement after the upgrade keeps the cards the older version stored.
    await replaceCards(v3, [zaku], { ...dataset, label: 'new.csv', cards: 1, printings: 1 })
    expect(await loadPreviousCards(v3)).toEqual({ cards: 2, dataset })
    expect(await restorePreviousCards(v3)).toBe(true)
    expect((await loadCards(v3)).cards).toEqual([gundam, zaku].map(withFolded))
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
    expect((await loadCards(v4)).cards).toEqual([gundam, zaku].map(withFolded))
  })
})

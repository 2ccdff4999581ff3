import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { card } from '~/engine/testing/builders'
import { readBackup, writeBackup } from '~/io/backup'
import type { DeckContent } from '~/schemas/deck'
import type { Dataset } from '~/schemas/stored'
import { gatherBackup, readUnreadable, repairFromBackup, restoreBackup } from './backup-repository'
import { loadCards, loadSettings, replaceCards, saveSettings } from './cards-repository'
import { GundeckDatabase } from './database'
import { createDeck, deckHistory, getDeck, listDecks, saveDeck } from './decks-repository'

const dbs: GundeckDatabase[] = []
function freshDb() {
  const db = new GundeckDatabase(`backup-${Math.random()}`)
  dbs.push(db)
  return db
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete()
})

const content = (name: string): DeckContent => ({
  name,
  format: 'gcg',
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
  notes: 'sideboard plan',
  tags: ['locals'],
})
const dataset = (version: string): Dataset => ({
  id: 'current',
  source: 'csv',
  label: 'test',
  version,
  builtAt: null,
  importedAt: '2026-01-01T00:00:00Z',
  url: null,
  attribution: null,
  cards: 1,
  printings: 1,
})

/** A full database: cards, two decks (one edited twice), settings. */
async function filled(db: GundeckDatabase) {
  await replaceCards(db, [card({ number: 'GD01-001' })], dataset('v1'))
  const a = await createDeck(db, content('Alpha'), 'gcg')
  await createDeck(db, content('Beta'), 'gcg')
  await saveDeck(db, a.id, content('Alpha 2'), a.revision, 'restored')
  await saveSettings(db, { datasetUrl: 'https://example.org/cards.json', imageUrlTemplate: 'https://example.org/{printing}.webp' })
  return a
}

/** Everything a user could lose, in comparable form. */
async function everything(db: GundeckDatabase) {
  const decks = (await listDecks(db, { includeDeleted: true })).decks
  return {
    decks,
    history: await db.deckHistory.toArray(),
    settings: await loadSettings(db),
    cards: (await loadCards(db)).cards,
    dataset: await db.datasets.toArray(),
  }
}

describe('backup and restore', () => {
  it('a backup restored into an empty database gives back the decks, their history and the settings', async () => {
    const source = freshDb()
    const alpha = await filled(source)
    const { backup, left } = await gatherBackup(source)
    expect(left).toEqual([])
    expect(backup.cards).toBeNull()
    expect(backup.dataset?.version).toBe('v1')
    const read = readBackup(writeBackup(backup))
    expect(read.ok).toBe(true)

    const target = freshDb()
    await restoreBackup(target, read.ok ? read.backup : backup)
    const before = await everything(source)
    const after = await everything(target)
    expect(after.decks).toEqual(before.decks)
    expect(after.history).toEqual(before.history)
    expect(after.settings).toEqual(before.settings)
    // Without the card data in the backup, the card database is left as it is (empty here).
    expect(after.cards).toEqual([])
    expect((await deckHistory(target, alpha.id)).map((h) => h.reason)).toEqual(['restored', 'created'])
    expect((await getDeck(target, alpha.id))?.name).toBe('Alpha 2')
  })

  it('with the card data included, the card database is replaced too', async () => {
    const source = freshDb()
    await filled(source)
    const { backup } = await gatherBackup(source, { includeCards: true })
    expect(backup.cards?.cards).toHaveLength(1)
    const target = freshDb()
    await replaceCards(target, [card({ number: 'ZZ01-001' }), card({ number: 'ZZ01-002' })], dataset('other'))
    await restoreBackup(target, backup)
    expect((await loadCards(target)).cards.map((c) => c.number)).toEqual(['GD01-001'])
    expect((await loadCards(target)).dataset?.version).toBe('v1')
  })

  it('restoring replaces what was there', async () => {
    const source = freshDb()
    await createDeck(source, content('Only this'), 'gcg')
    const { backup } = await gatherBackup(source)
    const target = freshDb()
    await filled(target)
    await restoreBackup(target, backup)
    expect((await listDecks(target)).decks.map((d) => d.name)).toEqual(['Only this'])
    expect(await target.deckHistory.count()).toBe(1)
  })

  it('a failure half-way through a restore (a full disk) leaves everything as it was', async () => {
    const source = freshDb()
    await createDeck(source, content('From the backup'), 'gcg')
    const { backup } = await gatherBackup(source)
    const target = freshDb()
    await filled(target)
    const before = await everything(target)
    // The decks are already cleared and re-added when the history write fails.
    target.deckHistory.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await expect(restoreBackup(target, backup)).rejects.toThrow(/quota/i)
    expect(await everything(target)).toEqual(before)
  })

  it('a failure half-way through a deck save leaves the deck and its history as they were', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('Before'), 'gcg')
    const before = await everything(db)
    db.deckHistory.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    // A restore-reason save writes the deck, then a snapshot: the snapshot fails.
    await expect(saveDeck(db, deck.id, content('After'), deck.revision, 'restored')).rejects.toThrow(/quota/i)
    expect(await everything(db)).toEqual(before)
  })

  it('repair from the copy in memory puts back what the database lost, never removing or overwriting anything newer', async () => {
    const db = freshDb()
    const alpha = await filled(db)
    const { backup } = await gatherBackup(db, { includeCards: true })
    // The browser deleted everything (a full disk), then the player saved Alpha again and made a new deck.
    await Promise.all(db.tables.map((t) => t.clear()))
    await db.decks.put({ ...backup.decks.find((d) => d.id === alpha.id)!, name: 'Alpha 3', revision: 9 })
    const gamma = await createDeck(db, content('Gamma'), 'gcg')

    expect(await repairFromBackup(db, backup)).toEqual({ decks: 1, history: backup.deckHistory.length, cards: 1 })
    const names = (await listDecks(db)).decks.map((d) => d.name).sort()
    expect(names).toEqual(['Alpha 3', 'Beta', 'Gamma'])
    expect((await getDeck(db, gamma.id))!.name).toBe('Gamma')
    expect((await loadCards(db)).cards.map((c) => c.number)).toEqual(['GD01-001'])
    expect((await loadSettings(db)).datasetUrl).toBe('https://example.org/cards.json')
    expect(await db.deckHistory.count()).toBe(backup.deckHistory.length + 1)
    // Nothing left to put back: a second repair changes nothing.
    expect(await repairFromBackup(db, backup)).toEqual({ decks: 0, history: 0, cards: 0 })
  })

  it('unreadable records are left out of the backup, reported, and can be downloaded as they are', async () => {
    const db = freshDb()
    await filled(db)
    const broken = { id: 'broken-1', name: 42, cards: 'not a deck' }
    await db.decks.put(broken as never)
    const { backup, left } = await gatherBackup(db)
    expect(backup.decks.map((d) => d.name).sort()).toEqual(['Alpha 2', 'Beta'])
    expect(left.map((r) => `${r.table}:${r.key}`)).toEqual(['decks:broken-1'])
    const raw = await readUnreadable(db, ['decks', 'deckHistory'])
    expect(raw).toHaveLength(1)
    expect(raw[0]!.record).toEqual(broken)
    expect(raw[0]!.problem).toMatch(/name/)
  })
})

describe('restore moves revisions forward', () => {
  it('puts a restored deck above every revision the database has seen of it, so open tabs see it as newer', async () => {
    const db = freshDb()
    const alpha = await createDeck(db, content('Alpha'), 'gcg')
    const { backup } = await gatherBackup(db) // Alpha at revision 0
    let rev = alpha.revision
    for (const n of ['Alpha 1', 'Alpha 2', 'Alpha 3']) rev = (await saveDeck(db, alpha.id, content(n), rev)).deck.revision
    expect(rev).toBe(3)
    await restoreBackup(db, backup)
    const restored = await getDeck(db, alpha.id)
    expect(restored?.name).toBe('Alpha')
    expect(restored?.revision).toBe(4)
    // A tab that had revision 3 open now saves on a stale base: the restored version is kept in History.
    const late = await saveDeck(db, alpha.id, content('Alpha from the other tab'), 3)
    expect(late.conflict).toBe(true)
    expect((await deckHistory(db, alpha.id)).some((s) => s.reason === 'conflict' && s.content.name === 'Alpha')).toBe(true)
  })
})

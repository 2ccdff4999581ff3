import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackupSchema } from '~/schemas/backup'
import { DeckSnapshotSchema, StoredDeckSchema } from '~/schemas/deck'
import { CollectionHistorySchema, CollectionRowSchema } from '~/schemas/collection'
import { changeCollection } from './collection-repository'
import { gatherBackup } from './backup-repository'
import { createDeck, listDecks } from './decks-repository'
import { deckContent, freshDatabases } from './testing'

const freshDb = freshDatabases('gather')
afterEach(() => {
  vi.restoreAllMocks()
})

describe('gathering everything (the backup, and the storage store a second after every write)', () => {
  it('is a valid backup, and after one change checks the rows that changed, not every row again', async () => {
    const db = freshDb()
    const decks = []
    for (let i = 0; i < 600; i++) decks.push(await createDeck(db, deckContent(`Deck ${i}`), 'gcg'))
    const first = (await gatherBackup(db)).backup
    expect(BackupSchema.parse(first)).toEqual(first)
    expect(first.decks).toHaveLength(600)
    expect(first.deckHistory).toHaveLength(600)

    const deckChecks = vi.spyOn(StoredDeckSchema, 'safeParse')
    const historyChecks = vi.spyOn(DeckSnapshotSchema, 'safeParse')
    // One deck written again, with a History entry (rows as the repository writes them).
    const changed = { ...decks[599]!, name: 'Renamed', revision: 1, updatedAt: new Date().toISOString() }
    await db.decks.put(changed)
    await db.deckHistory.add({ deckId: changed.id, at: changed.updatedAt, revision: 1, reason: 'edited', content: deckContent('Renamed') })
    deckChecks.mockClear()
    historyChecks.mockClear()
    const again = (await gatherBackup(db)).backup
    expect(deckChecks).toHaveBeenCalledTimes(1)
    expect(historyChecks).toHaveBeenCalledTimes(1)
    expect(again.decks.find((d) => d.id === changed.id)).toEqual(changed)
    expect(again.deckHistory).toHaveLength(601)
    expect(BackupSchema.parse(again)).toEqual(again)
  })

  it('decks the deck list has read are not checked again (at start, the list and this both read them all)', async () => {
    const db = freshDb()
    for (let i = 0; i < 300; i++) await createDeck(db, deckContent(`Deck ${i}`), 'gcg')
    expect((await listDecks(db)).decks).toHaveLength(300)
    const deckChecks = vi.spyOn(StoredDeckSchema, 'safeParse')
    expect((await gatherBackup(db)).backup.decks).toHaveLength(300)
    expect(deckChecks).not.toHaveBeenCalled()
  })

  it('after a press on a collection of 2,000 rows, checks the one row and the one History entry that are new, not every row again', async () => {
    const db = freshDb()
    const many = Array.from({ length: 2000 }, (_, i) => ({
      number: `ZZ${String(i).padStart(4, '0')}-001`,
      printing: `ZZ${String(i).padStart(4, '0')}-001`,
      count: 2,
    }))
    await changeCollection(db, 'imported', many, 'add')
    expect((await gatherBackup(db)).backup.collection).toHaveLength(2000)
    const rowChecks = vi.spyOn(CollectionRowSchema, 'safeParse')
    const historyChecks = vi.spyOn(CollectionHistorySchema, 'safeParse')
    await changeCollection(db, '+1', [{ number: 'ZZ0007-001', printing: 'ZZ0007-001', count: 1 }], 'add')
    rowChecks.mockClear()
    historyChecks.mockClear()
    const again = (await gatherBackup(db)).backup
    expect(rowChecks).toHaveBeenCalledTimes(1)
    expect(historyChecks).toHaveBeenCalledTimes(1)
    expect(again.collection?.find((r) => r.printing === 'ZZ0007-001')?.owned).toBe(3)
    expect(again.collectionHistory).toHaveLength(2)
  })
})

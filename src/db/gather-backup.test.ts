import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { BackupSchema } from '~/schemas/backup'
import type { StoredDeck } from '~/schemas/deck'
import { changeCollection } from './collection-repository'
import { gatherBackup } from './backup-repository'
import { createDeck, listDecks } from './decks-repository'
import { deckContent, freshDatabases } from './testing'

const freshDb = freshDatabases('gather')

// Rows gathered once are remembered by what identifies their stored record, so the storage store can
// gather everything a second after every write (how much that saves: npm run bench decks, collection).
// What is remembered must never stand in for a record that changed: these gather again after a change.
describe('gathering everything (the backup, and the storage store a second after every write)', () => {
  it('is a valid backup, and gathered again holds what changed since: a deck and a History entry written, records that no longer read left out and offered apart', async () => {
    const db = freshDb()
    const decks: StoredDeck[] = []
    for (let i = 0; i < 20; i++) decks.push(await createDeck(db, deckContent(`Deck ${i}`), 'gcg'))
    const first = (await gatherBackup(db)).backup
    expect(BackupSchema.parse(first)).toEqual(first)
    expect(first.decks).toHaveLength(20)
    expect(first.deckHistory).toHaveLength(20)

    // One deck written again, with a History entry (rows as the repository writes them); one deck record
    // and one History entry damaged.
    const changed = { ...decks[19]!, name: 'Renamed', revision: 1, updatedAt: new Date().toISOString() }
    await db.decks.put(changed)
    await db.deckHistory.add({ deckId: changed.id, at: changed.updatedAt, revision: 1, reason: 'edited', content: deckContent('Renamed') })
    await db.decks.put({ ...decks[0]!, revision: -1 })
    const damagedEntry = first.deckHistory.find((h) => h.deckId === decks[1]!.id)!
    // A reason no History entry has, written past the schema as a damaged record would be.
    await db.deckHistory.update(damagedEntry.id!, { reason: 'lost' as never })

    const { backup: again, left } = await gatherBackup(db)
    expect(again.decks.find((d) => d.id === changed.id)).toEqual(changed)
    expect(again.decks.map((d) => d.id)).not.toContain(decks[0]!.id)
    expect(again.deckHistory.map((h) => h.id)).not.toContain(damagedEntry.id)
    expect(again.deckHistory.filter((h) => h.deckId === changed.id).map((h) => h.content.name)).toEqual(['Deck 19', 'Renamed'])
    expect(left.map((r) => [r.table, r.key]).sort()).toEqual([
      ['deckHistory', String(damagedEntry.id)],
      ['decks', decks[0]!.id],
    ])
    expect(BackupSchema.parse(again)).toEqual(again)
  })

  it('reads the decks as the deck list does: one damaged after the list read it is offered apart, and is in the backup again once it reads', async () => {
    const db = freshDb()
    const kept = await createDeck(db, deckContent('Kept'), 'gcg')
    const damaged = await createDeck(db, deckContent('Damaged'), 'gcg')
    expect((await listDecks(db)).decks).toHaveLength(2)
    await db.decks.put({ ...damaged, revision: -1 })
    expect((await listDecks(db)).unreadable.map((u) => u.id)).toEqual([damaged.id])
    const gathered = await gatherBackup(db)
    expect(gathered.backup.decks.map((d) => d.name)).toEqual(['Kept'])
    expect(gathered.left.map((r) => r.key)).toEqual([damaged.id])

    await db.decks.put({ ...damaged, revision: 2 })
    expect((await listDecks(db)).decks.map((d) => d.id).sort()).toEqual([kept.id, damaged.id].sort())
    expect((await gatherBackup(db)).backup.decks.map((d) => d.name).sort()).toEqual(['Damaged', 'Kept'])
  })

  it('after a press on the collection, holds the new count and its History entry, and leaves out a row that no longer reads', async () => {
    const db = freshDb()
    const many = Array.from({ length: 200 }, (_, i) => ({
      number: `ZZ${String(i).padStart(4, '0')}-001`,
      printing: `ZZ${String(i).padStart(4, '0')}-001`,
      count: 2,
    }))
    await changeCollection(db, 'imported', many, 'add')
    expect((await gatherBackup(db)).backup.collection).toHaveLength(200)
    await changeCollection(db, '+1', [{ number: 'ZZ0007-001', printing: 'ZZ0007-001', count: 1 }], 'add')
    await db.collection.update('ZZ0009-001', { owned: -1 })

    const { backup: again, left } = await gatherBackup(db)
    expect(again.collection?.find((r) => r.printing === 'ZZ0007-001')?.owned).toBe(3)
    expect(again.collection?.map((r) => r.printing)).not.toContain('ZZ0009-001')
    expect(left.map((r) => [r.table, r.key])).toEqual([['collection', 'ZZ0009-001']])
    expect(again.collectionHistory).toHaveLength(2)
  })
})

import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  applySyncedRows,
  changeCollection,
  collectionHistory,
  KEEP_COLLECTION_HISTORY,
  lastUndoable,
  loadCollection,
  markWholeCollectionUnsent,
  undoLast,
  updateRow,
} from './collection-repository'
import { freshDatabases } from './testing'

const freshDb = freshDatabases('collection')
const owned = async (db: ReturnType<typeof freshDb>) =>
  Object.fromEntries((await loadCollection(db)).rows.map((r) => [r.printing, r.owned]).sort(([a], [b]) => String(a).localeCompare(String(b))))

describe('History labels', () => {
  it('an Undo names the change it took back by its code, or by the label alone of an entry without one', async () => {
    const db = freshDb()
    // As an older version wrote it: a label, no code.
    await changeCollection(db, 'Imported 3 printings (added)', [{ number: 'GD01-001', printing: 'GD01-001', count: 3 }], 'add')
    const deck = { code: 'history.deck', params: { name: 'Starter' } } as const
    await changeCollection(db, deck, [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'add')
    await undoLast(db)
    await undoLast(db)
    const [old, , undoDeck, undoOld] = (await collectionHistory(db)).reverse()
    expect(old).toMatchObject({ action: 'Imported 3 printings (added)' })
    expect(old!.text).toBeUndefined()
    expect(undoDeck).toMatchObject({
      action: 'Undo: Added the deck “Starter”',
      text: { code: 'history.undo', params: { action: 'Added the deck “Starter”', undone: deck } },
    })
    expect(undoOld).toMatchObject({
      action: 'Undo: Imported 3 printings (added)',
      text: { code: 'history.undo', params: { action: 'Imported 3 printings (added)' } },
    })
    expect(undoOld!.text).toEqual({ code: 'history.undo', params: { action: 'Imported 3 printings (added)' } })
  })

  it('an entry stored by an older version (no code) or a newer one (a code this version does not know) still reads, with its label', async () => {
    const db = freshDb()
    const row = { number: 'GD01-001', printing: 'GD01-001', owned: 1 }
    await db.collectionHistory.add({ at: '2026-01-01T00:00:00.000Z', action: '+1 GD01-001', changes: [{ printing: 'GD01-001', before: null, after: row }] })
    await db.collectionHistory.add({
      at: '2026-01-02T00:00:00.000Z',
      action: 'GD01-001: signed',
      text: { code: 'history.signed', params: { printing: 'GD01-001' } },
      changes: [{ printing: 'GD01-001', before: row, after: row }],
    } as never)
    expect((await collectionHistory(db)).map((h) => [h.action, h.text])).toEqual([
      ['GD01-001: signed', undefined],
      ['+1 GD01-001', undefined],
    ])
  })

  it('a label longer than History keeps is cut to 200 characters, its code whole', async () => {
    const db = freshDb()
    const name = 'Z'.repeat(190)
    await changeCollection(db, { code: 'history.deck', params: { name } }, [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
    const [entry] = await collectionHistory(db)
    expect(entry!.action).toBe(`Added the deck “${name}”`.slice(0, 200))
    expect(entry!.text).toEqual({ code: 'history.deck', params: { name } })
  })
})

describe('the stored collection', () => {
  it('adds and takes away copies per printing, a parallel on its own row, each change with its History entry', async () => {
    const db = freshDb()
    await changeCollection(db, '+4 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 4 }], 'add')
    await changeCollection(db, '+1 GD01-001_p1', [{ number: 'gd01-001', printing: 'gd01-001_P1', count: 1 }], 'add')
    await changeCollection(db, '-1 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: -1 }], 'add')
    expect(await owned(db)).toEqual({ 'GD01-001': 3, 'GD01-001_p1': 1 })
    // Keyed by the printing as the engine normalises it.
    expect(await db.collection.get('GD01-001_p1')).toEqual({ number: 'GD01-001', printing: 'GD01-001_p1', owned: 1 })
    const history = await collectionHistory(db)
    expect(history.map((h) => h.action)).toEqual(['-1 GD01-001', '+1 GD01-001_p1', '+4 GD01-001'])
    expect(history[0]!.changes).toEqual([
      {
        printing: 'GD01-001',
        before: { number: 'GD01-001', printing: 'GD01-001', owned: 4 },
        after: { number: 'GD01-001', printing: 'GD01-001', owned: 3 },
      },
    ])
  })

  it('takes copies away never below none, and a printing no longer owned goes unless it has a note', async () => {
    const db = freshDb()
    await changeCollection(db, 'add', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
    await changeCollection(db, 'add', [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'add')
    await updateRow(db, 'note', 'GD01-002', 'GD01-002', { note: 'signed' })
    await changeCollection(
      db,
      'remove',
      [
        { number: 'GD01-001', printing: 'GD01-001', count: -3 },
        { number: 'GD01-002', printing: 'GD01-002', count: -1 },
      ],
      'add',
    )
    expect((await loadCollection(db)).rows).toEqual([{ number: 'GD01-002', printing: 'GD01-002', owned: 0, note: 'signed' }])
  })

  it('sets owned, trade and note; trade is capped at owned; an unchanged row writes nothing', async () => {
    const db = freshDb()
    await updateRow(db, 'set', 'GD01-003', 'GD01-003', { owned: 3 })
    await updateRow(db, 'trade', 'GD01-003', 'GD01-003', { trade: 5 })
    expect((await loadCollection(db)).rows).toEqual([{ number: 'GD01-003', printing: 'GD01-003', owned: 3, trade: 3 }])
    await updateRow(db, 'fewer', 'GD01-003', 'GD01-003', { owned: 1 })
    expect((await loadCollection(db)).rows[0]).toEqual({ number: 'GD01-003', printing: 'GD01-003', owned: 1, trade: 1 })
    expect(await updateRow(db, 'same', 'GD01-003', 'GD01-003', { owned: 1 })).toBeNull()
    expect(await db.collectionHistory.count()).toBe(3)
  })

  it('refuses a row storage would not read back, and writes nothing of that change', async () => {
    const db = freshDb()
    await expect(updateRow(db, 'too many', 'GD01-001', 'GD01-001', { owned: 1e9 })).rejects.toThrow()
    await expect(changeCollection(db, 'foreign', [{ number: 'GD01-001', printing: 'GD02-001', count: 1 }], 'add')).rejects.toThrow()
    expect(await db.collection.count()).toBe(0)
    expect(await db.collectionHistory.count()).toBe(0)
  })

  it('replaces the whole collection, keeping what was written about a printing still owned', async () => {
    const db = freshDb()
    await changeCollection(
      db,
      'add',
      [
        { number: 'GD01-001', printing: 'GD01-001', count: 2 },
        { number: 'GD01-002', printing: 'GD01-002', count: 2 },
      ],
      'add',
    )
    await updateRow(db, 'note', 'GD01-001', 'GD01-001', { note: 'mint' })
    await changeCollection(db, 'replace', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'replace')
    expect((await loadCollection(db)).rows).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 1, note: 'mint' }])
  })

  it('Undo puts the rows back as they were, is itself a History entry, and goes back one change at a time', async () => {
    const db = freshDb()
    await changeCollection(db, '+2 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 2 }], 'add')
    await changeCollection(db, '+1 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
    await changeCollection(db, 'replace', [{ number: 'GD01-009', printing: 'GD01-009', count: 4 }], 'replace')
    expect(await owned(db)).toEqual({ 'GD01-009': 4 })
    expect((await lastUndoable(db))?.action).toBe('replace')
    expect((await undoLast(db))?.action).toBe('replace')
    expect(await owned(db)).toEqual({ 'GD01-001': 3 })
    expect((await undoLast(db))?.action).toBe('+1 GD01-001')
    expect(await owned(db)).toEqual({ 'GD01-001': 2 })
    expect((await collectionHistory(db)).map((h) => [h.action, h.undone ?? false])).toEqual([
      ['Undo: +1 GD01-001', false],
      ['Undo: replace', false],
      ['replace', true],
      ['+1 GD01-001', true],
      ['+2 GD01-001', false],
    ])
    await undoLast(db)
    expect(await owned(db)).toEqual({})
    expect(await undoLast(db)).toBeNull()
  })

  it('leaves a stored row that does not parse as it is, reports it, and never writes over it', async () => {
    const db = freshDb()
    await db.collection.put({ number: 'GD01-001', printing: 'GD01-001', owned: -2 } as never)
    await changeCollection(db, '+1', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
    await changeCollection(db, 'replace', [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'replace')
    const loaded = await loadCollection(db)
    expect(loaded.rows.map((r) => r.printing)).toEqual(['GD01-002'])
    expect(loaded.unreadable.map((u) => u.printing)).toEqual(['GD01-001'])
    expect(await db.collection.get('GD01-001')).toEqual({ number: 'GD01-001', printing: 'GD01-001', owned: -2 })
  })

  it(`keeps the newest ${KEEP_COLLECTION_HISTORY} History entries`, async () => {
    const db = freshDb()
    for (let i = 0; i < KEEP_COLLECTION_HISTORY + 3; i++)
      await changeCollection(db, `+1 #${i}`, [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
    expect(await db.collectionHistory.count()).toBe(KEEP_COLLECTION_HISTORY)
    expect((await collectionHistory(db, 1))[0]!.action).toBe(`+1 #${KEEP_COLLECTION_HISTORY + 2}`)
    expect(await owned(db)).toEqual({ 'GD01-001': KEEP_COLLECTION_HISTORY + 3 })
  })

  describe('sync', () => {
    const keys = async (db: ReturnType<typeof freshDb>) => (await db.syncOutbox.toArray()).map((r) => r.key).sort()

    it('every change records an outbox row per printing it changed, in its own transaction, with a new stamp each time', async () => {
      const db = freshDb()
      await changeCollection(db, '+2', [{ number: 'GD01-001', printing: 'GD01-001', count: 2 }], 'add')
      const first = await db.syncOutbox.get('collection:GD01-001')
      expect(first).toBeDefined()
      await updateRow(db, 'note', 'GD01-002', 'gd01-002_P1', { note: 'foil' })
      // A change that changes nothing records nothing.
      await updateRow(db, 'same', 'GD01-001', 'GD01-001', { owned: 2 })
      expect(await keys(db)).toEqual(['collection:GD01-001', 'collection:GD01-002_p1'])
      expect((await db.syncOutbox.get('collection:GD01-001'))!.stamp).toBe(first!.stamp)
      // A row removed is a change too; so is Undo.
      await changeCollection(db, 'replace', [{ number: 'GD01-003', printing: 'GD01-003', count: 1 }], 'replace')
      expect(await keys(db)).toEqual(['collection:GD01-001', 'collection:GD01-002_p1', 'collection:GD01-003'])
      const before = (await db.syncOutbox.get('collection:GD01-001'))!.stamp
      await undoLast(db)
      expect((await db.syncOutbox.get('collection:GD01-001'))!.stamp).toBeGreaterThan(before)
    })

    it('a failing write leaves neither the change nor its outbox row, and a failing outbox write leaves no change', async () => {
      const db = freshDb()
      await expect(updateRow(db, 'too many', 'GD01-001', 'GD01-001', { owned: 1e9 })).rejects.toThrow()
      expect(await db.syncOutbox.count()).toBe(0)
      const refuse = () => {
        throw new Error('disk full')
      }
      db.syncOutbox.hook('creating', refuse)
      await expect(changeCollection(db, '+1', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')).rejects.toThrow('disk full')
      db.syncOutbox.hook('creating').unsubscribe(refuse)
      expect(await db.collection.count()).toBe(0)
      expect(await db.collectionHistory.count()).toBe(0)
      expect(await db.syncOutbox.count()).toBe(0)
    })

    it('an import of 5,000 rows records 5,000 outbox keys in the same transaction, in well under a few seconds', async () => {
      const db = freshDb()
      const rows = Array.from({ length: 5000 }, (_, i) => {
        const number = `GD${String(10 + Math.floor(i / 500))}-${String((i % 500) + 1).padStart(3, '0')}`
        return { number, printing: number, count: 1 }
      })
      const started = performance.now()
      await changeCollection(db, 'import', rows, 'add')
      expect(performance.now() - started).toBeLessThan(5000)
      expect(await db.syncOutbox.count()).toBe(5000)
      expect(await db.collectionHistory.count()).toBe(1)
    })

    it('rows from another device are written with a History entry marked synced and no outbox row', async () => {
      const db = freshDb()
      await changeCollection(db, '+1', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
      await db.syncOutbox.clear()
      await applySyncedRows(
        db,
        new Map([
          ['GD01-001', null],
          ['GD01-002', { number: 'GD01-002', printing: 'GD01-002', owned: 3 }],
        ]),
      )
      expect(await owned(db)).toEqual({ 'GD01-002': 3 })
      expect(await db.syncOutbox.count()).toBe(0)
      const [entry] = await collectionHistory(db, 1)
      expect(entry).toMatchObject({ action: 'From another device: 2 printings', text: { code: 'history.synced-rows', params: { printings: 2 } }, synced: true })
      expect(entry!.changes.find((c) => c.printing === 'GD01-001')?.before?.owned).toBe(1)
    })

    it('one printing from another device is named with what it owns now, or as removed, by its code and in English', async () => {
      const db = freshDb()
      await applySyncedRows(db, new Map([['GD01-001', { number: 'GD01-001', printing: 'GD01-001', owned: 3 }]]))
      await applySyncedRows(db, new Map([['GD01-001', null]]))
      expect((await collectionHistory(db)).map((h) => [h.action, h.text])).toEqual([
        ['From another device: GD01-001 removed', { code: 'history.synced', params: { printing: 'GD01-001', owned: null } }],
        ['From another device: GD01-001 owned 3', { code: 'history.synced', params: { printing: 'GD01-001', owned: 3 } }],
      ])
    })

    it('Undo never takes back a change from another device, nor an older change here of a printing it touched', async () => {
      const db = freshDb()
      await changeCollection(db, '+1 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
      await changeCollection(db, '+1 GD01-002', [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'add')
      await applySyncedRows(db, new Map([['GD01-001', { number: 'GD01-001', printing: 'GD01-001', owned: 5 }]]))
      // The newest change here touched another printing: it can be taken back.
      expect((await lastUndoable(db))?.action).toBe('+1 GD01-002')
      await undoLast(db)
      // The next one would put GD01-001 back to none over the other device's 5: Undo stops.
      expect(await lastUndoable(db)).toBeNull()
      expect(await undoLast(db)).toBeNull()
      expect(await owned(db)).toEqual({ 'GD01-001': 5 })
    })

    it('a first sign-in marks every row unsent, dated by its newest History entry, and keeps a row already waiting', async () => {
      const db = freshDb()
      await changeCollection(db, '+1', [{ number: 'GD01-001', printing: 'GD01-001', count: 1 }], 'add')
      await changeCollection(db, '+1', [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'add')
      const waiting = (await db.syncOutbox.get('collection:GD01-002'))!
      await db.syncOutbox.delete('collection:GD01-001')
      await db.collectionHistory.clear()
      await changeCollection(db, '+1', [{ number: 'GD01-003', printing: 'GD01-003', count: 1 }], 'add')
      await db.syncOutbox.delete('collection:GD01-003')
      await markWholeCollectionUnsent(db)
      const at = Date.parse((await collectionHistory(db, 1))[0]!.at) * 1000
      expect(await db.syncOutbox.get('collection:GD01-001')).toEqual({ key: 'collection:GD01-001', stamp: 0 })
      expect(await db.syncOutbox.get('collection:GD01-002')).toEqual(waiting)
      expect(await db.syncOutbox.get('collection:GD01-003')).toEqual({ key: 'collection:GD01-003', stamp: at })
    })
  })
})

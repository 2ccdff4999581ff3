import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type PouchDB from 'pouchdb-browser'
import { GundeckDatabase } from '~/db/database'
import { loadSettings, saveSettings } from '~/db/cards-repository'
import { createDeck, deckHistory, deleteDeck, getDeck, saveDeck } from '~/db/decks-repository'
import { changeCollection, collectionHistory, lastUndoable, loadCollection, updateRow } from '~/db/collection-repository'
import { isConflictVersion } from '~/db/history-rule'
import { deckContent } from '~/db/testing'
import { Bridge, type SyncNotice } from './bridge'
import { memoryReplica, syncOnce } from './testing'

// Two devices in one process: every write is signed with the device that is acting now.
const device = vi.hoisted(() => ({ current: 'device-a' }))
vi.mock('~/db/device', () => ({ deviceId: () => device.current }))

const open: GundeckDatabase[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const db of open.splice(0)) await db.delete()
})

interface Device {
  name: string
  db: GundeckDatabase
  replica: PouchDB
  bridge: Bridge
  notices: SyncNotice[]
}

async function makeDevice(name: string, dbName = `sync-${name}-${Math.random()}`): Promise<Device> {
  const db = new GundeckDatabase(dbName)
  open.push(db)
  const replica = await memoryReplica(name)
  const notices: SyncNotice[] = []
  return { name, db, replica, bridge: new Bridge(db, replica, { device: name, notice: (n) => notices.push(n) }), notices }
}

/** Run `step` as device `d` (its saves are signed with its id). */
async function as<T>(d: Device, step: () => Promise<T>): Promise<T> {
  device.current = d.name
  return step()
}

/** Push both, replicate through a "server" replica, pull both; twice, so what a pull sends back arrives too. */
async function roundTrip(server: PouchDB, ...devices: Device[]) {
  for (let round = 0; round < 2; round++) {
    for (const d of devices) await as(d, () => d.bridge.push())
    for (const d of devices) await syncOnce(d.replica, server)
    for (const d of devices) await syncOnce(d.replica, server)
    for (const d of devices) await as(d, () => d.bridge.pull())
    for (const d of devices) await d.bridge.confirm(server)
  }
}

/** Outbox rows not yet written into the replica. */
const unsent = async (db: GundeckDatabase) => (await db.syncOutbox.toArray()).filter((r) => r.sent === undefined).length

const withNotes = (name: string, notes: string) => deckContent(name, notes)

describe('sync bridge', () => {
  it('every save leaves an outbox row in its own transaction, with a new stamp each time', async () => {
    const a = await makeDevice('device-a')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    const first = await a.db.syncOutbox.get(`deck:${deck.id}`)
    expect(first).toBeDefined()
    await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'v2'), deck.revision))
    const second = await a.db.syncOutbox.get(`deck:${deck.id}`)
    expect(second!.stamp).not.toBe(first!.stamp)
    await as(a, () => deleteDeck(a.db, deck.id))
    expect((await a.db.syncOutbox.get(`deck:${deck.id}`))!.stamp).not.toBe(second!.stamp)
  })

  it('sends a deck and its History into the replica; the outbox row stays, marked sent, until the server has that revision', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'sideboard plan'), deck.revision))
    expect(await a.bridge.pending()).toBe(1)
    await as(a, () => a.bridge.push())
    expect(await unsent(a.db)).toBe(0)
    // In the replica, not yet on the server: still pending.
    expect(await a.bridge.pending()).toBe(1)
    await a.bridge.confirm(server)
    expect(await a.bridge.pending()).toBe(1)
    await syncOnce(a.replica, server)
    await a.bridge.confirm(server)
    expect(await a.bridge.pending()).toBe(0)
    const doc = (await a.replica.get(`deck:${deck.id}`)) as { notes: string; device: string; revision: number }
    expect(doc).toMatchObject({ notes: 'sideboard plan', device: 'device-a', revision: 1 })
    const history = await a.replica.allDocs({ startkey: `history:${deck.id}:`, endkey: `history:${deck.id}:\uffff` })
    expect(history.rows).toHaveLength(2)
  })

  it('brings a deck made on one device to the other, and an edit on either back, without echoing it', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const deck = await as(a, () =>
      createDeck(
        a.db,
        { ...deckContent('Blue'), cards: { main: [], resource: [], sideboard: [], ex: [{ number: 'EXB-001', printing: null, count: 1 }] } },
        'gcg',
      ),
    )
    await roundTrip(server, a, b)
    const onB = await getDeck(b.db, deck.id)
    expect(onB).toMatchObject({ name: 'Blue', cards: { ex: [{ number: 'EXB-001', printing: null, count: 1 }] }, deletedAt: null })
    expect(await b.bridge.pending()).toBe(0)

    await as(b, () => saveDeck(b.db, deck.id, { ...onB!, notes: 'from the phone' }, onB!.revision))
    await roundTrip(server, a, b)
    const onA = await getDeck(a.db, deck.id)
    expect(onA?.notes).toBe('from the phone')
    expect(onA?.device).toBe('device-b')
    const historyA = await deckHistory(a.db, deck.id)
    expect(historyA.some((h) => h.content.notes === 'from the phone')).toBe(true)
    expect(historyA.filter(isConflictVersion)).toEqual([])
    // No echo: A did not write B's edit back as a change of its own.
    expect(await a.bridge.pending()).toBe(0)
    expect(await b.bridge.pending()).toBe(0)
  })

  it('offline edits on both devices: the newer is current on both, the other kept in History as a conflict version on both, no _conflicts left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await roundTrip(server, a, b)
    // Offline: B edits first, A later; each sends to its own replica only.
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'))
    const onB = (await getDeck(b.db, deck.id))!
    await as(b, () => saveDeck(b.db, deck.id, withNotes('Blue', 'edit on B'), onB.revision))
    await as(b, () => b.bridge.push())
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    const onA = (await getDeck(a.db, deck.id))!
    await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'edit on A'), onA.revision))
    await as(a, () => a.bridge.push())
    // Reconnect.
    await roundTrip(server, a, b)
    for (const d of [a, b]) {
      expect((await getDeck(d.db, deck.id))?.notes, d.name).toBe('edit on A')
      const kept = (await deckHistory(d.db, deck.id)).filter(isConflictVersion).map((h) => h.content.notes)
      expect(kept, d.name).toEqual(['edit on B'])
      const doc = (await d.replica.get(`deck:${deck.id}`, { conflicts: true })) as { _conflicts?: string[]; notes: string }
      expect(doc._conflicts ?? [], d.name).toEqual([])
      expect(doc.notes).toBe('edit on A')
    }
    const onServer = (await server.get(`deck:${deck.id}`, { conflicts: true })) as { _conflicts?: string[] }
    expect(onServer._conflicts ?? []).toEqual([])
  })

  it('an edit here that was not sent before a newer edit arrived: the newer wins, this one is kept in History', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await roundTrip(server, a, b)
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'))
    await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'older, not sent'), 0))
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    const onB = (await getDeck(b.db, deck.id))!
    await as(b, () => saveDeck(b.db, deck.id, withNotes('Blue', 'newer on B'), onB.revision))
    await as(b, () => b.bridge.push())
    await syncOnce(b.replica, server)
    await syncOnce(a.replica, server)
    // A pulls before it pushed its own edit.
    await as(a, () => a.bridge.pull())
    expect((await getDeck(a.db, deck.id))?.notes).toBe('newer on B')
    expect((await deckHistory(a.db, deck.id)).filter(isConflictVersion).map((h) => h.content.notes)).toEqual(['older, not sent'])
    await roundTrip(server, a, b)
    expect((await deckHistory(b.db, deck.id)).filter(isConflictVersion).map((h) => h.content.notes)).toEqual(['older, not sent'])
    expect((await getDeck(b.db, deck.id))?.notes).toBe('newer on B')
  })

  it('a deck deleted on one device and edited on the other comes back with the edit, with a notice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await roundTrip(server, a, b)
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'))
    const onB = (await getDeck(b.db, deck.id))!
    await as(b, () => saveDeck(b.db, deck.id, withNotes('Blue', 'kept edit'), onB.revision))
    await as(b, () => b.bridge.push())
    // A's last version is newer than B's edit, and then deleted: the edit still wins.
    vi.setSystemTime(new Date('2026-03-01T11:30:00Z'))
    await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'last version on A'), 0))
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    await as(a, () => deleteDeck(a.db, deck.id))
    await as(a, () => a.bridge.push())
    await roundTrip(server, a, b)
    for (const d of [a, b]) {
      const stored = await getDeck(d.db, deck.id)
      expect(stored?.deletedAt, d.name).toBeNull()
      expect(stored?.notes, d.name).toBe('kept edit')
      expect(
        (await deckHistory(d.db, deck.id)).filter(isConflictVersion).map((h) => h.content.notes),
        d.name,
      ).toEqual(['last version on A'])
    }
    expect([...a.notices, ...b.notices]).toContainEqual({ code: 'back-with-edit', deckId: deck.id, name: 'Blue' })
  })

  it('a deck deleted on one device only goes to the bin on the other', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await roundTrip(server, a, b)
    await as(a, () => deleteDeck(a.db, deck.id))
    await roundTrip(server, a, b)
    expect((await getDeck(b.db, deck.id))?.deletedAt).not.toBeNull()
  })

  it('a crash after the replica took the deck but before the outbox row was removed: the next start sends nothing twice and marks no conflict', async () => {
    const dbName = `sync-crash-${Math.random()}`
    const a = await makeDevice('device-a', dbName)
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'saved just before the crash'), deck.revision))
    // The replica takes the write, then the page dies before the database hears of it.
    const crashing = new Proxy(a.replica, {
      get(target, prop, receiver) {
        // One deck's write or a bulk write of many: the replica takes it either way.
        if (prop === 'put' || prop === 'bulkDocs')
          return async (doc: object & object[]) => {
            await target[prop](doc)
            throw new Error('page killed')
          }
        const v: unknown = Reflect.get(target, prop, receiver)
        return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v
      },
    })
    await expect(as(a, () => new Bridge(a.db, crashing, { device: 'device-a' }).push())).rejects.toThrow('page killed')
    a.db.close()
    // The next start: the database opened again, a new bridge on the same replica.
    const again = new GundeckDatabase(dbName)
    open.push(again)
    expect(await unsent(again)).toBe(1)
    await as(a, () => new Bridge(again, a.replica, { device: 'device-a' }).push())
    expect(await unsent(again)).toBe(0)
    expect(((await a.replica.get(`deck:${deck.id}`)) as { notes: string }).notes).toBe('saved just before the crash')
    expect((await deckHistory(again, deck.id)).filter(isConflictVersion)).toEqual([])
  })

  it('a crash before sending: the outbox row outlives the page and is sent at the next start', async () => {
    const dbName = `sync-crash2-${Math.random()}`
    const a = await makeDevice('device-a', dbName)
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    a.db.close()
    const again = new GundeckDatabase(dbName)
    open.push(again)
    await as(a, () => new Bridge(again, a.replica, { device: 'device-a' }).push())
    expect(((await a.replica.get(`deck:${deck.id}`)) as { name: string }).name).toBe('Blue')
  })

  it('a save made while a send is under way stays in the outbox for the next round', async () => {
    const a = await makeDevice('device-a')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    let saved = false
    const slow = new Proxy(a.replica, {
      get(target, prop, receiver) {
        if (prop === 'put' || prop === 'bulkDocs')
          return async (doc: object & object[]) => {
            const r = await target[prop](doc)
            if (!saved) {
              saved = true
              await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'typed during the send'), 0))
            }
            return r
          }
        const v: unknown = Reflect.get(target, prop, receiver)
        return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v
      },
    })
    await as(a, () => new Bridge(a.db, slow, { device: 'device-a' }).push())
    expect(await unsent(a.db)).toBe(1)
    await as(a, () => a.bridge.push())
    expect(((await a.replica.get(`deck:${deck.id}`)) as { notes: string }).notes).toBe('typed during the send')
    expect((await deckHistory(a.db, deck.id)).filter(isConflictVersion)).toEqual([])
  })

  it('250 decks of a first sign-in go into the replica a hundred at a time (one round trip per batch, not per deck), History with them', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const ids: string[] = []
    for (let i = 0; i < 250; i++) ids.push((await as(a, () => createDeck(a.db, deckContent(`Deck ${i}`), 'gcg'))).id)
    await as(a, () => saveDeck(a.db, ids[0]!, withNotes('Deck 0', 'edited before the first sync'), 0))
    const writes: { kind: string; decks: number }[] = []
    const counted = new Proxy(a.replica, {
      get(target, prop, receiver) {
        if (prop === 'put' || prop === 'bulkDocs')
          return (docs: object & object[]) => {
            const list: { _id?: string }[] = prop === 'put' ? [docs] : docs
            const decks = list.filter((d) => d._id?.startsWith('deck:')).length
            if (decks > 0) writes.push({ kind: prop, decks })
            return target[prop](docs)
          }
        const v: unknown = Reflect.get(target, prop, receiver)
        return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v
      },
    })
    expect(await as(a, () => new Bridge(a.db, counted, { device: 'device-a' }).push())).toBe(250)
    expect(writes).toEqual([
      { kind: 'bulkDocs', decks: 100 },
      { kind: 'bulkDocs', decks: 100 },
      { kind: 'bulkDocs', decks: 50 },
    ])
    expect(await unsent(a.db)).toBe(0)
    const docs = (await a.replica.allDocs({})).rows.map((r) => r.id ?? r.key)
    expect(docs.filter((d) => d.startsWith('deck:')).sort()).toEqual(ids.map((id) => `deck:${id}`).sort())
    expect(docs.filter((d) => d.startsWith('history:'))).toHaveLength(251)
    // The other device gets every one, and a second push here has nothing left to write.
    await roundTrip(server, a, b)
    expect(await b.db.decks.count()).toBe(250)
    expect((await deckHistory(b.db, ids[0]!)).map((h) => h.content.notes).sort()).toEqual(['', 'edited before the first sync'])
    expect(await a.bridge.pending()).toBe(0)
    writes.length = 0
    await as(a, () => new Bridge(a.db, counted, { device: 'device-a' }).push())
    expect(writes).toEqual([])
  }, 60_000) // hundreds of IndexedDB and PouchDB writes: a correctness test, given room on a loaded machine

  it('a deck and its History in one batch of the changes feed: the History is kept on the new device', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await as(a, () => saveDeck(a.db, deck.id, withNotes('Blue', 'second version'), 0))
    await as(a, () => a.bridge.push())
    await syncOnce(a.replica, server)
    await syncOnce(b.replica, server)
    await as(b, () => b.bridge.pull())
    expect((await deckHistory(b.db, deck.id)).map((h) => h.content.notes).sort()).toEqual(['', 'second version'])
  })

  it('a deck in step read again from the changes feed, with nothing queued, is left as it is', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const deck = await as(a, () => createDeck(a.db, deckContent('Blue'), 'gcg'))
    await roundTrip(server, a)
    expect(await a.bridge.pending()).toBe(0)
    // The feed read from the start again (its checkpoint lost): every document comes once more.
    await a.db.syncState.delete('checkpoint')
    await as(a, () => a.bridge.pull())
    expect(await a.bridge.pending()).toBe(0)
    expect((await getDeck(a.db, deck.id))?.revision).toBe(0)
  })

  it('syncs where card data and images come from, not the theme or whether images show; the newer change wins', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    await saveSettings(a.db, { imageUrlTemplate: 'https://img.example.org/{printing}.webp', theme: 'dark', showImages: false })
    expect(await a.bridge.pending()).toBe(1)
    await roundTrip(server, a, b)
    expect(await loadSettings(b.db)).toMatchObject({ imageUrlTemplate: 'https://img.example.org/{printing}.webp', theme: 'system', showImages: true })
    expect(await b.bridge.pending()).toBe(0)
    // A theme change alone sends nothing.
    await saveSettings(b.db, { ...(await loadSettings(b.db)), theme: 'light' })
    expect(await b.bridge.pending()).toBe(0)
    // Both change the card list offline; B's change is the newer one.
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'))
    await saveSettings(a.db, { ...(await loadSettings(a.db)), datasetUrl: 'https://a.example.org/cards.json' })
    await a.bridge.push()
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    await saveSettings(b.db, { ...(await loadSettings(b.db)), datasetUrl: 'https://b.example.org/cards.json' })
    await b.bridge.push()
    await roundTrip(server, a, b)
    for (const d of [a, b]) expect((await loadSettings(d.db)).datasetUrl, d.name).toBe('https://b.example.org/cards.json')
    expect((await loadSettings(a.db)).theme).toBe('dark')
    expect((await loadSettings(b.db)).theme).toBe('light')
    const doc = (await server.get('setting:app', { conflicts: true })) as { _conflicts?: string[] }
    expect(doc._conflicts ?? []).toEqual([])
  })

  it('skips a replica document that does not pass its schema, and applies the rest', async () => {
    const a = await makeDevice('device-a')
    await a.replica.put({ _id: 'deck:bad', type: 'deck', name: 42 })
    await a.replica.put({ _id: 'history:bad:x', type: 'history' })
    await as(a, () => a.bridge.pull())
    expect(await getDeck(a.db, 'bad')).toBeNull()
    expect(await a.db.deckHistory.count()).toBe(0)
  })
})

describe('sync bridge: the collection', () => {
  const owned = async (d: Device) => Object.fromEntries((await loadCollection(d.db)).rows.map((r) => [r.printing, r.owned]))
  const add = (d: Device, printing: string, count: number) =>
    as(d, () => changeCollection(d.db, `+${count} ${printing}`, [{ number: printing.replace(/_p\d+$/, ''), printing, count }], 'add'))

  it('a change on one device reaches the other, and a change there comes back, with no echo', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    await add(a, 'GD01-001', 3)
    await as(a, () => updateRow(a.db, 'note', 'GD01-002', 'GD01-002_p1', { owned: 1, trade: 1, note: 'foil' }))
    expect(await a.bridge.pending()).toBe(2)
    await roundTrip(server, a, b)
    expect((await loadCollection(b.db)).rows).toEqual([
      { number: 'GD01-001', printing: 'GD01-001', owned: 3 },
      { number: 'GD01-002', printing: 'GD01-002_p1', owned: 1, trade: 1, note: 'foil' },
    ])
    // B's History says where the change came from; B sends nothing back: the server keeps A's first revision.
    expect((await collectionHistory(b.db)).every((h) => h.synced)).toBe(true)
    expect(await server.get('collection:GD01-001')).toMatchObject({ _rev: expect.stringMatching(/^1-/), device: 'device-a' })
    expect(await b.bridge.pending()).toBe(0)
    expect(await a.bridge.pending()).toBe(0)

    await add(b, 'GD01-001', -1)
    await roundTrip(server, a, b)
    expect(await owned(a)).toEqual({ 'GD01-001': 2, 'GD01-002_p1': 1 })
    expect(await a.bridge.pending()).toBe(0)
    expect(await b.bridge.pending()).toBe(0)
    // The History of A: its own two changes, then B's, which Undo on A does not take back.
    expect((await collectionHistory(a.db)).map((h) => h.synced ?? false)).toEqual([true, false, false])
    expect((await lastUndoable(a.db))?.action).toBe('note')
    const doc = (await server.get('collection:GD01-001')) as { owned: number; device: string; updatedAt: string }
    expect(doc).toMatchObject({ owned: 2, device: 'device-b' })
  })

  it('"replace my collection" on one device removes the rows it drops on the other', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    await add(a, 'GD01-001', 3)
    await add(a, 'GD01-002', 1)
    await roundTrip(server, a, b)
    await as(b, () => changeCollection(b.db, 'replace', [{ number: 'GD01-003', printing: 'GD01-003', count: 2 }], 'replace'))
    await roundTrip(server, a, b)
    expect(await owned(a)).toEqual({ 'GD01-003': 2 })
    expect(await a.db.collection.count()).toBe(1)
    // A removed row stays a document with no copies (a deleted document would lose to any edit).
    expect(await server.get('collection:GD01-001')).toMatchObject({ owned: 0, device: 'device-b' })
  })

  it('the same printing changed offline on both devices: the newer change is the row on both, no _conflicts left, the loser in History', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    await add(a, 'GD01-001', 1)
    await roundTrip(server, a, b)
    // Offline: A changes it first, B later; each sends into its own replica only.
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'))
    await as(a, () => updateRow(a.db, 'set', 'GD01-001', 'GD01-001', { owned: 4, note: 'from A' }))
    await as(a, () => a.bridge.push())
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    await as(b, () => updateRow(b.db, 'set', 'GD01-001', 'GD01-001', { owned: 2 }))
    await as(b, () => b.bridge.push())
    await roundTrip(server, a, b)
    for (const d of [a, b]) {
      expect((await loadCollection(d.db)).rows, d.name).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 2 }])
      const doc = (await d.replica.get('collection:GD01-001', { conflicts: true })) as { _conflicts?: string[]; owned: number }
      expect(doc._conflicts ?? [], d.name).toEqual([])
      expect(doc.owned, d.name).toBe(2)
      expect(await d.bridge.pending(), d.name).toBe(0)
    }
    const onServer = (await server.get('collection:GD01-001', { conflicts: true })) as { _conflicts?: string[] }
    expect(onServer._conflicts ?? []).toEqual([])
    // On A, whose change lost, History keeps the value it replaced.
    const [last] = await collectionHistory(a.db, 1)
    expect(last).toMatchObject({ synced: true, changes: [{ before: { owned: 4, note: 'from A' }, after: { owned: 2 } }] })
  })

  it('an older change here not sent yet loses to a newer one that arrives first, and is not sent afterwards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    await add(a, 'GD01-001', 1)
    await roundTrip(server, a, b)
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'))
    await add(a, 'GD01-001', 5)
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    await add(b, 'GD01-001', 1)
    await as(b, () => b.bridge.push())
    await syncOnce(b.replica, server)
    await syncOnce(a.replica, server)
    // A pulls before it pushed its own change.
    await as(a, () => a.bridge.pull())
    expect(await owned(a)).toEqual({ 'GD01-001': 2 })
    expect(await unsent(a.db)).toBe(0)
    await roundTrip(server, a, b)
    for (const d of [a, b]) expect(await owned(d), d.name).toEqual({ 'GD01-001': 2 })
  })

  it('a newer change here not sent yet wins over an older one that arrives first, and goes out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    await add(a, 'GD01-001', 1)
    await roundTrip(server, a, b)
    vi.setSystemTime(new Date('2026-03-01T11:00:00Z'))
    await add(b, 'GD01-001', 1)
    await as(b, () => b.bridge.push())
    await syncOnce(b.replica, server)
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    await add(a, 'GD01-001', 5)
    await syncOnce(a.replica, server)
    await as(a, () => a.bridge.pull())
    expect(await owned(a)).toEqual({ 'GD01-001': 6 })
    await roundTrip(server, a, b)
    for (const d of [a, b]) expect(await owned(d), d.name).toEqual({ 'GD01-001': 6 })
  })

  it('an import of 500 rows goes to the other device, as a few History entries there', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    const rows = Array.from({ length: 500 }, (_, i) => {
      const number = `GD${String(10 + Math.floor(i / 100))}-${String((i % 100) + 1).padStart(3, '0')}`
      return { number, printing: number, count: (i % 4) + 1 }
    })
    await as(a, () => changeCollection(a.db, 'Imported 500 printings (added)', rows, 'add'))
    expect(await a.bridge.pending()).toBe(500)
    await roundTrip(server, a, b)
    const onB = await owned(b)
    expect(Object.keys(onB)).toHaveLength(500)
    expect(onB['GD14-100']).toBe(4)
    expect(await a.bridge.pending()).toBe(0)
    expect(await b.bridge.pending()).toBe(0)
    expect(await b.db.collectionHistory.count()).toBeLessThanOrEqual(5)
  })

  it('a first sign-in sends the collection the device already keeps', async () => {
    const server = await memoryReplica('server')
    const a = await makeDevice('device-a')
    const b = await makeDevice('device-b')
    await add(a, 'GD01-001', 2)
    await a.db.syncOutbox.clear()
    await a.bridge.enqueueAll()
    await roundTrip(server, a, b)
    expect(await owned(b)).toEqual({ 'GD01-001': 2 })
  })

  it('skips a collection document that does not pass its schema, and applies the rest', async () => {
    const a = await makeDevice('device-a')
    await a.replica.put({ _id: 'collection:GD01-001', type: 'collection', number: 'GD01-001', printing: 'GD01-001', owned: -1, updatedAt: 'x', device: null })
    await a.replica.put({ _id: 'collection:GD01-002', type: 'collection', number: 'GD01-009', printing: 'GD01-002', owned: 1, updatedAt: 'x', device: null })
    await a.replica.put({ _id: 'collection:GD01-003', type: 'collection', number: 'GD01-003', printing: 'GD01-004', owned: 1, updatedAt: 'x', device: null })
    await a.replica.put({ _id: 'collection:GD01-005', type: 'collection', number: 'GD01-005', printing: 'GD01-005', owned: 2, updatedAt: 'x', device: 'b' })
    await as(a, () => a.bridge.pull())
    expect(await owned(a)).toEqual({ 'GD01-005': 2 })
    // A change here of a printing whose document is unreadable writes over it.
    await add(a, 'GD01-001', 1)
    await as(a, () => a.bridge.push())
    expect(await a.replica.get('collection:GD01-001')).toMatchObject({ owned: 1, device: 'device-a' })
    expect(await unsent(a.db)).toBe(0)
  })
})

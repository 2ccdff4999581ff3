import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { applySyncedRows, changeCollection, collectionHistory, loadCollection } from '~/db/collection-repository'
import { database } from '~/db/database'
import { useCollectionStore } from './collection'

async function until(ok: () => boolean, ms = 5000) {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}
const stored = async () => Object.fromEntries((await loadCollection(database())).rows.map((r) => [r.printing, r.owned]))

beforeEach(async () => {
  setActivePinia(createPinia())
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('the collection store', () => {
  it('shows a press at once and calls it saved only once it is stored; copies count by card number', async () => {
    const store = useCollectionStore()
    store.init()
    await until(() => store.loaded)
    const pressed = store.addCopies('GD01-001', 'GD01-001', 2)
    // On screen before the write is done, not yet "saved".
    expect(store.ownedOfThis('GD01-001')).toBe(2)
    expect(store.saveState).toBe('saving')
    expect(await pressed).toBe(true)
    expect(store.saveState).toBe('saved')
    expect(await stored()).toEqual({ 'GD01-001': 2 })
    await store.addCopies('GD01-001', 'GD01-001_p1', 1)
    expect(store.ownedOf('GD01-001')).toBe(3)
    expect(store.ownedOfThis('GD01-001_p1')).toBe(1)
  })

  it('sets owned, trade and note, adds a deck as owned copies, and undoes one change at a time', async () => {
    const store = useCollectionStore()
    await store.setOwned('GD01-002', 'GD01-002', 3)
    await store.setTrade('GD01-002', 'GD01-002', 2)
    await store.setNote('GD01-002', 'GD01-002', ' foil ')
    expect(store.rowOf('GD01-002')).toEqual({ number: 'GD01-002', printing: 'GD01-002', owned: 3, trade: 2, note: 'foil' })
    await store.addDeck({
      name: 'Starter',
      cards: {
        main: [
          { number: 'GD01-002', printing: null, count: 1 },
          { number: 'GD01-005', printing: 'GD01-005_p1', count: 2 },
        ],
        resource: [{ number: 'R-001', printing: null, count: 10 }],
        sideboard: [],
      },
    })
    expect(await stored()).toEqual({ 'GD01-002': 4, 'GD01-005_p1': 2, 'R-001': 10 })
    await until(() => store.recent.undoable?.action === 'Added the deck “Starter”')
    expect(store.canUndo).toBe(true)
    await store.undo()
    expect(await stored()).toEqual({ 'GD01-002': 3 })
    await until(() => store.ownedOf('GD01-005') === 0 && store.ownedOf('GD01-002') === 3)
  })

  it('stores each change with its code and values, and beside them the English label it has always had', async () => {
    const store = useCollectionStore()
    await store.addCopies('GD01-001', 'gd01-001', 2)
    await store.addCopies('GD01-001', 'GD01-001', -1)
    await store.setOwned('GD01-002', 'GD01-002', 3)
    await store.setTrade('GD01-002', 'GD01-002', 2)
    await store.setNote('GD01-002', 'GD01-002', 'foil')
    await store.addDeck({ name: 'Starter', cards: { main: [{ number: 'GD01-005', printing: null, count: 1 }], resource: [], sideboard: [] } })
    await store.importRows([{ number: 'GD01-009', printing: 'GD01-009', count: 4 }], 'add')
    await store.importRows([{ number: 'GD01-009', printing: 'GD01-009', count: 1 }], 'replace')
    await store.undo()
    const history = (await collectionHistory(database())).reverse()
    expect(history.map((h) => [h.action, h.text])).toEqual([
      ['+2 GD01-001', { code: 'history.copies', params: { printing: 'GD01-001', count: 2 } }],
      ['-1 GD01-001', { code: 'history.copies', params: { printing: 'GD01-001', count: -1 } }],
      ['GD01-002: owned 3', { code: 'history.owned', params: { printing: 'GD01-002', owned: 3 } }],
      ['GD01-002: 2 for trade', { code: 'history.trade', params: { printing: 'GD01-002', trade: 2 } }],
      ['GD01-002: note', { code: 'history.note', params: { printing: 'GD01-002' } }],
      ['Added the deck “Starter”', { code: 'history.deck', params: { name: 'Starter' } }],
      ['Imported 1 printings (added)', { code: 'history.import', params: { printings: 1, mode: 'add' } }],
      ['Imported 1 printings (replacing)', { code: 'history.import', params: { printings: 1, mode: 'replace' } }],
      [
        'Undo: Imported 1 printings (replacing)',
        {
          code: 'history.undo',
          params: { action: 'Imported 1 printings (replacing)', undone: { code: 'history.import', params: { printings: 1, mode: 'replace' } } },
        },
      ],
    ])
  })

  it('imports rows added to the collection or replacing it, with their trade counts and notes', async () => {
    const store = useCollectionStore()
    await store.addCopies('GD01-001', 'GD01-001', 1)
    await store.importRows([{ number: 'GD01-001', printing: 'GD01-001', count: 2, trade: 1, note: 'from the shop' }], 'add')
    expect((await loadCollection(database())).rows).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 3, trade: 1, note: 'from the shop' }])
    await store.importRows([{ number: 'GD01-009', printing: 'GD01-009', count: 4 }], 'replace')
    expect(await stored()).toEqual({ 'GD01-009': 4 })
    await until(() => store.ownedOf('GD01-009') === 4 && store.ownedOf('GD01-001') === 0)
  })

  it('follows a change another tab stores', async () => {
    const store = useCollectionStore()
    store.init()
    await until(() => store.loaded)
    await changeCollection(database(), 'other tab', [{ number: 'GD01-007', printing: 'GD01-007', count: 2 }], 'add')
    await until(() => store.ownedOf('GD01-007') === 2)
  })

  it('follows a change sync brings from another device, which Undo here does not take back', async () => {
    const store = useCollectionStore()
    store.init()
    await until(() => store.loaded)
    await store.addCopies('GD01-007', 'GD01-007', 1)
    await until(() => store.canUndo)
    await applySyncedRows(database(), new Map([['GD01-007', { number: 'GD01-007', printing: 'GD01-007', owned: 4 }]]))
    await until(() => store.ownedOf('GD01-007') === 4 && !store.canUndo)
    expect(store.recent.history[0]).toMatchObject({ action: 'From another device: GD01-007 owned 4', synced: true })
    expect(await store.undo()).toBe(true)
    expect(await stored()).toEqual({ 'GD01-007': 4 })
  })

  it('a refused change is said, and the rows shown go back to what is stored', async () => {
    const store = useCollectionStore()
    await store.addCopies('GD01-001', 'GD01-001', 1)
    expect(await store.setOwned('GD01-001', 'GD01-001', 1e9)).toBe(false)
    expect(store.saveState).toBe('error')
    await until(() => store.ownedOf('GD01-001') === 1)
    expect(await stored()).toEqual({ 'GD01-001': 1 })
  })

  it('follows another tab by the rows its change names, and reads every row again when History was replaced (a restored backup)', async () => {
    const store = useCollectionStore()
    store.init()
    await until(() => store.loaded)
    await changeCollection(database(), 'other tab', [{ number: 'GD01-007', printing: 'GD01-007', count: 2 }], 'add')
    await until(() => store.ownedOf('GD01-007') === 2)
    // Storage replaced under the page: other rows, and a History whose entry 1 is another one.
    const db = database()
    await db.transaction('rw', [db.collection, db.collectionHistory], async () => {
      await db.collection.clear()
      await db.collectionHistory.clear()
      await db.collection.bulkAdd([{ number: 'GD02-001', printing: 'GD02-001', owned: 3 }])
      await db.collectionHistory.add({ id: 1, at: '2020-01-01T00:00:00.000Z', action: 'restored', changes: [] })
    })
    await until(() => store.ownedOf('GD02-001') === 3 && store.ownedOf('GD01-007') === 0)
  })
})

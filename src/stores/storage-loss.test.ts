import 'fake-indexeddb/auto'
import { forceCloseDatabase, IDBFactory as FakeIDBFactory } from 'fake-indexeddb'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { replaceCards } from '~/db/cards-repository'
import { database, DB_NAME, GundeckDatabase, LATEST_VERSION } from '~/db/database'
import { createDeck, deckHistory, getDeck } from '~/db/decks-repository'
import { savePlaytest } from '~/db/playtest-repository'
import { deckContent, testDataset } from '~/db/testing'
import { newGame, newSession } from '~/engine/playtest'
import { gcgRules, playtestCards } from '~/engine/testing/playtest'
import { card } from '~/engine/testing/builders'
import { putBackRemembered } from '~/db/backup-repository'
import { useBackupStore } from './backup'
import { useStorageStore } from './storage'
import type * as StoreMark from '~/db/store-mark'
import { STORAGE_KEY_PREFIXES, STORAGE_KEYS } from '~/platform/storage-keys'

const dataset = testDataset()

/** Holds the page's reads of the store's mark, after the read, while `hold` is set (a slow start). */
const gate = vi.hoisted(() => ({ hold: null as Promise<void> | null, reads: 0 }))
vi.mock('~/db/store-mark', async (importOriginal) => {
  const real = await importOriginal<typeof StoreMark>()
  return {
    ...real,
    readStoreMark: async (...args: Parameters<typeof real.readStoreMark>) => {
      const mark = await real.readStoreMark(...args)
      gate.reads++
      if (gate.hold) await gate.hold
      return mark
    },
  }
})

/** Two decks (one with a saved game), their history, one card: stored, and seen by a running page. */
async function storedState() {
  const rows = await replaceCards(database(), [card({ number: 'GD01-001' })], dataset)
  const alpha = await createDeck(database(), deckContent('Alpha', 'first notes'), 'gcg')
  const beta = await createDeck(database(), deckContent('Beta'), 'gcg')
  const f = playtestCards()
  const game = newGame({ main: f.main, resource: f.resources, seed: 4, first: false, rules: gcgRules() })
  if ('refused' in game) throw new Error(game.refused.message)
  await savePlaytest(database(), alpha.id, newSession(game.state))
  const storage = useStorageStore()
  storage.init()
  storage.keepCards(dataset, rows)
  await vi.waitFor(() => expect(localStorage.getItem('gundeck:store')).not.toBeNull())
  await storage.refreshMirror()
  return { storage, alpha, beta, rows }
}

/** The next start of the page: a fresh Pinia (the database and localStorage stay). */
function restart() {
  useStorageStore().dispose()
  setActivePinia(createPinia())
  return useStorageStore()
}

beforeEach(async () => {
  setActivePinia(createPinia())
  sessionStorage.clear()
  localStorage.clear()
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})
afterEach(() => {
  useStorageStore().dispose()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('data the browser deleted or cannot open', () => {
  it('a first start, and every start after it on the same database, say nothing', async () => {
    await createDeck(database(), deckContent('Alpha'), 'gcg')
    let storage = useStorageStore()
    storage.init()
    await vi.waitFor(() => expect(localStorage.getItem('gundeck:store')).not.toBeNull())
    storage = restart()
    storage.init()
    await new Promise((r) => setTimeout(r, 50))
    expect(storage.loss).toBeNull()
    expect(storage.unopenable).toBeNull()
  })

  it('at start, a database the browser deleted and made again: says what came back from the decks’ copy and what was lost, until read', async () => {
    await storedState()
    // The page is closed; the browser deletes the database before the next start (a damaged file found); localStorage stays.
    useStorageStore().dispose()
    database().close({ disableAutoOpen: false })
    await database().delete({ disableAutoOpen: false })

    let storage = restart()
    storage.init()
    await vi.waitFor(() => expect(storage.loss).not.toBeNull())
    expect(storage.loss).toMatchObject({ kind: 'dropped', recovered: 2, lost: { decks: 0, cards: 1, history: 2, playtests: 1 } })
    // Said again after a reload, until the player has read it.
    storage = restart()
    expect(storage.loss?.kind).toBe('dropped')
    storage.dismissLoss()
    expect(restart().loss).toBeNull()
  })

  it('the browser deleting the database under an open page: noticed at its close, everything the page held written back, the player told', async () => {
    const { storage, alpha, beta } = await storedState()
    // Chromium's clean-up: every connection closed, the database deleted (localStorage left alone).
    forceCloseDatabase(database().backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0])
    indexedDB.deleteDatabase(DB_NAME)

    await vi.waitFor(() => expect(storage.loss?.kind).toBe('vanished'))
    expect(storage.loss).toMatchObject({ restored: { decks: 2, history: 2, playtests: 1, cards: 1 } })
    expect(storage.loss).not.toHaveProperty('lost')
    expect((await getDeck(database(), alpha.id))!.notes).toBe('first notes')
    // getDeck answers null, not undefined, for a deck that is not there.
    expect((await getDeck(database(), beta.id))?.name).toBe('Beta')
    expect(await database().cards.count()).toBe(1)
    expect(await database().playtests.count()).toBe(1)
    expect((await deckHistory(database(), alpha.id)).length).toBe(1)
    // Card images stop being kept: the least valuable bytes give way to the data.
    expect(localStorage.getItem('gundeck:image-cache-paused')).not.toBeNull()
    // Written back whole, the database is this page's again: the next look finds nothing to do.
    await storage.checkStillStored()
    expect(storage.loss?.kind).toBe('vanished')
  })

  it('the browser deleting the database right after a start, before the page read it: the decks written back from their copy with their History entry, the rest said lost', async () => {
    await storedState()
    // The next start; the browser deletes the database before the page's first copy (a second after start).
    const storage = restart()
    await storage.init()
    expect(storage.mirror).toBeNull()
    forceCloseDatabase(database().backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0])
    indexedDB.deleteDatabase(DB_NAME)

    await vi.waitFor(() => expect(storage.loss?.kind).toBe('vanished'))
    expect(storage.loss).toEqual({
      kind: 'vanished',
      at: expect.any(String),
      // Each deck is written back as every deck is written, its History entry with it (writeRevisions).
      restored: { decks: 2, history: 2, playtests: 0, cards: 0 },
      lost: { decks: 0, history: 0, playtests: 1, cards: 1 },
    })
    expect(await database().decks.count()).toBe(2)
  })

  it('the same early deletion, with the card list loaded by the page (it loads before the first read back): the cards are written back too', async () => {
    const { rows } = await storedState()
    const storage = restart()
    await storage.init()
    // The cards store hands over what it loaded, as at every start.
    storage.keepCards(dataset, rows)
    expect(storage.mirror).toBeNull()
    forceCloseDatabase(database().backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0])
    indexedDB.deleteDatabase(DB_NAME)

    await vi.waitFor(() => expect(storage.loss?.kind).toBe('vanished'))
    expect(storage.loss).toMatchObject({ restored: { decks: 2, cards: 1 }, lost: { playtests: 1, cards: 0 } })
    expect(await database().cards.count()).toBe(1)
    expect((await database().datasets.get('current'))?.importedAt).toBe(dataset.importedAt)
  })

  it('a page put away while it copies the decks leaves localStorage to the next start', async () => {
    const { storage } = await storedState()
    const copying = storage.refreshMirror()
    storage.dispose()
    localStorage.clear()
    await copying
    // A copy written now would be put back, as this start's own decks, if the browser deleted the database.
    expect(Object.keys(localStorage).filter((k) => k.startsWith(STORAGE_KEY_PREFIXES.deckCopy))).toEqual([])
    expect(localStorage.getItem(STORAGE_KEYS.storeRecord)).toBeNull()
  })

  it('the browser deleting the database while the start is still looking at it: noticed once the start is done, the decks written back', async () => {
    await storedState()
    const storage = restart()
    // The start has read the mark and is held there (a slow phone) while the browser deletes the database.
    let release = () => {}
    gate.hold = new Promise<void>((resolve) => (release = resolve))
    gate.reads = 0
    const started = storage.init()
    await vi.waitFor(() => expect(gate.reads).toBe(1))
    gate.hold = null
    forceCloseDatabase(database().backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0])
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase(DB_NAME)
      req.onsuccess = () => resolve()
      req.onerror = () => reject(req.error)
    })
    release()
    await started
    // Well before the watch's next look (10 s).
    await vi.waitFor(() => expect(storage.loss?.kind).toBe('vanished'), { timeout: 3000 })
    expect(await database().decks.count()).toBe(2)
  })

  it('the player clearing the site’s data (localStorage too) is not undone by an open page', async () => {
    const { storage } = await storedState()
    localStorage.clear()
    forceCloseDatabase(database().backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0])
    // Wait for the deletion itself, not a fixed time (a busy machine takes longer).
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase(DB_NAME)
      req.onsuccess = () => resolve()
      req.onerror = () => reject(req.error)
    })
    await storage.checkStillStored()
    expect(storage.loss).toBeNull()
    expect(await database().decks.count()).toBe(0)
  })

  it('a database that cannot be opened: said, the decks’ copy offered as a backup, and put back into a new database in a storage bucket', async () => {
    await storedState()
    database().close({ disableAutoOpen: false })
    // What Chromium answers for a store with a broken CURRENT file, at every start.
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = restart()
    storage.init()
    await vi.waitFor(() => expect(storage.unopenable).not.toBeNull(), { timeout: 3000 })
    expect(storage.unopenable).toMatchObject({ decks: 2, held: { decks: 2, cards: 1, history: 2, playtests: 1 } })
    expect(storage.unopenable!.detail).toContain('Internal error opening backing store')

    // The backup: the decks' copy, the database untouched.
    const saved: Blob[] = []
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (saved.push(b), 'blob:test'), revokeObjectURL: () => {} }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await useBackupStore().download(false)
    const backup = JSON.parse(await saved[0]!.text()) as { decks: { name: string }[] }
    expect(backup.decks.map((d) => d.name).sort()).toEqual(['Alpha', 'Beta'])

    // Putting them back: a new database in a bucket (one IndexedDB of its own), chosen for the next start.
    const bucket = new FakeIDBFactory()
    vi.stubGlobal('navigator', { ...navigator, storageBuckets: { open: async () => ({ indexedDB: bucket }) } })
    expect(await storage.putDecksBack()).toBe(true)
    expect(localStorage.getItem('gundeck:database-bucket')).toMatch(/^gundeck-/)
    const there = new GundeckDatabase(DB_NAME, LATEST_VERSION, { indexedDB: bucket, IDBKeyRange })
    expect((await there.decks.toArray()).map((d) => d.name).sort()).toEqual(['Alpha', 'Beta'])
    there.close()
    expect(storage.loss).toMatchObject({ kind: 'moved', recovered: 2, lost: { cards: 1, history: 2, playtests: 1 } })
  })

  it('a database that cannot be opened, where a new store can be made: the decks go into it at once, the page reloads once, and the state is named at each step', async () => {
    await storedState()
    database().close({ disableAutoOpen: false })
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const bucket = new FakeIDBFactory()
    vi.stubGlobal('navigator', { ...navigator, storageBuckets: { open: async () => ({ indexedDB: bucket }) } })
    const reload = vi.fn()
    vi.stubGlobal('location', { ...location, reload })
    let storage = restart()
    expect(storage.state).toBe('healthy')
    await storage.init()
    // Shown from their copy while the database cannot be opened, then moved, then the page reloads on the new store.
    expect(storage.copiedDecks.map((d) => d.name).sort()).toEqual(['Alpha', 'Beta'])
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.loss).toMatchObject({ kind: 'moved', recovered: 2, lost: { cards: 1, history: 2, playtests: 1 } })
    const there = new GundeckDatabase(DB_NAME, LATEST_VERSION, { indexedDB: bucket, IDBKeyRange })
    expect((await there.decks.toArray()).map((d) => d.name).sort()).toEqual(['Alpha', 'Beta'])
    there.close()
    // The same tab failing again (the new store cannot be opened either) is left to the player: no second move, no loop.
    storage = restart()
    await storage.init()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(storage.state).toBe('wiped')
    // A write meanwhile is not "out of storage space": the disk is not full, the store is unreadable.
    expect(storage.reportFailure(new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError'))).toBe(false)
    expect(storage.halted).toBeNull()
  })

  it('names its state: read-only on a full disk, recovering while the cards are rebuilt, partly lost until what is gone is read, healthy once the cards came back', async () => {
    await storedState()
    useStorageStore().dispose()
    database().close({ disableAutoOpen: false })
    await database().delete({ disableAutoOpen: false })
    const storage = restart()
    await storage.init()
    expect(storage.loss).toMatchObject({ kind: 'dropped', lost: { cards: 1, history: 2 } })
    expect(storage.state).toBe('partly-lost')
    storage.noteCardsRebuilt(null)
    expect(storage.state).toBe('recovering')
    expect(document.documentElement.dataset.storage).toBe('recovering')
    storage.noteCardsRebuilt(1)
    // The cards are back, said so; the history is still lost.
    expect(storage.loss).toMatchObject({ rebuiltCards: 1 })
    expect(storage.state).toBe('partly-lost')
    storage.dismissLoss()
    expect(storage.state).toBe('healthy')
    expect(storage.reportFailure(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe(true)
    expect(storage.state).toBe('read-only')
    expect(document.documentElement.dataset.storage).toBe('read-only')
  })

  it('a database that opens as the same one but reads short (a deck and the card list gone): the decks put back are said, with the card list rebuilt or named lost', async () => {
    const { beta } = await storedState()
    useStorageStore().dispose()
    // Damage the browser did not notice: a deck row and the card data gone, the store otherwise whole.
    await database().decks.delete(beta.id)
    await database().cards.clear()
    await database().datasets.clear()

    const storage = restart()
    await storage.init()
    expect(storage.loss).toBeNull()
    // The decks store's recovery puts Beta back from its copy and tells the storage store.
    const put = await putBackRemembered(database())
    expect(put.map((d) => d.name)).toEqual(['Beta'])
    storage.noteDecksPutBack(put.length)
    await vi.waitFor(() => expect(storage.loss?.kind).toBe('short'))
    expect(storage.loss).toMatchObject({ recovered: 1, lost: { decks: 0, cards: 0 } })
    // The cards store finds the card data gone and rebuilds it from the kept files.
    storage.noteCardsRebuilt(null)
    expect(storage.state).toBe('recovering')
    storage.noteCardsRebuilt(1)
    await vi.waitFor(() => expect(storage.loss).toMatchObject({ kind: 'short', recovered: 1, lost: { cards: 1 }, rebuiltCards: 1 }))
    // Beta's History stayed (it holds the revision put back, so no entry was added); the saved game is Alpha's.
    expect(storage.loss?.lost).toEqual({ decks: 0, cards: 1, history: 0, playtests: 0 })
    // Everything came back: said, but nothing is lost.
    expect(storage.state).toBe('healthy')
  })

  it('a start that puts nothing back and rebuilds nothing says nothing; a deleted database says it was deleted, not read short', async () => {
    await storedState()
    let storage = restart()
    await storage.init()
    storage.noteDecksPutBack(0)
    await new Promise((r) => setTimeout(r, 20))
    expect(storage.loss).toBeNull()
    storage.dispose()
    database().close({ disableAutoOpen: false })
    await database().delete({ disableAutoOpen: false })
    storage = restart()
    await storage.init()
    storage.noteDecksPutBack(2)
    await new Promise((r) => setTimeout(r, 20))
    expect(storage.loss?.kind).toBe('dropped')
  })

  it('asks the browser to keep the data when the first deck is stored, and once only', async () => {
    const persist = vi.fn(async () => false)
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => false, estimate: async () => ({}) } })
    const storage = useStorageStore()
    storage.init()
    await storage.refreshMirror()
    expect(persist).not.toHaveBeenCalled()
    await createDeck(database(), deckContent('First'), 'gcg')
    await storage.refreshMirror()
    expect(persist).toHaveBeenCalledTimes(1)
    await createDeck(database(), deckContent('Second'), 'gcg')
    await storage.refreshMirror()
    restart().init()
    await useStorageStore().refreshMirror()
    expect(persist).toHaveBeenCalledTimes(1)
  })
})

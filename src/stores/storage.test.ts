import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDataset } from '~/db/testing'
import { replaceCards } from '~/db/cards-repository'
import { database, GundeckDatabase } from '~/db/database'
import { createDeck, deckHistory, getDeck, saveDeck } from '~/db/decks-repository'
import { loadPlaytest, savePlaytest } from '~/db/playtest-repository'
import { newGame, newSession } from '~/engine/playtest'
import { gcgRules, playtestCards } from '~/engine/testing/playtest'
import { card } from '~/engine/testing/builders'
import type { DeckContent } from '~/schemas/deck'
import { useBackupStore } from './backup'
import { useDeckEditorStore } from './deck-editor'
import { useDecksStore } from './decks'
import { ROLL_DB } from '~/db/store-log'
import { markStore, writeStoreRecord } from '~/db/store-mark'
import { rememberDecks } from '~/db/deck-mirror'
import { HALT_KEY, useStorageStore } from './storage'

const ABORTED = 'The transaction was aborted, so the request cannot be fulfilled.'
/** What a write on a full disk gave in Chromium: Dexie's AbortError around the browser's. */
const diskFull = () => new Dexie.AbortError(ABORTED, new DOMException(ABORTED, 'AbortError'))

const content = (name: string, notes = ''): DeckContent => ({
  name,
  format: 'gcg',
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
  notes,
  tags: [],
})
const dataset = testDataset()

/** Every failing hook a case installed: removed after it (the database is shared by the cases). */
const heals: (() => void)[] = []

/** Every write to the decks fails as on a full disk, until the returned function is called. */
function failDeckWrites(): () => void {
  const fail = () => {
    throw diskFull()
  }
  database().decks.hook('creating', fail)
  database().decks.hook('updating', fail)
  const heal = () => {
    database().decks.hook('creating').unsubscribe(fail)
    database().decks.hook('updating').unsubscribe(fail)
  }
  heals.push(heal)
  return heal
}

/** What Chromium did next: delete the site's whole IndexedDB (seen through another connection). */
async function browserEvictsEverything() {
  const other = new GundeckDatabase()
  await other.open()
  await Promise.all(other.tables.map((t) => t.clear()))
  other.close()
}

let opened: ReturnType<typeof vi.spyOn>
beforeEach(async () => {
  setActivePinia(createPinia())
  sessionStorage.clear()
  localStorage.clear()
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
  opened = vi.spyOn(indexedDB, 'open')
})
afterEach(async () => {
  for (const heal of heals.splice(0)) heal()
  useStorageStore().dispose()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  await useDeckEditorStore().close()
})

describe('storage health', () => {
  it("reads the stored state back a second after the last write only once the page is idle, never in a tap's frame", async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work))
    vi.stubGlobal('cancelIdleCallback', (n: number) => idle.splice(n - 1, 1, () => {}))
    const storage = useStorageStore()
    storage.init()
    await createDeck(database(), content('Alpha'), 'gcg')
    const seen = () => storage.mirror?.decks.some((d) => d.name === 'Alpha') ?? false
    for (const t0 = Date.now(); idle.length === 0 && !seen() && Date.now() - t0 < 3000;) await new Promise((r) => setTimeout(r, 20))
    expect(seen()).toBe(false)
    expect(idle.length).toBeGreaterThan(0)
    for (const work of idle.splice(0)) work()
    await vi.waitFor(() => expect(seen()).toBe(true), { timeout: 3000 })
  })

  it('after the first disk-full failure nothing reaches IndexedDB: shut, not reopened, every write refused at once', async () => {
    const deck = await createDeck(database(), content('Kept'), 'gcg')
    const storage = useStorageStore()
    storage.init()
    expect(storage.reportFailure(new Dexie.ConstraintError('Key already exists in the object store.'))).toBe(false)
    expect(storage.halted).toBeNull()

    expect(storage.reportFailure(diskFull())).toBe(true)
    expect(storage.halted?.detail).toBe(`AbortError: ${ABORTED} ← AbortError: ${ABORTED}`)
    expect(JSON.parse(sessionStorage.getItem(HALT_KEY)!)).toEqual(storage.halted)
    opened.mockClear()
    await expect(saveDeck(database(), deck.id, content('Changed'), deck.revision)).rejects.toThrow(Dexie.DatabaseClosedError)
    // Chromium closing the connection makes Dexie turn auto-open back on: it must stay shut.
    database().close({ disableAutoOpen: false })
    await Promise.resolve()
    await expect(getDeck(database(), deck.id)).rejects.toThrow(Dexie.DatabaseClosedError)
    expect(opened).not.toHaveBeenCalled()
    // Later failures are the same halt, not new ones.
    expect(storage.reportFailure(new Dexie.DatabaseClosedError())).toBe(true)
  })

  it('saving stopped before the page read what was stored: the list and the backup come from the decks’ copy and the cards the page loaded', async () => {
    const rows = await replaceCards(database(), [card({ number: 'GD01-001' })], dataset)
    const deck = await createDeck(database(), content('Copied', 'in the copy'), 'gcg')
    rememberDecks([deck])
    const storage = useStorageStore()
    storage.init()
    storage.keepCards(dataset, rows)
    // The disk fills at once, before the first read back (a second or two after a start).
    expect(storage.mirror).toBeNull()
    expect(storage.reportFailure(diskFull())).toBe(true)
    // The Decks page lists the copy, never "Reading your decks…" for good nor "No decks yet".
    const list = useDecksStore()
    expect(list.known).toBe(true)
    expect(list.decks.map((d) => d.name)).toEqual(['Copied'])
    const saved: Blob[] = []
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:test'), revokeObjectURL: () => {} }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const backup = useBackupStore()
    await backup.download(false)
    expect(backup.message).toEqual({ ok: true, code: 'saved', params: { decks: 1, history: 0, playtests: 0, cards: null, unreadable: 0 } })
    const decks = (JSON.parse(await saved[0]!.text()) as { decks: { name: string; notes: string }[] }).decks
    expect(decks.map((d) => [d.name, d.notes])).toEqual([['Copied', 'in the copy']])
    await backup.download(true)
    const withCards = JSON.parse(await saved[1]!.text()) as { dataset: { importedAt: string }; cards: { cards: { number: string }[] } }
    expect(withCards.dataset.importedAt).toBe(dataset.importedAt)
    expect(withCards.cards.cards.map((c) => c.number)).toEqual(['GD01-001'])
    vi.unstubAllGlobals()
  })

  it('a tab reloaded while halted keeps the database shut from the start', async () => {
    sessionStorage.setItem(HALT_KEY, JSON.stringify({ at: '2026-11-23T12:00:00.000Z', detail: 'AbortError: x' }))
    database().close({ disableAutoOpen: false })
    const storage = useStorageStore()
    storage.init()
    expect(storage.halted?.detail).toBe('AbortError: x')
    await expect(getDeck(database(), 'any')).rejects.toThrow(Dexie.DatabaseClosedError)
    expect(opened).not.toHaveBeenCalled()
  })

  it('the deck editor keeps the edit and says so; Try again writes back what the browser deleted, then the edit', async () => {
    const rows = await replaceCards(database(), [card({ number: 'GD01-001' })], dataset)
    const other = await createDeck(database(), content('Other deck', 'keep me'), 'gcg')
    const deck = await createDeck(database(), content('Edited', 'before'), 'gcg')
    const f = playtestCards()
    const game = newGame({ main: f.main, resource: f.resources, seed: 4, first: false, rules: gcgRules() })
    if ('refused' in game) throw new Error(game.refused.message)
    await savePlaytest(database(), other.id, newSession(game.state))
    const storage = useStorageStore()
    storage.init()
    // The cards store hands over the rows it stored (the mirror never reads the card data back).
    storage.keepCards(dataset, rows)
    await storage.refreshMirror()
    const editor = useDeckEditorStore()
    await editor.open(deck.id)

    const healed = failDeckWrites()
    editor.apply({ ...editor.content!, notes: 'written with the disk full' })
    await editor.flush()
    expect(editor.saveState).toBe('error')
    expect(editor.notice).toEqual({ code: 'full' })
    expect(storage.halted).not.toBeNull()
    healed()
    await browserEvictsEverything()
    // The player leaves the editor before space is back: the unsaved copy must not go with it.
    await editor.close()

    // The backup offered meanwhile comes from memory (the database is shut, and here empty).
    const saved: Blob[] = []
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (b: Blob) => (saved.push(b), 'blob:test'), revokeObjectURL: () => {} }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await useBackupStore().download(false)
    const backup = JSON.parse(await saved[0]!.text()) as { decks: { name: string }[]; playtests: { deckId: string }[] }
    expect(backup.decks.map((d) => d.name).sort()).toEqual(['Edited', 'Other deck'])
    expect(backup.playtests.map((p) => p.deckId)).toEqual([other.id])

    expect(await storage.tryAgain()).toBe(true)
    expect(storage.halted).toBeNull()
    expect(sessionStorage.getItem(HALT_KEY)).toBeNull()
    expect((await getDeck(database(), deck.id))!.notes).toBe('written with the disk full')
    expect((await getDeck(database(), other.id))!.notes).toBe('keep me')
    expect(await database().cards.count()).toBe(1)
    expect((await deckHistory(database(), other.id)).length).toBeGreaterThan(0)
    const restored = await loadPlaytest(database(), other.id)
    expect(restored?.ok && restored.session.playtest.present).toEqual(game.state)
  })

  it('Try again while there is still no room: stays stopped, shut, and says so', async () => {
    const deck = await createDeck(database(), content('Edited'), 'gcg')
    const storage = useStorageStore()
    storage.init()
    await storage.refreshMirror()
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    failDeckWrites()
    editor.apply({ ...editor.content!, notes: 'no room' })
    await editor.flush()
    expect(storage.halted).not.toBeNull()

    expect(await storage.tryAgain()).toBe(false)
    expect(storage.halted).not.toBeNull()
    expect(storage.retryError).toEqual({ code: 'no-room' })
    await expect(getDeck(database(), deck.id)).rejects.toThrow(Dexie.DatabaseClosedError)
    expect(editor.content!.notes).toBe('no room')
  })

  it('the first write of a page moves the store to a fresh log, once: a record torn on its last run would take later writes with it', async () => {
    const deleted = vi.spyOn(indexedDB, 'deleteDatabase')
    const rolls = () => deleted.mock.calls.filter(([name]) => name === ROLL_DB).length
    // A database gundeck marked before (the first start marks it, which is a write).
    await markStore(database(), 'store-1')
    writeStoreRecord({ v: 1, id: 'store-1', counts: null })
    const storage = useStorageStore()
    storage.init()
    await new Promise((r) => setTimeout(r, 50))
    expect(rolls()).toBe(0) // reading writes nothing, so nothing is appended after a torn record
    await createDeck(database(), content('First'), 'gcg')
    await vi.waitFor(() => expect(rolls()).toBe(1))
    await createDeck(database(), content('Second'), 'gcg')
    await new Promise((r) => setTimeout(r, 50))
    expect(rolls()).toBe(1)
    expect(await indexedDB.databases()).not.toContainEqual(expect.objectContaining({ name: ROLL_DB }))
  })

  it('a roll the browser refuses is tried again a moment later, and the page says how it went', async () => {
    const deleted = vi.spyOn(indexedDB, 'deleteDatabase')
    const rolls = () => deleted.mock.calls.filter(([name]) => name === ROLL_DB).length
    const open = Dexie.prototype.open
    let tries = 0
    vi.spyOn(Dexie.prototype, 'open').mockImplementation(function (this: Dexie) {
      if (this.name === ROLL_DB && tries++ === 0) return Promise.reject(new Dexie.OpenFailedError('Internal error opening backing store')) as never
      return open.call(this)
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = useStorageStore()
    storage.init()
    await createDeck(database(), content('First'), 'gcg')
    await vi.waitFor(() => expect(document.documentElement.dataset.storeLog).toMatch(/^failed: /))
    await vi.waitFor(() => expect(document.documentElement.dataset.storeLog).toBe('rolled'), { timeout: 3000 })
    expect(tries).toBe(2)
    expect(rolls()).toBe(2) // the refused try deletes what it may have made, the second rolls
  })

  it('Try again moves the store to a fresh log before it writes anything back', async () => {
    const deck = await createDeck(database(), content('Edited'), 'gcg')
    const storage = useStorageStore()
    storage.init()
    await storage.refreshMirror()
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    const healed = failDeckWrites()
    editor.apply({ ...editor.content!, notes: 'written with the disk full' })
    await editor.flush()
    expect(storage.halted).not.toBeNull()
    healed()
    await browserEvictsEverything()

    const deleted = vi.spyOn(indexedDB, 'deleteDatabase')
    const written = vi.fn()
    database().decks.hook('creating', written)
    expect(await storage.tryAgain()).toBe(true)
    database().decks.hook('creating').unsubscribe(written)
    const roll = deleted.mock.calls.findIndex(([name]) => name === ROLL_DB)
    expect(roll).toBeGreaterThanOrEqual(0)
    expect(written).toHaveBeenCalled()
    expect(deleted.mock.invocationCallOrder[roll]).toBeLessThan(written.mock.invocationCallOrder[0]!)
    expect((await getDeck(database(), deck.id))!.notes).toBe('written with the disk full')
  })
})

import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeckContent, DeckJournalEntry } from '~/schemas/deck'
import { deckContent, freshDatabases, installMemoryStorage, type MemoryStorage } from './testing'
import { clearJournal, followOtherPages, PAGE_ID, readJournals, writeJournal } from './deck-journal'
import { createDeck, deckHistory, deleteDeck, getDeck, saveDeck } from './decks-repository'
import { replayJournals } from './replay-journals'

let storage: MemoryStorage
beforeEach(() => {
  storage = installMemoryStorage()
})
const freshDb = freshDatabases('journal')
/**
 * The journal's keys left in localStorage. Not `storage.length`: the first deck a test run makes also keeps
 * this device's id there (db/device.ts, once per run), so the count depended on which test ran first.
 */
const journalKeys = () => Array.from({ length: storage.length }, (_, i) => storage.key(i)!).filter((k) => k.startsWith('gundeck:journal:'))
const content = deckContent
/** An entry as a page that is gone left it (another page id, whose lock nobody holds). */
function leftByGonePage(deckId: string, baseRevision: number, c: DeckContent, page = 'gone-page', at = new Date().toISOString(), edit?: number) {
  const entry: DeckJournalEntry =
    edit === undefined ? { v: 1, deckId, page, baseRevision, at, content: c } : { v: 2, deckId, page, baseRevision, edit, at, content: c }
  storage.setItem(`gundeck:journal:${deckId}:${page}`, JSON.stringify(entry))
}

describe('deck journal', () => {
  it('writes the working copy synchronously and reads it back', () => {
    expect(writeJournal('d1', 3, content('A', 'n'), 7)).toBe(true)
    const { entries } = readJournals()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ deckId: 'd1', page: PAGE_ID, baseRevision: 3, edit: 7, content: { notes: 'n' } })
    clearJournal('d1')
    expect(readJournals().entries).toEqual([])
  })

  it('says so when the browser refuses the write', () => {
    storage.full = true
    expect(writeJournal('d1', 0, content('A'), 1)).toBe(false)
  })

  it('keeps what it cannot read in place and reports it', () => {
    storage.setItem('gundeck:journal:d1:x', '{not json')
    storage.setItem('gundeck:journal:d2:y', JSON.stringify({ v: 99 }))
    const read = readJournals()
    expect(read.entries).toEqual([])
    expect(read.unreadable.sort()).toEqual(['gundeck:journal:d1:x', 'gundeck:journal:d2:y'])
    expect(storage.length).toBe(2)
  })
})

describe('following another page', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** Web Locks as the browser keeps them: a request waits while the lock is held; `die` lets a page's go. */
  function browserLocks(live: string[]) {
    const lock = () => {
      let resolve!: () => void
      const promise = new Promise<void>((r) => (resolve = r))
      return { promise, resolve }
    }
    const held = new Map(live.map((page) => [`gundeck-page:${page}`, lock()]))
    const asked: string[] = []
    const locks = {
      request: async (name: string, work: () => Promise<void>) => {
        asked.push(name)
        await held.get(name)?.promise
        await work()
      },
      query: async () => ({ held: [...held.keys()].map((name) => ({ name })) }),
    }
    const die = (page: string) => held.get(`gundeck-page:${page}`)?.resolve()
    let listener: ((e: { key: string | null; newValue: string | null }) => void) | undefined
    vi.stubGlobal('navigator', { locks })
    vi.stubGlobal('addEventListener', (type: string, f: typeof listener) => type === 'storage' && (listener = f))
    vi.stubGlobal('removeEventListener', () => (listener = undefined))
    const written = (key: string, newValue: string | null = '{}') => listener?.({ key, newValue })
    return { asked, die, written }
  }

  it('calls back once the page that wrote an entry is gone, not before, and asks for its lock once', async () => {
    const { asked, die, written } = browserLocks(['tab-b'])
    const gone = vi.fn()
    const stop = followOtherPages(gone)
    written('gundeck:journal:deck:with:colons:tab-b')
    written('gundeck:journal:other-deck:tab-b')
    written(`gundeck:journal:deck:${PAGE_ID}`)
    written('gundeck:journal:deck:tab-c', null)
    written('gundeck:deck-copy:deck')
    await Promise.resolve()
    expect(asked).toEqual(['gundeck-page:tab-b'])
    expect(gone).not.toHaveBeenCalled()
    die('tab-b')
    await vi.waitFor(() => expect(gone).toHaveBeenCalledTimes(1))
    stop()
    written('gundeck:journal:deck:tab-d')
    expect(asked).toEqual(['gundeck-page:tab-b'])
  })
})

describe('replaying the journal of a page that is gone', () => {
  it('saves its edit on top of the revision it was made on', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    leftByGonePage(deck.id, deck.revision, content('A', 'added just before the tab closed'))
    const report = await replayJournals(db)
    expect(report).toEqual({ recovered: [{ deckId: deck.id, name: 'A', kept: false }], failed: 0 })
    expect((await getDeck(db, deck.id))?.notes).toBe('added just before the tab closed')
    expect(readJournals().entries).toEqual([])
  })

  it('keeps it in History when another tab saved the deck meanwhile: the newer version stands', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    await saveDeck(db, deck.id, content('A', 'from another tab'), deck.revision, { page: 'other-live-page', edit: 1 })
    leftByGonePage(deck.id, deck.revision, content('A', 'from the closed tab'))
    const report = await replayJournals(db)
    expect(report.recovered).toEqual([{ deckId: deck.id, name: 'A', kept: true }])
    expect((await getDeck(db, deck.id))?.notes).toBe('from another tab')
    expect((await deckHistory(db, deck.id)).some((s) => s.reason === 'conflict' && s.content.notes === 'from the closed tab')).toBe(true)
  })

  it("goes on top when the stored revision is the page's own save that landed as the page closed", async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    // The page saved "first" (revision 1) and closed before it could move its journal entry onto revision 1.
    await saveDeck(db, deck.id, content('A', 'first'), deck.revision, { page: 'gone-page', edit: 1 })
    leftByGonePage(deck.id, deck.revision, content('A', 'first, then second'), 'gone-page', new Date().toISOString(), 2)
    expect((await replayJournals(db)).recovered).toEqual([{ deckId: deck.id, name: 'A', kept: false }])
    expect((await getDeck(db, deck.id))?.notes).toBe('first, then second')
    expect((await deckHistory(db, deck.id)).some((s) => s.reason === 'conflict')).toBe(false)
  })

  it('drops an entry whose edit was saved after all, without a new revision', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    const saved = await saveDeck(db, deck.id, content('A', 'saved in time'), deck.revision)
    leftByGonePage(deck.id, deck.revision, content('A', 'saved in time'))
    expect((await replayJournals(db)).recovered).toEqual([])
    expect((await getDeck(db, deck.id))?.revision).toBe(saved.deck.revision)
    expect(journalKeys()).toEqual([])
  })

  it('puts edits for a deck deleted meanwhile into its History, where undo-delete finds them', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    await deleteDeck(db, deck.id)
    leftByGonePage(deck.id, deck.revision, content('A', 'late edit'))
    await replayJournals(db)
    expect((await deckHistory(db, deck.id)).some((s) => s.reason === 'conflict' && s.content.notes === 'late edit')).toBe(true)
  })

  it('replays two gone pages that edited one revision: one becomes the deck, the other is kept in History', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    leftByGonePage(deck.id, deck.revision, content('A', 'newer'), 'page-2', '2026-11-23T10:00:02Z')
    leftByGonePage(deck.id, deck.revision, content('A', 'older'), 'page-1', '2026-11-23T10:00:01Z')
    await replayJournals(db)
    const notes = (await getDeck(db, deck.id))?.notes
    expect(['older', 'newer']).toContain(notes)
    const other = notes === 'older' ? 'newer' : 'older'
    expect((await deckHistory(db, deck.id)).some((s) => s.reason === 'conflict' && s.content.notes === other)).toBe(true)
    expect(journalKeys()).toEqual([])
  })

  it("never replays this page's own entry", async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    writeJournal(deck.id, deck.revision, content('A', 'still being edited here'), 1)
    expect(await replayJournals(db)).toEqual({ recovered: [], failed: 0 })
    expect((await getDeck(db, deck.id))?.notes).toBe('')
  })

  it('never replays an entry older than what its own page saved after it (a crash: localStorage is written to disk later than IndexedDB)', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    // The page made edits 1..30 and saved them all (its last save holds edit 30); the journal on disk is
    // still the entry of edit 17 on an older revision, as Chromium left it after the whole browser died.
    let rev = deck.revision
    for (const edit of [5, 12, 17, 24, 30]) rev = (await saveDeck(db, deck.id, content('A', `edit ${edit}`), rev, { page: 'gone-page', edit })).deck.revision
    leftByGonePage(deck.id, 3, content('A', 'edit 17'), 'gone-page', new Date().toISOString(), 17)
    const before = await getDeck(db, deck.id)
    expect(await replayJournals(db)).toEqual({ recovered: [], failed: 0 })
    expect(await getDeck(db, deck.id)).toEqual(before)
    expect(journalKeys()).toEqual([])
  })

  it('keeps an old-style entry (no edit number) that is not on the stored revision in History, never over it', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    await saveDeck(db, deck.id, content('A', 'saved later by the same page'), deck.revision, { page: 'gone-page', edit: 9 })
    leftByGonePage(deck.id, deck.revision, content('A', 'older'))
    expect((await replayJournals(db)).recovered).toEqual([{ deckId: deck.id, name: 'A', kept: true }])
    expect((await getDeck(db, deck.id))?.notes).toBe('saved later by the same page')
  })

  it('dates the replayed revision when the edit was made, not when the browser restarted', async () => {
    const db = freshDb()
    const deck = await createDeck(db, content('A'), 'gcg')
    const at = new Date(Date.parse(deck.updatedAt) + 1000).toISOString()
    leftByGonePage(deck.id, deck.revision, content('A', 'late'), 'gone-page', at, 1)
    await replayJournals(db)
    expect((await getDeck(db, deck.id))?.updatedAt).toBe(at)
  })
})

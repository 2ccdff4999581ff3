import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { StoredDeckSchema, type StoredDeck } from '~/schemas/deck'
import { deckContent, freshDatabases, installMemoryStorage, type MemoryStorage } from './testing'
import { putBackDecks, putBackRemembered } from './backup-repository'
import {
  byRecency,
  COPY_BUDGET,
  copyStatus,
  fitMostRecent,
  forgetDecks,
  HEADROOM,
  onCopyStatus,
  rememberDecks,
  rememberedDecks,
  replaceRememberedDecks,
  type DeckCopyStatus,
} from './deck-mirror'
import { createDeck, deleteDeck, getDeck, listDecks, purgeDeleted, saveDeck } from './decks-repository'

let storage: MemoryStorage
beforeEach(() => {
  storage = installMemoryStorage()
})
const freshDb = freshDatabases('mirror')
const content = deckContent

/** Chromium's localStorage: 10 MiB for the site, counted as UTF-16 (two bytes a character). */
const CHROMIUM_QUOTA = 5 * 1024 * 1024

/** Deck n of a player's many, edited n minutes before noon (deck 1 the latest); `notes` pads it. */
function deck(n: number, { notes = '', deleted = false } = {}): StoredDeck {
  const at = new Date(Date.parse('2026-06-01T12:00:00.000Z') - n * 60_000).toISOString()
  return {
    id: `deck-${String(n).padStart(5, '0')}`,
    name: `Deck ${n}`,
    format: 'gcg',
    game: 'gcg',
    cards: {
      main: Array.from({ length: 13 }, (_, i) => ({ number: `GD01-${String(i + n).padStart(3, '0')}`, printing: null, count: i === 12 ? 2 : 4 })),
      resource: [{ number: 'R-001', printing: null, count: 10 }],
      sideboard: [],
    },
    notes,
    tags: [],
    createdAt: at,
    updatedAt: at,
    revision: 0,
    deletedAt: deleted ? at : null,
  }
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const heldNumbers = () =>
  rememberedDecks()
    .map((d) => Number(d.name.split(' ')[1]))
    .sort((a, b) => a - b)

describe('the copy of every deck in localStorage', () => {
  it('adds decks and moves them forward, and never drops one the database no longer shows', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A'), 'gcg')
    const b = await createDeck(db, content('B'), 'gcg')
    rememberDecks([a, b])
    const a2 = (await saveDeck(db, a.id, content('A', 'newer'), a.revision)).deck
    rememberDecks([a2]) // B not in this list: it stays
    rememberDecks([a]) // an older revision never replaces a newer one
    expect(
      rememberedDecks()
        .map((d) => [d.name, d.notes, d.revision])
        .sort(),
    ).toEqual([
      ['A', 'newer', 1],
      ['B', '', 0],
    ])
  })

  it('forgets decks purged on purpose, and holds exactly the restored decks after a restore', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A'), 'gcg')
    const b = await createDeck(db, content('B'), 'gcg')
    rememberDecks([a, b])
    await deleteDeck(db, a.id)
    await purgeDeleted(db, Date.now() + 31 * 24 * 60 * 60 * 1000)
    expect(rememberedDecks().map((d) => d.name)).toEqual(['B'])
    replaceRememberedDecks([a])
    expect(rememberedDecks().map((d) => d.name)).toEqual(['A'])
    forgetDecks([a.id])
    expect(rememberedDecks()).toEqual([])
  })

  it('when localStorage refuses every write, says so and does not throw', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A'), 'gcg')
    storage.full = true
    expect(rememberDecks([a])).toBe(false)
    expect(copyStatus()).toMatchObject({ held: 0, total: 1 })
  })

  it('puts back into a wiped database every deck it lost, and never replaces a newer one', async () => {
    const db = freshDb()
    const a = await createDeck(db, content('A', 'kept'), 'gcg')
    const b = await createDeck(db, content('B'), 'gcg')
    rememberDecks([a, b])
    // The browser deletes the database (what Chromium does on a full disk); B is saved again after.
    await db.decks.clear()
    const newerB: StoredDeck = { ...b, notes: 'edited after', revision: 5 }
    await db.decks.put(newerB)
    const written = await putBackDecks(db, rememberedDecks())
    expect(written.map((d) => d.name)).toEqual(['A'])
    expect((await getDeck(db, a.id))?.notes).toBe('kept')
    expect((await getDeck(db, b.id))?.notes).toBe('edited after')
    expect((await listDecks(db)).decks).toHaveLength(2)
  })

  it('reads a copy written before one key per deck, and moves it to one key per deck', () => {
    storage.setItem('gundeck:decks-copy', JSON.stringify({ v: 1, decks: [deck(1), deck(2), { id: 'damaged' }] }))
    expect(heldNumbers()).toEqual([1, 2])
    rememberDecks([deck(3)])
    expect(storage.getItem('gundeck:decks-copy')).toBeNull()
    expect(heldNumbers()).toEqual([1, 2, 3])
  })
})

describe('when the copy cannot hold every deck: the most recently edited first, as many as fit', () => {
  it('a run in order, never an older deck passed over for a newer one that does not fit', () => {
    const sizes = [3, 4, 9, 1, 1]
    expect(fitMostRecent(sizes, (s) => s, 10)).toEqual([3, 4])
    expect(fitMostRecent(sizes, (s) => s, 18)).toEqual([3, 4, 9, 1, 1])
    expect(fitMostRecent(sizes, (s) => s, 2)).toEqual([])
    // Sizes are asked only as far as the room reaches.
    const asked: number[] = []
    fitMostRecent(sizes, (s) => (asked.push(s), s), 10)
    expect(asked).toEqual([3, 4, 9])
  })

  it('ranks decks by their last edit, newest first, and decks in the bin after every other', () => {
    const ranked = [
      { id: 'old', at: '2026-01-01T00:00:00.000Z', deleted: false },
      { id: 'binned today', at: '2026-06-01T00:00:00.000Z', deleted: true },
      { id: 'new', at: '2026-05-01T00:00:00.000Z', deleted: false },
      { id: 'binned long ago', at: '2026-02-01T00:00:00.000Z', deleted: true },
    ].sort(byRecency)
    expect(ranked.map((r) => r.id)).toEqual(['new', 'old', 'binned today', 'binned long ago'])
  })

  it('a restored backup of 10,000 decks: the copy holds the most recent ones that fit, not none', () => {
    storage.quota = CHROMIUM_QUOTA
    const decks = range(1, 10_000).map((n) => deck(n))
    const seen: DeckCopyStatus[] = []
    const stop = onCopyStatus((s) => seen.push(s))
    replaceRememberedDecks(decks)
    stop()
    const held = heldNumbers()
    // Decks 1..N, the N most recently edited: a run, and a good share of them.
    expect(held.length).toBeGreaterThan(3000)
    expect(held).toEqual(range(1, held.length))
    expect(storage.used()).toBeLessThanOrEqual(COPY_BUDGET)
    expect(seen.at(-1)).toEqual({ held: held.length, total: 10_000, oldestHeld: { name: `Deck ${held.length}`, updatedAt: deck(held.length).updatedAt } })
    // The rest of localStorage keeps its room: the editor's journal still writes.
    expect(() => storage.setItem('gundeck:journal:x:y', 'x'.repeat(500_000))).not.toThrow()
  })

  it('a deck edited now enters the copy, and the least recently edited one it holds gives way', () => {
    storage.quota = CHROMIUM_QUOTA
    // About 20,000 characters each: 250 decks take 5 million, more than the copy's room.
    const notes = 'n'.repeat(19_000)
    const decks = range(1, 250).map((n) => deck(n, { notes }))
    expect(rememberDecks(decks)).toBe(false)
    const before = heldNumbers()
    expect(before).toEqual(range(1, before.length))
    expect(before.length).toBeLessThan(250)

    const edited: StoredDeck = { ...deck(250, { notes }), notes: `${notes}!`, revision: 1, updatedAt: '2026-06-01T12:30:00.000Z' }
    rememberDecks([...decks.slice(0, 249), edited])
    const after = heldNumbers()
    expect(after).toContain(250)
    expect(after.filter((n) => n !== 250)).toEqual(range(1, before.length - 1))
    expect(copyStatus()).toMatchObject({ held: before.length, total: 250, oldestHeld: { name: `Deck ${before.length - 1}` } })
  })

  it('room freed in the copy goes to the next most recent deck: one purged, one moved to the bin', () => {
    const notes = 'n'.repeat(19_000)
    const decks = range(1, 250).map((n) => deck(n, { notes }))
    rememberDecks(decks)
    const k = heldNumbers().length
    expect(heldNumbers()).toEqual(range(1, k))
    // Deck 2 purged: deck k + 1 now fits.
    forgetDecks([decks[1]!.id])
    rememberDecks([decks[0]!, ...decks.slice(2)])
    expect(heldNumbers()).toEqual([1, ...range(3, k + 1)])
    // Deck 3 to the bin: after every deck not in the bin, so deck k + 2 goes before it.
    const binned = { ...decks[2]!, deletedAt: '2026-06-01T13:00:00.000Z', revision: 1 }
    rememberDecks([decks[0]!, binned, ...decks.slice(3)])
    expect(heldNumbers()).toEqual([1, ...range(4, k + 2)])
    expect(copyStatus()).toMatchObject({ held: k, total: 248 })
  })

  it('decks in the bin are kept only after every deck that is not', () => {
    storage.quota = CHROMIUM_QUOTA
    const notes = 'n'.repeat(19_000)
    const binned = deck(1, { notes, deleted: true })
    const live = range(2, 250).map((n) => deck(n, { notes }))
    rememberDecks([binned, ...live])
    expect(heldNumbers()).not.toContain(1)
    expect(copyStatus()?.total).toBe(249)
    // With room for all, the bin is kept too.
    rememberDecks([])
    forgetDecks(live.slice(100).map((d) => d.id))
    rememberDecks([binned])
    expect(heldNumbers()).toContain(1)
  })

  it('a browser that allows less than the budget: the oldest decks give way, and room is left for the journal', () => {
    storage.quota = 1_000_000
    storage.setItem('gundeck:journal:open-deck:page', 'j'.repeat(100_000))
    const notes = 'n'.repeat(19_000)
    const decks = range(1, 60).map((n) => deck(n, { notes }))
    expect(rememberDecks(decks)).toBe(false)
    const held = heldNumbers()
    expect(held).toEqual(range(1, held.length))
    expect(held.length).toBeGreaterThan(20)
    expect(storage.quota - storage.used()).toBeGreaterThanOrEqual(HEADROOM)
    expect(copyStatus()).toMatchObject({ held: held.length, total: 60 })
  })
})

describe('at start, putting back what the database lost', () => {
  it('reads the revisions from the copy, and parses only the decks the database lacks or holds at a lower revision', async () => {
    const db = freshDb()
    const decks = range(1, 300).map((n) => deck(n))
    rememberDecks(decks)
    await db.decks.bulkAdd(decks.slice(2))
    // Deck 3 is stored at a lower revision than the copy's; deck 4 at a higher one.
    rememberDecks([{ ...decks[2]!, notes: 'newer in the copy', revision: 1 }])
    await db.decks.put({ ...decks[3]!, notes: 'newer in the database', revision: 2 })
    const parse = vi.spyOn(StoredDeckSchema, 'safeParse')
    const written = await putBackRemembered(db)
    expect(written.map((d) => d.name).sort()).toEqual(['Deck 1', 'Deck 2', 'Deck 3'])
    expect(parse).toHaveBeenCalledTimes(3)
    parse.mockRestore()
    expect((await getDeck(db, decks[2]!.id))?.notes).toBe('newer in the copy')
    expect((await getDeck(db, decks[3]!.id))?.notes).toBe('newer in the database')
    expect(await db.decks.count()).toBe(300)
    expect(await putBackRemembered(db)).toEqual([])
  })
})

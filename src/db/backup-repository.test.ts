import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { testDataset } from './testing'
import { testEvent } from '~/engine/testing/event'
import { deleteEvent, listEvents, loadEvent, saveEvent } from './events-repository'
import { newGame, newSession, sessionAct, sessionUndo, type Action, type Session } from '~/engine/playtest'
import { gcgRules, playtestCards } from '~/engine/testing/playtest'
import { card } from '~/engine/testing/builders'
import { readBackup, writeBackup } from '~/io/backup'
import type { DeckContent } from '~/schemas/deck'
import type { Dataset } from '~/schemas/stored'
import { gatherBackup, putBackDecks, readUnreadable, repairFromBackup, restoreBackup } from './backup-repository'
import { loadCards, loadSettings, replaceCards, saveSettings } from './cards-repository'
import { GundeckDatabase } from './database'
import { createDeck, deckHistory, getDeck, listDecks, saveDeck } from './decks-repository'
import { isConflictVersion } from './history-rule'
import { loadPlaytest, savePlaytest } from './playtest-repository'
import { changeCollection, collectionHistory, loadCollection, undoLast, updateRow } from './collection-repository'
import { loadCardNames, removeCardNames, replaceCardNames } from './card-names-repository'

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
const dataset = (version: string): Dataset => testDataset({ version })

/** A full database: cards, two decks (one edited twice), settings. */
async function filled(db: GundeckDatabase) {
  await replaceCards(db, [card({ number: 'GD01-001' })], dataset('v1'))
  const a = await createDeck(db, content('Alpha'), 'gcg')
  await createDeck(db, content('Beta'), 'gcg')
  await saveDeck(db, a.id, content('Alpha 2'), a.revision, { reason: 'restored' })
  await saveSettings(db, { datasetUrl: 'https://example.org/cards.json', imageUrlTemplate: 'https://example.org/{printing}.webp' })
  return a
}

/** A goldfish game dealt by `seed`, kept, with the first card of the hand trashed: saved for the deck. */
async function savedGame(db: GundeckDatabase, deckId: string, seed = 7): Promise<Session> {
  const f = playtestCards()
  const game = newGame({ main: f.main, resource: f.resources, seed, first: true, rules: gcgRules() })
  if ('refused' in game) throw new Error(game.refused.message)
  let session = newSession(game.state)
  const act = (action: Action) => {
    const r = sessionAct(session, action)
    if ('refused' in r) throw new Error(r.refused.message)
    session = r.session
  }
  act({ type: 'keep' })
  act({ type: 'move', card: session.playtest.present.zones.hand[0]!, to: 'trash' })
  await savePlaytest(db, deckId, session)
  return session
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

  it('a backup lists the printings apart from their cards (its file format), and a restore puts them back inside their cards in print order', async () => {
    const source = freshDb()
    const printing = (id: string) => ({ id, rarity: 'R', set: 'GD01', imageUrl: null })
    const gundam = card({ number: 'GD01-001', printings: [printing('GD01-001'), printing('GD01-001_p1'), printing('GD01-001_p2')] })
    await replaceCards(source, [gundam, card({ number: 'GD01-002' })], dataset('v1'))
    const { backup } = await gatherBackup(source, { includeCards: true })
    expect(backup.cards?.cards.map((c) => [c.number, 'printings' in c])).toEqual([
      ['GD01-001', false],
      ['GD01-002', false],
    ])
    expect(backup.cards?.printings.map((p) => [p.id, p.number, p.rank])).toEqual([
      ['GD01-001', 'GD01-001', 0],
      ['GD01-001_p1', 'GD01-001', 1],
      ['GD01-001_p2', 'GD01-001', 2],
      ['GD01-002', 'GD01-002', 0],
    ])
    // A file may list them in any order.
    const shuffled = { ...backup, cards: { ...backup.cards!, printings: [...backup.cards!.printings].reverse() } }
    const target = freshDb()
    await restoreBackup(target, shuffled)
    expect((await target.cards.get('GD01-001'))?.printings).toEqual(gundam.printings)
    expect((await loadCards(target)).cards).toEqual((await loadCards(source)).cards)
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
    await expect(saveDeck(db, deck.id, content('After'), deck.revision, { reason: 'restored' })).rejects.toThrow(/quota/i)
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

    expect(await repairFromBackup(db, backup)).toEqual({ decks: 1, history: backup.deckHistory.length, playtests: 0, cards: 1 })
    const names = (await listDecks(db)).decks.map((d) => d.name).sort()
    expect(names).toEqual(['Alpha 3', 'Beta', 'Gamma'])
    expect((await getDeck(db, gamma.id))!.name).toBe('Gamma')
    expect((await loadCards(db)).cards.map((c) => c.number)).toEqual(['GD01-001'])
    expect((await loadSettings(db)).datasetUrl).toBe('https://example.org/cards.json')
    expect(await db.deckHistory.count()).toBe(backup.deckHistory.length + 1)
    // Nothing left to put back: a second repair changes nothing.
    expect(await repairFromBackup(db, backup)).toEqual({ decks: 0, history: 0, playtests: 0, cards: 0 })
  })

  it('repair puts back a saved game the database lost, but never over a newer one or for a deck that is gone', async () => {
    const db = freshDb()
    const alpha = await createDeck(db, content('Alpha'), 'gcg')
    const beta = await createDeck(db, content('Beta'), 'gcg')
    const gone = await createDeck(db, content('Gone'), 'gcg')
    const alphaGame = await savedGame(db, alpha.id, 1)
    await savedGame(db, beta.id, 2)
    await savedGame(db, gone.id, 3)
    const { backup } = await gatherBackup(db)
    expect(backup.playtests.map((p) => p.deckId).sort()).toEqual([alpha.id, beta.id, gone.id].sort())
    // The games were lost; the player has since dealt Beta a new one, and Gone no longer exists.
    await db.playtests.clear()
    const newer = await savedGame(db, beta.id, 99)
    await db.decks.delete(gone.id)
    const backupWithoutGone = { ...backup, decks: backup.decks.filter((d) => d.id !== gone.id) }

    expect((await repairFromBackup(db, backupWithoutGone)).playtests).toBe(1)
    const a = await loadPlaytest(db, alpha.id)
    expect(a?.ok && a.session.playtest.present).toEqual(alphaGame.playtest.present)
    const b = await loadPlaytest(db, beta.id)
    expect(b?.ok && b.session.playtest.present).toEqual(newer.playtest.present)
    expect(await loadPlaytest(db, gone.id)).toBeNull()
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

describe('saved playtests in a backup', () => {
  it('go into the backup and come back from its file: the same game loads, with its Undo, and play goes on', async () => {
    const source = freshDb()
    const alpha = await filled(source)
    const game = await savedGame(source, alpha.id)
    const { backup, left } = await gatherBackup(source)
    expect(left).toEqual([])
    expect(backup.playtests.map((p) => p.deckId)).toEqual([alpha.id])

    const read = readBackup(writeBackup(backup))
    if (!read.ok) throw new Error(read.error)
    expect(read.skipped).toEqual([])
    const target = freshDb()
    await restoreBackup(target, read.backup)

    const loaded = await loadPlaytest(target, alpha.id)
    if (!loaded?.ok) throw new Error('the saved game did not load')
    expect(loaded.warning).toBeNull()
    expect(loaded.session.playtest.present).toEqual(game.playtest.present)
    expect(loaded.session.actions).toEqual(game.actions)
    expect(loaded.session.playtest.past).toHaveLength(2)
    // It resumes: the next action plays, and Undo reaches back to before the restore.
    const next = sessionAct(loaded.session, { type: 'move', card: loaded.session.playtest.present.zones.hand[0]!, to: 'trash' })
    expect('refused' in next).toBe(false)
    const undone = sessionUndo(loaded.session)
    expect('session' in undone && undone.session.playtest.present).toEqual(game.playtest.past[1])
  })

  it('restore replaces the saved games: a game of the backup comes back, one made since is gone', async () => {
    const source = freshDb()
    const alpha = await createDeck(source, content('Alpha'), 'gcg')
    await savedGame(source, alpha.id, 1)
    const { backup } = await gatherBackup(source)
    const target = freshDb()
    const other = await createDeck(target, content('Other'), 'gcg')
    await savedGame(target, other.id, 5)
    await restoreBackup(target, backup)
    expect((await target.playtests.toArray()).map((p) => (p as { deckId: string }).deckId)).toEqual([alpha.id])
  })

  it('a backup made before games were kept (no "playtests" field) still reads and restores, and clears the games', async () => {
    const source = freshDb()
    const alpha = await filled(source)
    const { backup } = await gatherBackup(source)
    const old = JSON.parse(writeBackup(backup)) as Record<string, unknown>
    delete old.playtests
    const read = readBackup(JSON.stringify(old))
    if (!read.ok) throw new Error(read.error)
    expect(read.backup.playtests).toEqual([])

    const target = freshDb()
    const t = await createDeck(target, content('Here before'), 'gcg')
    await savedGame(target, t.id)
    await restoreBackup(target, read.backup)
    expect((await getDeck(target, alpha.id))?.name).toBe('Alpha 2')
    expect(await target.playtests.count()).toBe(0)
  })

  it('a stored game that cannot be loaded is left out and reported as unreadable, and the backup is still made', async () => {
    const db = freshDb()
    const alpha = await filled(db)
    const beta = (await listDecks(db)).decks.find((d) => d.name === 'Beta')!
    await savedGame(db, alpha.id)
    const broken = { version: 1, deckId: beta.id, savedAt: '2026-01-01T00:00:00Z', start: null, actions: [], present: { zones: 'torn' } }
    await db.playtests.put(broken)
    const { backup, left } = await gatherBackup(db)
    expect(backup.decks).toHaveLength(2)
    expect(backup.playtests.map((p) => p.deckId)).toEqual([alpha.id])
    expect(left.map((r) => `${r.table}:${r.key}`)).toEqual([`playtests:${beta.id}`])
    expect(left[0]!.problem).toMatch(/^present\./)
    const raw = await readUnreadable(db, ['playtests'])
    expect(raw.map((r) => r.record)).toEqual([broken])
  })

  it('a game in a backup file that cannot be loaded is left out and named; the rest of the file restores', async () => {
    const source = freshDb()
    const alpha = await filled(source)
    const game = await savedGame(source, alpha.id)
    const { backup } = await gatherBackup(source)
    const file = JSON.parse(writeBackup(backup)) as { playtests: unknown[] }
    file.playtests = [{ deckId: 'x', version: 2 }, ...file.playtests, { ...(file.playtests[0] as object) }]
    const read = readBackup(JSON.stringify(file))
    if (!read.ok) throw new Error(read.error)
    expect(read.skipped).toHaveLength(2)
    expect(read.skipped[0]).toMatch(/^playtests\[0\]: version: /)
    expect(read.skipped[1]).toBe(`playtests[2]: a second saved game of deck ${alpha.id}`)
    const target = freshDb()
    await restoreBackup(target, read.backup)
    expect((await listDecks(target)).decks).toHaveLength(2)
    const loaded = await loadPlaytest(target, alpha.id)
    expect(loaded?.ok && loaded.session.playtest.present).toEqual(game.playtest.present)
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
    expect((await deckHistory(db, alpha.id)).some((s) => isConflictVersion(s) && s.content.name === 'Alpha')).toBe(true)
  })

  it('writes a restored deck as every deck is written: its revision moved forward has a `restored` History entry, and sync is told', async () => {
    const db = freshDb()
    const alpha = await createDeck(db, content('Alpha'), 'gcg')
    const beta = await createDeck(db, content('Beta'), 'gcg')
    const { backup } = await gatherBackup(db)
    await saveDeck(db, alpha.id, content('Alpha 1'), alpha.revision)
    // This database has not seen Beta (it came from the backup alone), and has sent everything.
    await db.decks.delete(beta.id)
    await db.deckHistory.where('deckId').equals(beta.id).delete()
    await db.syncOutbox.clear()
    await restoreBackup(db, backup)
    expect((await deckHistory(db, alpha.id)).map((h) => [h.reason, h.revision, h.content.name])).toEqual([
      ['restored', 2, 'Alpha'],
      ['created', 0, 'Alpha'],
    ])
    // Beta comes back at its own revision, whose History entry the backup holds: no second entry.
    expect((await deckHistory(db, beta.id)).map((h) => [h.reason, h.revision])).toEqual([['created', 0]])
    expect((await db.syncOutbox.toArray()).map((r) => r.key).sort()).toEqual([`deck:${alpha.id}`, `deck:${beta.id}`].sort())
  })

  it('puts a deck the database lost back with its History entry and its outbox row', async () => {
    const db = freshDb()
    const alpha = await createDeck(db, content('Alpha'), 'gcg')
    const copy = (await getDeck(db, alpha.id))!
    await Promise.all(db.tables.map((t) => t.clear())) // the browser deleted the database
    expect(await putBackDecks(db, [copy])).toEqual([copy])
    expect((await deckHistory(db, alpha.id)).map((h) => [h.reason, h.revision, h.content.name])).toEqual([['restored', 0, 'Alpha']])
    expect(await db.syncOutbox.get(`deck:${alpha.id}`)).toMatchObject({ key: `deck:${alpha.id}` })
    // Put back again, it is already there: nothing is written.
    expect(await putBackDecks(db, [copy])).toEqual([])
    expect(await db.deckHistory.count()).toBe(1)
  })

  it('saved events go into the backup and come back; restoring an older backup without events keeps those saved since', async () => {
    const db = freshDb()
    await filled(db)
    await saveEvent(db, testEvent('Store Championship'))
    const { backup } = await gatherBackup(db)
    expect(backup.events.map((e) => e.name)).toEqual(['Store Championship'])
    const read = readBackup(writeBackup(backup))
    if (!read.ok) throw new Error(read.error)
    const other = freshDb()
    await restoreBackup(other, read.backup)
    expect((await listEvents(other)).map((e) => e.name)).toEqual(['Store Championship'])
    const loaded = await loadEvent(other, backup.events[0]!.id)
    expect(loaded && 'event' in loaded && loaded.event.rows[0]!.player).toBe('Alice')

    await saveEvent(other, testEvent('Saved since'))
    const old: Record<string, unknown> = { ...backup }
    delete old.events
    const oldRead = readBackup(JSON.stringify(old))
    if (!oldRead.ok) throw new Error(oldRead.error)
    await restoreBackup(other, oldRead.backup)
    expect((await listEvents(other)).map((e) => e.name).sort()).toEqual(['Saved since', 'Store Championship'])
  })

  it('repair puts back an event the database lost', async () => {
    const db = freshDb()
    await filled(db)
    await saveEvent(db, testEvent('Store Championship'))
    const { backup } = await gatherBackup(db)
    await deleteEvent(db, backup.events[0]!.id)
    await repairFromBackup(db, backup)
    expect((await listEvents(db)).map((e) => e.name)).toEqual(['Store Championship'])
  })

  it('the collection and its History go into the backup and come back (Undo still works); an older backup without them restores and leaves the collection as it is', async () => {
    const db = freshDb()
    await filled(db)
    await changeCollection(db, '+4 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 4 }], 'add')
    await changeCollection(db, '+1 GD01-001_p1', [{ number: 'GD01-001', printing: 'GD01-001_p1', count: 1 }], 'add')
    await updateRow(db, 'trade', 'GD01-001', 'GD01-001', { trade: 1, note: 'binder' })
    const { backup } = await gatherBackup(db)
    expect(backup.collection).toHaveLength(2)
    expect(backup.collectionHistory).toHaveLength(3)
    const read = readBackup(writeBackup(backup))
    if (!read.ok) throw new Error(read.error)
    const other = freshDb()
    await restoreBackup(other, read.backup)
    expect(await loadCollection(other)).toEqual(await loadCollection(db))
    expect((await collectionHistory(other)).map((h) => h.action)).toEqual(['trade', '+1 GD01-001_p1', '+4 GD01-001'])
    await undoLast(other)
    expect((await loadCollection(other)).rows.find((r) => r.printing === 'GD01-001')).toEqual({ number: 'GD01-001', printing: 'GD01-001', owned: 4 })

    // A backup file from before the collection: it reads, restores the decks, and the collection stays.
    const old: Record<string, unknown> = JSON.parse(writeBackup(backup))
    delete old.collection
    delete old.collectionHistory
    const oldRead = readBackup(JSON.stringify(old))
    if (!oldRead.ok) throw new Error(oldRead.error)
    const before = await loadCollection(other)
    await restoreBackup(other, oldRead.backup)
    expect(await loadCollection(other)).toEqual(before)
    expect((await listDecks(other)).decks.map((d) => d.name).sort()).toEqual(['Alpha 2', 'Beta'])
  })

  it('History entries keep their code through a backup, beside their English label, and an entry of an older version (no code) comes back as it was', async () => {
    const db = freshDb()
    await filled(db)
    await changeCollection(db, 'Imported 2 printings (added)', [{ number: 'GD01-001', printing: 'GD01-001', count: 2 }], 'add')
    await changeCollection(db, { code: 'history.deck', params: { name: 'Beta' } }, [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'add')
    await undoLast(db)
    const { backup } = await gatherBackup(db)
    const read = readBackup(writeBackup(backup))
    if (!read.ok) throw new Error(read.error)
    const other = freshDb()
    await restoreBackup(other, read.backup)
    expect((await collectionHistory(other)).map((h) => [h.action, h.text])).toEqual([
      [
        'Undo: Added the deck “Beta”',
        { code: 'history.undo', params: { action: 'Added the deck “Beta”', undone: { code: 'history.deck', params: { name: 'Beta' } } } },
      ],
      ['Added the deck “Beta”', { code: 'history.deck', params: { name: 'Beta' } }],
      ['Imported 2 printings (added)', undefined],
    ])
  })

  it('repair puts back a collection the database lost, never over one that is there', async () => {
    const db = freshDb()
    await changeCollection(db, '+2 GD01-001', [{ number: 'GD01-001', printing: 'GD01-001', count: 2 }], 'add')
    const { backup } = await gatherBackup(db)
    await db.collection.clear()
    await db.collectionHistory.clear()
    await repairFromBackup(db, backup)
    expect((await loadCollection(db)).rows).toEqual([{ number: 'GD01-001', printing: 'GD01-001', owned: 2 }])
    expect(await db.collectionHistory.count()).toBe(1)
    await changeCollection(db, '+1 GD01-002', [{ number: 'GD01-002', printing: 'GD01-002', count: 1 }], 'add')
    await repairFromBackup(db, { ...backup, collection: [{ number: 'GD01-009', printing: 'GD01-009', owned: 1 }] })
    expect((await loadCollection(db)).rows.map((r) => r.printing)).toEqual(['GD01-001', 'GD01-002'])
  })

  it('card names go into the backup and come back by language; an older backup without them leaves them; repair puts back a lost language', async () => {
    const db = freshDb()
    await filled(db)
    const ja = { language: 'ja', source: 'ja.csv', importedAt: '2026-01-01T00:00:00Z', names: { 'GD01-001': 'テスト号' } }
    await replaceCardNames(db, ja)
    const { backup } = await gatherBackup(db)
    expect(backup.cardNames).toEqual([ja])
    const read = readBackup(writeBackup(backup))
    if (!read.ok) throw new Error(read.error)

    // Restoring replaces the language the backup holds and keeps one imported since.
    const other = freshDb()
    await replaceCardNames(other, { ...ja, names: { 'GD01-002': '別' } })
    await replaceCardNames(other, { ...ja, language: 'fr', names: { 'GD01-001': 'Essai' } })
    await restoreBackup(other, read.backup)
    expect(Object.fromEntries((await loadCardNames(other)).sets.map((n) => [n.language, n.names]))).toEqual({
      fr: { 'GD01-001': 'Essai' },
      ja: { 'GD01-001': 'テスト号' },
    })
    const old: Record<string, unknown> = { ...backup }
    delete old.cardNames
    const oldRead = readBackup(JSON.stringify(old))
    if (!oldRead.ok) throw new Error(oldRead.error)
    await restoreBackup(other, oldRead.backup)
    expect((await loadCardNames(other)).sets.map((n) => n.language)).toEqual(['fr', 'ja'])

    // Repair: the lost language comes back, one still stored is not overwritten.
    await removeCardNames(db, 'ja')
    await repairFromBackup(db, backup)
    expect((await loadCardNames(db)).sets).toEqual([ja])
    await replaceCardNames(db, { ...ja, names: { 'GD01-001': '新しい名前' } })
    await repairFromBackup(db, backup)
    expect((await loadCardNames(db)).sets.map((n) => n.names)).toEqual([{ 'GD01-001': '新しい名前' }])
  })
})

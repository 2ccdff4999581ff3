import { DeckSnapshotSchema, StoredDeckSchema, type StoredDeck } from '~/schemas/deck'
import { SavedEventSchema } from '~/schemas/event'
import { CollectionHistorySchema, CollectionRowSchema, type CollectionRow } from '~/schemas/collection'
import { StoredCardNamesSchema } from '~/schemas/card-names'
import { normalizeNumber } from '~/engine/cards/pool'
import { BACKUP_KIND, BACKUP_VERSION, BackupSchema, restorablePlaytests, type Backup } from '~/schemas/backup'
import { DatasetSchema, SettingsSchema, StoredCardRowSchema, type DataTable, type Dataset, type StoredCardRow } from '~/schemas/stored'
import { isCanonicalCard } from '~/schemas/card'
import { safeParseCanonical } from '~/schemas/parse'
import { z, type ZodType } from 'zod'
import type { CheckedSaved } from '~/engine/playtest/session'
import { joinCardRows, splitCardRows, strayPrintingProblem, type StoredCardRows } from './cards-repository'
import type { GundeckDatabase } from './database'
import { rememberedDecksById, rememberedRevisions } from './deck-mirror'
import { checkStoredDeck, writeRevisions } from './decks-repository'
import { markCollectionUnsent } from './collection-repository'
import { readInChunks } from './read-in-chunks'

/** A stored record that no longer parses, as it is in the database: set aside, never dropped. */
export interface UnreadableRecord {
  table: DataTable
  key: string
  problem: string
  record: unknown
}

type Check = (row: unknown) => { ok: true; data: unknown } | { ok: false; problem: string }
const bySchema =
  (schema: ZodType, canonical?: (row: unknown) => boolean): Check =>
  (row) => {
    const parsed = safeParseCanonical(schema, canonical, row)
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: z.prettifyError(parsed.error) }
  }

/**
 * The saved-game check (the playtest's rules, moves and words), fetched before the first read of saved
 * games: imported outright, it put the whole playtest into the app's first script through the decks
 * store. Fetched before a read's transaction starts: waiting on anything else inside one ends it (once
 * fetched, `??=` waits on nothing).
 */
let checkSaved: ((row: unknown) => CheckedSaved) | undefined
/** Fetch the saved-game check; a caller that gathers a backup inside a transaction of its own calls this first. */
export async function loadPlaytestCheck(): Promise<void> {
  checkSaved ??= (await import('~/engine/playtest/session')).checkSaved
}

const SCHEMAS: Record<DataTable, { check: Check; key: (r: Record<string, unknown>) => unknown }> = {
  // A card row holds its printings (database version 5).
  cards: { check: bySchema(StoredCardRowSchema, isCanonicalCard), key: (r) => r.number },
  // Any row still in the printings table is one the version 5 upgrade could not place in a card row.
  printings: { check: (row) => ({ ok: false, problem: strayPrintingProblem(row) }), key: (r) => r.id },
  datasets: { check: bySchema(DatasetSchema), key: (r) => r.id },
  decks: { check: bySchema(StoredDeckSchema), key: (r) => r.id },
  deckHistory: { check: bySchema(DeckSnapshotSchema), key: (r) => r.id },
  // A saved game is read as the playtest store reads it: the record and its current state must parse.
  playtests: {
    check: (row) => {
      if (!checkSaved) throw new Error('loadPlaytestCheck() must come before saved games are read')
      const checked = checkSaved(row)
      return checked.ok ? { ok: true, data: checked.saved } : { ok: false, problem: checked.error }
    },
    key: (r) => r.deckId,
  },
  events: { check: bySchema(SavedEventSchema), key: (r) => r.id },
  collection: { check: bySchema(CollectionRowSchema), key: (r) => r.printing },
  collectionHistory: { check: bySchema(CollectionHistorySchema), key: (r) => r.id },
}

function partition<T>(table: DataTable, rows: unknown[]): { good: T[]; bad: UnreadableRecord[] } {
  const { check, key } = SCHEMAS[table]
  const good: T[] = []
  const bad: UnreadableRecord[] = []
  for (const row of rows) {
    const checked = check(row)
    if (checked.ok) good.push(checked.data as T)
    else bad.push({ table, key: String(key((row ?? {}) as Record<string, unknown>)), problem: checked.problem, record: row })
  }
  return { good, bad }
}

/** The raw records of these tables that fail their schema, for the user to download and keep. */
export async function readUnreadable(db: GundeckDatabase, tables: readonly DataTable[]): Promise<UnreadableRecord[]> {
  if (tables.includes('playtests')) await loadPlaytestCheck()
  const out: UnreadableRecord[] = []
  await db.transaction(
    'r',
    tables.map((t) => db.table(t)),
    async () => {
      for (const t of tables) out.push(...partition(t, await db.table(t).toArray()).bad)
    },
  )
  return out
}

export interface GatheredBackup {
  backup: Backup
  /** Records that could not be read: not in the backup (it must parse), offered as their own file. */
  left: UnreadableRecord[]
}

/** Rows per read while gathering: the page gets its turn between two (all of many decks in one read is a long task: bench/README.md). */
const GATHER_CHUNK = 250

/**
 * What identifies a stored History row: an entry is never rewritten. A row whose stamp is unchanged since
 * it was last checked is not checked again: the storage store gathers everything a second after every
 * write. (Decks are checked through the deck list's memory: checkStoredDeck.)
 */
const STAMPS: Partial<Record<DataTable, (r: Record<string, unknown>) => string>> = {
  deckHistory: (r) => `${String(r.deckId)} ${String(r.at)} ${String(r.revision)} ${String(r.reason)}`,
  // A collection row changes only in these fields (5,000 rows are gathered again after every press).
  collection: (r) => `${String(r.number)} ${String(r.owned)} ${String(r.trade)} ${String(r.note)}`,
  // A History entry is written once; only its `undone` mark changes.
  collectionHistory: (r) => `${String(r.at)} ${String(r.action)} ${String(r.undone)}`,
}
const checkedRows = new WeakMap<GundeckDatabase, Map<string, { stamp: string; data: unknown }>>()

/** Every row of a table, checked, a chunk at a time (inside the caller's transaction). */
async function readChecked<T>(db: GundeckDatabase, table: DataTable): Promise<{ good: T[]; bad: UnreadableRecord[] }> {
  const stampOf = STAMPS[table]
  let cache = checkedRows.get(db)
  if (!cache) checkedRows.set(db, (cache = new Map()))
  const { key } = SCHEMAS[table]
  const good: T[] = []
  const bad: UnreadableRecord[] = []
  await readInChunks(db.table(table), GATHER_CHUNK, (rows) => {
    if (table === 'decks') {
      // Decks are checked as the deck list checks them, with the same memory: a deck the list has read is not checked again here.
      for (const row of rows) {
        const checked = checkStoredDeck(db, row)
        if ('deck' in checked) good.push(checked.deck as T)
        else bad.push({ table, key: checked.id, problem: checked.problem, record: row })
      }
      return
    }
    const unknown: unknown[] = []
    for (const row of rows) {
      const r = (row ?? {}) as Record<string, unknown>
      const id = stampOf ? `${table} ${String(key(r))}` : ''
      const known = stampOf ? cache.get(id) : undefined
      if (known && known.stamp === stampOf!(r)) good.push(known.data as T)
      else unknown.push(row)
    }
    const checked = partition<T>(table, unknown)
    if (stampOf)
      for (const data of checked.good)
        cache.set(`${table} ${String(key(data as Record<string, unknown>))}`, { stamp: stampOf(data as Record<string, unknown>), data })
    good.push(...checked.good)
    bad.push(...checked.bad)
  })
  return { good, bad }
}

/**
 * Everything, read in one transaction so the backup is one consistent moment. Each row is checked against
 * its table's schema as it is read; the whole is not checked again here (a file is, as it is written:
 * writeBackup).
 */
export async function gatherBackup(db: GundeckDatabase, { includeCards = false, app = '' } = {}): Promise<GatheredBackup> {
  await loadPlaytestCheck()
  const tables = [
    db.decks,
    db.deckHistory,
    db.settings,
    db.datasets,
    db.playtests,
    db.events,
    ...collectionTables(db),
    ...namesTable(db),
    ...(includeCards ? [db.cards, db.printings] : []),
  ]
  return db.transaction('r', tables, async () => {
    const decks = await readChecked<Backup['decks'][number]>(db, 'decks')
    const history = await readChecked<Backup['deckHistory'][number]>(db, 'deckHistory')
    const datasets = partition<NonNullable<Backup['dataset']>>('datasets', await db.datasets.toArray())
    const playtests = await readChecked<Backup['playtests'][number]>(db, 'playtests')
    const events = await readChecked<Backup['events'][number]>(db, 'events')
    const settingsRow = await db.settings.get('app')
    const settings = SettingsSchema.safeParse(settingsRow?.value ?? {})
    const owned = db.collection ? await readChecked<CollectionRow>(db, 'collection') : { good: [], bad: [] }
    const ownedHistory = db.collectionHistory
      ? await readChecked<NonNullable<Backup['collectionHistory']>[number]>(db, 'collectionHistory')
      : { good: [], bad: [] }
    // A language's row that no longer reads stays stored (the Card data page says so) and is left out here.
    const cardNames = db.cardNames ? (await db.cardNames.toArray()).flatMap((row) => StoredCardNamesSchema.safeParse(row).data ?? []) : []
    const left = [...decks.bad, ...history.bad, ...datasets.bad, ...playtests.bad, ...events.bad, ...owned.bad, ...ownedHistory.bad]
    let cards: Backup['cards'] = null
    if (includeCards) {
      const c = partition<StoredCardRow>('cards', await db.cards.toArray())
      const p = partition('printings', await db.printings.toArray())
      left.push(...c.bad, ...p.bad)
      // The backup file lists printings apart from their cards.
      cards = splitCardRows(c.good)
    }
    const dataset = datasets.good.find((d) => d.id === 'current') ?? null
    // History rows are read in key order, and their ids are the table's keys: each has one.
    const deckHistory = history.good.filter((h) => typeof h.id === 'number')
    const backup: Backup = {
      kind: BACKUP_KIND,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      app,
      settings: settings.success ? settings.data : SettingsSchema.parse({}),
      dataset,
      decks: decks.good,
      deckHistory,
      cards: cards && dataset ? cards : null,
      // Only the games of decks in the backup: a game whose deck is gone (or unreadable) is no use.
      playtests: restorablePlaytests({ decks: decks.good, playtests: playtests.good }),
      events: events.good,
      collection: owned.good,
      // History rows are read in key order, and their ids are the table's keys: each has one.
      collectionHistory: ownedHistory.good.filter((h) => typeof h.id === 'number'),
      ...(cardNames.length ? { cardNames } : {}),
    }
    return { backup, left }
  })
}

/** What the database holds now, for "this will replace ..." before a restore. */
export async function currentCounts(db: GundeckDatabase): Promise<{ decks: number; history: number; cards: number }> {
  return db.transaction('r', [db.decks, db.deckHistory, db.cards], async () => ({
    decks: await db.decks.filter((d) => (d as { deletedAt?: unknown }).deletedAt == null).count(),
    history: await db.deckHistory.count(),
    cards: await db.cards.count(),
  }))
}

/**
 * Replace decks, history, saved playtests and settings (and the card data, when the backup has it) with
 * the backup's, in one transaction: any failure, a full disk included, leaves everything as it was.
 */
export async function restoreBackup(db: GundeckDatabase, backup: Backup): Promise<void> {
  const b = BackupSchema.parse(backup)
  const tables = [
    db.decks,
    db.deckHistory,
    db.settings,
    db.playtests,
    db.events,
    ...outboxTable(db),
    ...(b.collection ? collectionTables(db) : []),
    ...(b.cardNames ? namesTable(db) : []),
    ...(b.cards ? [db.cards, db.printings, db.datasets] : []),
  ]
  await db.transaction('rw', tables, async () => {
    // Revisions only move forward: a restored deck lands above every revision this database has seen of
    // it, so a tab holding that deck open sees a newer version (and keeps its unsaved edits in History)
    // instead of ignoring it, and its next save cannot silently replace the restored one.
    const seen = new Map<string, number>()
    const note = (id: unknown, revision: unknown) => {
      if (typeof id === 'string' && typeof revision === 'number' && Number.isFinite(revision)) seen.set(id, Math.max(seen.get(id) ?? 0, revision))
    }
    await db.decks.each((d) => note((d as { id?: unknown }).id, (d as { revision?: unknown }).revision))
    await db.deckHistory.each((h) => note((h as { deckId?: unknown }).deckId, (h as { revision?: unknown }).revision))
    const decks = b.decks.map((d) => (seen.has(d.id) ? { ...d, revision: Math.max(d.revision, seen.get(d.id)! + 1) } : d))
    await db.decks.clear()
    await db.deckHistory.clear()
    await db.deckHistory.bulkAdd(b.deckHistory)
    // Written as every deck is: a revision moved forward gets its `restored` History entry, and sync sends
    // each deck, a change of this device (src/sync).
    await writeRevisions(db, decks, 'restored')
    // The games go with the decks they were dealt from: every deck is replaced, so every game is too.
    await db.playtests.clear()
    await db.playtests.bulkAdd(restorablePlaytests(b))
    // Events the backup holds replace those of the same id; the others stay (an older backup has none,
    // and restoring it must not take away an event saved since).
    await db.events.bulkPut(b.events)
    await db.settings.put({ key: 'app', value: b.settings })
    // A backup made before the collection has none: the collection stays as it is.
    if (b.collection) {
      // Every printing the restore changes is a change of this device: sync sends them, rows gone included.
      const before = (await db.collection.toCollection().primaryKeys()) as string[]
      const after = b.collection.map(keyed)
      await db.collection.clear()
      await db.collection.bulkAdd(after)
      await markCollectionUnsent(db, [...new Set([...before, ...after.map((r) => r.printing)])])
      await db.collectionHistory.clear()
      await db.collectionHistory.bulkAdd(b.collectionHistory ?? [])
    }
    // The languages the backup holds replace those stored; a language imported since and not in it stays.
    if (b.cardNames && db.cardNames) await db.cardNames.bulkPut(b.cardNames)
    if (b.cards && b.dataset) {
      await db.cards.clear()
      await db.printings.clear()
      await db.datasets.clear()
      await db.cards.bulkAdd(joinCardRows(b.cards))
      await db.datasets.put(b.dataset)
    }
  })
}

/** What `repairFromBackup` put back. */
export interface RepairResult {
  decks: number
  history: number
  playtests: number
  cards: number
}

/**
 * Put back from a backup (here: the copy held in memory) whatever the database lost, never removing or
 * overwriting anything newer: a deck is written when it is missing or stored at a lower revision,
 * a history entry when its id is missing, a saved game when its deck is there and has none, the card
 * data when the database has none. One transaction.
 */
export async function repairFromBackup(db: GundeckDatabase, backup: Backup): Promise<RepairResult> {
  const b = BackupSchema.parse(backup)
  const tables = [
    db.decks,
    db.deckHistory,
    db.settings,
    db.playtests,
    db.events,
    db.cards,
    db.printings,
    db.datasets,
    ...outboxTable(db),
    ...collectionTables(db),
    ...namesTable(db),
  ]
  return db.transaction('rw', tables, async () => {
    // History first: a deck put back whose revision it holds needs no entry of its own (writeRevisions).
    // A history id taken by another entry (the browser restarted the count) gets a new id.
    const have = new Map((await db.deckHistory.toArray()).map((h) => [h.id, `${h.deckId} ${h.at}`]))
    const history = b.deckHistory.filter((h) => have.get(h.id) !== `${h.deckId} ${h.at}`)
    await db.deckHistory.bulkAdd(history.map((h) => (have.has(h.id) ? withoutId(h) : h)))
    const decks = await putBackDecks(db, b.decks)
    if (!(await db.settings.get('app'))) await db.settings.put({ key: 'app', value: b.settings })
    const deckIds = new Set((await db.decks.toCollection().primaryKeys()) as string[])
    const games = new Set((await db.playtests.toCollection().primaryKeys()) as string[])
    const playtests = b.playtests.filter((p) => deckIds.has(p.deckId) && !games.has(p.deckId))
    await db.playtests.bulkAdd(playtests)
    const savedEvents = new Set((await db.events.toCollection().primaryKeys()) as string[])
    await db.events.bulkAdd(b.events.filter((e) => !savedEvents.has(e.id)))
    // The collection lost whole (the browser cleared the store) comes back; one still there is newer.
    if (db.collection && b.collection?.length && (await db.collection.count()) === 0) {
      await db.collection.bulkAdd(b.collection.map(keyed))
      const kept = new Set((await db.collectionHistory.toCollection().primaryKeys()) as number[])
      await db.collectionHistory.bulkAdd((b.collectionHistory ?? []).filter((h) => !kept.has(h.id)))
    }
    // A language lost comes back; one still stored is as new as the copy or newer.
    if (db.cardNames && b.cardNames?.length) {
      const have = new Set((await db.cardNames.toCollection().primaryKeys()) as string[])
      await db.cardNames.bulkAdd(b.cardNames.filter((n) => !have.has(n.language)))
    }
    const cards = b.cards && b.dataset ? await putBackCards(db, b.dataset, b.cards) : 0
    return { decks: decks.length, history: history.length, playtests: playtests.length, cards }
  })
}

/**
 * The card data with its data set, when the database holds none (the browser deleted it): never over a
 * card list that is there. Returns the cards written. Joins the caller's transaction when there is one.
 */
export async function putBackCards(db: GundeckDatabase, dataset: Dataset, rows: StoredCardRows): Promise<number> {
  return db.transaction('rw', [db.cards, db.printings, db.datasets], async () => {
    if ((await db.datasets.get('current')) !== undefined) return 0
    await db.cards.clear()
    await db.printings.clear()
    await db.cards.bulkAdd(joinCardRows(rows))
    await db.datasets.put(dataset)
    return rows.cards.length
  })
}

/**
 * Write the decks the database lacks, or holds at a lower revision; never touch a newer one. Each is
 * written as every deck is (writeRevisions): with a `restored` History entry unless History holds its
 * revision, and an outbox row. Returns the decks written. Joins the caller's transaction when there is one.
 */
export async function putBackDecks(db: GundeckDatabase, decks: readonly StoredDeck[]): Promise<StoredDeck[]> {
  return db.transaction('rw', [db.decks, db.deckHistory, ...outboxTable(db)], async () => {
    const stored = new Map((await db.decks.toArray()).map((d) => [d.id, (d as { revision?: unknown }).revision]))
    const missing = decks.filter((d) => {
      const rev = stored.get(d.id)
      return rev === undefined || (typeof rev === 'number' && rev < d.revision)
    })
    await writeRevisions(db, missing, 'restored')
    return missing
  })
}

/**
 * Put back the decks the database lost from the copy in localStorage (deck-mirror.ts): what putBackDecks
 * does with rememberedDecks(), but the copy's revisions are read from its headers and only the decks the
 * database lacks (or holds at a lower revision) are parsed. At every start: parsing the whole copy of many
 * decks is a long task (bench/README.md), and the database almost always has them all.
 */
export async function putBackRemembered(db: GundeckDatabase): Promise<StoredDeck[]> {
  const copy = rememberedRevisions()
  const ids = [...copy.keys()]
  const behind: string[] = []
  for (let i = 0; i < ids.length; i += GATHER_CHUNK) {
    const part = ids.slice(i, i + GATHER_CHUNK)
    const rows = await db.decks.bulkGet(part)
    rows.forEach((row, k) => {
      const revision = (row as { revision?: unknown } | undefined)?.revision
      if (row === undefined || (typeof revision === 'number' && revision < copy.get(part[k]!)!)) behind.push(part[k]!)
    })
  }
  return behind.length ? putBackDecks(db, rememberedDecksById(behind)) : []
}

/** The sync outbox; none in a database opened at an older version (upgrade tests). */
const outboxTable = (db: GundeckDatabase) => (db.syncOutbox ? [db.syncOutbox] : [])

/** The collection's tables; none in a database opened at an older version (upgrade tests). */
function collectionTables(db: GundeckDatabase) {
  return db.collection ? [db.collection, db.collectionHistory] : []
}

/** The card names' table; none in a database opened at an older version (upgrade tests). */
const namesTable = (db: GundeckDatabase) => (db.cardNames ? [db.cardNames] : [])

/** A row as the collection stores it: keyed by the printing as the engine normalises it. */
const keyed = (r: CollectionRow): CollectionRow => ({ ...r, number: normalizeNumber(r.number), printing: normalizeNumber(r.printing) })

function withoutId<T extends { id?: number }>(row: T): T {
  const copy = { ...row }
  delete copy.id
  return copy
}

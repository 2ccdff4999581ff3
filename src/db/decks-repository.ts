import { DECK_NAME_MAX, DeckContentSchema, DeckSnapshotSchema, StoredDeckSchema, type DeckContent, type DeckSnapshot, type StoredDeck } from '~/schemas/deck'
import type { Game } from '~/schemas/card'
import { z } from 'zod'
import type { Table } from 'dexie'
import type { GundeckDatabase } from './database'
import { readInChunks } from './read-in-chunks'
import { forgetDecks } from './deck-mirror'
import { deviceId } from './device'
import { historyToPrune, isConflictVersion, KEEP_NEWEST } from './history-rule'
import { sameContent } from '~/engine/deck/content'

/** Deleted decks are kept this long so "undo" (and a look in history) can bring them back. */
export const KEEP_DELETED_MS = 30 * 24 * 60 * 60 * 1000

export class DeckGoneError extends Error {}
/** One reason storage refused a deck: the field (dotted; '' for the deck as a whole) and the schema's words. */
export interface DeckRefusal {
  path: string
  message: string
}

/**
 * Storage refused the content: `issues` say which field and why, and the page words them for the player
 * (useStoreMessages' writeText); the message, for a developer, lists them.
 */
export class DeckRefusedError extends Error {
  readonly issues: readonly DeckRefusal[]
  constructor(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const refusals = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
    super(refusals.map((r) => `${r.path}: ${r.message}`).join('; '))
    this.name = 'DeckRefusedError'
    this.issues = refusals
  }
}

export interface DeckList {
  decks: StoredDeck[]
  /** Records that failed to parse: kept in the database, listed here so the user is told. */
  unreadable: { id: string; problem: string }[]
}

const now = () => new Date().toISOString()

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/**
 * The parsed decks of each database, by id, with what identifies the stored record they came from: a
 * deck's every write moves its revision on, so an unchanged record is not parsed again. With 10,000
 * decks a list re-read after one change checks one deck, not 10,000.
 */
const parsedDecks = new WeakMap<GundeckDatabase, Map<string, { stamp: string; deck: StoredDeck }>>()
const stampOf = (r: { revision?: unknown; updatedAt?: unknown; deletedAt?: unknown; name?: unknown }) =>
  `${String(r.revision)} ${String(r.updatedAt)} ${String(r.deletedAt)} ${String(r.name)}`

/** Decks per read: the page gets its turn between two (all of many decks in one read is a long task: bench/README.md). */
const LIST_CHUNK = 250

/** A stored deck record checked (from the cache when unchanged), or why it does not read. */
function checkDeck(cache: Map<string, { stamp: string; deck: StoredDeck }>, r: unknown): { id: string; deck: StoredDeck } | { id: string; problem: string } {
  const id = String((r as { id?: unknown }).id)
  const stamp = stampOf(r as Record<string, unknown>)
  const known = cache.get(id)
  if (known?.stamp === stamp) return { id, deck: known.deck }
  const parsed = StoredDeckSchema.safeParse(r)
  if (!parsed.success) return { id, problem: z.prettifyError(parsed.error) }
  cache.set(id, { stamp, deck: parsed.data })
  return { id, deck: parsed.data }
}

function cacheOf(db: GundeckDatabase) {
  let cache = parsedDecks.get(db)
  if (!cache) parsedDecks.set(db, (cache = new Map()))
  return cache
}

/** A stored deck record of this database checked, or why it does not read; shared by every reader of all the decks. */
export function checkStoredDeck(db: GundeckDatabase, row: unknown): { id: string; deck: StoredDeck } | { id: string; problem: string } {
  return checkDeck(cacheOf(db), row)
}

export async function listDecks(db: GundeckDatabase, { includeDeleted = false } = {}): Promise<DeckList> {
  const cache = cacheOf(db)
  const seen = new Set<string>()
  const decks: StoredDeck[] = []
  const unreadable: DeckList['unreadable'] = []
  await readInChunks(db.decks as Table<unknown, string>, LIST_CHUNK, (rows) => {
    for (const r of rows) {
      const checked = checkDeck(cache, r)
      if ('problem' in checked) {
        unreadable.push(checked)
        continue
      }
      seen.add(checked.id)
      if (includeDeleted || checked.deck.deletedAt === null) decks.push(checked.deck)
    }
  })
  for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id)
  // ISO times compare as strings; localeCompare cost seconds on 50,000 decks.
  decks.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
  return { decks, unreadable }
}

/**
 * Up to `count` of the most recently edited decks not in the bin, read through the updatedAt index: what
 * a long list shows first, long before all of it is read (50,000 decks take seconds).
 */
export async function recentDecks(db: GundeckDatabase, count: number): Promise<StoredDeck[]> {
  const cache = cacheOf(db)
  const rows = await db.decks.orderBy('updatedAt').reverse().limit(count).toArray()
  return rows.flatMap((r) => {
    const checked = checkDeck(cache, r)
    return 'deck' in checked && checked.deck.deletedAt === null ? [checked.deck] : []
  })
}

/** Whether any deck is kept outside the bin: read until the first one, not the whole table. */
export async function hasDecks(db: GundeckDatabase): Promise<boolean> {
  return (await db.decks.filter((r) => !(r as { deletedAt?: unknown }).deletedAt).first()) !== undefined
}

/** A stored row as a deck, or null where there is none or it does not read. */
function readDeck(raw: unknown): StoredDeck | null {
  if (!raw) return null
  const parsed = StoredDeckSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

export async function getDeck(db: GundeckDatabase, id: string): Promise<StoredDeck | null> {
  return readDeck(await db.decks.get(id))
}

/** Several decks by id, in the order asked (null where there is none or it does not read). */
export async function getDecks(db: GundeckDatabase, ids: readonly string[]): Promise<(StoredDeck | null)[]> {
  return (await db.decks.bulkGet([...ids])).map(readDeck)
}

/** A History entry of `deck` (or of other `content` kept beside it), dated by the snapshot rule. */
function snapshotRow(deck: StoredDeck, reason: DeckSnapshot['reason'], content: DeckContent = deck): DeckSnapshot {
  const clean = DeckContentSchema.parse({ name: content.name, format: content.format, cards: content.cards, notes: content.notes, tags: content.tags })
  const by = content === deck ? { device: deck.device ?? null, page: deck.savedBy ?? null, edit: deck.savedEdit ?? null } : {}
  // A revision's entry carries the revision's own time; a kept version or "before deleting" is dated now.
  const at = content === deck && reason !== 'deleted' ? deck.updatedAt : now()
  return DeckSnapshotSchema.parse({ deckId: deck.id, at, revision: deck.revision, reason, content: clean, ...by })
}

async function snapshot(db: GundeckDatabase, deck: StoredDeck, reason: DeckSnapshot['reason'], content: DeckContent = deck) {
  await db.deckHistory.add(snapshotRow(deck, reason, content))
}

/** Thin the deck's History by the rule in history-rule.ts; runs inside the saving transaction. */
async function prune(db: GundeckDatabase, deckId: string) {
  const rows = await db.deckHistory.where('deckId').equals(deckId).toArray()
  if (rows.length <= KEEP_NEWEST) return
  const history = rows.flatMap((r) => {
    const p = DeckSnapshotSchema.safeParse(r)
    return p.success ? [p.data] : [] // an unreadable entry is never dropped: it is not ours to judge
  })
  const drop = historyToPrune(history, Date.now())
  if (drop.length) await db.deckHistory.bulkDelete(drop)
}

let stamps = 0
/** The outbox, for a saving transaction's tables; none in a database opened at an older version (upgrade tests). */
const outbox = (db: GundeckDatabase) => (db.syncOutbox ? [db.syncOutbox] : [])

/**
 * Record that this deck changed here and is not yet sent (src/sync): called inside the transaction that
 * writes the change, so the two land together or not at all. A new stamp each time: the sender removes the
 * row only if it is still the one it sent.
 */
export async function markUnsent(db: GundeckDatabase, deckId: string): Promise<void> {
  if (db.syncOutbox) await db.syncOutbox.put({ key: `deck:${deckId}`, stamp: Date.now() * 1000 + (stamps++ % 1000) })
}

/**
 * The one way a deck is written as a new version: the deck, its History entry and its outbox row, inside
 * the caller's transaction (decks, deckHistory, syncOutbox), so the three land together or not at all.
 * A deck whose revision History already holds (a backup's own History, put back beside its decks) gets
 * no second entry. Saves, new decks, restored backups and decks put back after a loss all come here.
 */
export async function writeRevisions(db: GundeckDatabase, decks: readonly StoredDeck[], reason: DeckSnapshot['reason']): Promise<void> {
  if (decks.length === 0) return
  await db.decks.bulkPut([...decks])
  const known = new Set<string>()
  const ids = [...new Set(decks.map((d) => d.id))]
  await db.deckHistory
    .where('deckId')
    .anyOf(ids)
    .each((h) => known.add(`${String(h.deckId)} ${String((h as { revision?: unknown }).revision)}`))
  await db.deckHistory.bulkAdd(decks.filter((d) => !known.has(`${d.id} ${d.revision}`)).map((d) => snapshotRow(d, reason)))
  for (const id of ids) await markUnsent(db, id)
}

export async function createDeck(db: GundeckDatabase, content: DeckContent, game: Game, reason: 'created' | 'imported' = 'created'): Promise<StoredDeck> {
  const at = now()
  const clean = DeckContentSchema.safeParse(content)
  if (!clean.success) throw new DeckRefusedError(clean.error.issues)
  const deck = StoredDeckSchema.parse({ ...clean.data, id: newId(), game, createdAt: at, updatedAt: at, revision: 0, deletedAt: null, device: deviceId() })
  await db.transaction('rw', [db.decks, db.deckHistory, ...outbox(db)], () => writeRevisions(db, [deck], reason))
  return deck
}

export interface SaveResult {
  deck: StoredDeck
  /** Another tab saved in between: its version was put in history before this one replaced it. */
  conflict: boolean
}

export interface SaveOptions {
  reason?: 'edited' | 'restored' | 'imported'
  /** The page load saving (the editor's PAGE_ID), recorded as `savedBy`; null: any other writer. */
  page?: string | null
  /** That page's edit number of `content` (see StoredDeck.savedEdit). */
  edit?: number | null
  /** When the edit was made, if not now (a journal replayed at the next start keeps its own time). */
  at?: string
}

/**
 * Save edited content on top of `baseRevision` as a new revision, written with its History entry in one
 * transaction. When another tab saved meanwhile, its version (the revision this save did not see) is
 * marked as a conflict version in History first, so no tab's work is ever silently dropped or pruned.
 */
export async function saveDeck(db: GundeckDatabase, id: string, content: DeckContent, baseRevision: number, options: SaveOptions = {}): Promise<SaveResult> {
  const { reason = 'edited', page = null, edit = null, at = now() } = options
  const clean = DeckContentSchema.parse(content)
  return db.transaction('rw', [db.decks, db.deckHistory, ...outbox(db)], async () => {
    const current = await getDeck(db, id)
    if (!current) throw new DeckGoneError('This deck no longer exists (deleted in another tab?).')
    const conflict = current.revision !== baseRevision
    if (conflict) await keepAsConflict(db, current)
    // A revision's time never goes back, even when a replayed edit carries an older one.
    const updatedAt = at > current.updatedAt ? at : now()
    const deck = StoredDeckSchema.parse({ ...current, ...clean, updatedAt, revision: current.revision + 1, savedBy: page, savedEdit: edit, device: deviceId() })
    await writeRevisions(db, [deck], reason)
    await prune(db, id)
    return { deck, conflict }
  })
}

/** Mark the stored revision as a conflict version in History (or add it, for a revision stored before every save was kept). */
async function keepAsConflict(db: GundeckDatabase, current: StoredDeck) {
  const entry = await db.deckHistory
    .where('deckId')
    .equals(current.id)
    .filter((h) => (h as { revision?: unknown }).revision === current.revision && (h as { reason?: unknown }).reason !== 'conflict')
    .last()
  const parsed = entry ? DeckSnapshotSchema.safeParse(entry) : null
  if (parsed?.success && parsed.data.id !== undefined && sameContent(parsed.data.content, current))
    await db.deckHistory.update(parsed.data.id, { conflict: true })
  else await snapshot(db, current, 'conflict')
}

/**
 * Keep a version of a deck in its History without changing the deck: a tab's unsaved edits when the deck
 * changed under it, or edits left for a deck deleted meanwhile. History can compare and restore it.
 */
export async function keepVersion(db: GundeckDatabase, id: string, content: DeckContent): Promise<void> {
  await db.transaction('rw', [db.decks, db.deckHistory, ...outbox(db)], async () => {
    const current = await getDeck(db, id)
    if (!current) throw new DeckGoneError('This deck no longer exists (deleted in another tab?).')
    await snapshot(db, current, 'conflict', content)
    await markUnsent(db, id)
  })
}

export async function deleteDeck(db: GundeckDatabase, id: string): Promise<void> {
  await db.transaction('rw', [db.decks, db.deckHistory, ...outbox(db)], async () => {
    const current = await getDeck(db, id)
    if (!current) return
    await snapshot(db, current, 'deleted')
    await db.decks.put({ ...current, deletedAt: now(), revision: current.revision + 1 })
    await markUnsent(db, id)
  })
}

export async function undoDelete(db: GundeckDatabase, id: string): Promise<void> {
  await db.transaction('rw', [db.decks, ...outbox(db)], async () => {
    const current = await getDeck(db, id)
    if (!current) return
    await db.decks.put({ ...current, deletedAt: null, revision: current.revision + 1, updatedAt: now() })
    await markUnsent(db, id)
  })
}

/** Drop decks deleted longer ago than KEEP_DELETED_MS, with their history and saved playtest. */
export async function purgeDeleted(db: GundeckDatabase, at = Date.now()): Promise<number> {
  const { decks } = await listDecks(db, { includeDeleted: true })
  const old = decks.filter((d) => d.deletedAt !== null && at - Date.parse(d.deletedAt) > KEEP_DELETED_MS).map((d) => d.id)
  if (old.length === 0) return 0
  await db.transaction('rw', [db.decks, db.deckHistory, db.playtests], async () => {
    await db.decks.bulkDelete(old)
    await db.deckHistory.where('deckId').anyOf(old).delete()
    await db.playtests.bulkDelete(old)
  })
  forgetDecks(old)
  return old.length
}

export async function duplicateDeck(db: GundeckDatabase, id: string): Promise<StoredDeck | null> {
  const source = await getDeck(db, id)
  if (!source) return null
  return createDeck(
    db,
    { name: `${source.name.slice(0, DECK_NAME_MAX - 7).trimEnd()} (copy)`, format: source.format, cards: source.cards, notes: source.notes, tags: source.tags },
    source.game,
  )
}

/** What sync writes to a stored deck (src/sync/bridge.ts): a version that came from another device. */
export interface SyncedVersion {
  /** The deck as the other device stored it; revision, savedBy and savedEdit are this device's own. */
  deck: Omit<StoredDeck, 'revision' | 'savedBy' | 'savedEdit'>
  /** Keep the stored version in History as a conflict version first (both sides changed it). */
  keepCurrent: boolean
  /** Other versions to keep in History as conflict versions (CouchDB's losing revisions). */
  kept: DeckContent[]
}

/**
 * Store a deck version that came through sync as the deck's next revision, with a `synced` History entry
 * (dated and signed as on the device that made it) when its content differs. Runs inside the caller's
 * transaction (which holds decks and deckHistory); never marks the deck unsent: the caller decides.
 */
export async function writeSyncedVersion(db: GundeckDatabase, v: SyncedVersion): Promise<StoredDeck> {
  const current = await getDeck(db, v.deck.id)
  if (current && v.keepCurrent) await keepAsConflict(db, current)
  const deck = StoredDeckSchema.parse({ ...v.deck, revision: current ? current.revision + 1 : 0, savedBy: null, savedEdit: null })
  for (const k of v.kept) if (!(await hasConflictVersion(db, deck.id, k))) await snapshot(db, current ?? deck, 'conflict', k)
  await db.decks.put(deck)
  if (!current || !sameContent(current, deck)) await snapshot(db, deck, current ? 'synced' : 'created')
  await prune(db, deck.id)
  return deck
}

/** Keep a version in History as a conflict version, unless History already keeps it as one. Inside the caller's transaction. */
export async function keepSyncedConflict(db: GundeckDatabase, deckId: string, content: DeckContent): Promise<void> {
  const current = await getDeck(db, deckId)
  if (current && !(await hasConflictVersion(db, deckId, content))) await snapshot(db, current, 'conflict', content)
}

async function hasConflictVersion(db: GundeckDatabase, deckId: string, content: DeckContent): Promise<boolean> {
  const rows = await db.deckHistory.where('deckId').equals(deckId).toArray()
  return rows.some((r) => {
    const p = DeckSnapshotSchema.safeParse(r)
    return p.success && isConflictVersion(p.data) && sameContent(p.data.content, content)
  })
}

/**
 * Add a History entry made on another device (its `syncKey` set), unless this History already has it: the
 * same key, or an entry of the same time and content (the `synced` revision this device wrote for it, or a
 * conflict version both devices kept). A conflict mark on a known entry is taken over. Inside the caller's transaction.
 */
export async function addSyncedHistory(db: GundeckDatabase, entry: DeckSnapshot & { syncKey: string }): Promise<boolean> {
  const rows = (await db.deckHistory.where('deckId').equals(entry.deckId).toArray()).flatMap((r) => {
    const p = DeckSnapshotSchema.safeParse(r)
    return p.success ? [p.data] : []
  })
  const same = rows.find((r) => r.syncKey === entry.syncKey)
  if (same) {
    if (isConflictVersion(entry) && !isConflictVersion(same) && same.id !== undefined) await db.deckHistory.update(same.id, { conflict: true })
    return false
  }
  if (rows.some((r) => (r.at === entry.at || (isConflictVersion(r) && isConflictVersion(entry))) && sameContent(r.content, entry.content))) return false
  await db.deckHistory.add(DeckSnapshotSchema.omit({ id: true }).parse(entry))
  await prune(db, entry.deckId)
  return true
}

export async function deckHistory(db: GundeckDatabase, deckId: string): Promise<DeckSnapshot[]> {
  return decksHistory(db, [deckId])
}

/** The History of several decks in one read, newest first (entries that do not read are left out). */
export async function decksHistory(db: GundeckDatabase, deckIds: readonly string[]): Promise<DeckSnapshot[]> {
  const raw = await db.deckHistory
    .where('deckId')
    .anyOf([...deckIds])
    .toArray()
  return raw
    .map((r) => DeckSnapshotSchema.safeParse(r))
    .filter((p) => p.success)
    .map((p) => p.data!)
    .sort((a, b) => (b.id ?? 0) - (a.id ?? 0))
}

import { z } from 'zod'
import { normalizeNumber } from '~/engine/cards/pool'
import { applyChanges, type CollectionImport } from '~/engine/collection/model'
import type { CollectionHistoryText } from '~/engine/messages/collection'
import { collectionHistoryMessage } from '~/engine/messages/en/collection'
import { CollectionHistorySchema, CollectionRowSchema, type CollectionHistoryEntry, type CollectionRow, type CollectionRowChange } from '~/schemas/collection'
import type { GundeckDatabase } from './database'

/**
 * The collection in IndexedDB: one row per printing, and a History entry for every change, written in
 * the change's own transaction. Nothing waits in memory: when a call returns, the change and its Undo
 * step are stored together, or (a failed write) neither is. The same transaction records every printing
 * it changed in the sync outbox (`collection:<printing>`, src/sync), so sync never misses one.
 */

/** History entries kept; the oldest go first. A change of 5,000 rows is one entry. */
export const KEEP_COLLECTION_HISTORY = 500

/** A stored row that no longer parses: kept in the database, never written over, and reported. */
export interface UnreadableRow {
  printing: string
  problem: string
}

export interface LoadedCollection {
  rows: CollectionRow[]
  unreadable: UnreadableRow[]
  /** The newest History entry when the rows were read (see rowsChangedSince). */
  mark: CollectionMark | null
}

/**
 * Rows parsed before, by printing, with what identifies the stored record: the live list re-reads the
 * whole table after every change, and a row that did not change is not parsed again (5,000 rows).
 */
const parsedRows = new WeakMap<GundeckDatabase, Map<string, { stamp: string; row: CollectionRow }>>()
const stampOf = (r: Record<string, unknown>) => `${String(r.number)} ${String(r.owned)} ${String(r.trade)} ${String(r.note)}`

function check(cache: Map<string, { stamp: string; row: CollectionRow }>, raw: unknown): { row: CollectionRow } | UnreadableRow {
  const r = (raw ?? {}) as Record<string, unknown>
  const printing = String(r.printing)
  const stamp = stampOf(r)
  const known = cache.get(printing)
  if (known?.stamp === stamp) return { row: known.row }
  const parsed = CollectionRowSchema.safeParse(raw)
  if (!parsed.success) return { printing, problem: z.prettifyError(parsed.error) }
  cache.set(printing, { stamp, row: parsed.data })
  return { row: parsed.data }
}

export async function loadCollection(db: GundeckDatabase): Promise<LoadedCollection> {
  let cache = parsedRows.get(db)
  if (!cache) parsedRows.set(db, (cache = new Map()))
  const rows: CollectionRow[] = []
  const unreadable: UnreadableRow[] = []
  const [all, mark] = await db.transaction('r', [db.collection, db.collectionHistory], () => Promise.all([db.collection.toArray(), newestChange(db)]))
  for (const raw of all) {
    const checked = check(cache!, raw)
    if ('row' in checked) rows.push(checked.row)
    else unreadable.push(checked)
  }
  return { rows, unreadable, mark }
}

/** What identifies the newest History entry: its id and time (a restored backup may reuse an id). */
export interface CollectionMark {
  id: number
  at: string
}

/** The newest History entry's mark, or null when History is empty. Cheap: what a live page follows. */
export async function newestChange(db: GundeckDatabase): Promise<CollectionMark | null> {
  const last = (await db.collectionHistory.orderBy(':id').last()) as { id?: unknown; at?: unknown } | undefined
  return last && typeof last.id === 'number' ? { id: last.id, at: String(last.at) } : null
}

/**
 * The rows that changed after `since` (a mark this page has applied), read from storage: the printings the
 * newer History entries name. Null when History no longer holds `since` as it was (pruned, or replaced by
 * a restore): then the whole collection has to be read again.
 */
export async function rowsChangedSince(
  db: GundeckDatabase,
  since: CollectionMark,
): Promise<{ rows: Map<string, CollectionRow | null>; mark: CollectionMark } | null> {
  return db.transaction('r', [db.collection, db.collectionHistory], async () => {
    const entries = (await db.collectionHistory.where(':id').aboveOrEqual(since.id).toArray()) as CollectionHistoryEntry[]
    const first = entries[0]
    if (!first || first.id !== since.id || first.at !== since.at) return null
    const keys = [...new Set(entries.slice(1).flatMap((e) => (Array.isArray(e.changes) ? e.changes.map((c) => String(c.printing)) : [])))]
    const raw = await db.collection.bulkGet(keys)
    const rows = new Map<string, CollectionRow | null>()
    keys.forEach((k, i) => {
      const parsed = raw[i] === undefined ? null : CollectionRowSchema.safeParse(raw[i])
      if (parsed === null) rows.set(k, null)
      else if (parsed.success) rows.set(k, parsed.data)
    })
    const last = entries[entries.length - 1]!
    return { rows, mark: { id: last.id!, at: last.at } }
  })
}

const sameRow = (a: CollectionRow | null, b: CollectionRow | null) =>
  a === b || (a !== null && b !== null && a.number === b.number && a.owned === b.owned && a.trade === b.trade && a.note === b.note)

/** The sync outbox key of a printing's row (its sync document's id, src/sync/docs.ts). */
export const collectionKey = (printing: string) => `collection:${printing}`

let stamps = 0
/**
 * One outbox stamp for a change: the time in microseconds, made unique by a counter. Every printing of the
 * change gets it; sync reads the change's time from it (the newer change of a printing wins).
 */
const newStamp = () => Date.now() * 1000 + (stamps++ % 1000)

/** The outbox, for a writing transaction's tables; none in a database opened at an older version (upgrade tests). */
const outbox = (db: GundeckDatabase) => (db.syncOutbox ? [db.syncOutbox] : [])

/** Record these printings as changed here and not yet sent: called inside the transaction that changes them. */
export async function markCollectionUnsent(db: GundeckDatabase, printings: readonly string[]): Promise<void> {
  if (!db.syncOutbox || printings.length === 0) return
  const stamp = newStamp()
  await db.syncOutbox.bulkPut(printings.map((p) => ({ key: collectionKey(p), stamp })))
}

/**
 * Record every stored row as unsent (a first sign-in: the sync copy holds none of them yet), dated by the
 * newest History entry that changed it, or as older than any change when History no longer says: where
 * another device changed the same printing later, its row wins. A row already waiting keeps its date.
 */
export async function markWholeCollectionUnsent(db: GundeckDatabase): Promise<void> {
  await db.transaction('rw', [db.collection, db.collectionHistory, db.syncOutbox], async () => {
    const when = new Map<string, number>()
    await db.collectionHistory.each((raw) => {
      const e = raw as Partial<CollectionHistoryEntry>
      const at = Date.parse(String(e.at))
      if (!Array.isArray(e.changes) || !Number.isFinite(at)) return
      for (const c of e.changes) when.set(String(c.printing), Math.max(when.get(String(c.printing)) ?? 0, at))
    })
    const printings = (await db.collection.toCollection().primaryKeys()) as string[]
    const waiting = await db.syncOutbox.bulkGet(printings.map(collectionKey))
    const rows = printings.filter((_, i) => waiting[i] === undefined).map((p) => ({ key: collectionKey(p), stamp: (when.get(p) ?? 0) * 1000 }))
    await db.syncOutbox.bulkPut(rows)
  })
}

/**
 * What a change was, for its History entry: a code and its values (worded in the language shown, and in
 * English as the entry's `action`), or a label alone, with no code, as older versions wrote them.
 */
export type ChangeLabel = CollectionHistoryText | string

/** The entry's fields for a label: the English `action`, and the code beside it when there is one. */
const labelFields = (label: ChangeLabel): Pick<CollectionHistoryEntry, 'action' | 'text'> =>
  typeof label === 'string' ? { action: label.slice(0, 200) } : { action: collectionHistoryMessage(label), text: label }

/** Each printing's row after the change; null: the row goes. */
type Plan = (current: ReadonlyMap<string, CollectionRow>) => Map<string, CollectionRow | null>

/**
 * One change: read the rows it touches (`all`: every row), work out the new ones, write them and the
 * History entry in one transaction. A row that does not parse is left as it is. Null when nothing changed.
 */
async function commit(
  db: GundeckDatabase,
  label: ChangeLabel,
  keys: readonly string[] | 'all',
  plan: Plan,
  mark: { undoes?: number; synced?: true } = {},
): Promise<CollectionHistoryEntry | null> {
  return db.transaction('rw', [db.collection, db.collectionHistory, ...outbox(db)], async () => {
    const raw = keys === 'all' ? await db.collection.toArray() : (await db.collection.bulkGet([...keys])).filter((r) => r !== undefined)
    const current = new Map<string, CollectionRow>()
    const unreadable = new Set<string>()
    for (const r of raw) {
      const parsed = CollectionRowSchema.safeParse(r)
      if (parsed.success) current.set(parsed.data.printing, parsed.data)
      else unreadable.add(String((r as { printing?: unknown }).printing))
    }
    const changes: CollectionRowChange[] = []
    const put: CollectionRow[] = []
    const drop: string[] = []
    for (const [printing, next] of plan(current)) {
      if (unreadable.has(printing)) continue
      const before = current.get(printing) ?? null
      // Checked here, at the boundary: what is stored always reads back.
      const after = next === null ? null : CollectionRowSchema.parse(next)
      if (sameRow(before, after)) continue
      changes.push({ printing, before, after })
      if (after) put.push(after)
      else drop.push(printing)
    }
    if (changes.length === 0) return null
    if (put.length) await db.collection.bulkPut(put)
    if (drop.length) await db.collection.bulkDelete(drop)
    const entry = CollectionHistorySchema.parse({ at: new Date().toISOString(), ...labelFields(label), changes, ...mark })
    const id = await db.collectionHistory.add(entry)
    // A change that came from another device is not sent back (no echo).
    if (!mark.synced)
      await markCollectionUnsent(
        db,
        changes.map((c) => c.printing),
      )
    await prune(db)
    return { ...entry, id }
  })
}

async function prune(db: GundeckDatabase) {
  const over = (await db.collectionHistory.count()) - KEEP_COLLECTION_HISTORY
  if (over > 0) await db.collectionHistory.bulkDelete(await db.collectionHistory.limit(over).primaryKeys())
}

/**
 * The rows after `applyChanges`, as a plan: every row it no longer lists goes. Trade counts a file gives
 * are added (replacing: set), its notes replace the old ones; trade never exceeds owned.
 */
const planOf =
  (changes: readonly CollectionImport[], mode: 'add' | 'replace'): Plan =>
  (current) => {
    const out = new Map<string, CollectionRow | null>(applyChanges([...current.values()], changes, mode).map((r) => [r.printing, r]))
    for (const c of changes) {
      const row = out.get(normalizeNumber(c.printing))
      if (!row || (c.trade === undefined && c.note === undefined)) continue
      if (c.trade !== undefined) row.trade = Math.min(row.owned, (mode === 'add' ? (row.trade ?? 0) : 0) + c.trade)
      if (!row.trade) delete row.trade
      if (c.note) row.note = c.note
    }
    for (const k of current.keys()) if (!out.has(k)) out.set(k, null)
    return out
  }

/**
 * Add copies (a negative count takes them away, never below none) or, with `replace`, make these the
 * whole collection (a printing still owned keeps its trade count and note).
 */
export async function changeCollection(
  db: GundeckDatabase,
  label: ChangeLabel,
  changes: readonly CollectionImport[],
  mode: 'add' | 'replace',
): Promise<CollectionHistoryEntry | null> {
  const keys = mode === 'replace' ? 'all' : [...new Set(changes.map((c) => normalizeNumber(c.printing)))]
  return commit(db, label, keys, planOf(changes, mode))
}

/** What a player sets on one printing's row; a field left out stays as it is. */
export interface RowPatch {
  owned?: number
  trade?: number
  note?: string
}

/**
 * Set one printing's owned copies, copies for trade or note. For trade never exceeds owned; a row with
 * no copies and no note goes.
 */
export async function updateRow(
  db: GundeckDatabase,
  label: ChangeLabel,
  number: string,
  printing: string,
  patch: RowPatch,
): Promise<CollectionHistoryEntry | null> {
  const key = normalizeNumber(printing)
  return commit(db, label, [key], (current) => {
    const row: CollectionRow = { ...(current.get(key) ?? { number: normalizeNumber(number), printing: key, owned: 0 }), ...patch }
    if (row.trade !== undefined) row.trade = Math.min(row.trade, row.owned)
    if (!row.trade) delete row.trade
    if (!row.note) delete row.note
    return new Map([[key, row.owned === 0 && !row.note ? null : row]])
  })
}

/**
 * Rows another device changed, brought by sync: written as one change with its History entry (marked
 * `synced`, each row's `before` being the value here it replaced), and no outbox row. Null when nothing changed.
 */
export async function applySyncedRows(db: GundeckDatabase, rows: ReadonlyMap<string, CollectionRow | null>): Promise<CollectionHistoryEntry | null> {
  const keys = [...rows.keys()]
  const only = keys.length === 1 ? rows.get(keys[0]!) : undefined
  const label: CollectionHistoryText =
    keys.length === 1
      ? { code: 'history.synced', params: { printing: keys[0]!, owned: only ? only.owned : null } }
      : { code: 'history.synced-rows', params: { printings: keys.length } }
  return commit(db, label, keys, () => new Map(rows), { synced: true })
}

const undoable = (e: CollectionHistoryEntry) => !e.undone && e.undoes === undefined && !e.synced

/**
 * The newest change Undo would take back, or null. A change from another device is never taken back here,
 * and it stops Undo at a change of this device older than it that touched one of the same printings:
 * putting back that change's rows would silently undo the other device's.
 */
export async function lastUndoable(db: GundeckDatabase): Promise<CollectionHistoryEntry | null> {
  let found: CollectionHistoryEntry | null = null
  let stopped = false
  const synced = new Set<string>()
  await db.collectionHistory
    .reverse()
    .until(() => found !== null || stopped)
    .each((raw) => {
      const parsed = CollectionHistorySchema.safeParse(raw)
      if (!parsed.success) return
      const e = parsed.data
      if (e.synced && !e.undone) for (const c of e.changes) synced.add(c.printing)
      if (!undoable(e)) return
      if (e.changes.some((c) => synced.has(c.printing))) stopped = true
      else found = e
    })
  return found
}

/**
 * Take back the newest change not yet taken back: its rows as they were before it, written as a change
 * of its own (so the Undo is in History too), and the change marked undone, in one transaction.
 */
export async function undoLast(db: GundeckDatabase): Promise<CollectionHistoryEntry | null> {
  return db.transaction('rw', [db.collection, db.collectionHistory, ...outbox(db)], async () => {
    const entry = await lastUndoable(db)
    if (!entry?.id) return null
    const before = new Map(entry.changes.map((c) => [c.printing, c.before]))
    // The change taken back is named by its code, or (an entry of an older version) by its English label.
    const undone = entry.text && entry.text.code !== 'history.undo' ? entry.text : undefined
    const label: CollectionHistoryText = { code: 'history.undo', params: { action: entry.action, ...(undone ? { undone } : {}) } }
    await commit(db, label, [...before.keys()], () => before, { undoes: entry.id })
    await db.collectionHistory.update(entry.id, { undone: true })
    return entry
  })
}

/** The newest History entries first. */
export async function collectionHistory(db: GundeckDatabase, limit = 50): Promise<CollectionHistoryEntry[]> {
  const raw = await db.collectionHistory.reverse().limit(limit).toArray()
  return raw.flatMap((r) => {
    const parsed = CollectionHistorySchema.safeParse(r)
    return parsed.success ? [parsed.data] : []
  })
}

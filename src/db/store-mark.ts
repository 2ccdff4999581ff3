import { STORAGE_KEYS } from '~/platform/storage-keys'
import { StoreLossSchema, StoreRecordSchema, type StoredCounts, type StoreLoss, type StoreRecord } from '~/schemas/store-record'
import type { Backup } from '~/schemas/backup'
import type { GundeckDatabase } from './database'
import { localStore } from '~/platform/web-storage'

/**
 * How gundeck knows that the browser deleted its database (Chromium does when it finds the files damaged,
 * and to free space when the disk fills): the database carries a mark (a settings row with an id) and
 * localStorage, which both of those leave alone, keeps the same id with what the database held. A
 * database without the mark, where localStorage has one, was made again after the old one was deleted.
 */
const MARK_ROW = 'store'
const RECORD_KEY = STORAGE_KEYS.storeRecord
const LOSS_KEY = STORAGE_KEYS.storeLoss

export function newStoreId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/** The id the database was marked with; null when it has none. Joins the caller's transaction. */
export async function readStoreMark(db: GundeckDatabase): Promise<string | null> {
  const row = await db.settings.get(MARK_ROW)
  const id = (row?.value as { id?: unknown } | undefined)?.id
  return typeof id === 'string' && id.length > 0 ? id : null
}

export async function markStore(db: GundeckDatabase, id: string): Promise<void> {
  await db.settings.put({ key: MARK_ROW, value: { id } })
}

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStore()?.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function writeJson(key: string, value: unknown): boolean {
  try {
    const store = localStore()
    if (!store) return false
    if (value === null) store.removeItem(key)
    else store.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false // no room: the old record stays, which only makes a later report less exact
  }
}

export function readStoreRecord(): StoreRecord | null {
  const parsed = StoreRecordSchema.safeParse(readJson(RECORD_KEY))
  return parsed.success ? parsed.data : null
}

export function writeStoreRecord(record: StoreRecord): boolean {
  return writeJson(RECORD_KEY, record)
}

/** The loss waiting to be read, if any. */
export function readStoreLoss(): StoreLoss | null {
  const parsed = StoreLossSchema.safeParse(readJson(LOSS_KEY))
  return parsed.success ? parsed.data : null
}

export function writeStoreLoss(loss: StoreLoss | null): void {
  writeJson(LOSS_KEY, loss)
}

/** What a stored state (the storage store's copy) holds; decks in the bin do not count. */
export function countsOf(b: Pick<Backup, 'decks' | 'deckHistory' | 'playtests' | 'dataset'>, cards = b.dataset?.cards ?? 0): StoredCounts {
  return { decks: b.decks.filter((d) => !d.deletedAt).length, history: b.deckHistory.length, playtests: b.playtests.length, cards }
}

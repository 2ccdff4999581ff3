import { STORAGE_KEYS } from '~/platform/storage-keys'
import { localStore } from '~/platform/web-storage'

/**
 * The browser's storage for this site: ask that it be kept (not evicted when the disk runs low) and
 * show how much is used. Both APIs are optional; where missing, the app says so and carries on.
 */
export interface StorageInfo {
  /** Bytes used by this site, and the most it may use; null when the browser does not say. */
  usage: number | null
  quota: number | null
  /** true: kept until the user clears it; false: may be evicted; null: unknown. */
  persisted: boolean | null
}

const storage = (): StorageManager | undefined => (typeof navigator !== 'undefined' ? navigator.storage : undefined)

export async function storageInfo(): Promise<StorageInfo> {
  const s = storage()
  const [estimate, persisted] = await Promise.all([s?.estimate ? s.estimate().catch(() => null) : null, s?.persisted ? s.persisted().catch(() => null) : null])
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted }
}

/** Ask once; the browser may grant silently, ask the user, or refuse. Never throws. */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const s = storage()
  if (!s?.persist) return null
  try {
    if (await s.persisted?.()) return true
    return await s.persist()
  } catch {
    return null
  }
}

const ASKED_KEY = STORAGE_KEYS.askedToKeepData

/**
 * Ask once, at the moment a player would expect it (the first deck stored), that the browser keep this
 * site's data rather than clear it when the disk runs low. The Card data page can ask again. Never throws.
 */
export async function askToKeepData(): Promise<boolean | null> {
  const store = localStore()
  if (!store || store.getItem(ASKED_KEY)) return null
  try {
    store.setItem(ASKED_KEY, new Date().toISOString())
  } catch {
    return null // not kept: asking now would mean asking at every start
  }
  return requestPersistentStorage()
}

/**
 * The errors in one failure, outermost first: Dexie wraps the browser's error in `inner` (a BulkError
 * in `failures`), an Error may carry a `cause`. Loops and very deep chains stop after a few links.
 */
function errorChain(e: unknown): { name: string; message: string; code?: unknown }[] {
  const out: { name: string; message: string; code?: unknown }[] = []
  let cur: unknown = e
  while (typeof cur === 'object' && cur !== null && out.length < 8) {
    const err = cur as { name?: unknown; message?: unknown; code?: unknown; inner?: unknown; cause?: unknown; failures?: unknown }
    out.push({ name: String(err.name ?? ''), message: String(err.message ?? ''), code: err.code })
    // Dexie's BulkError lists one error per failed record instead of an `inner`.
    const next = err.inner ?? err.cause ?? (Array.isArray(err.failures) ? err.failures[0] : undefined)
    if (next === cur) break
    cur = next
  }
  return out
}

/** What the browser said, for the user and a bug report: "AbortError: … ← UnknownError: …". */
export function describeStorageError(e: unknown): string {
  const chain = errorChain(e)
  if (chain.length === 0) return String(e)
  return chain.map((c) => `${c.name || 'Error'}: ${c.message.split('\n')[0]}`).join(' ← ')
}

const FULL_TEXT = /quota|no space|disk (?:is )?full|FILE_ERROR_NO_SPACE|backing store|storage is full/i

/**
 * The one test for "the browser could not store this": a full disk, and the other failures that look
 * like it, after which writing again is what destroys data (see src/stores/storage.ts).
 * Seen from Chromium with its profile on a full disk (Dexie 4):
 * - a write: Dexie `AbortError` "The transaction was aborted, so the request cannot be fulfilled."
 *   (no QuotaExceededError anywhere: LevelDB's FILE_ERROR_NO_SPACE is not passed on);
 * - the reopen Dexie attempts after that: `UnknownError` "Internal error opening backing store for
 *   indexedDB.open.", after three tries an `OpenFailedError` / `DatabaseClosedError` wrapping it;
 * - elsewhere (Firefox, Safari, Chromium's quota): `QuotaExceededError` (legacy code 22), possibly
 *   inside an `AbortError` or a Dexie `BulkError`.
 * A transaction abort nobody asked for is counted too: gundeck never aborts a write itself, and
 * stopping on a false alarm costs a "Try again"; writing on after a real one can cost everything.
 */
export function isStorageFullError(e: unknown): boolean {
  return errorChain(e).some(
    (c) =>
      c.name === 'QuotaExceededError' ||
      c.code === 22 ||
      c.name === 'UnknownError' ||
      (c.name === 'AbortError' && /transaction was aborted/i.test(c.message)) ||
      FULL_TEXT.test(c.message),
  )
}

/** A failure that says the disk itself is out of space (not damaged files): it passes once space is freed. */
export function isOutOfSpaceError(e: unknown): boolean {
  return errorChain(e).some(
    (c) => c.name === 'QuotaExceededError' || c.code === 22 || /quota|no space|full disk|disk (?:is )?full|storage is full/i.test(c.message),
  )
}

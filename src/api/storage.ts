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
  const [estimate, persisted] = await Promise.all([
    s?.estimate ? s.estimate().catch(() => null) : null,
    s?.persisted ? s.persisted().catch(() => null) : null,
  ])
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

/** IndexedDB and Dexie report a full disk in several ways; all mean "no room". */
export function isQuotaError(e: unknown): boolean {
  if (!(e instanceof Error) && !(typeof e === 'object' && e !== null)) return false
  const err = e as { name?: unknown; message?: unknown; inner?: unknown }
  if (err.name === 'QuotaExceededError' || /quota/i.test(String(err.message ?? ''))) return true
  return err.inner !== undefined && err.inner !== e ? isQuotaError(err.inner) : false
}

export const QUOTA_MESSAGE = 'The browser has no room left for this site’s data, so nothing was saved and your previous data is unchanged. Free some disk space (or remove other sites’ data) and try again.'

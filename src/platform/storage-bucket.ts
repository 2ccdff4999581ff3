import { STORAGE_KEYS } from '~/platform/storage-keys'
import { localStore } from '~/platform/web-storage'

/**
 * Storage buckets: IndexedDB stores of the site's that live apart from its own. When the site's own store
 * cannot be opened nor deleted (damaged files, docs/storage.md), a bucket still opens: gundeck puts the
 * decks' copy into one and keeps its data there from then on. Where the browser has none, the player is told.
 */
interface StorageBuckets {
  open(name: string): Promise<{ indexedDB: IDBFactory }>
}

const buckets = (): StorageBuckets | null =>
  typeof navigator !== 'undefined' ? ((navigator as Navigator & { storageBuckets?: StorageBuckets }).storageBuckets ?? null) : null

/** The bucket the app's database lives in, when it was moved out of the site's own store. */
/** The IndexedDB a database lives in, when not the site's own: a storage bucket's. */
export interface IndexedDbPlace {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

const BUCKET_KEY = STORAGE_KEYS.databaseBucket

export function canUseBuckets(): boolean {
  return buckets() !== null && typeof IDBKeyRange !== 'undefined'
}

/** The IndexedDB of a bucket (made when missing); null where buckets are not supported. */
export async function openBucket(name: string): Promise<IndexedDbPlace | null> {
  const b = buckets()
  if (!b || typeof IDBKeyRange === 'undefined') return null
  return { indexedDB: (await b.open(name)).indexedDB, IDBKeyRange }
}

/** A bucket name not used before. */
export function newBucketName(): string {
  return `gundeck-${Date.now().toString(36)}`
}

/** The bucket chosen earlier, opened; null when the database lives in the site's own store (or the bucket cannot be opened). */
export async function chosenBucket(): Promise<{ name: string; place: IndexedDbPlace } | null> {
  const name = localStore()?.getItem(BUCKET_KEY) ?? null
  if (!name) return null
  try {
    const place = await openBucket(name)
    return place ? { name, place } : null
  } catch {
    return null
  }
}

export function chooseBucket(name: string): boolean {
  try {
    localStore()?.setItem(BUCKET_KEY, name)
    return true
  } catch {
    return false
  }
}

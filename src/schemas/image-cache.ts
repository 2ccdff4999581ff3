// The Cache Storage the page and the service worker share: the page counts, clears and pauses these
// caches, the service worker fills them. Both programs import the names from here, not from each other.

/** Card images kept for offline use, apart from Workbox's precache (the app's own files) so clearing one never touches the other. */
export const IMAGE_CACHE = 'gundeck-card-images'

/** The most images kept; the least recently used go first (Workbox's CacheExpiration, in src/sw/sw.ts). */
export const MAX_CACHED_IMAGES = 3000

/**
 * Opaque images (from a host that refuses CORS) are kept apart, fewer of them: Chromium counts each
 * against the site's quota padded to several MB whatever its size (bench/README.md), and that quota is
 * the one IndexedDB's decks and cards need.
 */
export const OPAQUE_IMAGE_CACHE = 'gundeck-card-images-opaque'
export const MAX_OPAQUE_IMAGES = 200

/** Both card-image caches: what the Card data page counts and clears. */
export const IMAGE_CACHES = [IMAGE_CACHE, OPAQUE_IMAGE_CACHE] as const

/**
 * An empty cache whose presence tells the service worker to keep no card image (it cannot read the
 * page's localStorage, where the reason is kept: see src/platform/image-cache.ts).
 */
export const IMAGES_PAUSED_CACHE = 'gundeck-card-images-paused'

/**
 * The page's message asking the service worker to drop the card images it keeps (the disk is full, or
 * the browser deleted the site's data); the worker answers on the message's port with the same word once
 * they are dropped.
 */
export const DROP_IMAGES = 'gundeck:drop-images'

/** The part of Cache Storage that dropCaches uses (this layer has no DOM types; the page's and the worker's fit). */
interface CacheStore<R> {
  has(name: string): Promise<boolean>
  open(name: string): Promise<CacheEntries<R>>
  delete(name: string): Promise<boolean>
}

/** The part of a cache that emptyCache uses. */
interface CacheEntries<R> {
  keys(): Promise<readonly R[]>
  delete(request: R): Promise<boolean>
}

/** Delete every entry of a cache through a handle to it (a cache deleted by name still takes this). */
export async function emptyCache<R>(cache: CacheEntries<R>): Promise<void> {
  await Promise.all((await cache.keys()).map((request) => cache.delete(request)))
}

/**
 * Drop caches, their entries first: Chromium keeps a deleted cache's bytes counted against the site's
 * quota while any handle to it lives (the service worker holds some while it runs), and on a nearly full
 * disk those are the bytes the decks and cards need back; an entry deleted is uncounted at once.
 */
export async function dropCaches<R>(storage: CacheStore<R>, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      if (!(await storage.has(name))) return
      try {
        await emptyCache(await storage.open(name))
      } catch {
        // The cache still goes whole.
      }
      await storage.delete(name)
    }),
  )
}

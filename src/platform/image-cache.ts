import { STORAGE_KEYS } from '~/platform/storage-keys'
import { DROP_IMAGES, dropCaches, IMAGE_CACHES, IMAGES_PAUSED_CACHE } from '~/schemas/image-cache'
import { localStore } from '~/platform/web-storage'

/** What the service worker's card-image cache holds (src/sw/sw.ts). */
export interface ImageCacheInfo {
  /** Images kept. */
  count: number
  /** Bytes of the images whose size the browser shows. */
  bytes: number
  /** Images from hosts that do not answer CORS: the browser hides their size (and counts each as much larger). */
  unsized: number
}

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches)

/** Null where the browser has no Cache API (or refuses it, as some private modes do). */
export async function imageCacheInfo(): Promise<ImageCacheInfo | null> {
  const storage = cacheStorage()
  if (!storage) return null
  try {
    const info: ImageCacheInfo = { count: 0, bytes: 0, unsized: 0 }
    for (const name of IMAGE_CACHES) {
      // Opening would create the cache; an absent one holds nothing.
      if (!(await storage.has(name))) continue
      const cache = await storage.open(name)
      for (const request of await cache.keys()) {
        // The service worker may be writing or expiring this entry right now: it counts as gone.
        const response = await cache.match(request).catch(() => undefined)
        if (!response) continue
        info.count++
        if (response.type === 'opaque') {
          info.unsized++
          continue
        }
        const length = Number(response.headers.get('content-length'))
        info.bytes +=
          length > 0
            ? length
            : await response.blob().then(
                (b) => b.size,
                () => 0,
              )
      }
    }
    return info
  } catch {
    return null
  }
}

/** Drop every kept card image; they are fetched again (when online) as they are seen. */
export async function clearImageCache(): Promise<void> {
  const storage = cacheStorage()
  if (!storage) return
  await workerDropsImages()
  await dropCaches(storage, IMAGE_CACHES)
}

/** When card images stopped being kept (the browser deleted the site's data to free space), or null. */
const PAUSED_KEY = STORAGE_KEYS.imageCachePaused

export function imageCachePausedSince(): string | null {
  return localStore()?.getItem(PAUSED_KEY) ?? null
}

/**
 * Keep no more card images, and drop those kept: the browser deleted the site's data to free space, and
 * images are the least valuable bytes gundeck holds. Kept in localStorage (the site's data deleted again
 * leaves it, with the time of the first pause) and told to the service worker by the marker cache. Never throws.
 */
export async function pauseImageCache(): Promise<void> {
  try {
    if (imageCachePausedSince() === null) localStore()?.setItem(PAUSED_KEY, new Date().toISOString())
  } catch {
    // Not kept across starts; this page's marker still stops the worker.
  }
  await syncImageCachePause()
}

/** The player's choice on the Card data page: keep card images again. */
export async function resumeImageCache(): Promise<void> {
  localStore()?.removeItem(PAUSED_KEY)
  await syncImageCachePause()
}

/** How long the page waits for the service worker to say it dropped its images (it starts first if stopped). */
const WORKER_ANSWER_MS = 5000

/**
 * Ask the service worker to drop the images it keeps, and wait for its answer: after the browser deleted
 * the site's data, the caches the worker still holds stay counted against the quota until it deletes
 * their images through its own handles (src/sw/sw.ts), and writing the decks back needs that room.
 */
async function workerDropsImages(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null)
  if (!worker) return
  const channel = new MessageChannel()
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WORKER_ANSWER_MS)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    worker.postMessage({ type: DROP_IMAGES }, [channel.port2])
  })
  channel.port1.close()
}

/** Make the service worker's marker say what localStorage says (the marker goes with the site's data when the browser deletes it). */
export async function syncImageCachePause(): Promise<void> {
  const storage = cacheStorage()
  if (!storage) return
  try {
    if (imageCachePausedSince() === null) await storage.delete(IMAGES_PAUSED_CACHE)
    else {
      // The images first (any the worker kept since, too): on a full disk, that is the room the marker needs.
      await workerDropsImages()
      await dropCaches(storage, IMAGE_CACHES)
      if (!(await storage.has(IMAGES_PAUSED_CACHE))) await storage.open(IMAGES_PAUSED_CACHE)
    }
  } catch {
    // Caches refused (some private modes): the worker keeps nothing there either.
  }
}

/** The image hosts the page's policy allows (public/image-policy.js wrote them on its meta tag); null when none was added. */
export function imageHostsInForce(): string[] | null {
  if (typeof document === 'undefined') return null
  const raw = document.querySelector('meta[data-image-hosts]')?.getAttribute('data-image-hosts')
  try {
    const hosts: unknown = raw ? JSON.parse(raw) : null
    return Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : null
  } catch {
    return null
  }
}

/** Keep the hosts for the next start's policy; false when the browser would not store them. */
export function storeImageHosts(hosts: readonly string[]): boolean {
  try {
    const store = localStore()
    if (!store) return false
    const value = JSON.stringify(hosts)
    if (store.getItem(STORAGE_KEYS.imageHosts) !== value) store.setItem(STORAGE_KEYS.imageHosts, value)
    return true
  } catch {
    return false
  }
}

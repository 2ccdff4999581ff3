import { IMAGE_CACHES } from '~/sw/image-cache'
import { IMAGE_HOSTS_KEY } from '~/engine/cards/image-hosts'
import { localStore } from '~/db/local-storage'

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
  if (storage) await Promise.all(IMAGE_CACHES.map((name) => storage.delete(name)))
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
    if (store.getItem(IMAGE_HOSTS_KEY) !== value) store.setItem(IMAGE_HOSTS_KEY, value)
    return true
  } catch {
    return false
  }
}

/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheExpiration } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { Strategy, type StrategyHandler } from 'workbox-strategies'
import {
  DROP_IMAGES,
  dropCaches,
  emptyCache,
  IMAGE_CACHE,
  IMAGE_CACHES,
  IMAGES_PAUSED_CACHE,
  MAX_CACHED_IMAGES,
  MAX_OPAQUE_IMAGES,
  OPAQUE_IMAGE_CACHE,
} from '../schemas/image-cache'
import { corsMemory, fetchCardImage, imagesOverBudget, isOldAppCache, roomForImages, type SpaceEstimate } from './image-cache'

/**
 * The service worker (vite-plugin-pwa, injectManifest). The app's files are precached (the list made
 * at build time); card images are kept as they are seen, in their own capped cache.
 */
declare const self: ServiceWorkerGlobalScope

// 'prompt' updates: a new version waits until the user presses Reload (src/pwa.ts sends this). The page
// asks for the card images to be dropped when the disk is full or the site's data was deleted; the answer
// goes back on the message's port once they are.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  if (type === DROP_IMAGES) event.waitUntil(dropImages().finally(() => event.ports[0]?.postMessage(DROP_IMAGES)))
})
// The first install takes this tab at once (works offline without a reload); later versions still wait.
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter(isOldAppCache).map((k) => caches.delete(k)))))
})
// Hash routes: every page is index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')))

/** This worker saw the site's data deleted, or failed to keep an image: it keeps none for the rest of its life. */
let stopped = false

/** The least recently used images go first past each cache's cap. */
const expiration = {
  [IMAGE_CACHE]: new CacheExpiration(IMAGE_CACHE, { maxEntries: MAX_CACHED_IMAGES }),
  [OPAQUE_IMAGE_CACHE]: new CacheExpiration(OPAQUE_IMAGE_CACHE, { maxEntries: MAX_OPAQUE_IMAGES }),
}

/**
 * One handle per image cache, for as long as it is written, and every image is put through it. When the
 * browser deletes the site's data, a cache this worker still holds a handle to stays counted against the
 * quota (docs/storage.md), out of sight of caches.keys(): only through the handle can its images still
 * be deleted, and the page needs those bytes to write the decks back.
 */
const held = new Map<string, Promise<Cache>>()

/** Delete a cache's images through a handle (a deleted cache's too); refused, the cache still goes by name. */
async function empty(handle: Promise<Cache>): Promise<void> {
  try {
    await emptyCache(await handle)
  } catch {
    // A cache the browser deleted with its files may refuse: letting go of the handle is all that is left.
  }
}

/** The handle images are put through; a cache deleted under it (the page's clear, the browser) is emptied and opened anew. */
async function heldCache(name: string): Promise<Cache> {
  const old = held.get(name)
  if (old && (await caches.has(name))) return old
  const fresh = caches.open(name)
  held.set(name, fresh)
  if (old) await empty(old)
  return fresh
}

/** Drop every card image this worker kept, through its handles first (then let go of them), then by name. */
async function dropImages(): Promise<void> {
  const handles = [...held.values()]
  held.clear()
  for (const handle of handles) await empty(handle)
  await dropCaches(caches, IMAGE_CACHES)
}

/** Keep an image in its cache (opaque ones apart, see MAX_OPAQUE_IMAGES); on a failed write, keep none for the rest of this worker's life. */
async function keep(name: typeof IMAGE_CACHE | typeof OPAQUE_IMAGE_CACHE, request: Request, response: Response): Promise<void> {
  try {
    await (await heldCache(name)).put(request.url, response)
    await expiration[name].updateTimestamp(request.url)
    await expiration[name].expireEntries()
  } catch {
    stopped = true
    await dropImages()
  }
}

/** What Chromium counts an opaque response as, whatever its size (see OPAQUE_IMAGE_CACHE). */
const OPAQUE_BYTES = 7 * 1024 * 1024

/**
 * Whether a card image may be kept: not while the page has paused keeping them (the site's data was
 * deleted to free space), nor past the share of free space images may take; then the oldest images over
 * that share go too. A write that fails on a full disk makes Chromium delete all of the site's data, the
 * decks with it: the images must give way first.
 */
async function mayKeep(response: Response): Promise<boolean> {
  if (stopped || (await caches.has(IMAGES_PAUSED_CACHE))) return false
  // The app's own files gone means the browser deleted the site's data to free space: the page writes
  // the decks and cards back, and needs that space; keep no image until it says otherwise.
  if (!(await caches.has(cacheNames.precache))) {
    stopped = true
    await dropImages()
    return false
  }
  const estimate: SpaceEstimate | null = (await self.navigator.storage?.estimate().catch(() => null)) ?? null
  const size = response.type === 'opaque' ? OPAQUE_BYTES : Number(response.headers.get('content-length')) || 100_000
  if (roomForImages(estimate, size)) return true
  for (const name of IMAGE_CACHES) {
    if (!(await caches.has(name))) continue
    const cache = await caches.open(name)
    const keys = await cache.keys()
    // Oldest first: the order they were put in.
    await Promise.all(keys.slice(0, imagesOverBudget(estimate, keys.length)).map((k) => cache.delete(k)))
  }
  return false
}

/** Cache first (a card's image does not change under its URL), fetched by fetchCardImage. */
class CardImages extends Strategy {
  private readonly cors = corsMemory()
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    for (const name of IMAGE_CACHES) {
      const cached = await caches.match(request.url, { cacheName: name })
      if (cached) {
        void handler.waitUntil(expiration[name].updateTimestamp(request.url))
        return cached
      }
    }
    const response = await fetchCardImage(request, handler, this.cors)
    // A plain image is kept only when whole (200); an opaque one's status cannot be read.
    if (response.type !== 'opaque' && response.status !== 200) return response
    const copy = response.clone()
    void handler.waitUntil(mayKeep(copy).then((may) => (may ? keep(copy.type === 'opaque' ? OPAQUE_IMAGE_CACHE : IMAGE_CACHE, request, copy) : undefined)))
    return response
  }
}

// Images the precache did not answer (routes are tried in order): the card images, from whichever
// hosts the card data and the image template name; the Content-Security-Policy limits which those are.
registerRoute(
  ({ request }) => request.destination === 'image',
  // Cached and expired by the strategy itself (keep above), not by Workbox's plugins: their writes open
  // handles of their own, which a deletion by the browser would leave counted.
  new CardImages({ cacheName: IMAGE_CACHE }),
)

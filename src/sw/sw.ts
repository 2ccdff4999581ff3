/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { cacheNames, clientsClaim } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { Strategy, type StrategyHandler } from 'workbox-strategies'
import { dropCaches, IMAGE_CACHE, IMAGE_CACHES, IMAGES_PAUSED_CACHE, MAX_CACHED_IMAGES, MAX_OPAQUE_IMAGES, OPAQUE_IMAGE_CACHE } from '../schemas/image-cache'
import { corsMemory, fetchCardImage, imagesOverBudget, isOldAppCache, roomForImages, type SpaceEstimate } from './image-cache'

/**
 * The service worker (vite-plugin-pwa, injectManifest). The app's files are precached (the list made
 * at build time); card images are kept as they are seen, in their own capped cache.
 */
declare const self: ServiceWorkerGlobalScope

// 'prompt' updates: a new version waits until the user presses Reload (src/pwa.ts sends this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
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

const opaqueExpiration = new CacheExpiration(OPAQUE_IMAGE_CACHE, { maxEntries: MAX_OPAQUE_IMAGES })

/** An opaque image goes to its own, smaller cache (see MAX_OPAQUE_IMAGES); on a quota error that cache is dropped. */
async function keepOpaque(request: Request, response: Response): Promise<void> {
  try {
    const cache = await caches.open(OPAQUE_IMAGE_CACHE)
    await cache.put(request.url, response)
    await opaqueExpiration.updateTimestamp(request.url)
    await opaqueExpiration.expireEntries()
  } catch {
    stopped = true
    await dropCaches(caches, [OPAQUE_IMAGE_CACHE])
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
  if (!(await caches.has(cacheNames.precache))) stopped = true
  if (stopped) return false
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
    const cached = await handler.cacheMatch(request)
    if (cached) return cached
    const opaque = await caches.match(request.url, { cacheName: OPAQUE_IMAGE_CACHE })
    if (opaque) {
      void handler.waitUntil(opaqueExpiration.updateTimestamp(request.url))
      return opaque
    }
    const response = await fetchCardImage(request, handler, this.cors)
    const copy = response.clone()
    void handler.waitUntil(
      mayKeep(copy).then((keep) => {
        if (!keep) return
        if (copy.type === 'opaque') return keepOpaque(request, copy)
        // The cacheable-response plugin keeps 200s only (opaque ones went above).
        return handler.cachePut(request, copy).then(
          () => undefined,
          () => {
            stopped = true
            return dropCaches(caches, IMAGE_CACHES)
          },
        )
      }),
    )
    return response
  }
}

// Images the precache did not answer (routes are tried in order): the card images, from whichever
// hosts the card data and the image template name; the Content-Security-Policy limits which those are.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CardImages({
    cacheName: IMAGE_CACHE,
    // No purgeOnQuotaError: Workbox's purge deletes the cache whole, and a deleted cache this worker still
    // holds stays counted against the quota; a failed keep drops the images entry by entry instead.
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_CACHED_IMAGES })],
  }),
)

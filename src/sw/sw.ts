/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { Strategy, type StrategyHandler } from 'workbox-strategies'
import { corsMemory, fetchCardImage, IMAGE_CACHE, isOldAppCache, MAX_CACHED_IMAGES, MAX_OPAQUE_IMAGES, OPAQUE_IMAGE_CACHE } from './image-cache'

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

const opaqueExpiration = new CacheExpiration(OPAQUE_IMAGE_CACHE, { maxEntries: MAX_OPAQUE_IMAGES })

/** An opaque image goes to its own, smaller cache (see MAX_OPAQUE_IMAGES); on a quota error that cache is dropped. */
async function keepOpaque(request: Request, response: Response): Promise<void> {
  try {
    const cache = await caches.open(OPAQUE_IMAGE_CACHE)
    await cache.put(request.url, response)
    await opaqueExpiration.updateTimestamp(request.url)
    await opaqueExpiration.expireEntries()
  } catch {
    await caches.delete(OPAQUE_IMAGE_CACHE)
  }
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
    if (response.type === 'opaque') void handler.waitUntil(keepOpaque(request, response.clone()))
    // The cacheable-response plugin keeps 200s only (opaque ones went above).
    else void handler.waitUntil(handler.cachePut(request, response.clone()))
    return response
  }
}

// Images the precache did not answer (routes are tried in order): the card images, from whichever
// hosts the card data and the image template name; the Content-Security-Policy limits which those are.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CardImages({
    cacheName: IMAGE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_CACHED_IMAGES, purgeOnQuotaError: true })],
  }),
)

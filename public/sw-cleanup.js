// Loaded by the service worker (vite.config.ts): drop the caches of the hand-made service worker that
// earlier builds installed (named gundeck-<hash>); Workbox keeps its own under workbox-precache-*.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => /^gundeck-[0-9a-f]{12}$/.test(k)).map((k) => caches.delete(k)))))
})

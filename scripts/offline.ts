// Offline support without a framework: at build time, write a service worker that precaches exactly
// the files this build emitted (plus public/), a script that registers it (a file, so the CSP needs no
// inline script), and the web app manifest. Nothing is fetched at build time.
import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'

export interface OfflineOptions {
  manifest: Record<string, unknown>
}

function publicFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name)
      if (statSync(path).isDirectory()) walk(path)
      else out.push(relative(dir, path).split('\\').join('/'))
    }
  }
  try {
    walk(dir)
  } catch {
    // no public folder
  }
  return out
}

/** The service worker: cache-first for this site's precached files; everything else goes to the network. */
export function serviceWorkerSource(cache: string, files: readonly string[]): string {
  return `// Generated at build time: the files of this build, cached for offline use.
const CACHE = ${JSON.stringify(cache)}
const FILES = ${JSON.stringify(files.map((f) => `./${f}`))}
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()))
})
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('gundeck-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})
self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  // Only this site's own files; the card list download and images go to the network as usual.
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    // Hash routes: every page is index.html. Network first so an online reload sees a new version.
    event.respondWith(fetch(request).catch(() => caches.match('./index.html', { ignoreVary: true })))
    return
  }
  event.respondWith(caches.match(request, { ignoreSearch: true, ignoreVary: true }).then((hit) => hit || fetch(request)))
})
`
}

export function offline(options: OfflineOptions): Plugin {
  let publicDir = 'public'
  return {
    name: 'gundeck:offline',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [
          { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
          { tag: 'script', attrs: { src: '/registerSW.js', defer: true }, injectTo: 'head' },
        ]
      },
    },
    generateBundle(_, bundle) {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(options.manifest, null, 2) })
      this.emitFile({
        type: 'asset',
        fileName: 'registerSW.js',
        source: "if ('serviceWorker' in navigator) window.addEventListener('load', () => navigator.serviceWorker.register('/sw.js', { scope: '/' }))\n",
      })
      const files = [...new Set([...Object.keys(bundle), 'manifest.webmanifest', 'registerSW.js', 'index.html', ...publicFiles(publicDir)])]
        .filter((f) => !f.endsWith('.map'))
        .sort()
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(`gundeck-${version}`, files) })
    },
  }
}

import { fileURLToPath, URL } from 'node:url'
import { baseCompile } from '@intlify/message-compiler'
import vue from '@vitejs/plugin-vue'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pageChunks } from './scripts/page-chunks.ts'
import { pageRoutes } from './scripts/page-routes.ts'
import { describeSize, initialJs } from './scripts/size.ts'

const pages = pageChunks('src/main.ts')

/**
 * The catalogues' messages compiled at build time: each string in src/locales/<language>.ts (and <language>/*.ts) becomes the
 * function vue-i18n's own compiler makes of it, and the built app drops that compiler (vue-i18n's
 * __INTLIFY_DROP_MESSAGE_COMPILER__: about 5 KB gzipped at startup). The tests and the dev server do not
 * apply this and keep the compiler and the string messages. A message the compiler rejects fails the build.
 */
function precompileMessages(): Plugin {
  return {
    name: 'gundeck:precompile-messages',
    apply: 'build',
    // After TypeScript is stripped: the module is plain JavaScript then.
    enforce: 'post',
    config: () => ({ define: { __INTLIFY_DROP_MESSAGE_COMPILER__: true } }),
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/][a-z]{2}(?:[\\/][a-z-]+)?\.ts$/.test(id)) return null
      const edits: { start: number; end: number; text: string }[] = []
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit)
        if (!node || typeof node !== 'object') return
        const n = node as { type?: string; value?: { type?: string; value?: unknown; start: number; end: number } }
        if (n.type === 'Property' && n.value?.type === 'Literal' && typeof n.value.value === 'string') {
          const { value: message, start, end } = n.value
          // A message with no syntax stays a string, shorter than its function (i18n.ts shows it as it is).
          if (/^[^{}@|%$]*$/.test(message)) return
          const compiled = baseCompile(message, { mode: 'arrow', onError: (e) => this.error(`${id}: ${JSON.stringify(message)}: ${e.message}`) })
          edits.push({ start, end, text: compiled.code })
        }
        for (const child of Object.values(n)) visit(child)
      }
      visit(this.parse(code))
      let out = code
      for (const e of edits.sort((x, y) => y.start - x.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
      return { code: out, map: null }
    },
  }
}

export default defineConfig({
  plugins: [
    // Before vue(): the routes from each page's definePage, and their types (typed-router.d.ts).
    pageRoutes(),
    vue(),
    pages.plugin,
    precompileMessages(),
    // Offline: a Workbox service worker (src/sw/sw.ts) precaches the built app (its list made at build
    // time, nothing fetched then) and keeps card images as they are seen; the card database and decks are
    // in IndexedDB already. 'prompt': a new version waits until the user chooses to reload (src/pwa.ts),
    // so an open tab keeps the files it was built with instead of having its cache swapped under it.
    // injectRegister null: src/main.ts registers it from a module, so the Content-Security-Policy in
    // index.html needs no inline script. injectManifest (our own worker) rather than generateSW: the
    // image route asks for CORS first and falls back to no-cors, which generateSW's options cannot say.
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,woff2}'],
      },
      manifest: {
        name: 'gundeck: Gundam card game deck builder',
        short_name: 'gundeck',
        description: 'Deck builder and tournament-legality checker for Gundam trading card games. Works offline.',
        theme_color: '#1d3a6e',
        background_color: '#f6f7fb',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
    }),
    // `vite preview` (the browser journeys and benches) serves the hashed files as a production host does:
    // kept for a year, so a reload asks the server for the page alone instead of revalidating every file.
    {
      name: 'gundeck:preview-immutable-assets',
      configurePreviewServer(server) {
        server.middlewares.use((req, res, next) => {
          if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
          next()
        })
      },
    },
    // The speed budget: print the initial JavaScript (gzipped) after every app build.
    {
      name: 'gundeck:initial-js-size',
      apply: 'build',
      closeBundle() {
        const r = initialJs()
        if (r) console.log(`\n${describeSize(r)}`)
      },
    },
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // vue-i18n's build-time switches: the composition API alone (no legacy API, no global components), no devtools.
  define: { __VUE_I18N_LEGACY_API__: false, __VUE_I18N_FULL_INSTALL__: false, __INTLIFY_PROD_DEVTOOLS__: false },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: pages.groups, includeDependenciesRecursively: false } } },
  },
})

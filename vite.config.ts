import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { describeSize, initialJs } from './scripts/size.ts'

export default defineConfig({
  plugins: [
    vue(),
    // Offline: a Workbox service worker precaches the built app (its list made at build time, nothing
    // fetched then); the card database and decks are in IndexedDB already. 'prompt': a new version waits
    // until the user chooses to reload (src/pwa.ts), so an open tab keeps the files it was built with
    // instead of having its cache swapped under it. injectRegister null: src/main.ts registers it from a
    // module, so the Content-Security-Policy in index.html needs no inline script.
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,woff2}'],
        // Hash routes: every page is index.html.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first install takes this tab at once (works offline without a reload); later versions
        // still wait for the user's Reload, since there is no skipWaiting.
        clientsClaim: true,
        // The service worker of earlier builds kept its files in caches named gundeck-<hash>.
        importScripts: ['sw-cleanup.js'],
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
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
  },
})

import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'

// The command-line tool: one self-contained ES module for Node, same engine as the app.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  ssr: { noExternal: true },
  build: {
    ssr: 'cli/gundeck.ts',
    outDir: 'dist/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: { entryFileNames: 'gundeck.mjs', banner: '#!/usr/bin/env node' },
    },
  },
})

import { chmodSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'

// The command-line tool: one self-contained ES module for Node, same engine as the app.
export default defineConfig({
  plugins: [
    {
      // `npx gundeck` runs the file directly: it must be executable.
      name: 'gundeck-executable',
      writeBundle(options) {
        chmodSync(join(options.dir ?? 'dist/cli', 'gundeck.mjs'), 0o755)
      },
    },
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  publicDir: false,
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

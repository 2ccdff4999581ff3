import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

// Real-browser journeys: the built app served locally, driven in Debian's Chromium by playwright-core.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})

import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import type { Plugin } from 'vite'
import { configDefaults, defineConfig, type UserWorkspaceConfig } from 'vitest/config'
import { pageRoutes } from './scripts/page-routes.ts'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }

/** The service worker's registration helper exists in the app build only (vite-plugin-pwa); tests pass their own. */
const pwaRegisterStub: Plugin = {
  name: 'pwa-register-stub',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-stub' : undefined),
  load: (id) =>
    id === '\0pwa-register-stub' ? 'export function registerSW() { throw new Error("the service worker registers in the app build only") }' : undefined,
}

/** The test files under these folders whose text matches `pattern`. */
function testFilesMatching(folders: readonly string[], pattern: RegExp): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${folder}/${f}`)
      .filter((f) => pattern.test(readFileSync(f, 'utf8'))),
  )
}

/**
 * Component and composable tests that replace a module (vi.mock: each needs a module graph of its own)
 * or keep a database (shared by every file of a worker otherwise): found by their text, so a new one is
 * isolated without being listed.
 */
const OWN_MODULES = testFilesMatching(['src/components', 'src/composables', 'src/platform'], /\bvi\.(mock|doMock)\(|fake-indexeddb|\bdatabase\(\)/)

/** Storage tests that replace a module (the device id, in bridge.test.ts) or stub globals or the clock. */
const OWN_DB_MODULES = testFilesMatching(['src/db', 'src/sync'], /\bvi\.(mock|doMock|stubGlobal|useFakeTimers)\(/)

/** Every project's set-up: fast-check seeded from the commit (tests/fuzz.ts), so a property test never flakes between runs of one commit. */
const setupFiles = ['tests/property-seed.setup.ts']

// The pages' definePage macro is compiled as in the app build.
const ui = {
  plugins: [pageRoutes(), vue(), pwaRegisterStub],
  resolve: { alias },
  test: {
    // happy-dom sets a file up in about half jsdom's time (bench/README.md); the three files that count
    // animation frames or need no ResizeObserver ask for jsdom.
    environment: 'happy-dom',
    setupFiles,
  },
} satisfies UserWorkspaceConfig

export default defineConfig({
  test: {
    globalSetup: ['tests/property-seed.global.ts'],
    // Vitest leaves a core free by default, which on a two-core machine (CI's) is one worker: the tests
    // wait on timers and storage enough that two workers finish well sooner (bench/README.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'engine',
          environment: 'node',
          setupFiles,
          // Pure functions, no globals stubbed: the files share their workers' modules instead of each
          // loading the engine again (a third of the unit run's time went to those imports).
          isolate: false,
          include: [
            'src/engine/**/*.test.ts',
            'src/schemas/**/*.test.ts',
            'src/io/**/*.test.ts',
            'cli/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/hostile/**/*.test.ts',
            'src/workers/**/*.test.ts',
            'src/sw/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          environment: 'node',
          setupFiles,
          // Each test opens databases of its own names: the files share their workers' modules, but for
          // those that replace a module or the clock (OWN_DB_MODULES).
          isolate: false,
          include: ['src/db/**/*.test.ts', 'src/sync/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_DB_MODULES],
        },
      },
      {
        resolve: { alias },
        test: { name: 'db-isolated', environment: 'node', setupFiles, include: OWN_DB_MODULES },
      },
      {
        ...ui,
        test: {
          ...ui.test,
          name: 'ui',
          // Components and composables keep no state outside what a test mounts: the files share their
          // workers' environment and modules instead of each setting up a DOM and loading Vue again
          // (about half the component tests' time: bench/README.md). Stores and pages keep a
          // database, and a few files replace a module (OWN_MODULES): those are isolated.
          isolate: false,
          include: ['src/components/**/*.test.ts', 'src/composables/**/*.test.ts', 'src/platform/**/*.test.ts', 'src/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
        },
      },
      {
        ...ui,
        // The catalogues' tests switch the one vue-i18n instance's language and load a fresh one: isolated too.
        test: { ...ui.test, name: 'ui-isolated', include: ['src/pages/**/*.test.ts', 'src/stores/**/*.test.ts', 'src/locales/**/*.test.ts', ...OWN_MODULES] },
      },
    ],
  },
})

import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Journeys whose subject is timing (SIGKILLs at random moments, closes 0-300 ms after an edit, a disk filled
 * or nearly filled while the browser settles, two tabs racing their autosaves): they run one at a time,
 * alone on the machine, after the others. The collection and 10,000-decks journeys only print their long
 * tasks (nothing is asserted on a time) and share the machine like the rest; the speed of the engine work
 * under them is measured alone by npm run bench (collection, decks).
 */
const ALONE = ['crash', 'quick-close', 'disk-full', 'storage-wiped', 'two-tabs'].map((name) => `tests/e2e/${name}.e2e.ts`)

// Real-browser journeys: the built app served locally, driven in Debian's Chromium by playwright-core.
// Every other journey has its own browser and its own data, and mostly waits on the page (autosaves, a
// sync server, workers): two of them run side by side, and the modules they share (the engine, the
// helpers) are loaded once per worker (isolate: false).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each journey sets up what it needs: the tests of a file run in a new random order each run (the seed
    // is printed; --sequence.seed=<n> replays it). The files keep their order: the timing journeys last.
    sequence: { shuffle: { files: false, tests: true } },
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-alone',
          include: ALONE,
          // One file at a time, each in a fresh module state: Vitest runs such files after all the others
          // (no sequence.groupOrder, which --sequence.shuffle on the command line would reset).
          fileParallelism: false,
          isolate: true,
        },
      },
    ],
  },
})

import { statSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The longest journeys first (seconds in a full run beside two other workloads, measured 2026-12-06: crash 150,
 * sync 110, damaged-store 93, sweep-desktop 76, quick-close 67, playtest 66, image-cache 48, sweep-phone 47,
 * many-decks 45, two-tabs 41, build-fast 37, editor-controls 31, collection 29, ...), then the rest by size, so
 * neither worker is left with a long one while the other idles. Vitest's own order (its cache of the last
 * run's times, else file size) put a 20-25 s journey among the last in a clean clone.
 */
const LONGEST_FIRST = [
  'crash',
  'sync',
  'damaged-store',
  'sweep-desktop',
  'quick-close',
  'playtest',
  'image-cache',
  'sweep-phone',
  'many-decks',
  'two-tabs',
  'build-fast',
  'editor-controls',
  'collection',
]

/** `--sequence.shuffle.files` (the journeys in a random order) gets Vitest's random order instead. */
const shuffleFiles = process.argv.some((a) => /^--sequence\.shuffle(\.files)?(=true)?$/.test(a))

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Each file's place worked out once, not in every comparison (a stat each time).
    const key = new Map(
      files.map((f) => {
        const i = LONGEST_FIRST.indexOf(basename(f.moduleId, '.e2e.ts'))
        return [f, { group: f.project.config.sequence.groupOrder, rank: i === -1 ? LONGEST_FIRST.length : i, size: statSync(f.moduleId).size }]
      }),
    )
    return [...files].sort((a, b) => {
      const [x, y] = [key.get(a)!, key.get(b)!]
      return x.group - y.group || x.rank - y.rank || y.size - x.size
    })
  }
}

/**
 * SIGKILLs at random moments, closes 0-300 ms after an edit and two tabs racing their autosaves assert
 * guarantees that hold at any load, so those journeys run beside the others like any journey (run after
 * the others, two at a time, they left one worker idle for the longest one's last 20 s and cost 15-25 s
 * more of every run). A disk filled or nearly filled while the browser settles does depend on the
 * machine's pace (a disk-full run beside the crash journey failed once in three), so those two run one at a
 * time (beside each other, disk-full took 77 s instead of 23 s), and first: run last, they left the second core
 * idle for their 40 s; first, CI's idle-priority lane (lint, typecheck) takes it. No journey measures a time: the
 * 10,000 decks' and the collection's long tasks, the sync relay and the app's own speed are browser benches
 * (npm run bench many-decks-browser, collection-browser, sync-relay, app-browser), and the engine work under
 * them is measured alone by npm run bench (collection, decks).
 */
const DISK = ['disk-full', 'storage-wiped'].map((name) => `tests/e2e/${name}.e2e.ts`)

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
    // A poll waits for a condition the page reaches at the machine's pace: Vitest's default second was too
    // short beside a loaded neighbour (a deck written back at start, a dialog on close, in shuffled runs).
    expect: { poll: { timeout: 15_000 } },
    // Each journey sets up what it needs: the tests of a file run in a new random order each run (the seed
    // is printed; --sequence.seed=<n> replays it). The disk journeys run first, one at a time, then the rest
    // longest first.
    sequence: { shuffle: { files: false, tests: true }, ...(shuffleFiles ? {} : { sequencer: LongestFirst }) },
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: DISK,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-disk',
          include: DISK,
          fileParallelism: false,
          isolate: true,
          // 1, not 0: Vitest runs a one-worker project of group 0 after every group.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})

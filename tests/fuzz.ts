import fc from 'fast-check'
import { chaosSeeds } from './e2e/seeds'

// How many generated inputs each fuzz property gets: a few hundred in `npm test` (fast enough to run on
// every change), 10,000 in `npm run test:fuzz` (CI runs it), or FUZZ_RUNS for a longer soak.
const DEFAULT_RUNS = 300

function runs(): number {
  const raw = process.env.FUZZ_RUNS
  if (raw === undefined || raw === '') return DEFAULT_RUNS
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`FUZZ_RUNS must be a whole number of runs, not "${raw}"`)
  return n
}

export const FUZZ_RUNS = runs()

/**
 * The seed every property test (fast-check) starts from: the commit's turn of the pinned list, as the
 * chaos journeys' (tests/e2e/seeds.ts), or FUZZ_SEED. A failure found on a commit is found again by running
 * that commit again, never lost to a new random seed; fast-check's report of a failure names the seed too.
 */
export const FUZZ_SEED = chaosSeeds('FUZZ_SEED', 1)

/** Every test file's set-up (vitest.config.ts): the seed made fast-check's default. */
export function seedPropertyTests(): void {
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: FUZZ_SEED.seeds[0]! })
}

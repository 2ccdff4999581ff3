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

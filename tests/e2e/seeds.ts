import { execFileSync } from 'node:child_process'

/**
 * The seeds the chaos journeys draw their random moments from: a fixed list, so a failure is always one of
 * these (or a seed given to replay it), never a new number each run. Each commit takes its turn of the
 * list (its hash picks where it starts), so twenty commits in a row go through every seed; the runs of one
 * commit use the same seeds, so running CI again on it tries the same moments again.
 */
export const PINNED_SEEDS = [
  1, 7, 42, 97, 1009, 2718, 31415, 65537, 99991, 123457, 271828, 314159, 524287, 727158567, 918273, 1299709, 2147483, 16777259, 104729, 1618033,
] as const

/** The commit under test, or null outside a git checkout. */
function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

/**
 * `count` seeds for this run: those of the environment variable `replay` (a comma-separated list, as the
 * run printed them) when it is set, else the commit's turn of PINNED_SEEDS. Says which, with the command
 * that replays them.
 */
export function chaosSeeds(replay: string, count: number): { seeds: number[]; said: string } {
  const given = process.env[replay]
  if (given) {
    const seeds = given.split(',').map(Number)
    if (seeds.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`${replay}=${given}: give whole numbers, comma-separated`)
    return { seeds, said: `seeds ${seeds.join(',')} from ${replay}` }
  }
  const sha = commit()
  const start = sha ? parseInt(sha.slice(0, 8), 16) % PINNED_SEEDS.length : 0
  const seeds = Array.from({ length: count }, (_, i) => PINNED_SEEDS[(start + i) % PINNED_SEEDS.length]!)
  return {
    seeds,
    said: `seeds ${seeds.join(',')} (the pinned list's turn of commit ${sha?.slice(0, 12) ?? 'unknown'}; ${replay}=${seeds.join(',')} replays them)`,
  }
}

import { compileSim } from '~/engine/sim/compile'
import { exactProbability } from '~/engine/sim/exact'
import { MonteCarlo } from '~/engine/sim/monte-carlo'
import { solveOptimal, type OptimalPolicy } from '~/engine/sim/optimal'
import { Rng } from '~/engine/sim/rng'
import { SimRequestSchema, type SimResponse } from '~/schemas/sim-messages'

/**
 * Trials the worker plays and throws away after its first exact-odds answer. The page asks for exact
 * odds while the question is built, before Run, so the player's first Monte Carlo run finds the trial
 * loop compiled: a fresh worker runs its first trials in the interpreter and the next many before the
 * optimized loop is in place, which made the first run a good part slower than the next (bench/README.md).
 * The warm-up costs the worker's time once, off the page's thread. Same question, so the loop learns the
 * paths the run will take.
 */
export const WARM_UP_TRIALS = 100_000
/** Trials between two pauses of the warm-up: a request that arrives meanwhile waits at most this long. */
export const WARM_UP_STEP = 4096

export interface SimHandlerDeps {
  post: (message: SimResponse) => void
  /** Lets other messages (a cancel) in between chunks; the worker passes a macrotask. */
  pause: () => Promise<void>
  now?: () => number
}

/** Where a bad message went wrong, e.g. `spec.groups.0.atLeast: Too small: expected number to be >=1`. */
function describe(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const first = error.issues[0]
  if (!first) return 'invalid message'
  const where = first.path.map(String).join('.')
  return `${where ? `${where}: ` : ''}${first.message}${error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : ''}`
}

function idOf(data: unknown): number | null {
  const v = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null
}

/**
 * The simulation worker's message handling, free of worker globals so it runs in Node tests: parse
 * each message, run exact odds, then Monte Carlo in chunks with progress, stopping on cancel.
 * Never throws: every problem is an `error` message.
 */
export function createSimHandler(deps: SimHandlerDeps) {
  const now = deps.now ?? (() => performance.now())
  const cancelled = new Set<number>()
  const running = new Set<number>()
  let warmed = false

  /** Throw-away trials (see WARM_UP_TRIALS); they stop as soon as a run starts. */
  async function warmUp(start: () => MonteCarlo): Promise<void> {
    try {
      const mc = start()
      while (mc.trials < WARM_UP_TRIALS && running.size === 0) {
        mc.run(WARM_UP_STEP)
        await deps.pause()
      }
    } catch {
      // A question Monte Carlo cannot play: its run will say so. The next question may warm the loop.
      warmed = false
    }
  }

  async function handle(data: unknown): Promise<void> {
    const parsed = SimRequestSchema.safeParse(data)
    if (!parsed.success) {
      const detail = describe(parsed.error)
      deps.post({ type: 'error', id: idOf(data), message: detail, problem: { code: 'bad-request', detail } })
      return
    }
    const req = parsed.data
    if (req.type === 'cancel') {
      if (running.has(req.id)) cancelled.add(req.id)
      return
    }
    const { id, trials, seed, chunk } = req
    try {
      const compiled = compileSim(req.spec, req.opening)
      if (!compiled.ok) {
        deps.post({ type: 'error', id, message: compiled.errors.join('; '), texts: compiled.texts })
        return
      }
      const t0 = now()
      let exact: number | null
      let optimal: OptimalPolicy | null = null
      if (compiled.sim.policy.kind === 'optimal') {
        const solved = solveOptimal(compiled.sim)
        if (!solved.ok) {
          deps.post({ type: 'error', id, message: solved.message, texts: [solved.text] })
          return
        }
        optimal = solved.policy
        exact = optimal.p
      } else exact = exactProbability(compiled.sim)
      const exactMs = Math.max(0, now() - t0)
      const policy =
        optimal &&
        optimal.entries.map((e) => ({ step: e.step, hand: e.hand, groups: e.groups, other: e.other, keep: e.keep, redraw: e.redraw, choice: e.choice }))
      if (trials === 0) {
        deps.post({
          type: 'result',
          id,
          exact,
          exactMs,
          monteCarlo: null,
          seed: null,
          rngState: null,
          warnings: compiled.sim.warnings,
          warningTexts: compiled.sim.warningTexts,
          policy,
        })
        if (!warmed) {
          warmed = true
          void warmUp(() => new MonteCarlo(compiled.sim, Rng.fromSeed(1), optimal ?? undefined))
        }
        return
      }
      const rng = Rng.fromSeed(seed)
      // Under the best decision, Monte Carlo reads the table built from the same solution.
      const mc = new MonteCarlo(compiled.sim, rng, optimal ?? undefined)
      running.add(id)
      while (mc.trials < trials) {
        mc.run(Math.min(chunk, trials - mc.trials))
        deps.post({ type: 'progress', id, done: mc.trials, total: trials, monteCarlo: mc.result() })
        await deps.pause()
        if (cancelled.has(id)) {
          deps.post({ type: 'cancelled', id, monteCarlo: mc.result() })
          return
        }
      }
      deps.post({
        type: 'result',
        id,
        exact,
        exactMs,
        monteCarlo: mc.result(),
        seed,
        rngState: rng.state(),
        warnings: compiled.sim.warnings,
        warningTexts: compiled.sim.warningTexts,
        policy,
      })
    } catch (e) {
      deps.post({ type: 'error', id, message: `simulation failed: ${e instanceof Error ? e.message : String(e)}` })
    } finally {
      running.delete(id)
      cancelled.delete(id)
    }
  }

  return { handle }
}

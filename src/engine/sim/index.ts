// Opening-hand and redraw simulation: exact odds and a seeded Monte Carlo over the format's opening.
import type { SimText } from '../messages/sim'
import type { Opening } from '~/schemas/format'
import type { MonteCarloResult, SimSpec } from '~/schemas/sim'
import type { CardLookup } from '../cards/pool'
import { compileErrors, compileSim, type CompiledSim } from './compile'
import { exactProbability } from './exact'
import { MonteCarlo } from './monte-carlo'
import { solveOptimal, type OptimalPolicy } from './optimal'
import { Rng } from './rng'

export * from './compile'
export * from './curve'
export * from './exact'
export * from './monte-carlo'
export * from './opening'
export * from './optimal'
export * from './redraw'
export * from './rng'
export * from './sample'

export type SimulateResult =
  | {
      ok: true
      exact: number | null
      monteCarlo: MonteCarloResult | null
      seed: number | null
      sim: CompiledSim
      /** Under the 'optimal' policy: the decision for every hand, with both chances; else null. */
      policy: OptimalPolicy | null
    }
  | { ok: false; errors: string[]; texts: SimText[] }

/**
 * Exact odds, and with trials > 0 a Monte Carlo run from `seed`; same seed, same answer. `lookup`
 * (the card data) tells Gundam War redraw a) which cards are Basic GENERATION cards.
 */
export function simulate(spec: SimSpec, opening: Opening, options: { trials: number; seed: number; lookup?: CardLookup }): SimulateResult {
  const compiled = compileSim(spec, opening, options.lookup)
  if (!compiled.ok) return compiled
  let policy: OptimalPolicy | null = null
  let exact: number | null
  if (compiled.sim.policy.kind === 'optimal') {
    const solved = solveOptimal(compiled.sim)
    if (!solved.ok) return compileErrors([solved.text])
    policy = solved.policy
    exact = policy.p
  } else exact = exactProbability(compiled.sim)
  if (options.trials <= 0) return { ok: true, exact, monteCarlo: null, seed: null, sim: compiled.sim, policy }
  // The table is built once, from the same solution.
  const mc = new MonteCarlo(compiled.sim, Rng.fromSeed(options.seed), policy ?? undefined)
  mc.run(options.trials)
  return { ok: true, exact, monteCarlo: mc.result(), seed: options.seed, sim: compiled.sim, policy }
}

import type { WorkerPort } from './client'

/** The simulation worker (engine/sim off the page's thread); useSimulationWorker is its client. */
export function createSimWorker(): WorkerPort {
  return new Worker(new URL('./simulate.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerPort
}

// Helpers for the sync tests (never imported by the app).
import type PouchDB from 'pouchdb-browser'

/** A PouchDB database in memory (pouchdb-browser with the memory adapter, as the bridge tests run it in Node). */
export async function memoryReplica(name: string): Promise<PouchDB> {
  // pouchdb-browser reads `self` when loaded; Node has only globalThis.
  ;(globalThis as { self?: unknown }).self ??= globalThis
  const { default: Pouch } = await import('pouchdb-browser')
  const { default: memory } = await import('pouchdb-adapter-memory')
  Pouch.plugin(memory)
  return new Pouch(`${name}-${Math.random()}`, { adapter: 'memory' })
}

/** Replicate both ways once, to the end. */
export function syncOnce(a: PouchDB, b: PouchDB): Promise<void> {
  return new Promise((resolve, reject) => {
    a.sync(b)
      .on('complete', () => resolve())
      .on('error', (e) => reject(new Error(e.message ?? e.reason ?? 'sync failed')))
  })
}

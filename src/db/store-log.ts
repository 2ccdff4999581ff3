import Dexie from 'dexie'
import type { GundeckDatabase } from './database'

/** A database made only to be deleted (see rollStoreLog). */
export const ROLL_DB = 'gundeck-roll'

/**
 * Make Chromium move its IndexedDB store onto a fresh log file.
 *
 * Why (Chromium 150, profile on a full 16 MB tmpfs, tests/e2e/disk-full.e2e.ts): a write that fails on a
 * full disk leaves a torn record at the end of the store's LevelDB log (the first 1,878 of 16,724 bytes,
 * up to a page boundary). Reopening the store (Try again, or the next start) reads up to the torn record
 * and keeps appending after it; the start after that reads those later records as the torn record's
 * bad checksum, and Chromium deletes the whole store as corrupt: the stored cards went from 1,075 to 0
 * in 3 of 3 runs, the history and saved games with them. Deleting a database makes Chromium compact
 * the deleted range, and a compaction first writes what the log holds to a table file and starts a new
 * log; the torn one is removed. In other browsers this is just a small database made and deleted.
 */
export async function rollStoreLog(db: GundeckDatabase): Promise<void> {
  const roll = new Dexie(ROLL_DB, db.place ?? undefined)
  roll.version(1).stores({ marks: 'id' })
  try {
    await roll.open()
    // A record, so that the deletion has a range to compact.
    await roll.table('marks').put({ id: 1 })
  } finally {
    await roll.delete()
  }
}

import Dexie from 'dexie'
import type { GundeckDatabase } from './database'

/** A database made only to be deleted (see rollStoreLog). */
export const ROLL_DB = 'gundeck-roll'

/**
 * Move the store onto a fresh log file. A write cut short (a full disk, a killed browser) can leave a
 * torn record at the end of the log; what is appended after it would be lost with the whole store at a
 * later start (docs/storage.md, "What the browser does"). Deleting a small database makes the store
 * compact, and a compaction starts a new log. Elsewhere this is just a small database made and deleted.
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

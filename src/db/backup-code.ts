import type * as BackupFiles from '~/io/backup'
import type * as BackupRepository from './backup-repository'

type BackupCode = typeof BackupRepository & typeof BackupFiles

let loading: Promise<BackupCode> | null = null

/**
 * The backup's code: reading and writing the whole stored state (backup-repository.ts) and backup files
 * (io/backup.ts), with the backup schema and the saved games' and events' schemas it checks. Not part of the
 * app's start, which has no use for it before the first page: it loads with the storage store's first copy
 * of the state, a second after start, so that a rescue later finds it in memory even after the browser
 * wiped the site's files. A failed load is tried again on the next call.
 */
export function backupCode(): Promise<BackupCode> {
  loading ??= Promise.all([import('./backup-repository'), import('~/io/backup')]).then(
    ([repository, file]) => ({ ...repository, ...file }),
    (e: unknown) => {
      loading = null
      throw e
    },
  )
  return loading
}

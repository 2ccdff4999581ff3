/**
 * What names a gundeck backup file and its format's version. Apart from the backup schema (schemas/backup.ts),
 * which brings the saved games' and events' schemas with it: the storage store writes a rescue copy with
 * these at any moment, and the app's start does not load that schema.
 */
export const BACKUP_KIND = 'gundeck-backup'
export const BACKUP_VERSION = 1

import { BackupSchema, restorablePlaytests, type Backup } from '~/schemas/backup'

// Writing a backup and summing one up, apart from reading one (backup.ts): reading checks every saved
// game with the playtest's own code, which the app then fetches only when a backup file is chosen.

/** What a backup holds, for the confirmation before restoring it. */
export interface BackupSummary {
  createdAt: string
  decks: number
  deletedDecks: number
  history: number
  playtests: number
  cards: number | null
  printings: number | null
  dataset: string | null
  /** Printings in the backup's collection; null: a backup from before the collection. */
  collection: number | null
}

export function writeBackup(backup: Backup): string {
  return JSON.stringify(BackupSchema.parse(backup))
}

export function summarizeBackup(b: Backup): BackupSummary {
  return {
    createdAt: b.createdAt,
    decks: b.decks.filter((d) => d.deletedAt === null).length,
    deletedDecks: b.decks.filter((d) => d.deletedAt !== null).length,
    history: b.deckHistory.length,
    playtests: restorablePlaytests(b).length,
    cards: b.cards?.cards.length ?? null,
    printings: b.cards?.printings.length ?? null,
    dataset: b.dataset ? `${b.dataset.label}${b.dataset.version ? ` ${b.dataset.version}` : ''}` : null,
    collection: b.collection ? b.collection.length : null,
  }
}

/** `gundeck-backup-2026-11-21.json` */
export function backupFileName(at: Date = new Date()): string {
  return `gundeck-backup-${at.toISOString().slice(0, 10)}.json`
}

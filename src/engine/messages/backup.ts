/**
 * What reading a backup file says about one it cannot restore, or about what it left out, as data
 * (io/backup.ts); a catalogue per language renders it (messages/en/backup.ts). A library's own text
 * (JSON.parse's, the schema's, a thrown error's) is passed as it is, in `error`.
 */

/** A field of the backup: `decks[3].cards.main[0].count` as its keys; empty for the whole file. */
export type BackupPath = (string | number)[]

/** One field the backup's schema refuses, or a deck line's printing of another card number. */
export type BackupIssue =
  { path: BackupPath; code: 'refused'; error: string } | { path: BackupPath; code: 'foreign-printing'; printing: string; number: string }

export interface BackupParams {
  'not-text': Record<string, never>
  /** The file over the limit (`bytes`, `limit` in bytes). */
  'too-big': { bytes: number; limit: number }
  'not-json': { error: string }
  /** JSON without the backup's `kind`. */
  'not-a-backup': { kind: string }
  /** A version that is no whole number from 1 (`json`: as JSON writes it, null when there is none). */
  'version-invalid': { json: string | null }
  'too-new': { version: number; current: number }
  'not-upgraded': { version: number; error: string }
  /** Its first problems, and how many more. */
  damaged: { issues: BackupIssue[]; more: number }
  unreadable: { error: string }

  // A saved game left out of a backup that restores (`index`: its place in `playtests`, from 0).
  'skipped.unloadable': { index: number; error: string }
  'skipped.second-game': { index: number; deck: string }
}

export type BackupCode = keyof BackupParams

/** A code with its parameters, typed together. */
export type BackupText = { [C in BackupCode]: { code: C; params: BackupParams[C] } }[BackupCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type BackupCatalogue = { [C in BackupCode]: (p: BackupParams[C]) => string }

/** `decks[3].cards.main[0].count`, or '' for the whole file. */
export function backupPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`
  return out
}

import type { BackupCatalogue, BackupCode, BackupIssue, BackupText } from '../backup'
import { backupPath } from '../backup'
import { limitMessage } from './limits'

/** Reading a backup's messages in English. */
const NOT_A_BACKUP = 'This is not a gundeck backup'

/** `decks[0].cards.main[0].printing: GD01-002 is not a printing of card GD01-001 (...)`. */
function issue(i: BackupIssue): string {
  const what = i.code === 'refused' ? i.error : `${i.printing} is not a printing of card ${i.number} (a printing is NUMBER or NUMBER_pN, 2-1-1)`
  return `${backupPath(i.path) || '(the whole file)'}: ${what}`
}

const MESSAGES: BackupCatalogue = {
  'not-text': () => 'The backup is not text.',
  'too-big': (p) => `${limitMessage({ code: 'size.over', params: { what: 'The file', bytes: p.bytes, limit: p.limit } })}.`,
  'not-json': (p) => `${NOT_A_BACKUP}: it is not valid JSON (${p.error}).`,
  'not-a-backup': (p) => `${NOT_A_BACKUP}: a backup is a JSON object with "kind": "${p.kind}".`,
  'version-invalid': (p) => `version: expected a whole number from 1, got ${p.json ?? 'nothing'}.`,
  'too-new': (p) =>
    `This backup was made by a newer version of gundeck (backup version ${p.version}; this app reads up to ${p.current}). Update the app first.`,
  'not-upgraded': (p) => `This backup (version ${p.version}) could not be upgraded: ${p.error}.`,
  damaged: (p) => `The backup is damaged: ${p.issues.map(issue).join('; ')}${p.more > 0 ? ` (and ${p.more} more problems)` : ''}.`,
  unreadable: (p) => `The backup could not be read: ${p.error}.`,
  'skipped.unloadable': (p) => `playtests[${p.index}]: ${p.error}`,
  'skipped.second-game': (p) => `playtests[${p.index}]: a second saved game of deck ${p.deck}`,
}

/** A backup's message in English. */
export function backupMessage(text: BackupText): string {
  return (MESSAGES[text.code] as (p: BackupText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_BACKUP_CODES = Object.keys(MESSAGES) as BackupCode[]

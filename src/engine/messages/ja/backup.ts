import type { BackupCatalogue, BackupCode, BackupIssue, BackupText } from '../backup'
import { backupPath } from '../backup'
import { limitMessage } from './limits'
import { n } from './terms'

/** Reading a backup's messages in Japanese (glossary/ja.md): a field's path stays as the file writes it. */
const NOT_A_BACKUP = 'gundeck のバックアップではありません'

function issue(i: BackupIssue): string {
  const what =
    i.code === 'refused'
      ? `値が正しくありません（${i.error}）`
      : `${i.printing} はカード ${i.number} のバージョンではありません（バージョンは NUMBER か NUMBER_pN、2-1-1）`
  return `${backupPath(i.path) || '（ファイル全体）'}：${what}`
}

const MESSAGES: BackupCatalogue = {
  'not-text': () => 'バックアップがテキストではありません。',
  'too-big': (p) => `${limitMessage({ code: 'size.over', params: { what: 'ファイル', bytes: p.bytes, limit: p.limit } })}。`,
  'not-json': (p) => `${NOT_A_BACKUP}。JSON として正しくありません（${p.error}）。`,
  'not-a-backup': (p) => `${NOT_A_BACKUP}。バックアップは "kind": "${p.kind}" を持つ JSON オブジェクトです。`,
  'version-invalid': (p) => `version：1 以上の整数が必要ですが、${p.json === null ? '何もありません' : `${p.json} です`}。`,
  'too-new': (p) =>
    `このバックアップは新しいバージョンの gundeck で作られています（バックアップのバージョン ${n(p.version)}、このアプリが読めるのは ${n(p.current)} まで）。先にアプリを更新してください。`,
  'not-upgraded': (p) => `このバックアップ（バージョン ${n(p.version)}）を今の形式に変換できませんでした：${p.error}。`,
  damaged: (p) => `バックアップが壊れています：${p.issues.map(issue).join('／')}${p.more > 0 ? `（ほかに${n(p.more)}件の問題があります）` : ''}。`,
  unreadable: (p) => `バックアップを読み取れませんでした：${p.error}。`,
  'skipped.unloadable': (p) => `playtests[${p.index}]：読み込めません（${p.error}）`,
  'skipped.second-game': (p) => `playtests[${p.index}]：デッキ ${p.deck} の2つ目の保存した一人回し`,
}

/** A backup's message in Japanese. */
export function backupMessage(text: BackupText): string {
  return (MESSAGES[text.code] as (p: BackupText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_BACKUP_CODES = Object.keys(MESSAGES) as BackupCode[]

import type { WorkerCatalogue, WorkerCode, WorkerText } from '../workers'

/** The workers' own problems in Japanese (glossary/ja.md: カードデータ, 大会受付). */
const MESSAGES: WorkerCatalogue = {
  'bad-request': (p) => `${p.worker === 'import' ? 'カードデータの読み込み' : '大会受付のチェック'}への依頼を読み取れませんでした：${p.detail}`,
  'desk.no-cards': () => 'カードデータがまだチェックの準備に届いていません。少し待ってからもう一度お試しください',
  'desk.unknown-format': (p) => `不明なフォーマット「${p.format}」です`,
  'desk.failed': (p) => `リストのチェックに失敗しました：${p.error}`,
}

/** A worker's problem in Japanese. */
export function workerMessage(text: WorkerText): string {
  return (MESSAGES[text.code] as (p: WorkerText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_WORKER_CODES = Object.keys(MESSAGES) as WorkerCode[]

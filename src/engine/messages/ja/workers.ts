import { formatBytes } from '../../text/format'
import type { WorkerCatalogue, WorkerCode, WorkerMessageText } from '../workers'

/** The workers' own problems in Japanese (glossary/ja.md: カードデータ, 大会受付, 読み込み処理). */
const MESSAGES: WorkerCatalogue = {
  'bad-request': (p) => `${p.worker === 'import' ? 'カードデータの読み込み' : '大会受付のチェック'}への依頼を読み取れませんでした：${p.detail}`,
  'import.bad-answer': (p) => `カードデータの読み込み処理から読み取れない応答がありました：${p.detail ?? '形式が正しくありません'}`,
  'import.stopped': (p) => `カードデータの読み込み処理が停止しました：${p.detail ?? '原因不明のエラー'}`,
  'import.bad-card': (p) => `カードデータの読み込み処理から正しくないカード（${p.card}件目）が届きました：${p.path}：${p.error}`,
  'import.missing-cards': (p) => `カードデータの読み込み処理から届いたカードは、${p.said}種類のうち${p.sent}種類だけでした`,
  'import.cancelled': () => '読み込みを取り消しました。',
  'download.cancelled': () => 'ダウンロードを取り消しました。',
  'download.unreachable': (p) => `${p.url} に接続できませんでした。ネットワークの接続を確認してください（${p.error}）。`,
  'download.status': (p) => `${p.url} がステータス ${p.status}${p.statusText ? ` ${p.statusText}` : ''} を返しました。`,
  'download.too-big': (p) => `ファイルは ${formatBytes(p.bytes, 'ja-JP')} で、上限の ${formatBytes(p.limit, 'ja-JP')} を超えています。`,
  'download.over-limit': (p) => `ファイルが上限の ${formatBytes(p.limit, 'ja-JP')} を超えています。`,
  'download.not-utf8': () => 'ファイルが UTF-8 のテキストではありません。',
  'desk.no-cards': () => 'カードデータがまだチェックの準備に届いていません。少し待ってからもう一度お試しください',
  'desk.unknown-format': (p) => `不明なフォーマット「${p.format}」です`,
  'desk.failed': (p) => `リストのチェックに失敗しました：${p.error}`,
}

/** A worker's problem in Japanese. */
export function workerMessage(text: WorkerMessageText): string {
  return (MESSAGES[text.code] as (p: WorkerMessageText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_WORKER_CODES = Object.keys(MESSAGES) as WorkerCode[]

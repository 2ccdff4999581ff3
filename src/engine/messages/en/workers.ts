import { formatBytes } from '../../text/format'
import type { WorkerCatalogue, WorkerCode, WorkerMessageText } from '../workers'

/** The workers' own problems in English, as their `message` always said them. */
const MESSAGES: WorkerCatalogue = {
  'bad-request': (p) => `bad ${p.worker === 'import' ? 'import' : 'event desk'} message: ${p.detail}`,
  'import.bad-answer': (p) => `bad message from the import worker: ${p.detail ?? 'invalid'}`,
  'import.stopped': (p) => `the import worker stopped: ${p.detail ?? 'unknown error'}`,
  'import.bad-card': (p) => `the import worker sent a bad card (${p.card}): ${p.path}: ${p.error}`,
  'import.missing-cards': (p) => `the import worker sent ${p.sent} of ${p.said} cards`,
  'import.cancelled': () => 'The import was cancelled.',
  'download.cancelled': () => 'The download was cancelled.',
  'download.unreachable': (p) => `Could not reach ${p.url}: check your connection (${p.error}).`,
  'download.status': (p) => `${p.url} answered ${p.status} ${p.statusText}`.trim(),
  'download.too-big': (p) => `The file is ${formatBytes(p.bytes)}; the limit is ${formatBytes(p.limit)}.`,
  'download.over-limit': (p) => `The file is larger than the ${formatBytes(p.limit)} limit.`,
  'download.not-utf8': () => 'The file is not UTF-8 text.',
  'desk.no-cards': () => 'the card data has not reached the checker yet; try again in a moment',
  'desk.unknown-format': (p) => `unknown format "${p.format}"`,
  'desk.failed': (p) => `checking the lists failed: ${p.error}`,
}

/** A worker's problem in English. */
export function workerMessage(text: WorkerMessageText): string {
  return (MESSAGES[text.code] as (p: WorkerMessageText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_WORKER_CODES = Object.keys(MESSAGES) as WorkerCode[]

import type { WorkerCatalogue, WorkerCode, WorkerMessageText } from '../workers'

/** The workers' own problems in English, as their `message` always said them. */
const MESSAGES: WorkerCatalogue = {
  'bad-request': (p) => `bad ${p.worker === 'import' ? 'import' : 'event desk'} message: ${p.detail}`,
  'import.bad-answer': (p) => `bad message from the import worker: ${p.detail ?? 'invalid'}`,
  'import.stopped': (p) => `the import worker stopped: ${p.detail ?? 'unknown error'}`,
  'import.bad-card': (p) => `the import worker sent a bad card (${p.card}): ${p.path}: ${p.error}`,
  'import.missing-cards': (p) => `the import worker sent ${p.sent} of ${p.said} cards`,
  'import.cancelled': () => 'The import was cancelled.',
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

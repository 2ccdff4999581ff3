import type { WorkerCatalogue, WorkerCode, WorkerText } from '../workers'

/** The workers' own problems in English, as their `message` always said them. */
const MESSAGES: WorkerCatalogue = {
  'bad-request': (p) => `bad ${p.worker === 'import' ? 'import' : 'event desk'} message: ${p.detail}`,
  'desk.no-cards': () => 'the card data has not reached the checker yet; try again in a moment',
  'desk.unknown-format': (p) => `unknown format "${p.format}"`,
  'desk.failed': (p) => `checking the lists failed: ${p.error}`,
}

/** A worker's problem in English. */
export function workerMessage(text: WorkerText): string {
  return (MESSAGES[text.code] as (p: WorkerText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_WORKER_CODES = Object.keys(MESSAGES) as WorkerCode[]

import { describe, expect, it } from 'vitest'
import { ENGLISH_WORKER_CODES, workerMessage as english } from './en/workers'
import { JAPANESE_WORKER_CODES, workerMessage as japanese } from './ja/workers'
import type { WorkerCode, WorkerMessageParams, WorkerMessageText } from './workers'

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in WorkerCode]: WorkerMessageParams[C] } = {
  'bad-request': { worker: 'desk', detail: 'settings.date: a date as YYYY-MM-DD' },
  'import.bad-answer': { detail: 'type: invalid input' },
  'import.stopped': { detail: 'out of memory' },
  'import.bad-card': { card: 12, path: 'cost', error: 'expected number' },
  'import.missing-cards': { sent: 999, said: 1000 },
  'import.cancelled': {},
  'download.cancelled': {},
  'download.unreachable': { url: 'https://example.org/cards.json', error: 'Failed to fetch' },
  'download.status': { url: 'https://example.org/cards.json', status: 404, statusText: 'Not Found' },
  'download.too-big': { bytes: 120 * 1024 * 1024, limit: 100 * 1024 * 1024 },
  'download.over-limit': { limit: 100 * 1024 * 1024 },
  'download.not-utf8': {},
  'desk.no-cards': {},
  'desk.unknown-format': { format: 'chess' },
  'desk.failed': { error: 'out of memory' },
}

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as WorkerMessageText)

describe.each([
  { language: 'en', codes: ENGLISH_WORKER_CODES, render: english },
  { language: 'ja', codes: JAPANESE_WORKER_CODES, render: japanese },
])("the $language catalogue of the workers' own problems", ({ language, codes, render }) => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...codes].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a sentence with every value it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    // Sizes are written in MB (formatBytes), not as the number of bytes they are given.
    for (const [key, v] of Object.entries(text.params)) if (key !== 'worker' && key !== 'bytes' && key !== 'limit') expect(message).toContain(v)
    if ('limit' in text.params) expect(message).toContain('100 MB')
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })

  it('names the worker a message was for', () => {
    const detail = 'files: too small'
    expect(render({ code: 'bad-request', params: { worker: 'import', detail } })).not.toBe(render({ code: 'bad-request', params: { worker: 'desk', detail } }))
  })
})

describe("the import worker's client's problems", () => {
  it('are said in English as the client said them, and in Japanese without an English word', () => {
    expect(english({ code: 'import.stopped', params: { detail: null } })).toBe('the import worker stopped: unknown error')
    expect(english({ code: 'import.bad-answer', params: { detail: null } })).toBe('bad message from the import worker: invalid')
    expect(english({ code: 'import.bad-card', params: { card: 3, path: 'cost', error: 'Invalid input' } })).toBe(
      'the import worker sent a bad card (3): cost: Invalid input',
    )
    expect(english({ code: 'import.missing-cards', params: { sent: 2, said: 3 } })).toBe('the import worker sent 2 of 3 cards')
    expect(english({ code: 'import.cancelled', params: {} })).toBe('The import was cancelled.')
    for (const code of ['import.stopped', 'import.bad-answer'] as const) expect(japanese({ code, params: { detail: null } })).not.toMatch(/[A-Za-z]/)
    expect(japanese({ code: 'import.cancelled', params: {} })).not.toMatch(/[A-Za-z]/)
  })
})

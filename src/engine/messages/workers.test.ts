import { describe, expect, it } from 'vitest'
import { ENGLISH_WORKER_CODES, workerMessage as english } from './en/workers'
import { JAPANESE_WORKER_CODES, workerMessage as japanese } from './ja/workers'
import type { WorkerCode, WorkerParams, WorkerText } from './workers'

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in WorkerCode]: WorkerParams[C] } = {
  'bad-request': { worker: 'desk', detail: 'settings.date: a date as YYYY-MM-DD' },
  'desk.no-cards': {},
  'desk.unknown-format': { format: 'chess' },
  'desk.failed': { error: 'out of memory' },
}

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as WorkerText)

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
    for (const [key, v] of Object.entries(text.params)) if (key !== 'worker') expect(message).toContain(v)
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })

  it('names the worker a message was for', () => {
    const detail = 'files: too small'
    expect(render({ code: 'bad-request', params: { worker: 'import', detail } })).not.toBe(render({ code: 'bad-request', params: { worker: 'desk', detail } }))
  })
})

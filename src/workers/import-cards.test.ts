import { describe, expect, it } from 'vitest'
import { ImportCancelled, ImportFailed, importFilesInWorker } from '~/workers/card-import-client'
import type { WorkerPort } from '~/workers/client'
import { FileReadError } from '~/platform/read-file'
import { importCardFiles } from '~/io/cards/detect'
import { ImportResponseSchema, type ImportResponse } from '~/schemas/import-messages'
import { createImportHandler, IMPORT_CHUNK } from './import-cards-handler'

/** A gcg-api file of `n` printings (every third one a parallel of the one before). */
function apiFile(n: number): string {
  const records = Array.from({ length: n }, (_, i) => {
    const number = `GD01-${String(i - (i % 3 === 2 ? 1 : 0)).padStart(4, '0')}`
    return {
      product_id: i % 3 === 2 ? `${number}_p1` : number,
      card_number: number,
      name: `Ｇundam ${i}`,
      card_type: 'UNIT',
      color: 'Blue',
      level: 3,
      cost: 2,
      ap: 3,
      hp: 3,
      trait: '(Earth Federation)',
      link: '[Amuro Ray]',
      effect: 'Draw  1.',
      rarity: 'C',
      set_code: 'GD01',
    }
  })
  return JSON.stringify(records)
}

function harness(onPost?: (m: ImportResponse) => void) {
  const posted: ImportResponse[] = []
  const handler = createImportHandler({
    post: (m) => {
      posted.push(ImportResponseSchema.parse(m))
      onPost?.(m)
    },
    pause: () => Promise.resolve(),
  })
  return { posted, handle: handler.handle }
}

/** A worker that runs the handler in this process, messages cloned as a real worker would. */
function fakeWorker(): WorkerPort & { terminated: boolean } {
  const worker: WorkerPort & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage: (data) => void handler.handle(structuredClone(data)),
    terminate: () => (worker.terminated = true),
  }
  const handler = createImportHandler({
    post: (m) => {
      if (!worker.terminated) worker.onmessage?.({ data: structuredClone(m) })
    },
    pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
  })
  return worker
}

describe('card import worker messages (issue 16)', () => {
  it('checks the files, then sends the cards in chunks with progress, then the report', async () => {
    const { posted, handle } = harness()
    await handle({ type: 'import', id: 3, files: [{ name: 'cards.json', text: apiFile(3 * IMPORT_CHUNK + 30) }] })
    const cards = posted.flatMap((m) => (m.type === 'cards' ? m.cards : []))
    expect(cards).toHaveLength(2 * IMPORT_CHUNK + 20)
    expect(posted.filter((m) => m.type === 'cards').every((m) => m.type === 'cards' && m.cards.length <= IMPORT_CHUNK)).toBe(true)
    expect(posted[0]).toEqual({ type: 'progress', id: 3, phase: 'checking', done: 0, total: 1 })
    expect(posted.filter((m) => m.type === 'progress' && m.phase === 'sending').at(-1)).toMatchObject({ done: cards.length, total: cards.length })
    expect(posted.at(-1)).toMatchObject({ type: 'done', id: 3, cardCount: cards.length, printings: 3 * IMPORT_CHUNK + 30, skipped: 0, source: 'gcg-api' })
  })

  it("sends a record's problem with its code, params and file, as the page words it", async () => {
    const { posted, handle } = harness()
    await handle({
      type: 'import',
      id: 4,
      files: [
        { name: 'cards.csv', text: 'number,name,type,level\nGD01-001,Gundam,unit,x\n' },
        { name: 'notes.txt', text: 'hi' },
      ],
    })
    const done = posted.at(-1)
    expect(done?.type === 'done' && done.errors).toEqual([
      {
        record: 0,
        line: 2,
        field: 'level',
        file: 'cards.csv',
        code: 'csv.stat-invalid',
        params: { written: 'x' },
        message: 'cards.csv: "x" is not a whole number from 0 to 99',
      },
      {
        record: null,
        line: null,
        field: null,
        file: 'notes.txt',
        code: 'file.unrecognised',
        params: {},
        message: expect.stringMatching(/^notes\.txt: unrecognised card file/),
      },
    ])
  })

  it('stops between chunks when cancelled', async () => {
    const { posted, handle } = harness((m) => {
      if (m.type === 'cards') void handle({ type: 'cancel', id: 1 })
    })
    await handle({ type: 'import', id: 1, files: [{ name: 'cards.json', text: apiFile(3 * IMPORT_CHUNK) }] })
    expect(posted.filter((m) => m.type === 'cards')).toHaveLength(1)
    expect(posted.at(-1)).toEqual({ type: 'cancelled', id: 1 })
  })

  it('answers a bad message with an error naming the field', async () => {
    const { posted, handle } = harness()
    await handle({ type: 'import', id: 2, files: [{ name: 'a.json' }] })
    expect(posted).toEqual([
      {
        type: 'error',
        id: 2,
        message: expect.stringMatching(/^bad import message: files\.0\.text: /),
        problem: { code: 'bad-request', params: { worker: 'import', detail: expect.stringMatching(/^files\.0\.text: /) } },
      },
    ])
  })

  it('the page gets the same cards and report as importing here, folded search text included', async () => {
    const files = [
      { name: 'cards.json', text: apiFile(500) },
      { name: 'bad.json', text: '[{"product_id":"X"' },
      { name: 'manifest.json', text: '{"dataset_version":"v9","built_at":"2026-08-17T06:59:17.270Z"}' },
    ]
    const worker = fakeWorker()
    const progress: string[] = []
    const result = await importFilesInWorker(files, { worker, onProgress: (p) => progress.push(p.phase) })
    expect(result).toEqual(importCardFiles(files))
    expect(result.cards[0]!.folded?.name).toBe('gundam 0')
    expect(result.files[2]).toMatchObject({ source: 'manifest', manifest: { version: 'v9', builtAt: '2026-08-17T06:59:17.270Z' } })
    expect(progress).toContain('sending')
    expect(worker.terminated).toBe(true)
  })

  it('reads a picked file itself (the page does not decode it), and names a file that is not UTF-8', async () => {
    const text = apiFile(300)
    const picked = new File([text], 'cards.json')
    const result = await importFilesInWorker([{ name: 'cards.json', blob: picked }], { worker: fakeWorker() })
    expect(result).toEqual(importCardFiles([{ name: 'cards.json', text }]))
    const broken = new Blob([new Uint8Array([0x5b, 0xff, 0xfe, 0x5d])])
    const refused = importFilesInWorker([{ name: 'latin1.json', blob: broken }], { worker: fakeWorker() })
    await expect(refused).rejects.toBeInstanceOf(FileReadError)
    await expect(refused).rejects.toThrow('latin1.json is not UTF-8 text.')
    // Its name, for the page to word in the language shown.
    await expect(refused).rejects.toMatchObject({ file: 'latin1.json' })
    // Without a worker the same files are read here, with the same answers.
    expect(await importFilesInWorker([{ name: 'cards.json', blob: picked }], { worker: null })).toEqual(result)
    await expect(importFilesInWorker([{ name: 'latin1.json', blob: broken }], { worker: null })).rejects.toMatchObject({
      message: 'latin1.json is not UTF-8 text.',
      file: 'latin1.json',
    })
  })

  it('Cancel ends the worker and rejects with ImportCancelled', async () => {
    const worker = fakeWorker()
    const abort = new AbortController()
    const run = importFilesInWorker([{ name: 'cards.json', text: apiFile(3 * IMPORT_CHUNK) }], {
      worker,
      signal: abort.signal,
      onProgress: (p) => p.phase === 'sending' && abort.abort(),
    })
    await expect(run).rejects.toBeInstanceOf(ImportCancelled)
    await expect(run).rejects.toMatchObject({ problem: { code: 'import.cancelled', params: {} } })
    expect(worker.terminated).toBe(true)
  })

  it('refuses a bad card from the worker, naming it', async () => {
    const worker = fakeWorker()
    worker.postMessage = (data) => {
      worker.onmessage?.({ data: { type: 'cards', id: (data as { id: number }).id, cards: [{ number: 'X-1' }] } })
    }
    const run = importFilesInWorker([{ name: 'cards.json', text: '[]' }], { worker })
    await expect(run).rejects.toBeInstanceOf(ImportFailed)
    await expect(run).rejects.toMatchObject({ problem: { code: 'import.bad-card', params: { card: 1, path: expect.any(String), error: expect.any(String) } } })
  })

  it('refuses an answer short of the cards it said it sent, and passes on the worker’s own problem, each as a code', async () => {
    const worker = fakeWorker()
    const done = { type: 'done', source: 'gcg-api', cardCount: 2, imported: 2, skipped: 0, printings: 2, errors: [], files: [] }
    worker.postMessage = (data) => worker.onmessage?.({ data: { ...done, id: (data as { id: number }).id } })
    await expect(importFilesInWorker([{ name: 'cards.json', text: '[]' }], { worker })).rejects.toMatchObject({
      problem: { code: 'import.missing-cards', params: { sent: 0, said: 2 } },
    })
    const problem = { code: 'bad-request', params: { worker: 'import', detail: 'files: too small' } } as const
    const refusing = fakeWorker()
    refusing.postMessage = (data) =>
      refusing.onmessage?.({ data: { type: 'error', id: (data as { id: number }).id, message: 'bad import message: files: too small', problem } })
    await expect(importFilesInWorker([{ name: 'cards.json', text: '[]' }], { worker: refusing })).rejects.toMatchObject({ problem })
  })
})

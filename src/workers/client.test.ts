import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { importFilesInWorker } from './card-import-client'
import { connectWorker, WorkerFailed, type WorkerFailure, type WorkerPort } from './client'
import { DeskChecker, DeskRefused } from './event-desk-client'

/** A worker that answers nothing by itself: the test makes it speak or stop. */
class SilentPort implements WorkerPort {
  onmessage: WorkerPort['onmessage'] = null
  onerror: WorkerPort['onerror'] = null
  sent: unknown[] = []
  postMessage(message: unknown) {
    this.sent.push(message)
  }
  terminate() {}
}

describe("a worker's failures", () => {
  it('reach the client as codes, with what zod or the browser said (null when nothing)', () => {
    const port = new SilentPort()
    const failures: WorkerFailure[] = []
    connectWorker(
      port,
      { request: z.object({ n: z.number() }), response: z.object({ ok: z.literal(true) }) },
      { message: () => {}, failure: (f) => failures.push(f) },
    )
    port.onmessage!({ data: { ok: 'yes' } })
    port.onerror!({ message: 'out of memory' })
    port.onerror!({})
    expect(failures).toEqual([
      { code: 'bad-answer', detail: expect.any(String) },
      { code: 'stopped', detail: 'out of memory' },
      { code: 'stopped', detail: null },
    ])
  })

  it("the import and the desk's clients throw them with their code (the import's store words it), and the English the desk's store shows", async () => {
    const port = new SilentPort()
    const importing = importFilesInWorker([{ name: 'cards.json', text: '[]' }], { worker: port })
    port.onerror!({ message: 'out of memory' })
    const e = await importing.catch((x: unknown) => x)
    expect(e).toBeInstanceOf(WorkerFailed)
    expect(e).toMatchObject({ failure: { code: 'stopped', detail: 'out of memory' }, message: 'stopped' })

    const desk = new SilentPort()
    const checker = new DeskChecker(desk)
    const checking = checker.check({ cards: [] } as never, [], {} as never, 0, { onRows: () => {}, onProgress: () => {} }).catch((x: unknown) => x)
    await new Promise((r) => setTimeout(r, 0))
    desk.onmessage!({ data: { type: 'nonsense' } })
    const d = await checking
    expect(d).toBeInstanceOf(WorkerFailed)
    // The desk's client keeps no English: its store keeps the code, the page words it (useStoreMessages).
    expect(d).toMatchObject({ failure: { code: 'bad-answer', detail: expect.any(String) } })
    expect((d as WorkerFailed).message).toBe((d as WorkerFailed).failure.detail)
  })

  it("the desk's worker refusing a run reaches the desk as its problem's code, beside the English it sent", async () => {
    const desk = new SilentPort()
    const checker = new DeskChecker(desk)
    const checking = checker.check({ cards: [] } as never, [], {} as never, 0, { onRows: () => {}, onProgress: () => {} }).catch((x: unknown) => x)
    await new Promise((r) => setTimeout(r, 0))
    const problem = { code: 'desk.unknown-format', params: { format: 'nope' } }
    desk.onmessage!({ data: { type: 'error', id: 0, message: 'unknown format "nope"', problem } })
    const d = await checking
    expect(d).toBeInstanceOf(DeskRefused)
    expect(d).toMatchObject({ problem, message: 'unknown format "nope"' })
    checker.dispose()
  })
})

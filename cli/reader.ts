import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads'
import type { FileProblem } from '~/engine/messages/reading'
import { readListFile, utf8Text } from './io'

/**
 * A thread that only reads list files, ahead of the thread that checks them. Measured on two cores:
 * the checking thread fills one, and the engine's own compiler threads most of the other; the reading
 * (a system call or three per file, a sixth of a folder run) fits beside them instead of before each
 * list. The thread runs a few lines of plain JavaScript (no bundle to load, nothing to compile), and
 * hands the files over in batches, one buffer each. Whatever it has not read when asked is read here.
 */

/** Files per batch: one message and one buffer each. */
const BATCH = 64

// Plain JavaScript for `new Worker(..., { eval: true })`. Per file: [offset, length] into the batch's
// buffer, or the error code (`TOO_BIG` over the limit). Opened non-blocking, as readListFile does.
const SOURCE = `
const { openSync, readSync, closeSync, constants } = require('node:fs')
const { workerData } = require('node:worker_threads')
const { paths, limit, port, shared } = workerData
const done = new Int32Array(shared)
const scratch = Buffer.allocUnsafe(limit + 1)
for (let start = 0; start < paths.length; start += ${BATCH}) {
  const parts = []
  const files = []
  let size = 0
  for (let i = start; i < Math.min(paths.length, start + ${BATCH}); i++) {
    let fd
    try {
      fd = openSync(paths[i], constants.O_RDONLY | constants.O_NONBLOCK)
      const n = readSync(fd, scratch, 0, limit + 1, null)
      if (n > limit) files.push('TOO_BIG')
      else {
        parts.push(Buffer.from(scratch.subarray(0, n)))
        files.push([size, n])
        size += n
      }
    } catch (e) {
      files.push(e.code || String(e.message))
    } finally {
      if (fd !== undefined) closeSync(fd)
    }
  }
  const buffer = Buffer.concat(parts, size)
  const bytes = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + size)
  port.postMessage({ start, files, bytes }, [bytes])
  Atomics.add(done, 0, files.length)
  Atomics.notify(done, 0)
}
port.close()
`

type Batch = { start: number; files: ([number, number] | string)[]; bytes: ArrayBuffer }

export type ReadResult = { text: string } | { problem: FileProblem }

export interface AheadReader {
  /** File `i` of the paths given, in order; read here if the thread has not got to it. */
  take(i: number): ReadResult
  close(): void
}

/** How long to wait for the reading thread before reading a file here (it may never have started). */
const PATIENCE_MS = 1000

export function readAhead(paths: readonly string[], limit: number): AheadReader {
  const shared = new SharedArrayBuffer(4)
  const done = new Int32Array(shared)
  const { port1, port2 }: { port1: MessagePort; port2: MessagePort } = new MessageChannel()
  const worker = new Worker(SOURCE, { eval: true, workerData: { paths, limit, port: port2, shared }, transferList: [port2], stdout: true, stderr: true })
  // A thread that fails only leaves its files to be read here.
  worker.on('error', () => {})
  worker.unref()
  let batch: Batch | null = null
  const result = (b: Batch, i: number): ReadResult => {
    const file = b.files[i - b.start]!
    if (typeof file === 'string') {
      if (file === 'TOO_BIG') return { problem: { code: 'file.too-big', params: { limit } } }
      return { problem: { code: 'file.unreadable', params: { errno: file, error: null } } }
    }
    const text = utf8Text(Buffer.from(b.bytes, file[0], file[1]))
    return text === null ? { problem: { code: 'file.not-utf8', params: {} } } : { text }
  }
  return {
    take(i) {
      for (let waited = 0; ;) {
        if (batch && i >= batch.start && i < batch.start + batch.files.length) return result(batch, i)
        // Batches come in order: an index before the one at hand was read here already (or is asked again).
        if (batch && i < batch.start) return readListFile(paths[i]!, limit)
        const m = receiveMessageOnPort(port1)
        if (m) {
          batch = m.message as Batch
          continue
        }
        const seen = Atomics.load(done, 0)
        // Counted but not there (never expected: a batch is posted before it is counted), or too long a wait.
        if (seen > i || waited >= PATIENCE_MS) return readListFile(paths[i]!, limit)
        Atomics.wait(done, 0, seen, 50)
        waited += 50
      }
    },
    close() {
      port1.close()
      void worker.terminate()
    },
  }
}

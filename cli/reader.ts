import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads'
import type { FileProblem } from '~/engine/messages/reading'
import { readListFile, utf8Text } from './io'

/**
 * A thread that only reads list files, ahead of the thread that checks them. Measured on two cores:
 * the checking thread fills one, and the engine's own compiler threads most of the other; the reading
 * (a system call or three per file, a sixth of a folder run) fits beside them instead of before each
 * list. The thread runs a few lines of plain JavaScript (no bundle to load, nothing to compile), and
 * hands the files over in batches, one buffer each. Whatever it has not read when asked is read here.
 *
 * Given a file descriptor (standard output), the thread then writes what it is handed, in order: a big
 * folder's --json is 20 MB, and encoding and writing it cost the checking thread more than rendering it
 * (bench/README.md). The checking thread waits for the last write before the run ends.
 */

/** Files per batch: one message and one buffer each. */
const BATCH = 64

// Plain JavaScript for `new Worker(..., { eval: true })`. Per file: [offset, length] into the batch's
// buffer, or the error code (`TOO_BIG` over the limit). Opened non-blocking, as readListFile does.
// Shared slots: [files read, texts written, a write failed (its errno string posted back)].
const SOURCE = `
const { openSync, readSync, writeSync, closeSync, constants } = require('node:fs')
const { workerData } = require('node:worker_threads')
const { paths, limit, port, shared, fd } = workerData
const slots = new Int32Array(shared)
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
  Atomics.add(slots, 0, files.length)
  Atomics.notify(slots, 0)
}
const failed = (e) => {
  if (Atomics.compareExchange(slots, 2, 0, 1) === 0) port.postMessage({ failed: (e && e.code) || String(e) })
  Atomics.notify(slots, 1)
}
if (fd === undefined) port.close()
else {
  process.on('exit', () => failed('EXITED'))
  port.on('message', ({ text }) => {
    if (Atomics.load(slots, 2) !== 0) return
    try {
      const bytes = Buffer.from(text)
      for (let at = 0; at < bytes.length; ) {
        try {
          at += writeSync(fd, bytes, at)
        } catch (e) {
          // A descriptor left non-blocking: wait for the reader of the pipe.
          if (e.code !== 'EAGAIN') throw e
          Atomics.wait(slots, 2, 0, 5)
        }
      }
      Atomics.add(slots, 1, 1)
      Atomics.notify(slots, 1)
    } catch (e) {
      failed(e)
    }
  })
}
`

type Batch = { start: number; files: ([number, number] | string)[]; bytes: ArrayBuffer }

export type ReadResult = { text: string } | { problem: FileProblem }

export interface AheadReader {
  /** File `i` of the paths given, in order; read here if the thread has not got to it. */
  take(i: number): ReadResult
  /** With a descriptor given: write `text` to it from the thread, after every earlier text. */
  write(text: string): void
  /**
   * Wait until every text is written (a slow reader of a pipe is waited for, as a write here would
   * be); null when they all were, else why the thread stopped, with the texts it did not write.
   */
  written(): { failed: string; unwritten: string[] } | null
  close(): void
}

/** How long to wait for the reading thread before reading a file here (it may never have started). */
const PATIENCE_MS = 1000

const READ = 0
const WRITTEN = 1
const FAILED = 2

/** `fd`: a descriptor the thread writes `write`'s texts to once it has read every file. */
export function readAhead(paths: readonly string[], limit: number, fd?: number): AheadReader {
  const shared = new SharedArrayBuffer(12)
  const done = new Int32Array(shared)
  const { port1, port2 }: { port1: MessagePort; port2: MessagePort } = new MessageChannel()
  const worker = new Worker(SOURCE, { eval: true, workerData: { paths, limit, port: port2, shared, fd }, transferList: [port2], stdout: true, stderr: true })
  // A thread that fails only leaves its files to be read here.
  worker.on('error', () => {})
  worker.unref()
  let batch: Batch | null = null
  /** Texts handed to the thread, kept until it says they are written. */
  const sent: string[] = []
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
        const seen = Atomics.load(done, READ)
        // Counted but not there (never expected: a batch is posted before it is counted), or too long a wait.
        if (seen > i || waited >= PATIENCE_MS) return readListFile(paths[i]!, limit)
        Atomics.wait(done, READ, seen, 50)
        waited += 50
      }
    },
    write(text) {
      if (fd === undefined) throw new Error('readAhead: no descriptor to write to')
      sent.push(text)
      port1.postMessage({ text })
    },
    written() {
      for (;;) {
        const n = Atomics.load(done, WRITTEN)
        if (n >= sent.length) return null
        if (Atomics.load(done, FAILED) !== 0) {
          let failed = 'unknown'
          for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1)) {
            const message = m.message as { failed?: string }
            if (message.failed !== undefined) failed = message.failed
          }
          return { failed, unwritten: sent.slice(Atomics.load(done, WRITTEN)) }
        }
        Atomics.wait(done, WRITTEN, n, 1000)
      }
    },
    close() {
      port1.close()
      void worker.terminate()
    },
  }
}

import { isMainThread, workerData } from 'node:worker_threads'
import { run } from './main'
import { isWorkerJob, runWorker } from './parallel'

// The same file runs the worker threads that check a big folder of lists beside the main thread.
if (!isMainThread && isWorkerJob(workerData)) {
  runWorker(workerData)
} else {
  // `gundeck ... | head`: once the reader has gone, stop quietly (no stack trace), keeping the status.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit()
      throw e
    })
  }

  // A pipe takes each write as it is made, as a terminal or a file does. Left non-blocking, a full pipe
  // makes Node hold every later write in memory until the run is over and the event loop turns: all of a
  // big folder's --json, kept to the end, through the collector, then written after the checking.
  ;(process.stdout as { _handle?: { setBlocking?: (blocking: boolean) => unknown } })._handle?.setBlocking?.(true)

  process.exitCode = run(process.argv.slice(2), {
    out: (text) => process.stdout.write(text + '\n'),
    err: (text) => process.stderr.write(text + '\n'),
    outFd: 1,
    workerScript: new URL(import.meta.url),
    errIsTerminal: process.stderr.isTTY === true,
  })
}

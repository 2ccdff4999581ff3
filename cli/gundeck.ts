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

  process.exitCode = run(process.argv.slice(2), {
    out: (text) => process.stdout.write(text + '\n'),
    err: (text) => process.stderr.write(text + '\n'),
    workerScript: new URL(import.meta.url),
    errIsTerminal: process.stderr.isTTY === true,
  })
}

import { run } from './main'

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
})

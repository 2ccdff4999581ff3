/**
 * Reading files the user drops or picks. Text must be UTF-8: a broken byte sequence is an error the
 * user is told about, not a silent U+FFFD in a card name.
 */
export class FileReadError extends Error {}

export async function readFileText(file: Blob & { name?: string }, name = file.name): Promise<string> {
  const bytes = await file.arrayBuffer()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new FileReadError(`${name ?? 'The file'} is not UTF-8 text.`)
  }
}

/** The file's text in chunks, decoded as a stream: for files too big to hold as one string. */
export async function* fileTextChunks(file: Blob & { name?: string }): AsyncGenerator<string> {
  const reader = file
    .stream()
    .pipeThrough(new TextDecoderStream('utf-8', { fatal: true }))
    .getReader()
  try {
    for (;;) {
      let step: ReadableStreamReadResult<string>
      try {
        step = await reader.read()
      } catch {
        throw new FileReadError(`${file.name ?? 'The file'} is not UTF-8 text.`)
      }
      if (step.done) return
      yield step.value
    }
  } finally {
    reader.releaseLock()
  }
}

/** NDJSON is streamed; everything else is read whole (JSON and CSV need the whole text anyway). */
export const isNdjsonName = (name: string) => /\.(ndjson|jsonl)$/i.test(name)

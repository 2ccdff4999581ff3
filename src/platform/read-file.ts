/**
 * Reading files the user drops or picks. Text must be UTF-8: a broken byte sequence is an error the
 * user is told about, not a silent U+FFFD in a card name.
 */
/** A file that is not UTF-8 text: `file` its name (null when it has none), for its reader to word; the message is a developer's. */
export class FileReadError extends Error {
  constructor(
    message: string,
    readonly file: string | null = null,
  ) {
    super(message)
  }
}

export async function readFileText(file: Blob & { name?: string }, name = file.name): Promise<string> {
  const bytes = await file.arrayBuffer()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new FileReadError(`${name ?? 'The file'} is not UTF-8 text.`, name ?? null)
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
        throw new FileReadError(`${file.name ?? 'The file'} is not UTF-8 text.`, file.name ?? null)
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

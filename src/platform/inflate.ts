import { formatBytes } from '~/engine/text/format'

/** The output of one entry passed what it may be: reading stopped there. */
export class InflateLimitError extends Error {}

/**
 * Raw deflate (a ZIP entry's method 8) through the browser's DecompressionStream, read as it streams
 * and stopped as soon as the output passes `maxBytes`, so a zip bomb never fills memory.
 */
export async function inflateRaw(data: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  const reader = stream.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxBytes) {
        await reader.cancel()
        throw new InflateLimitError(`it unpacks to more than ${formatBytes(maxBytes)}`)
      }
      parts.push(value)
    }
  } catch (e) {
    if (e instanceof InflateLimitError) throw e
    throw new Error(`the deflated data is damaged: ${e instanceof Error ? e.message : String(e)}`)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

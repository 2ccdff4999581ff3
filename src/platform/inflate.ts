/**
 * Raw deflate (a ZIP entry's method 8) through the browser's DecompressionStream, read as it streams
 * and stopped as soon as the output passes `maxBytes`, so a zip bomb never fills memory: what was read
 * by then is returned (longer than `maxBytes`, so the caller sees it passed). Damaged data rejects with
 * the browser's own error.
 */
export async function inflateRaw(data: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw'))
  const reader = stream.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    parts.push(value)
    if (size > maxBytes) {
      await reader.cancel()
      break
    }
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

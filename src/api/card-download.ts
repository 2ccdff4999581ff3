import { MAX_CARD_FILE_BYTES } from '~/engine/limits'
import { formatBytes } from '~/engine/text/format'
import { parseManifest } from '~/io/cards/manifest'
import type { Manifest } from '~/schemas/stored'

/**
 * Fetching the public card list. The store decides what to do with the text; this module only moves
 * bytes, reports progress, and turns network failures into messages a player can act on.
 */
export interface DownloadProgress {
  loaded: number
  /** From Content-Length; null when the server does not say. */
  total: number | null
}

export class DownloadError extends Error {}

export async function downloadText(url: string, onProgress: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal, cache: 'no-cache' })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw new DownloadError('The download was cancelled.')
    throw new DownloadError(`Could not reach ${url}: check your connection (${(e as Error).message}).`)
  }
  if (!response.ok) throw new DownloadError(`${url} answered ${response.status} ${response.statusText || ''}`.trim())
  const length = Number(response.headers.get('content-length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  if (total !== null && total > MAX_CARD_FILE_BYTES)
    throw new DownloadError(`The file is ${formatBytes(total)}; the limit is ${formatBytes(MAX_CARD_FILE_BYTES)}.`)
  if (!response.body) return response.text()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let loaded = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    loaded += value.byteLength
    if (loaded > MAX_CARD_FILE_BYTES) {
      await reader.cancel()
      throw new DownloadError(`The file is larger than the ${formatBytes(MAX_CARD_FILE_BYTES)} limit.`)
    }
    onProgress({ loaded, total })
  }
  const bytes = new Uint8Array(loaded)
  let offset = 0
  for (const c of chunks) {
    bytes.set(c, offset)
    offset += c.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new DownloadError('The file is not UTF-8 text.')
  }
}

/** Files published beside `cards.json` in the gcg-api layout. */
export function siblingUrl(url: string, file: string): string {
  return new URL(file, url).toString()
}

/** The data set's manifest, or null when there is none or it cannot be read (a version is optional). */
export async function fetchManifest(cardsUrl: string, signal?: AbortSignal): Promise<Manifest | null> {
  try {
    const r = await fetch(siblingUrl(cardsUrl, 'manifest.json'), { signal, cache: 'no-cache' })
    if (!r.ok) return null
    return parseManifest(await r.text())
  } catch {
    return null
  }
}

/** An optional companion file (errata, rulings); null when missing. */
export async function fetchOptionalText(url: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const r = await fetch(url, { signal, cache: 'no-cache' })
    return r.ok ? await r.text() : null
  } catch {
    return null
  }
}

import { MAX_CARD_FILE_BYTES } from '~/engine/limits'
import { workerMessage } from '~/engine/messages/en/workers'
import type { ImportClientText } from '~/engine/messages/workers'
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

/** Why the download failed, as a code the page words in the language shown; its message is the English one. */
export class DownloadError extends Error {
  constructor(readonly problem: Extract<ImportClientText, { code: `download.${string}` }>) {
    super(workerMessage(problem))
    this.name = 'DownloadError'
  }
}

export async function downloadText(url: string, onProgress: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal, cache: 'no-cache' })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw new DownloadError({ code: 'download.cancelled', params: {} })
    throw new DownloadError({ code: 'download.unreachable', params: { url, error: (e as Error).message } })
  }
  if (!response.ok) throw new DownloadError({ code: 'download.status', params: { url, status: response.status, statusText: response.statusText || '' } })
  const length = Number(response.headers.get('content-length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  if (total !== null && total > MAX_CARD_FILE_BYTES) throw new DownloadError({ code: 'download.too-big', params: { bytes: total, limit: MAX_CARD_FILE_BYTES } })
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
      throw new DownloadError({ code: 'download.over-limit', params: { limit: MAX_CARD_FILE_BYTES } })
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
    throw new DownloadError({ code: 'download.not-utf8', params: {} })
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

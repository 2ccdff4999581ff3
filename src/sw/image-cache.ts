// The names and counts of the card-image caches are the page's too: src/schemas/image-cache.ts.

/** The most of the free space the browser reports that the caches (card images, and the app's files) may take. */
export const IMAGE_SHARE_OF_FREE = 0.1

/** No image is kept while the browser reports less free space than this: images are the least valuable bytes held. */
export const LOW_SPACE_BYTES = 200 * 1024 * 1024

/** The part of navigator.storage.estimate() the budget reads (Chromium adds usageDetails). */
export interface SpaceEstimate {
  quota?: number
  usage?: number
  usageDetails?: { caches?: number }
}

/**
 * Whether the card images may take `more` bytes: the caches must stay within IMAGE_SHARE_OF_FREE of the
 * space they use plus what the browser reports free, and nothing is added below LOW_SPACE_BYTES. An
 * estimate the browser does not give answers yes (the count caps still hold). Chromium reports a quota
 * well above what a full disk holds (docs/storage.md), so there the budget only stops a runaway cache; the page stops the caching for good when it finds the
 * site's data deleted (pauseImageCache).
 */
export function roomForImages(estimate: SpaceEstimate | null, more: number): boolean {
  if (!estimate || estimate.quota === undefined || estimate.usage === undefined) return true
  const free = estimate.quota - estimate.usage
  if (free < LOW_SPACE_BYTES) return false
  const held = estimate.usageDetails?.caches ?? estimate.usage
  return held + more <= IMAGE_SHARE_OF_FREE * (free + held)
}

/** How many of the oldest images to drop so the caches fit the budget again (0 when they fit). */
export function imagesOverBudget(estimate: SpaceEstimate | null, count: number): number {
  if (!estimate || estimate.quota === undefined || estimate.usage === undefined || count === 0) return 0
  const free = Math.max(0, estimate.quota - estimate.usage)
  const held = estimate.usageDetails?.caches ?? estimate.usage
  const budget = free < LOW_SPACE_BYTES ? 0 : IMAGE_SHARE_OF_FREE * (free + held)
  if (held <= budget) return 0
  // Images are taken as of one size: drop the share of them that is over.
  return Math.min(count, Math.ceil((count * (held - budget)) / held))
}

/** Caches of the hand-made service worker of early builds (gundeck-<12 hex>): dropped on activate. */
export function isOldAppCache(name: string): boolean {
  return /^gundeck-[0-9a-f]{12}$/.test(name)
}

/** The part of Workbox's StrategyHandler the image fetch uses (so it can be tested with a stand-in). */
export interface Fetcher {
  fetch(input: RequestInfo): Promise<Response>
}

/** What the worker learnt of each image host's CORS answers, for its life. */
export interface CorsMemory {
  /** Hosts that answered CORS at least once: always asked so (a missing image may still fail CORS). */
  answers: Set<string>
  /** Hosts that refused CORS and never answered it: asked in no-cors mode straight away. */
  refuses: Set<string>
}

export const corsMemory = (): CorsMemory => ({ answers: new Set(), refuses: new Set() })

/**
 * Fetch a card image, asking for CORS first. An <img> without `crossorigin` asks in no-cors mode and
 * gets an opaque response, which Chromium counts against the site's quota padded to several MB
 * whatever its size (bench/README.md), and whose size the app cannot show. A
 * host that answers CORS gives a plain response instead, counted at its real size. A host that does
 * not is asked again in no-cors mode (opaque, still shown and kept); `memory` remembers it so a
 * refusing host costs one refused request per worker start, not one per image.
 */
export async function fetchCardImage(request: Request, fetcher: Fetcher, memory: CorsMemory): Promise<Response> {
  const origin = new URL(request.url).origin
  if (request.mode !== 'no-cors' || memory.refuses.has(origin)) return fetcher.fetch(request)
  try {
    const response = await fetcher.fetch(new Request(request.url, { mode: 'cors', credentials: 'omit' }))
    memory.answers.add(origin)
    return response
  } catch (corsError) {
    // Offline fails both ways: only a no-cors success says the host refuses CORS.
    let response: Response
    try {
      response = await fetcher.fetch(request)
    } catch {
      throw corsError
    }
    if (!memory.answers.has(origin)) memory.refuses.add(origin)
    return response
  }
}

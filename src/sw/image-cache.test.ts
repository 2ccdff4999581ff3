import { describe, expect, it } from 'vitest'
import { IMAGE_CACHE, OPAQUE_IMAGE_CACHE } from '~/schemas/image-cache'
import { corsMemory, fetchCardImage, IMAGE_SHARE_OF_FREE, imagesOverBudget, isOldAppCache, LOW_SPACE_BYTES, roomForImages, type Fetcher } from './image-cache'

/** A stand-in for the network: answers by request mode, records what was asked. */
function network(answer: (r: Request) => Response | Error) {
  const asked: { url: string; mode: RequestMode }[] = []
  const fetcher: Fetcher = {
    fetch(input) {
      const r = input instanceof Request ? input : new Request(input)
      asked.push({ url: r.url, mode: r.mode })
      const a = answer(r)
      return a instanceof Error ? Promise.reject(a) : Promise.resolve(a)
    },
  }
  return { fetcher, asked }
}
const img = (url: string) => new Request(url, { mode: 'no-cors' })

describe('card image cache', () => {
  it('is a cache the old-cache clean-up never deletes', () => {
    expect(isOldAppCache(IMAGE_CACHE)).toBe(false)
    expect(isOldAppCache(OPAQUE_IMAGE_CACHE)).toBe(false)
    expect(isOldAppCache('gundeck-0123456789ab')).toBe(true)
    expect(isOldAppCache('workbox-precache-v2-https://x/')).toBe(false)
  })

  it('asks a host for CORS first, so the kept image counts at its real size', async () => {
    const { fetcher, asked } = network(() => new Response('png', { status: 200 }))
    const r = await fetchCardImage(img('https://img.example/a.webp'), fetcher, corsMemory())
    expect(r.status).toBe(200)
    expect(asked).toEqual([{ url: 'https://img.example/a.webp', mode: 'cors' }])
  })

  it('falls back to no-cors for a host that refuses CORS, and asks it so from then on', async () => {
    const memory = corsMemory()
    const { fetcher, asked } = network((r) => (r.mode === 'cors' ? new TypeError('Failed to fetch') : new Response('png')))
    await fetchCardImage(img('https://img.example/a.webp'), fetcher, memory)
    await fetchCardImage(img('https://img.example/b.webp'), fetcher, memory)
    expect(asked.map((a) => a.mode)).toEqual(['cors', 'no-cors', 'no-cors'])
    expect([...memory.refuses]).toEqual(['https://img.example'])
  })

  it('keeps asking for CORS a host that answered it, though a missing image there fails CORS', async () => {
    const memory = corsMemory()
    const { fetcher, asked } = network((r) => (r.mode === 'cors' && r.url.includes('missing') ? new TypeError('no CORS on the 404') : new Response('png')))
    await fetchCardImage(img('https://img.example/a.webp'), fetcher, memory)
    await fetchCardImage(img('https://img.example/missing.webp'), fetcher, memory)
    await fetchCardImage(img('https://img.example/b.webp'), fetcher, memory)
    expect(asked.map((a) => a.mode)).toEqual(['cors', 'cors', 'no-cors', 'cors'])
    expect(memory.refuses.size).toBe(0)
  })

  it('offline (both fail) throws the first failure and remembers nothing', async () => {
    const memory = corsMemory()
    const { fetcher } = network(() => new TypeError('offline'))
    await expect(fetchCardImage(img('https://img.example/a.webp'), fetcher, memory)).rejects.toThrow('offline')
    expect(memory.refuses.size + memory.answers.size).toBe(0)
  })

  it('keeps images within a share of the free space the browser reports, and none when it reports little', () => {
    const MB = 1024 * 1024
    // 1 GB free, the caches at 50 MB: the share is a tenth of 1,074 MB.
    const roomy = { quota: 2000 * MB, usage: 1000 * MB, usageDetails: { caches: 50 * MB } }
    expect(IMAGE_SHARE_OF_FREE).toBe(0.1)
    expect(roomForImages(roomy, 0.1 * MB)).toBe(true)
    expect(roomForImages(roomy, 60 * MB)).toBe(false)
    expect(imagesOverBudget(roomy, 500)).toBe(0)
    // Less free than LOW_SPACE_BYTES: no image is added, and every kept one is over budget.
    const low = { quota: 1000 * MB + LOW_SPACE_BYTES - 1, usage: 1000 * MB, usageDetails: { caches: 20 * MB } }
    expect(roomForImages(low, 1)).toBe(false)
    expect(imagesOverBudget(low, 300)).toBe(300)
    // The caches grew past the share (free space shrank): the oldest part over it goes.
    const over = { quota: 1300 * MB, usage: 1000 * MB, usageDetails: { caches: 100 * MB } }
    expect(imagesOverBudget(over, 1000)).toBe(Math.ceil((1000 * (100 - 40)) / 100))
    // A browser that does not say: the count caps alone hold.
    expect(roomForImages(null, 5 * MB)).toBe(true)
    expect(roomForImages({}, 5 * MB)).toBe(true)
    expect(imagesOverBudget(null, 10)).toBe(0)
  })
})

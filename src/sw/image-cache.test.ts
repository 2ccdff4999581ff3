import { describe, expect, it } from 'vitest'
import { corsMemory, fetchCardImage, IMAGE_CACHE, isOldAppCache, OPAQUE_IMAGE_CACHE, type Fetcher } from './image-cache'

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
})

import { describe, expect, it } from 'vitest'
import { fetchCardImage, IMAGE_CACHE, isOldAppCache, type Fetcher } from './image-cache'

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
    expect(isOldAppCache('gundeck-0123456789ab')).toBe(true)
    expect(isOldAppCache('workbox-precache-v2-https://x/')).toBe(false)
  })

  it('asks a host for CORS first, so the kept image counts at its real size', async () => {
    const { fetcher, asked } = network(() => new Response('png', { status: 200 }))
    const r = await fetchCardImage(img('https://img.example/a.webp'), fetcher, new Set())
    expect(r.status).toBe(200)
    expect(asked).toEqual([{ url: 'https://img.example/a.webp', mode: 'cors' }])
  })

  it('falls back to no-cors for a host that refuses CORS, and asks it so from then on', async () => {
    const noCors = new Set<string>()
    const { fetcher, asked } = network((r) => (r.mode === 'cors' ? new TypeError('Failed to fetch') : new Response('png')))
    await fetchCardImage(img('https://img.example/a.webp'), fetcher, noCors)
    await fetchCardImage(img('https://img.example/b.webp'), fetcher, noCors)
    expect(asked.map((a) => a.mode)).toEqual(['cors', 'no-cors', 'no-cors'])
    expect([...noCors]).toEqual(['https://img.example'])
  })

  it('offline (both fail) throws the first failure and remembers nothing', async () => {
    const noCors = new Set<string>()
    const { fetcher } = network(() => new TypeError('offline'))
    await expect(fetchCardImage(img('https://img.example/a.webp'), fetcher, noCors)).rejects.toThrow('offline')
    expect(noCors.size).toBe(0)
  })
})

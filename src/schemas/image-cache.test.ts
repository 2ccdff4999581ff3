import { describe, expect, it } from 'vitest'
import { dropCaches, IMAGE_CACHES } from './image-cache'

/** A Cache Storage in memory that records the order of what was deleted; `refuse` makes entry deletes throw. */
function memoryCaches(contents: Record<string, string[]>, refuse = false) {
  const deleted: string[] = []
  const store = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls)]))
  const storage = {
    has: async (name: string) => store.has(name),
    open: async (name: string) => {
      const entries = store.get(name) ?? new Set<string>()
      store.set(name, entries)
      return {
        keys: async () => [...entries].map((url) => new Request(url)),
        delete: async (request: Request) => {
          if (refuse) throw new DOMException('refused', 'QuotaExceededError')
          deleted.push(request.url)
          return entries.delete(request.url)
        },
      }
    },
    delete: async (name: string) => {
      deleted.push(`cache ${name}`)
      return store.delete(name)
    },
  }
  return { storage, deleted, names: () => [...store.keys()] }
}

describe('dropping the card-image caches', () => {
  it('deletes each entry before its cache, so the browser uncounts the bytes at once', async () => {
    const { storage, deleted, names } = memoryCaches({ [IMAGE_CACHES[0]]: ['https://img.example/a.png', 'https://img.example/b.png'], other: ['https://x/'] })
    await dropCaches(storage, IMAGE_CACHES)
    expect(deleted).toEqual(['https://img.example/a.png', 'https://img.example/b.png', `cache ${IMAGE_CACHES[0]}`])
    expect(names()).toEqual(['other'])
  })

  it('still deletes a cache whose entries the browser would not delete', async () => {
    const { storage, names } = memoryCaches({ [IMAGE_CACHES[1]]: ['https://img.example/a.png'] }, true)
    await dropCaches(storage, IMAGE_CACHES)
    expect(names()).toEqual([])
  })
})

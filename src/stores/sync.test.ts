import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { database } from '~/db/database'
import { SIGNED_OUT } from '~/sync/replication'
import { useSyncStore } from './sync'

const until = (ok: () => boolean) => vi.waitUntil(ok, { timeout: 5000, interval: 10 })

const outbox = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ({ key: `deck:d${from + i}`, stamp: from + i }))
const signedIn = { ...SIGNED_OUT, phase: 'syncing' as const, account: { server: 'http://127.0.0.1:5984', name: 'amuro', db: 'userdb-616d75726f' } }

beforeEach(async () => {
  setActivePinia(createPinia())
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('the Sync panel’s progress', () => {
  it('counts the changes sent of those that waited when the runner gives no count (a batch held by the server)', async () => {
    const store = useSyncStore()
    store.status = signedIn
    await database().syncOutbox.bulkAdd(outbox(0, 500))
    await until(() => store.pending === 500)
    expect(store.progress).toEqual({ done: 0, total: 500 })
    await database().syncOutbox.bulkDelete(outbox(0, 100).map((r) => r.key))
    await until(() => store.pending === 400)
    expect(store.progress).toEqual({ done: 100, total: 500 })
    // All sent: no progress, and the next round counts from its own start.
    await database().syncOutbox.clear()
    await until(() => store.pending === 0)
    expect(store.progress).toBeNull()
    await database().syncOutbox.bulkAdd(outbox(0, 30))
    await until(() => store.pending === 30)
    expect(store.progress).toEqual({ done: 0, total: 30 })
  })

  it('says nothing for a few changes, nor signed out, and the runner’s own count comes first', async () => {
    const store = useSyncStore()
    await database().syncOutbox.bulkAdd(outbox(0, 50))
    await until(() => store.pending === 50)
    expect(store.progress).toBeNull()
    store.status = signedIn
    expect(store.progress).toEqual({ done: 0, total: 50 })
    store.status = { ...signedIn, progress: { done: 7, total: 900 } }
    expect(store.progress).toEqual({ done: 7, total: 900 })
    await database().syncOutbox.clear()
    await until(() => store.pending === 0)
    await database().syncOutbox.bulkAdd(outbox(0, 19))
    store.status = signedIn
    await until(() => store.pending === 19)
    expect(store.progress).toBeNull()
  })
})

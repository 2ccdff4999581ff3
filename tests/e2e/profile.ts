import { readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { levelDbText, logRecordOffsets } from './leveldb'

/**
 * Chromium writes localStorage to disk lazily: it batches changes for 5 s, and holds a site to about one
 * write a minute after that (a rate limit: 60 commits an hour). Wait, with the browser running, until the
 * decks' copy has reached the profile's files (a critical memory-pressure notice sometimes makes Chromium
 * commit at once). The storage-wiped journey waits so, keeping the browser it browses in; the disk-full
 * journeys restart instead (restartWithCopyOnDisk).
 */
export async function localStorageOnDisk(profile: string, names: readonly string[], page?: Page) {
  const onDisk = () => localStorageHolds(profile, names)
  const flush = page ? await page.context().newCDPSession(page) : null
  const started = Date.now()
  await expect
    .poll(
      async () => {
        if (onDisk()) return true
        await flush?.send('Memory.simulatePressureNotification', { level: 'critical' }).catch(() => {})
        return false
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe(true)
  await flush?.detach().catch(() => {})
  console.log(`[e2e] the decks' copy reached the profile's localStorage files after ${Date.now() - started} ms`)
}

/**
 * Stop the browser cleanly and start it again on its profile, at the address it showed, with the decks
 * named in the profile's localStorage files: Chromium commits pending localStorage as it stops, where its own
 * timer waits up to a minute under its rate limit (three journeys waited 54 s each for it).
 */
export async function restartWithCopyOnDisk(
  page: Page,
  { profile, names, stop, start }: { profile: string; names: readonly string[]; stop: () => Promise<void>; start: () => Promise<Page> },
): Promise<Page> {
  const at = page.url()
  await stop()
  expect(localStorageHolds(profile, names)).toBe(true)
  const next = await start()
  await next.goto(at)
  return next
}

/**
 * Whether the profile's localStorage files hold a deck of every name given (or, with `field` `notes`, notes
 * starting so): in the decks' copy or a journal. A browser stopped cleanly has written what it had (Chromium
 * commits every pending change as it shuts down, rate limit or not) unless its disk was full.
 */
export function localStorageHolds(profile: string, values: readonly string[], field: 'name' | 'notes' = 'name'): boolean {
  // Read as LevelDB holds it: once compacted into a table the copy is compressed.
  const text = levelDbText(join(profile, 'Default/Local Storage/leveldb'))
  return values.every((v) => text.includes(field === 'name' ? `"name":"${v}"` : `"notes":"${v}`))
}

/**
 * Wait until gundeck's record (in localStorage) of what its store holds says `counts`: it is written with the
 * decks' copy once the page is idle after the last write, and the notice after a loss of the store counts from it.
 */
export async function storeRecorded(page: Page, counts: StoredCounts): Promise<void> {
  const text = `"counts":${JSON.stringify({ decks: counts.decks.length, history: counts.history, playtests: counts.playtests, cards: counts.cards })}`
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gundeck:store') ?? ''), { timeout: 10_000, interval: 100 }).toContain(text)
}

/**
 * Wait until the page has caught up with what it stored: once the page is idle after its last write, gundeck
 * reads the stored state back into memory (the storage store's mirror, what a full disk's write-back and a
 * backup come from) and, in the same step, writes the decks' copy to localStorage (`gundeck:deck-copy:<id>`)
 * and its record of what the store holds (`gundeck:store`). So: every deck of IndexedDB is in the copy at its
 * stored revision, and the record counts what IndexedDB holds now. Read straight from the page's storage.
 */
export async function mirrored(page: Page): Promise<void> {
  const behind = async () => {
    const now = await storedCounts(page)
    const counts = `"counts":${JSON.stringify({ decks: now.decks.length, history: now.history, playtests: now.playtests, cards: now.cards })}`
    return page.evaluate(
      async ({ counts }) => {
        const rows = await new Promise<{ id: string; revision: number }[]>((resolve, reject) => {
          const open = indexedDB.open('gundeck')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('decks')) {
              db.close()
              return resolve([])
            }
            const all = db.transaction('decks', 'readonly').objectStore('decks').getAll()
            all.onsuccess = () => {
              db.close()
              resolve(all.result as { id: string; revision: number }[])
            }
            all.onerror = () => reject(all.error)
          }
        })
        const out = rows
          .filter((d) => !new RegExp(`"revision":${d.revision}[,}]`).test(localStorage.getItem(`gundeck:deck-copy:${d.id}`) ?? ''))
          .map((d) => `deck ${d.id} at revision ${d.revision} not in the copy`)
        if (!(localStorage.getItem('gundeck:store') ?? '').includes(counts)) out.push(`the store record is not ${counts}`)
        return out
      },
      { counts },
    )
  }
  await expect.poll(behind, { timeout: 20_000, interval: 100 }).toEqual([])
}

/** The site's IndexedDB store (a LevelDB folder) in a stopped browser's profile. */
export function indexedDbFolder(profile: string): string {
  const root = join(profile, 'Default/IndexedDB')
  const dir = readdirSync(root).find((f) => f.endsWith('.indexeddb.leveldb'))
  if (!dir) throw new Error(`no IndexedDB store in ${root}`)
  return join(root, dir)
}

/** The store's log file (the one LevelDB appends to). */
export function storeLog(profile: string): string {
  const dir = indexedDbFolder(profile)
  const logs = readdirSync(dir)
    .filter((f) => f.endsWith('.log'))
    .sort()
  if (!logs.length) throw new Error(`no log in ${dir}`)
  return join(dir, logs.at(-1)!)
}

/** LevelDB's own account of what it did to the store (recoveries, compactions), for a failure's message. */
export function leveldbLog(profile: string): string {
  return readFileSync(join(indexedDbFolder(profile), 'LOG'), 'utf8')
}

/**
 * Cut the log's last record short, as a write does when the disk fills or the browser is killed in the
 * middle of it: the first `keep` of its bytes stay. Returns the record's length.
 */
export function cutLastRecord(log: string, keep = 0.5): number {
  const bytes = readFileSync(log)
  const records = logRecordOffsets(bytes)
  const last = records.at(-1)
  if (!last) throw new Error(`${log} holds no record`)
  truncateSync(log, last.at + 7 + Math.floor(last.length * keep))
  return last.length
}

/** Overwrite 64 bytes in the middle of the log, as a torn sector or a bad copy leaves it: a record's checksum no longer matches. */
export function tearLog(log: string): void {
  const bytes = readFileSync(log)
  const at = Math.floor(bytes.length / 2)
  bytes.fill(0x41, at, at + 64)
  writeFileSync(log, bytes)
}

/** Damage the store's MANIFEST (its first bytes overwritten). */
export function breakManifest(profile: string): void {
  const dir = indexedDbFolder(profile)
  const name = readdirSync(dir).find((f) => f.startsWith('MANIFEST-'))
  if (!name) throw new Error(`no MANIFEST in ${dir}`)
  const bytes = readFileSync(join(dir, name))
  bytes.fill(0x41, 0, Math.min(bytes.length, 20))
  writeFileSync(join(dir, name), bytes)
}

/** Point the store's CURRENT at a MANIFEST that does not exist: Chromium then cannot open the store at all. */
export function breakCurrent(profile: string): void {
  writeFileSync(join(indexedDbFolder(profile), 'CURRENT'), 'MANIFEST-000099\n')
}

export interface StoredCounts {
  cards: number
  history: number
  playtests: number
  decks: { name: string; notes: string; main: number }[]
}

/** What the app's database holds, read straight from IndexedDB (not through the app); `bucket` names a storage bucket. */
export async function storedCounts(page: Page, bucket: string | null = null): Promise<StoredCounts> {
  return page.evaluate(async (bucketName) => {
    type Buckets = { open(name: string): Promise<{ indexedDB: IDBFactory }> }
    const factory = bucketName ? (await (navigator as unknown as { storageBuckets: Buckets }).storageBuckets.open(bucketName)).indexedDB : indexedDB
    return new Promise<StoredCounts>((resolve, reject) => {
      const req = factory.open('gundeck')
      req.onerror = () => reject(req.error)
      req.onsuccess = () => {
        const db = req.result
        const out: StoredCounts = { cards: 0, history: 0, playtests: 0, decks: [] }
        const names = ['cards', 'deckHistory', 'playtests', 'decks'].filter((n) => db.objectStoreNames.contains(n))
        if (names.length < 4) {
          db.close()
          resolve(out)
          return
        }
        const tx = db.transaction(names, 'readonly')
        const count = (store: string, set: (n: number) => void) => {
          const r = tx.objectStore(store).count()
          r.onsuccess = () => set(r.result)
        }
        count('cards', (n) => (out.cards = n))
        count('deckHistory', (n) => (out.history = n))
        count('playtests', (n) => (out.playtests = n))
        const all = tx.objectStore('decks').getAll()
        all.onsuccess = () => {
          type Row = { name: string; notes: string; deletedAt?: string | null; cards: { main: { count: number }[] } }
          out.decks = (all.result as Row[])
            .filter((d) => !d.deletedAt)
            .map((d) => ({ name: d.name, notes: d.notes, main: d.cards.main.reduce((n, l) => n + l.count, 0) }))
            .sort((a, b) => a.name.localeCompare(b.name))
        }
        tx.oncomplete = () => {
          db.close()
          resolve(out)
        }
        tx.onerror = () => reject(tx.error)
      }
    })
  }, bucket)
}

/**
 * Flip every bit of the last 64 bytes of the store's largest table file (its index and footer), as a bad
 * sector or a bad copy leaves it: the table can no longer be read.
 */
export function flipTableBytes(profile: string): string {
  const dir = indexedDbFolder(profile)
  const tables = readdirSync(dir)
    .filter((f) => f.endsWith('.ldb'))
    .map((f) => ({ f, size: readFileSync(join(dir, f)).length }))
    .sort((a, b) => b.size - a.size)
  const name = tables[0]?.f ?? readdirSync(dir).find((f) => f.endsWith('.log'))
  if (!name) throw new Error(`no table or log in ${dir}`)
  const bytes = readFileSync(join(dir, name))
  for (let i = Math.max(0, bytes.length - 64); i < bytes.length; i++) bytes[i] = bytes[i]! ^ 0xff
  writeFileSync(join(dir, name), bytes)
  return name
}

/** Delete the store's MANIFEST, as a disk clean-up or a crash in the middle of a compaction may. */
export function deleteManifest(profile: string): void {
  const dir = indexedDbFolder(profile)
  for (const f of readdirSync(dir).filter((n) => n.startsWith('MANIFEST-'))) rmSync(join(dir, f))
}

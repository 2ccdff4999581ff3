import 'fake-indexeddb/auto'
import Dexie, { type Table } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { readInChunks } from './read-in-chunks'

const dbs: Dexie[] = []
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete()
})

async function tableOf(rows: { key: string | number; n: number }[]): Promise<Table<unknown, string>> {
  const db = new Dexie(`chunks-${Math.random()}`)
  db.version(1).stores({ rows: 'key' })
  dbs.push(db)
  await db.table('rows').bulkAdd(rows)
  return db.table('rows') as Table<unknown, string>
}

describe('readInChunks', () => {
  it('hands every row over once, in key order, in chunks of the size asked, one after another', async () => {
    // Stored out of order, numbers and strings mixed (numbers sort first).
    const rows = Array.from({ length: 23 }, (_, i) => ({ key: i % 2 ? `k${String(i).padStart(2, '0')}` : i, n: i })).reverse()
    const table = await tableOf(rows)
    const seen: number[][] = []
    let busy = false
    await readInChunks(table, 5, async (chunk) => {
      // The next chunk is not handed over before this one's work is done.
      expect(busy).toBe(false)
      busy = true
      seen.push(chunk.map((r) => (r as { n: number }).n))
      await new Promise((resolve) => setTimeout(resolve, 1))
      busy = false
    })
    expect(seen.map((c) => c.length)).toEqual([5, 5, 5, 5, 3])
    const evens = rows
      .filter((r) => typeof r.key === 'number')
      .map((r) => r.n)
      .sort((a, b) => a - b)
    const odds = rows
      .filter((r) => typeof r.key === 'string')
      .map((r) => r.n)
      .sort((a, b) => a - b)
    expect(seen.flat()).toEqual([...evens, ...odds])
  })

  it('reads an empty table without calling back, and a table of exactly one chunk once', async () => {
    const calls: number[] = []
    await readInChunks(await tableOf([]), 5, (chunk) => void calls.push(chunk.length))
    expect(calls).toEqual([])
    await readInChunks(await tableOf(Array.from({ length: 5 }, (_, i) => ({ key: i, n: i }))), 5, (chunk) => void calls.push(chunk.length))
    expect(calls).toEqual([5])
  })
})

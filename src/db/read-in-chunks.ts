import type { Table } from 'dexie'

/**
 * Every row of a table in primary key order, `size` rows per request, each chunk handed to `each` (and
 * awaited) as it comes: the page gets its turn between two requests, so a big table is never read in
 * one long task. Works inside a transaction, an upgrade's included.
 */
export async function readInChunks(table: Table<unknown, string>, size: number, each: (rows: readonly unknown[]) => void | Promise<void>): Promise<void> {
  const key = table.schema.primKey.keyPath as string
  let rows = await table.limit(size).toArray()
  while (rows.length > 0) {
    await each(rows)
    if (rows.length < size) return
    const last = (rows[rows.length - 1] as Record<string, unknown>)[key] as string
    rows = await table.where(':id').above(last).limit(size).toArray()
  }
}

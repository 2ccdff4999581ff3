import { isCanonicalCard, isCanonicalCardRow, type Card } from '~/schemas/card'
import { printingRank } from '~/engine/cards/fields'
import { safeParseCanonical } from '~/schemas/parse'
import { foldCard } from '~/engine/query/compile'
import {
  DatasetSchema,
  isCanonicalPrintingRow,
  SettingsSchema,
  StoredCardSchema,
  StoredPrintingSchema,
  type Dataset,
  type Settings,
  type SettingsInput,
  type StoredCard,
  type StoredPrinting,
} from '~/schemas/stored'
import type { Table } from 'dexie'
import { z } from 'zod'
import type { GundeckDatabase } from './database'

/** The card data's rows as stored: what a backup holds, and the copy the storage store keeps in memory. */
export interface StoredCardRows {
  cards: StoredCard[]
  printings: StoredPrinting[]
}

export interface LoadedCards {
  cards: Card[]
  /** The readable rows behind `cards` (printings of unreadable cards left out), as a backup would hold them. */
  rows: StoredCardRows
  dataset: Dataset | null
  /** Records that failed to parse: kept in the database, left out of the pool, reported to the user. */
  unreadable: { table: string; key: string; problem: string }[]
}

/**
 * Replace the whole card database in one transaction: either every new record is stored, or (on any
 * failure, quota included) the old data stays exactly as it was. The data replaced is kept, row for
 * row (unreadable rows too), as the previous card data that restorePreviousCards brings back; an
 * empty database keeps whatever previous copy there is rather than overwrite it with nothing.
 */
export async function replaceCards(db: GundeckDatabase, cards: readonly Card[], dataset: Dataset, options: WriteOptions = {}): Promise<StoredCardRows> {
  const { storedCards, storedPrintings } = await storedRows(cards)
  const meta = DatasetSchema.parse(dataset)
  await db.transaction('rw', [db.cards, db.printings, db.datasets, db.previousCards, db.previousPrintings, db.previousDatasets], async () => {
    const old = await readRows(db.cards, db.printings, db.datasets)
    if (old.cards.length > 0) await writeRows(db.previousCards, db.previousPrintings, db.previousDatasets, old, { signal: options.signal })
    await writeRows(db.cards, db.printings, db.datasets, { cards: storedCards, printings: storedPrintings, datasets: [meta] }, options)
  })
  // Every row passed its schema (or isCanonicalCard, which implies it) above.
  return { cards: storedCards as StoredCard[], printings: storedPrintings as StoredPrinting[] }
}

/**
 * Rows per bulkAdd call, and cards checked between yields to the page: a big pool is written in
 * many short steps (each an IndexedDB request), never one long one, inside the same transaction.
 * The browser copies each row on the page's thread as it is added: in Chromium about 25 µs for a
 * printing row, and about 90 µs for a card row (its text and folded search text). So 500 printing
 * rows or CARD_WRITE_CHUNK card rows are a step of 15-20 ms.
 */
export const WRITE_CHUNK = 500
export const CARD_WRITE_CHUNK = 200

/** Let the page breathe: what follows runs in a later task. */
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The rows to store, every card checked before the database is touched: canonical cards (see
 * isCanonicalCard) are taken as they are, any other goes through the schemas (which throw on a bad one).
 */
async function storedRows(cards: readonly Card[]): Promise<{ storedCards: unknown[]; storedPrintings: unknown[] }> {
  const storedCards: unknown[] = []
  const storedPrintings: unknown[] = []
  for (let k = 0; k < cards.length; k++) {
    if (k > 0 && k % BUILD_CHUNK === 0) await yieldToPage()
    const card = cards[k]!
    const { printings, ...rest } = card
    // (as unknown: a Card typed value may still break the schema's bounds at run time)
    if (isCanonicalCard(card as unknown)) {
      storedCards.push(rest)
      for (const p of printings)
        storedPrintings.push({ id: p.id, rarity: p.rarity, set: p.set, imageUrl: p.imageUrl, number: card.number, rank: printingRank(p.id) })
    } else {
      storedCards.push(StoredCardSchema.parse(rest))
      for (const p of printings) storedPrintings.push(StoredPrintingSchema.parse({ ...p, number: card.number, rank: printingRank(p.id) }))
    }
  }
  return { storedCards, storedPrintings }
}

interface CardRows {
  cards: unknown[]
  printings: unknown[]
  datasets: unknown[]
}

function readRows(cards: Table<unknown, string>, printings: Table<unknown, string>, datasets: Table<unknown, string>): Promise<CardRows> {
  return Promise.all([cards.toArray(), printings.toArray(), datasets.toArray()]).then(([c, p, d]) => ({ cards: c, printings: p, datasets: d }))
}

export interface WriteOptions {
  /** Rows written so far of the new card data (cards and printings together), after each step. */
  onProgress?: (done: number, total: number) => void
  /** Aborted: the transaction is rolled back between two steps (WriteCancelled), the old data kept. */
  signal?: AbortSignal
}

/** A replacement stopped by its signal: nothing was written. */
export class WriteCancelled extends Error {
  constructor() {
    super('Saving the card data was cancelled.')
    this.name = 'WriteCancelled'
  }
}

async function writeRows(
  cards: Table<unknown, string>,
  printings: Table<unknown, string>,
  datasets: Table<unknown, string>,
  rows: CardRows,
  { onProgress, signal }: WriteOptions = {},
): Promise<void> {
  const total = rows.cards.length + rows.printings.length
  let done = 0
  // Throwing inside the transaction aborts it: every step of it is undone.
  const step = async (table: Table<unknown, string>, part: unknown[]) => {
    if (signal?.aborted) throw new WriteCancelled()
    await table.bulkAdd(part)
    onProgress?.((done += part.length), total)
  }
  await Promise.all([cards.clear(), printings.clear(), datasets.clear()])
  for (let k = 0; k < rows.cards.length; k += CARD_WRITE_CHUNK) await step(cards, rows.cards.slice(k, k + CARD_WRITE_CHUNK))
  for (let k = 0; k < rows.printings.length; k += WRITE_CHUNK) await step(printings, rows.printings.slice(k, k + WRITE_CHUNK))
  if (signal?.aborted) throw new WriteCancelled()
  await datasets.bulkAdd(rows.datasets)
}

/** The kept previous card data, for the restore button: its dataset row (null if none or unreadable) and card count. */
export interface PreviousCards {
  dataset: Dataset | null
  cards: number
}

export async function loadPreviousCards(db: GundeckDatabase): Promise<PreviousCards | null> {
  const [cards, row] = await db.transaction('r', [db.previousCards, db.previousDatasets], () =>
    Promise.all([db.previousCards.count(), db.previousDatasets.get('current')]),
  )
  if (cards === 0) return null
  const dataset = DatasetSchema.safeParse(row)
  return { dataset: dataset.success ? dataset.data : null, cards }
}

/**
 * Swap the current and the previous card data in one transaction, so a restore can itself be undone
 * by restoring again. Returns false, changing nothing, when no previous card data is kept.
 */
export async function restorePreviousCards(db: GundeckDatabase): Promise<boolean> {
  return db.transaction('rw', [db.cards, db.printings, db.datasets, db.previousCards, db.previousPrintings, db.previousDatasets], async () => {
    const previous = await readRows(db.previousCards, db.previousPrintings, db.previousDatasets)
    if (previous.cards.length === 0) return false
    const current = await readRows(db.cards, db.printings, db.datasets)
    await writeRows(db.cards, db.printings, db.datasets, previous)
    await writeRows(db.previousCards, db.previousPrintings, db.previousDatasets, current)
    return true
  })
}

/**
 * Rows per read when loading: each chunk is decoded and checked in a task of its own (a card row
 * costs about four printing rows to decode), never a big pool in one long task.
 */
export const READ_CHUNK = { cards: 250, printings: 1000 }
/** Cards built from their rows between yields to the page. */
const BUILD_CHUNK = 500

/** Every row of a table in primary key order, `size` rows per request, each chunk handed to `each` as it comes. */
async function readInChunks(table: Table<unknown, string>, size: number, each: (rows: readonly unknown[]) => void): Promise<void> {
  const key = table.schema.primKey.keyPath as string
  let rows = await table.limit(size).toArray()
  while (rows.length > 0) {
    each(rows)
    if (rows.length < size) return
    const last = (rows[rows.length - 1] as Record<string, unknown>)[key] as string
    rows = await table.where(':id').above(last).limit(size).toArray()
  }
}

export async function loadCards(db: GundeckDatabase): Promise<LoadedCards> {
  const unreadable: LoadedCards['unreadable'] = []
  const printingsByNumber = new Map<string, StoredPrinting[]>()
  const storedCards: StoredCard[] = []
  let rawDataset: unknown
  await db.transaction('r', [db.cards, db.printings, db.datasets], async () => {
    await readInChunks(db.printings, READ_CHUNK.printings, (chunk) => {
      for (const raw of chunk) {
        // Rows as this app stored them are taken as they are: no schema copy of each (less garbage to collect).
        const p = safeParseCanonical(StoredPrintingSchema, isCanonicalPrintingRow, raw)
        if (!p.success) {
          unreadable.push({ table: 'printings', key: String((raw as { id?: unknown }).id), problem: z.prettifyError(p.error) })
          continue
        }
        const list = printingsByNumber.get(p.data.number)
        if (list) list.push(p.data)
        else printingsByNumber.set(p.data.number, [p.data])
      }
    })
    await readInChunks(db.cards, READ_CHUNK.cards, (chunk) => {
      for (const raw of chunk) {
        const c = safeParseCanonical(StoredCardSchema, isCanonicalCardRow, raw)
        if (c.success) storedCards.push(c.data)
        else unreadable.push({ table: 'cards', key: String((raw as { number?: unknown }).number), problem: z.prettifyError(c.error) })
      }
    })
    rawDataset = await db.datasets.get('current')
  })
  const cards: Card[] = []
  const rows: StoredCardRows = { cards: [], printings: [] }
  for (let k = 0; k < storedCards.length; k++) {
    if (k > 0 && k % BUILD_CHUNK === 0) await yieldToPage()
    const stored = storedCards[k]!
    const printingRows = (printingsByNumber.get(stored.number) ?? []).sort((a, b) => a.rank - b.rank)
    if (printingRows.length === 0) {
      unreadable.push({ table: 'cards', key: stored.number, problem: 'no printings' })
      continue
    }
    rows.cards.push(stored)
    for (const p of printingRows) rows.printings.push(p)
    const printings = printingRows.map((p) => ({ id: p.id, rarity: p.rarity, set: p.set, imageUrl: p.imageUrl }))
    // Cards stored before the folded search text existed get it now (kept in memory; stored at the next import).
    const card: Card = { ...stored, printings }
    if (!card.folded) card.folded = foldCard(card)
    cards.push(card)
  }
  let dataset: Dataset | null = null
  if (rawDataset) {
    const d = DatasetSchema.safeParse(rawDataset)
    if (d.success) dataset = d.data
    else unreadable.push({ table: 'datasets', key: 'current', problem: z.prettifyError(d.error) })
  }
  return { cards, rows, dataset, unreadable }
}

export async function loadSettings(db: GundeckDatabase): Promise<Settings> {
  const row = await db.settings.get('app')
  const parsed = SettingsSchema.safeParse(row?.value ?? {})
  return parsed.success ? parsed.data : SettingsSchema.parse({})
}

export async function saveSettings(db: GundeckDatabase, settings: SettingsInput): Promise<void> {
  await db.settings.put({ key: 'app', value: SettingsSchema.parse(settings) })
}

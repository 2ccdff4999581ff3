import { isCanonicalCard, type Card } from '~/schemas/card'
import { printingRank } from '~/engine/cards/fields'
import { safeParseCanonical } from '~/schemas/parse'
import { foldCard } from '~/engine/query/compile'
import {
  DatasetSchema,
  printingsByNumber,
  SettingsSchema,
  StoredCardRowSchema,
  StoredPrintingSchema,
  type Dataset,
  type Settings,
  type SettingsInput,
  type StoredCard,
  type StoredCardRow,
  type StoredPrinting,
} from '~/schemas/stored'
import type { Table } from 'dexie'
import { z } from 'zod'
import type { GundeckDatabase } from './database'
import { readInChunks } from './read-in-chunks'
import { nextTask } from '~/platform/schedule'

/**
 * The card data as a backup holds it: cards, and their printings listed apart (the backup file's format,
 * older than card rows holding their printings). The storage store builds it from its copy only when
 * that copy is used (a backup or a repair while the disk was full).
 */
export interface StoredCardRows {
  cards: StoredCard[]
  printings: StoredPrinting[]
}

export interface LoadedCards {
  /** The readable cards (unreadable ones left out), as stored: also the storage store's copy (splitCardRows gives their backup form). */
  cards: Card[]
  dataset: Dataset | null
  /** Records that failed to parse: kept in the database, left out of the pool, reported to the user. */
  unreadable: { table: string; key: string; problem: string }[]
}

/** A card as a backup lists it: the card without its printings, and each printing with the card's number. */
function splitCard(card: Card, into: StoredCardRows): void {
  const { printings, ...rest } = card
  into.cards.push(rest)
  for (const p of printings)
    into.printings.push({ id: p.id, rarity: p.rarity, set: p.set, imageUrl: p.imageUrl, number: card.number, rank: printingRank(p.id) })
}

/** The card rows of a backup's cards: each card's printings put back inside it, in print order. */
export function joinCardRows(rows: StoredCardRows): StoredCardRow[] {
  const byNumber = printingsByNumber(rows.printings)
  return rows.cards.map((c) => ({ ...c, printings: byNumber.get(c.number) ?? [] }))
}

/** The backup form of stored card rows (see StoredCardRows). */
export function splitCardRows(cards: readonly StoredCardRow[]): StoredCardRows {
  const rows: StoredCardRows = { cards: [], printings: [] }
  for (const c of cards) splitCard(c, rows)
  return rows
}

/**
 * Replace the whole card database in one transaction: either every new record is stored, or (on any
 * failure, quota included) the old data stays exactly as it was. The data replaced is kept, row for
 * row (unreadable rows too), as the previous card data that restorePreviousCards brings back; an
 * empty database keeps whatever previous copy there is rather than overwrite it with nothing.
 * Returns the card rows as stored, for the storage store's copy.
 */
export async function replaceCards(db: GundeckDatabase, cards: readonly Card[], dataset: Dataset, options: WriteOptions = {}): Promise<StoredCardRow[]> {
  const stored = await storedRows(cards)
  const meta = DatasetSchema.parse(dataset)
  await db.transaction('rw', [db.cards, db.printings, db.datasets, db.previousCards, db.previousPrintings, db.previousDatasets], async () => {
    const old = await readRows(db.cards, db.printings, db.datasets)
    if (old.cards.length > 0) await writeRows(db.previousCards, db.previousPrintings, db.previousDatasets, old, { signal: options.signal })
    await writeRows(db.cards, db.printings, db.datasets, { cards: stored, printings: [], datasets: [meta] }, options)
  })
  return stored
}

/**
 * Card rows per bulkAdd call, and cards checked between yields to the page: a big pool is written in
 * many short steps (each an IndexedDB request), never one long one, inside the same transaction.
 * The browser copies each row on the page's thread as it is added: a real card's row, with its text,
 * folded search text and printings, costs several times a big pool's (bench/README.md), so a step of
 * 200 of them was a task of 11-31 ms on a busy machine; 100 keep each step short.
 */
export const CARD_WRITE_CHUNK = 100

/** Let the page breathe: what follows runs in a later task (a message task, without setTimeout's 4 ms clamp). */
export const yieldToPage = nextTask

/**
 * The rows to store, every card checked before the database is touched: canonical cards (see
 * isCanonicalCard) are stored as they are, any other goes through StoredCardRowSchema (which throws on a bad
 * one).
 */
async function storedRows(cards: readonly Card[]): Promise<StoredCardRow[]> {
  const stored: StoredCardRow[] = []
  // A printing id names one card: the database no longer refuses a second one (printings have no table of their own).
  const owner = new Map<string, string>()
  for (let k = 0; k < cards.length; k++) {
    if (k > 0 && k % BUILD_CHUNK === 0) await yieldToPage()
    const card = cards[k]!
    // (as unknown: a Card typed value may still break the schema's bounds at run time)
    const row = isCanonicalCard(card as unknown) ? card : StoredCardRowSchema.parse(card)
    for (const p of row.printings) {
      const first = owner.get(p.id)
      if (first !== undefined) throw new Error(`printing ${p.id} is given for both ${first} and ${row.number}`)
      owner.set(p.id, row.number)
    }
    stored.push(row)
  }
  return stored
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
  /** Rows written so far of the new card data, after each step. */
  onProgress?: (done: number, total: number) => void
  /** Aborted: the transaction is rolled back between two steps (WriteCancelled), the old data kept. */
  signal?: AbortSignal
}

/**
 * A replacement stopped by its signal: nothing was written. Its class is what a caller reads (the card data
 * store reports `cancelled-saving`, worded in the language shown); it carries no sentence of its own.
 */
export class WriteCancelled extends Error {
  constructor() {
    super('WriteCancelled')
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
  // Printing rows are only ever those left from before version 5, moved with the data they belong to.
  if (rows.printings.length > 0) await step(printings, rows.printings)
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

/** Card rows per read when loading: each chunk is decoded and checked in a task of its own, never a big pool in one long task. */
export const READ_CHUNK = 250
/** Cards checked (on import) or given their folded search text (on load) between yields to the page. */
const BUILD_CHUNK = 500

/**
 * A readable printing row whose card is not stored, as the unreadable records file notes it: `no-stored-card:`
 * and its card number. That file (stores/backup.ts's downloadUnreadable, `gundeck-unreadable-records`) is
 * machine-readable JSON to keep or send with a bug report, never shown on a page: each record's `problem`
 * is zod's own diagnostic, or this fixed note, alike in every language the app is shown in.
 */
export const NO_STORED_CARD = 'no-stored-card'

/**
 * What is wrong with a row of the printings table. Since version 5 a printing lives in its card's row;
 * a row still here is one the upgrade could not place (the table holds nothing newer): unreadable (zod's
 * diagnostic), or of a card that is not stored (NO_STORED_CARD and its number).
 */
export function strayPrintingProblem(raw: unknown): string {
  const p = StoredPrintingSchema.safeParse(raw)
  return p.success ? `${NO_STORED_CARD}: ${p.data.number}` : z.prettifyError(p.error)
}

/**
 * The stored rows of just these card numbers (a deck's own cards): read before the whole card data, so an
 * editor shows its lines first. A missing or unreadable row is left out; the full load reports it.
 */
export async function loadCardsByNumber(db: GundeckDatabase, numbers: readonly string[]): Promise<Card[]> {
  const out: Card[] = []
  for (const raw of await db.cards.bulkGet([...new Set(numbers)])) {
    if (raw === undefined) continue
    const c = safeParseCanonical(StoredCardRowSchema, isCanonicalCard, raw)
    if (c.success) out.push(c.data)
  }
  return out
}

export async function loadCards(db: GundeckDatabase): Promise<LoadedCards> {
  const unreadable: LoadedCards['unreadable'] = []
  const storedCards: Card[] = []
  let rawDataset: unknown
  await db.transaction('r', [db.cards, db.printings, db.datasets], async () => {
    // Rows as this app stored them are taken as they are: no schema copy of each (less garbage to collect).
    await readInChunks(db.cards, READ_CHUNK, (chunk) => {
      for (const raw of chunk) {
        const c = safeParseCanonical(StoredCardRowSchema, isCanonicalCard, raw)
        if (c.success) storedCards.push(c.data)
        else unreadable.push({ table: 'cards', key: String((raw as { number?: unknown }).number), problem: z.prettifyError(c.error) })
      }
    })
    for (const raw of await db.printings.toArray())
      unreadable.push({ table: 'printings', key: String((raw as { id?: unknown }).id), problem: strayPrintingProblem(raw) })
    rawDataset = await db.datasets.get('current')
  })
  // Cards stored before the folded search text existed get it now (kept in memory; stored at the next import).
  let folded = 0
  for (const card of storedCards) {
    if (card.folded) continue
    card.folded = foldCard(card)
    if (++folded % BUILD_CHUNK === 0) await yieldToPage()
  }
  let dataset: Dataset | null = null
  if (rawDataset) {
    const d = DatasetSchema.safeParse(rawDataset)
    if (d.success) dataset = d.data
    else unreadable.push({ table: 'datasets', key: 'current', problem: z.prettifyError(d.error) })
  }
  return { cards: storedCards, dataset, unreadable }
}

export async function loadSettings(db: GundeckDatabase): Promise<Settings> {
  const row = await db.settings.get('app')
  const parsed = SettingsSchema.safeParse(row?.value ?? {})
  return parsed.success ? parsed.data : SettingsSchema.parse({})
}

/** The settings that follow the player to every device through sync (src/sync/docs.ts says why these). */
export const SYNCED_SETTINGS = ['datasetUrl', 'imageUrlTemplate', 'language', 'namesLanguage', 'namesShown'] as const

export async function saveSettings(db: GundeckDatabase, settings: SettingsInput): Promise<void> {
  const value = SettingsSchema.parse(settings)
  // No outbox in a database opened at an older version (upgrade tests).
  await db.transaction('rw', [db.settings, ...(db.syncOutbox ? [db.syncOutbox] : [])], async () => {
    const before = await loadSettings(db)
    await db.settings.put({ key: 'app', value })
    // A change of a synced setting is sent by sync (src/sync), recorded with the change itself.
    if (db.syncOutbox && SYNCED_SETTINGS.some((k) => before[k] !== value[k])) await db.syncOutbox.put({ key: 'setting:app', stamp: Date.now() * 1000 })
  })
}

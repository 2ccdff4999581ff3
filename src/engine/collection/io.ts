import { COLLECTION_NOTE_MAX, CollectionRowSchema, type CollectionRow } from '~/schemas/collection'
import { CARD_ID_MAX, ENTRY_COUNT_MAX, printingBelongsTo, SECTIONS, type DeckEntry, type SectionsOf } from '~/schemas/deck'
import { compareNumbers, normalizeNumber } from '../cards/pool'
import { readCsvRows, readSimpleCsvRows, unsafeCell, writeCsv } from '../csv'
import { MAX_DECK_LIST_BYTES, oversizeBytes } from '../limits'
import { collectionMessage } from '../messages/en/collection'
import type { CollectionText } from '../messages/collection'
import { readDeckList } from '../decklist/read'
import type { CardSource } from '../decklist/parse'
import { applyChanges, type CollectionChange } from './model'
import type { MissingList } from './missing'

/** A line the reader could not take, and why (in English; `text` as data); `field` names the column when one is at fault. */
export interface CollectionProblem {
  line: number
  field?: string
  message: string
  /** Absent for papaparse's own errors, passed as it wrote them. */
  text?: CollectionText
}

const problem = (line: number, text: CollectionText, field?: string): CollectionProblem => ({
  line,
  ...(field ? { field } : {}),
  message: collectionMessage(text),
  text,
})

export interface ReadCollection<T> {
  items: T[]
  problems: CollectionProblem[]
}

/** Our collection CSV: a header row, then one row per printing owned. */
export const COLLECTION_CSV_COLUMNS = ['number', 'printing', 'owned', 'trade', 'note'] as const

export function writeCollectionCsv(rows: readonly CollectionRow[]): string {
  return writeCsv(
    COLLECTION_CSV_COLUMNS,
    sorted(rows).map((r) => [r.number, r.printing, String(r.owned), r.trade ? String(r.trade) : '', r.note ?? '']),
  )
}

function sorted(rows: readonly CollectionRow[]): CollectionRow[] {
  return rows.filter((r) => r.owned > 0).sort((a, b) => compareNumbers(a.printing, b.printing))
}

const WHOLE = /^\s*\d+\s*$/

/** A collection file may hold every printing many times over: 16 deck lists' worth. */
const MAX_COLLECTION_BYTES = 16 * MAX_DECK_LIST_BYTES

/**
 * Read our collection CSV. Columns may come in any order; `number` and `owned` are required, an empty
 * `printing` is the base print. Each bad row is left out and named by its line and field; the rest is
 * read. A printing on two rows is one row with the copies added.
 */
export function readCollectionCsv(input: string): ReadCollection<CollectionRow> {
  const bytes = oversizeBytes(input, MAX_COLLECTION_BYTES)
  if (bytes !== null) return { items: [], problems: [problem(1, { code: 'collection.too-big', params: { bytes, limit: MAX_COLLECTION_BYTES } })] }
  const parsed = readSimpleCsvRows(input) ?? readCsvRows(input)
  const problems: CollectionProblem[] = parsed.errors.map((e) => ({ line: e.line, message: e.message }))
  const [header, ...body] = parsed.rows
  if (!header) return { items: [], problems: [...problems, problem(1, { code: 'collection.empty', params: {} })] }
  const columns = header.cells.map((h) => h.trim().toLowerCase())
  const at = (name: string) => columns.indexOf(name)
  for (const required of ['number', 'owned'])
    if (at(required) < 0)
      return {
        items: [],
        problems: [...problems, problem(header.line, { code: 'collection.no-column', params: { line: header.line, column: required } }, required)],
      }
  const changes: CollectionChange[] = []
  const extras = new Map<string, Pick<CollectionRow, 'trade' | 'note'>>()
  for (const { cells, line } of body) {
    const cell = (name: string) => (at(name) < 0 ? '' : unsafeCell(cells[at(name)] ?? '').trim())
    const fail = (field: string, text: CollectionText) => void problems.push(problem(line, text, field))
    const number = normalizeNumber(cell('number'))
    const printing = cell('printing') === '' ? number : normalizeNumber(cell('printing'))
    if (number === '') fail('number', { code: 'collection.no-number', params: { line } })
    else if (number.length > CARD_ID_MAX) fail('number', { code: 'collection.too-long', params: { line, field: 'number', max: CARD_ID_MAX } })
    else if (printing.length > CARD_ID_MAX) fail('printing', { code: 'collection.too-long', params: { line, field: 'printing', max: CARD_ID_MAX } })
    else if (!printingBelongsTo(printing, number)) fail('printing', { code: 'collection.foreign-printing', params: { line, printing, number } })
    else if (!WHOLE.test(cell('owned'))) fail('owned', { code: 'collection.not-whole', params: { line, field: 'owned', written: cell('owned') } })
    else if (Number(cell('owned')) > ENTRY_COUNT_MAX)
      fail('owned', { code: 'collection.too-many', params: { line, written: cell('owned'), max: ENTRY_COUNT_MAX } })
    else if (cell('trade') !== '' && !WHOLE.test(cell('trade')))
      fail('trade', { code: 'collection.not-whole', params: { line, field: 'trade', written: cell('trade') } })
    else if (Number(cell('trade')) > Number(cell('owned')))
      fail('trade', { code: 'collection.trade-over-owned', params: { line, trade: cell('trade'), owned: cell('owned') } })
    else if (cell('note').length > COLLECTION_NOTE_MAX) fail('note', { code: 'collection.too-long', params: { line, field: 'note', max: COLLECTION_NOTE_MAX } })
    else {
      const owned = Number(cell('owned'))
      if (owned === 0) continue
      changes.push({ number, printing, count: owned })
      const trade = cell('trade') === '' ? 0 : Number(cell('trade'))
      const before = extras.get(printing)
      const note = [before?.note, cell('note')].filter(Boolean).join('; ').slice(0, COLLECTION_NOTE_MAX)
      extras.set(printing, { ...(trade + (before?.trade ?? 0) > 0 ? { trade: trade + (before?.trade ?? 0) } : {}), ...(note ? { note } : {}) })
    }
  }
  const items = applyChanges([], changes, 'add').map((r) => ({ ...r, ...extras.get(r.printing) }))
  // What storage accepts, row by row (the checks above say why in the player's terms first).
  return { items: items.filter((r) => CollectionRowSchema.safeParse(r).success), problems }
}

/**
 * Read a plain list (`4 GD01-001`, `2x GD01-001_p1 Gundam`, any dialect the deck reader knows: text,
 * our deck CSV, JSON or a deck code) as copies to add. Every section counts: owned cards are owned
 * wherever a list put them. The deck reader's errors come back with their lines.
 */
export function readCollectionList(text: string, cards?: CardSource): ReadCollection<CollectionChange> {
  const list = readDeckList(text, cards)
  const problems: CollectionProblem[] = list.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ line: d.line, message: d.message }))
  return { items: deckChanges(list), problems }
}

/** A deck's cards as copies owned ("I bought this starter deck"): every section, each line's printing (the base print when it names none). */
export function deckChanges(deck: SectionsOf<Pick<DeckEntry, 'number' | 'printing' | 'count'>>): CollectionChange[] {
  const out: CollectionChange[] = []
  for (const s of SECTIONS)
    for (const e of deck[s] ?? []) {
      const number = normalizeNumber(e.number)
      const printing = e.printing !== null && printingBelongsTo(e.printing, number) ? normalizeNumber(e.printing) : number
      out.push({ number, printing, count: e.count })
    }
  return out
}

/** Add a deck's cards to the collection as owned copies. */
export function addDeckToCollection(rows: readonly CollectionRow[], deck: SectionsOf<DeckEntry>): CollectionRow[] {
  return applyChanges(rows, deckChanges(deck), 'add')
}

/** The collection as a plain list, one printing a line (`3 GD01-001_p1`), read back by readCollectionList. */
export function writeCollectionList(rows: readonly CollectionRow[]): string {
  return sorted(rows)
    .map((r) => `${r.owned} ${r.printing}\n`)
    .join('')
}

/** A missing list as text to take to a shop: `2 GD01-001` per line, the printing asked for when a deck names one. */
export function writeMissingText(list: MissingList): string {
  return list.lines.map((l) => `${l.missing} ${l.printings.length === 1 ? l.printings[0] : l.number}\n`).join('')
}

/** A missing list as CSV: `number,printings,need,owned,missing`. */
export function writeMissingCsv(list: MissingList): string {
  return writeCsv(
    ['number', 'printings', 'need', 'owned', 'missing'],
    list.lines.map((l) => [l.number, l.printings.join(' '), String(l.count), String(l.owned), String(l.missing)]),
  )
}

import type { Section, SectionsOf } from '~/schemas/deck'
import { entriesIn, SECTIONS } from '~/schemas/deck'
import { normalizeNumber } from '../cards/pool'
import { readCsvRows, readSimpleCsvRows, unsafeCell, writeCsv } from '../csv'
import { MAX_DECK_LIST_BYTES, oversizeBytes } from '../limits'
import type { ReadingCode, ReadingParams } from '../messages/reading'
import { ownPrinting } from './contract'
import {
  cardSource,
  diagnostic,
  MAX_COUNT,
  readSectionHeader,
  writtenName,
  type CardSource,
  type DeckListEntry,
  type ParsedDeckList,
  type WritableEntry,
} from './parse'

/**
 * Deck CSV: `section,count,number,printing,name`, one row per entry, a header row first. Only
 * `count` and `number` are required; a row without a section is placed by card type (5-1-1-4).
 */
export const DECK_CSV_COLUMNS = ['section', 'count', 'number', 'printing', 'name'] as const
type Column = (typeof DECK_CSV_COLUMNS)[number]

export function writeDeckCsv(deck: SectionsOf<WritableEntry>, source?: CardSource): string {
  const cards = cardSource(source)
  return writeCsv(
    DECK_CSV_COLUMNS,
    SECTIONS.flatMap((s) => entriesIn(deck, s).map((e) => [s, String(e.count), e.number, ownPrinting(e) ?? '', writtenName(e, cards)])),
  )
}

/** Does this text start with our deck CSV header (`count` and `number` columns)? */
export function looksLikeDeckCsv(text: string): boolean {
  const body = text.replace(/^\uFEFF/, '').trimStart()
  const end = body.search(/[\r\n]/)
  const first = end < 0 ? body : body.slice(0, end)
  // A count and a number column are two cells at least: a first line with no comma is no deck CSV.
  if (!first.includes(',')) return false
  const cells = first.split(',').map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase())
  return cells.includes('count') && cells.includes('number')
}

export function readDeckCsv(input: string, source?: CardSource): ParsedDeckList {
  const cards = cardSource(source)
  const out: ParsedDeckList = { main: [], resource: [], sideboard: [], ex: [], diagnostics: [] }
  const bytes = oversizeBytes(input, MAX_DECK_LIST_BYTES)
  if (bytes !== null) return { ...out, diagnostics: [diagnostic(1, 1, 'error', 'list.too-big', { input: 'list', bytes, limit: MAX_DECK_LIST_BYTES })] }
  const parsed = readSimpleCsvRows(input) ?? readCsvRows(input)
  const rows = parsed.rows
  for (const e of parsed.errors) out.diagnostics.push(diagnostic(e.line, 1, 'error', 'csv.malformed', { error: e.message }))
  const header = rows[0]
  const columns = (header?.cells ?? []).map((h) => h.trim().toLowerCase())
  // Each column's place, found once for the whole list.
  const at = Object.fromEntries(DECK_CSV_COLUMNS.map((c) => [c, columns.indexOf(c)])) as Record<Column, number>
  const col = (name: Column) => at[name]
  if (col('count') < 0 || col('number') < 0) {
    out.diagnostics.push(diagnostic(header?.line ?? 1, 1, 'error', 'csv.no-header', { columns: [...DECK_CSV_COLUMNS] }))
    return out
  }
  const index = new Map<string, DeckListEntry>()
  // Every row names its section: each spelling is read once.
  const sections = new Map<string, Section>()
  for (const { cells, line: lineNo } of rows.slice(1)) {
    const cell = (name: Column) => (col(name) < 0 ? '' : unsafeCell((cells[col(name)] ?? '').trim()))
    const columnOf = (name: Column) => Math.max(1, col(name) + 1)
    const fail = <C extends ReadingCode>(name: Column, code: C, params: ReadingParams[C]) =>
      out.diagnostics.push(diagnostic(lineNo, columnOf(name), 'error', code, params))
    const countText = cell('count')
    if (!/^\d{1,4}$/.test(countText) || Number(countText) < 1) {
      fail('count', 'csv.count-invalid', { written: countText.slice(0, 20), max: MAX_COUNT })
      continue
    }
    const raw = cell('number')
    if (!raw || raw.length > 40) {
      if (raw) fail('number', 'csv.number-too-long', {})
      else fail('number', 'csv.number-empty', {})
      continue
    }
    const id = normalizeNumber(raw)
    const number = id.replace(/_p\d+$/, '')
    const printingCell = cell('printing')
    let printing = id === number ? null : id
    if (printingCell) {
      const p = normalizeNumber(/^_?p\d+$/i.test(printingCell) ? `${number}_${printingCell.replace(/^_/, '')}` : printingCell)
      if (p.replace(/_p\d+$/, '') !== number) {
        fail('printing', 'csv.foreign-printing', { printing: printingCell.slice(0, 40), number })
        continue
      }
      printing = p === number ? null : p
    }
    const sectionCell = cell('section')
    let section: Section
    if (sectionCell) {
      const s = sections.get(sectionCell) ?? readSectionHeader(sectionCell)
      if (s) sections.set(sectionCell, s)
      if (!s) {
        fail('section', 'csv.unknown-section', { section: sectionCell.slice(0, 40) })
        continue
      }
      section = s
    } else section = cards?.lookup(number)?.type === 'resource' ? 'resource' : 'main'
    const name = cell('name')
    const key = `${section}\u0000${printing ?? number}`
    const existing = index.get(key)
    if (existing) {
      existing.count = Math.min(MAX_COUNT, existing.count + Number(countText))
      existing.lines.push(lineNo)
      if (name) existing.names.push(name)
    } else {
      const entry: DeckListEntry = { number, printing, count: Number(countText), lines: [lineNo], names: name ? [name] : [] }
      index.set(key, entry)
      out[section].push(entry)
    }
  }
  return out
}

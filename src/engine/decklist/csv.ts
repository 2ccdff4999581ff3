import type { Section, SectionsOf } from '~/schemas/deck'
import { entriesIn, SECTIONS } from '~/schemas/deck'
import { normalizeNumber } from '../cards/pool'
import { readCsvRows, readSimpleCsvRows, unsafeCell, writeCsv } from '../csv'
import { MAX_DECK_LIST_BYTES, textSizeProblem } from '../limits'
import { ownPrinting } from './contract'
import { cardSource, MAX_COUNT, readSectionHeader, writtenName, type CardSource, type DeckListEntry, type ParsedDeckList, type WritableEntry } from './parse'

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
  const tooBig = textSizeProblem('the deck list', input, MAX_DECK_LIST_BYTES)
  if (tooBig) return { ...out, diagnostics: [{ line: 1, column: 1, severity: 'error', message: `${tooBig}; nothing was read` }] }
  const parsed = readSimpleCsvRows(input) ?? readCsvRows(input)
  const rows = parsed.rows
  for (const e of parsed.errors) out.diagnostics.push({ line: e.line, column: 1, severity: 'error', message: `line ${e.line}: ${e.message}` })
  const header = rows[0]
  const columns = (header?.cells ?? []).map((h) => h.trim().toLowerCase())
  // Each column's place, found once for the whole list.
  const at = Object.fromEntries(DECK_CSV_COLUMNS.map((c) => [c, columns.indexOf(c)])) as Record<Column, number>
  const col = (name: Column) => at[name]
  if (col('count') < 0 || col('number') < 0) {
    out.diagnostics.push({
      line: header?.line ?? 1,
      column: 1,
      severity: 'error',
      message: `line ${header?.line ?? 1}: a deck CSV needs a header row with count and number columns (${DECK_CSV_COLUMNS.join(',')})`,
    })
    return out
  }
  const index = new Map<string, DeckListEntry>()
  // Every row names its section: each spelling is read once.
  const sections = new Map<string, Section>()
  for (const { cells, line: lineNo } of rows.slice(1)) {
    const cell = (name: Column) => (col(name) < 0 ? '' : unsafeCell((cells[col(name)] ?? '').trim()))
    const columnOf = (name: Column) => Math.max(1, col(name) + 1)
    const fail = (name: Column, message: string) =>
      out.diagnostics.push({ line: lineNo, column: columnOf(name), severity: 'error', message: `line ${lineNo}, column ${name}: ${message}` })
    const countText = cell('count')
    if (!/^\d{1,4}$/.test(countText) || Number(countText) < 1) {
      fail('count', `count "${countText.slice(0, 20)}" must be a whole number from 1 to ${MAX_COUNT}`)
      continue
    }
    const raw = cell('number')
    if (!raw || raw.length > 40) {
      fail('number', raw ? 'the card number is too long' : 'the card number is empty')
      continue
    }
    const id = normalizeNumber(raw)
    const number = id.replace(/_p\d+$/, '')
    const printingCell = cell('printing')
    let printing = id === number ? null : id
    if (printingCell) {
      const p = normalizeNumber(/^_?p\d+$/i.test(printingCell) ? `${number}_${printingCell.replace(/^_/, '')}` : printingCell)
      if (p.replace(/_p\d+$/, '') !== number) {
        fail('printing', `printing ${printingCell.slice(0, 40)} is not a printing of ${number}`)
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
        fail('section', `unknown section "${sectionCell.slice(0, 40)}" (main, resource or sideboard)`)
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

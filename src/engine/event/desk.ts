import type { DeskMark, DeskRow } from '~/schemas/event'
import type { Format } from '~/schemas/format'
import type { CardLookup } from '../cards/pool'
import { deckColors } from '../deck/summary'
import { printedId } from '../decklist/contract'
import type { DeckListEntry } from '../decklist/parse'
import type { Violation } from '../rules/types'
import type { ListCheck, ListStatus } from './check'
import { eventReportRow } from './report'

/**
 * The event desk's table, kept free of the page: lists pasted together split apart, a checked list
 * made a row, and the rows sorted and filtered as the organiser asks.
 */

/** A line of three or more dashes alone separates pasted lists. */
const SEPARATOR = /^[ \t]*-{3,}[ \t]*$/

export interface PastedList {
  name: string
  text: string
  /** The line of the pasted text where this list starts (1-based). */
  firstLine: number
}

/** Several lists pasted in one box, separated by lines of dashes (`---` or longer); empty parts are left out. */
export function splitPastedLists(text: string): PastedList[] {
  const lines = text.split(/\r\n|\r|\n/)
  const out: PastedList[] = []
  let start = 0
  const flush = (end: number) => {
    const part = lines.slice(start, end)
    const first = part.findIndex((l) => l.trim() !== '')
    if (first >= 0) {
      let last = part.length - 1
      while (part[last]!.trim() === '') last--
      out.push({ name: `Pasted list ${out.length + 1}`, text: part.slice(first, last + 1).join('\n'), firstLine: start + first + 1 })
    }
  }
  lines.forEach((line, i) => {
    if (!SEPARATOR.test(line)) return
    flush(i)
    start = i + 1
  })
  flush(lines.length)
  return out
}

const PLAYER = /^[ \t]*(?:#+|\/\/)?[ \t]*player(?:[ \t]+name)?[ \t]*[:=][ \t]*(\S.*?)[ \t]*$/im

/** The player a `Player: …` line names (a comment or not), else null. */
export function playerOf(text: string): string | null {
  return PLAYER.exec(text.slice(0, 4000))?.[1] ?? null
}

/** A violation or warning as the desk keeps it: its English, and its code, params and rule cited when it has them. */
function deskMark(v: Violation): DeskMark {
  const mark: DeskMark = { severity: v.severity, rule: v.rule, message: v.message, lines: [...v.lines], ref: v.ref }
  // The params as JSON data, as the CLI writes them: what the mark's schema takes (a key left undefined would
  // make the worker's whole message fail it on the page's side).
  if (v.code !== undefined && v.params !== undefined) Object.assign(mark, { code: v.code, params: JSON.parse(JSON.stringify(v.params)) as DeskMark['params'] })
  return mark
}

/** A checked list as the desk shows, saves, exports and prints it. */
export function deskRow(index: number, file: string, text: string, check: ListCheck, format: Format, lookup: CardLookup): DeskRow {
  const l = check.list
  const sheet = (list: readonly DeckListEntry[]) =>
    list.map((e) => ({ count: e.count, id: printedId(e), name: lookup(e.number)?.name ?? e.names[0] ?? '(unknown card)' }))
  const marks = [...check.violations, ...check.warnings].map(deskMark)
  return {
    index,
    file,
    player: playerOf(text),
    deck: check.name ?? '',
    status: check.status,
    marks,
    colors: check.status === 'unreadable' ? [] : deckColors(l, lookup),
    sections: { main: sheet(l.main), resource: sheet(l.resource), sideboard: sheet(l.sideboard), ex: sheet(l.ex) },
    report: eventReportRow(file, check, format),
    text,
  }
}

export const SORT_KEYS = ['player', 'deck', 'status', 'problems', 'colors'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export interface DeskSort {
  key: SortKey
  descending: boolean
}
/** Not legal first: what the organiser must act on, then what cannot be read, then what cannot be fully checked. */
export const DEFAULT_SORT: DeskSort = { key: 'status', descending: false }

const STATUS_ORDER: Record<ListStatus, number> = { 'not-legal': 0, unreadable: 1, unchecked: 2, legal: 3 }

/** Who a row is: the player when the list names one, else its file. */
export const rowLabel = (r: Pick<DeskRow, 'player' | 'file'>) => r.player ?? r.file

export const errorCount = (r: Pick<DeskRow, 'marks'>) => r.marks.reduce((n, m) => n + (m.severity === 'error' ? 1 : 0), 0)

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function compareBy(key: SortKey, a: DeskRow, b: DeskRow): number {
  switch (key) {
    case 'player':
      return collator.compare(rowLabel(a), rowLabel(b))
    case 'deck':
      // A list without a name sorts as the lowest, as a spreadsheet does.
      return collator.compare(a.deck, b.deck)
    case 'status':
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status]
    case 'problems':
      return errorCount(a) - errorCount(b) || a.marks.length - b.marks.length
    case 'colors':
      return collator.compare(a.colors.join(' '), b.colors.join(' '))
  }
}

function comparer(sort: DeskSort): (a: DeskRow, b: DeskRow) => number {
  const sign = sort.descending ? -1 : 1
  return (a, b) => sign * compareBy(sort.key, a, b) || collator.compare(rowLabel(a), rowLabel(b)) || a.index - b.index
}

/** The rows in the order asked; ties keep who they are (player or file), then the order received. Does not change `rows`. */
export function sortRows(rows: readonly DeskRow[], sort: DeskSort = DEFAULT_SORT): DeskRow[] {
  return [...rows].sort(comparer(sort))
}

/** Two lists each sorted by `sort`, as one (the order sortRows gives both together). */
function mergeSorted(a: readonly DeskRow[], b: readonly DeskRow[], sort: DeskSort): DeskRow[] {
  const compare = comparer(sort)
  const out: DeskRow[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) out.push(compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!)
  while (i < a.length) out.push(a[i++]!)
  while (j < b.length) out.push(b[j++]!)
  return out
}

/**
 * The rows shown (filtered, then sorted), remembering the last answer: while lists are checked, rows
 * only grow at the end, and sorting all 2,000 again for each batch that lands is a long task for the
 * page. Then only the new rows are filtered and sorted, and merged into what was shown.
 */
export function shownRows(): (rows: readonly DeskRow[], filter: DeskFilter, sort: DeskSort, said?: ProblemWords, colour?: ColourWords) => DeskRow[] {
  let last: { rows: readonly DeskRow[]; filter: DeskFilter; sort: DeskSort; said: ProblemWords; colour: ColourWords; shown: DeskRow[] } | null = null
  return (rows, filter, sort, said = english, colour = asIs) => {
    const grown =
      last !== null &&
      last.said === said &&
      last.colour === colour &&
      last.filter.status === filter.status &&
      last.filter.text === filter.text &&
      last.sort.key === sort.key &&
      last.sort.descending === sort.descending &&
      rows.length >= last.rows.length &&
      last.rows.every((r, k) => rows[k] === r)
    const shown = grown
      ? mergeSorted(last!.shown, sortRows(filterRows(rows.slice(last!.rows.length), filter, said, colour), sort), sort)
      : sortRows(filterRows(rows, filter, said, colour), sort)
    last = { rows, filter: { ...filter }, sort: { ...sort }, said, colour, shown }
    return shown
  }
}

export interface DeskFilter {
  status: ListStatus | 'all'
  /** Words that must all appear in the row's player, file, deck name, problems or colors (any case). */
  text: string
}

/** A problem as the page shows it (engine/event/marks.ts's markText in the language shown); its English by default. */
export type ProblemWords = (mark: DeskMark) => string
const english: ProblemWords = (m) => m.message

/** A colour as the page names it (青 for Blue in Japanese); as the card data spells it by default. */
export type ColourWords = (colour: string) => string
const asIs: ColourWords = (c) => c

/**
 * The rows with the status asked whose words hold every word typed, their problems as `said` words them and
 * their colours both as the card data spells them and as `colour` names them.
 */
export function filterRows(rows: readonly DeskRow[], filter: DeskFilter, said: ProblemWords = english, colour: ColourWords = asIs): DeskRow[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean)
  return rows.filter((r) => {
    if (filter.status !== 'all' && r.status !== filter.status) return false
    if (words.length === 0) return true
    const hay = [r.player ?? '', r.file, r.deck, ...r.colors, ...r.colors.map(colour), ...r.marks.map(said)].join('\n').toLowerCase()
    return words.every((w) => hay.includes(w))
  })
}

/** How many rows have each status, for the filter's labels. */
export function statusCounts(rows: readonly DeskRow[]): Record<ListStatus, number> {
  const out: Record<ListStatus, number> = { legal: 0, 'not-legal': 0, unchecked: 0, unreadable: 0 }
  for (const r of rows) out[r.status]++
  return out
}

/** The lines of a list that a problem is about, with their problems: what the list's view marks. */
export function markedLines(row: Pick<DeskRow, 'marks'>): Map<number, DeskRow['marks']> {
  const out = new Map<number, DeskRow['marks']>()
  for (const m of row.marks) for (const line of m.lines) out.set(line, [...(out.get(line) ?? []), m])
  return out
}

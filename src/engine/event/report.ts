import type { Format } from '~/schemas/format'
import { safeCell, writeCsv } from '../csv'
import { totalCopies } from '../deck/copies'
import type { Violation } from '../rules/types'
import { pluralForm } from '../text/format'
import type { ListCheck } from './check'

/**
 * The organiser's record of an event: one CSV row per list, each problem in words (the counts, cards
 * and line the message gives), as `gundeck validate --report` writes it and the event desk exports it.
 */
export const EVENT_REPORT_COLUMNS = ['file', 'deck', 'status', 'errors', 'violations', 'warnings', 'resource deck'] as const

/** The lines a problem is about, ` [line 4]` / ` [lines 4, 9]`, unless its message begins with them already. */
export function problemLines(v: Pick<Violation, 'message' | 'lines'>): string {
  return v.lines.length > 0 && !/^lines? \d/.test(v.message) ? ` [${pluralForm(v.lines.length, 'line')} ${v.lines.join(', ')}]` : ''
}

/** One problem as a cell's part: `copy-limit [line 4]: 5 copies of GD01-001 ...`. */
export function problemText(v: Pick<Violation, 'rule' | 'message' | 'lines'>): string {
  return `${v.rule}${problemLines(v)}: ${v.message.replace(/\s+/g, ' ')}`
}

/** Where the resource deck came from: the list, the standard one assumed, or nowhere. */
function resourceDeck(check: ListCheck, format: Format): string {
  if (!format.resource || check.status === 'unreadable') return ''
  if (check.assumedResources) return `assumed ${check.assumedResources.count} x ${check.assumedResources.number}`
  const n = totalCopies(check.list.resource)
  return n > 0 ? `listed (${n})` : 'none'
}

/** A list's row, its cells made safe for spreadsheets (formula-looking cells get a leading `'`). */
export function eventReportRow(file: string, check: ListCheck, format: Format): string[] {
  return [
    file,
    check.name ?? '',
    check.status,
    String(check.violations.length),
    check.violations.map(problemText).join(' | '),
    // The assumed resource deck has a column of its own: not repeated as a warning.
    check.warnings
      .filter((v) => v.rule !== 'assumed-resources')
      .map(problemText)
      .join(' | '),
    resourceDeck(check, format),
  ].map(safeCell)
}

/** The whole report: a header row, then the rows as `eventReportRow` made them. */
export function eventReportCsv(rows: readonly (readonly string[])[]): string {
  return writeCsv(EVENT_REPORT_COLUMNS, rows, { madeSafe: true })
}

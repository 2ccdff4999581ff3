import type { CardPool } from '~/engine/cards/pool'
import { totalCopies } from '~/engine/deck/copies'
import { checkList, unreadableCheck, type ListCheck, type ListStatus } from '~/engine/event/check'
import { eventReportRow } from '~/engine/event/report'
import type { UnreadableKind } from '~/engine/decklist/read'
import { catalogue, renderViolation, type Language } from '~/engine/messages'
import { readingMessage } from '~/engine/messages/en/reading'
import type { FileProblem } from '~/engine/messages/reading'
import type { Violation } from '~/engine/rules/types'
import { escapeControls } from '~/engine/text/escape'
import type { BanList, Format } from '~/schemas/format'
import { MAX_DECK_BYTES, readListFile } from './io'

/**
 * One list of a `gundeck validate` run, from its file to what the run prints: the same code in the
 * main thread and in worker threads, which hand back strings only (cheap to pass between threads).
 */

/** The CLI's JSON contract, key order included. */
export interface ValidateReport {
  file: string
  format: string
  legal: boolean
  /** Added after `legal`: `unchecked` when the only errors are cards the card data does not hold yet; `unreadable` when no list could be read. */
  status: ListStatus
  deck: {
    main: ReportedEntry[]
    resource: ReportedEntry[]
    sideboard: ReportedEntry[]
    /** Only when the list has EX Base, EX Resource or token cards (5-1-2). */
    ex?: ReportedEntry[]
  }
  violations: ReportedViolation[]
  warnings: ReportedViolation[]
}
type ReportedEntry = { number: string; printing: string | null; count: number }
/**
 * `code` and `params` (after `lines`, added in issue #46): what the message says as data, for a tool that
 * words it in another language (src/engine/messages/violations.ts, reading.ts). On every violation and
 * warning: a deck rule's, a problem reading the list, and a list file or folder that could not be read.
 */
type ReportedViolation = Pick<Violation, 'rule' | 'ref' | 'severity' | 'message' | 'cards' | 'lines' | 'code' | 'params'>

/** A list to check: its path, and its text when read already (a FILE argument, standard input), or why it cannot be read. */
export interface ListInput {
  path: string
  /** Found in a FOLDER (not named on the command line). */
  found: boolean
  text?: string
  problem?: FileProblem
}

/** What a run needs to know to check a list and what to print of it. */
export interface CheckJob {
  format: Format
  banList: BanList | null
  assumeResources: boolean
  /**
   * What to render of each list. `json`: `value` for a run of one list (its JSON value alone), `element`
   * for a run of several (the value indented as an element of the run's array, ready to join). `text`:
   * the language of the text report (--lang), or false for none.
   */
  want: { json: false | 'value' | 'element'; text: false | Language; report: boolean }
}

/** One list, checked, as the run prints it. */
export interface ListOutcome {
  status: ListStatus
  unreadable?: UnreadableKind | 'file'
  assumed: boolean
  /** This list's JSON value, pretty-printed on its own (`want.json` `value`) or as an element of the run's array (`element`). */
  json?: string
  /** Its block of the text report. */
  text?: string
  /** Its CSV report row. */
  row?: string[]
}

const entries = (list: readonly ReportedEntry[]) => list.map(({ number, printing, count }) => ({ number, printing, count }))

const violation = ({ rule, ref, severity, message, cards, lines, code, params }: Violation): ReportedViolation =>
  code === undefined ? { rule, ref, severity, message, cards, lines } : { rule, ref, severity, message, cards, lines, code, params }

function toReport(file: string, check: ListCheck, format: Format): ValidateReport {
  const l = check.list
  const deck: ValidateReport['deck'] = { main: entries(l.main), resource: entries(l.resource), sideboard: entries(l.sideboard) }
  if (l.ex.length > 0) deck.ex = entries(l.ex)
  return {
    file,
    format: format.id,
    legal: check.legal,
    status: check.status,
    deck,
    violations: check.violations.map(violation),
    // validateDeck's assumed-resources warning comes first, as the JSON has always had it.
    warnings: check.warnings.map(violation),
  }
}

/** A list's block of the text report, in `language`: its verdict first, then each problem with its rule. Outside text is escaped. */
function textBlock(label: string, check: ListCheck, language: Language): string {
  const words = catalogue(language).report
  const l = check.list
  const out = [
    `${words.verdict({ status: check.status })}${escapeControls(label)}  ${
      check.status === 'unreadable'
        ? words['list.unreadable']({})
        : words['list.sections']({
            main: totalCopies(l.main),
            resource: totalCopies(l.resource),
            assumed: check.assumedResources !== null,
            sideboard: totalCopies(l.sideboard),
            ex: l.ex.length > 0 ? totalCopies(l.ex) : null,
          })
    }`,
  ]
  if (check.status === 'unchecked') out.push(`  ${words['list.unchecked']({})}`)
  // The assumed resource deck is said in the block's first line and once under the report, not as a warning on every list.
  for (const v of [...check.violations, ...check.warnings.filter((w) => w.rule !== 'assumed-resources')]) {
    const message = renderViolation(v, language)
    out.push(`  ${words.severity({ severity: v.severity })} ${v.rule}${words['problem.lines']({ lines: v.lines, message })}: ${escapeControls(message)}`)
  }
  return out.join('\n')
}

/**
 * A list's report as JSON, pretty-printed by JSON.stringify itself: alone, or as an element of the run's
 * array, where it is `[\n  …\n]` without its brackets (no second pass over the text to indent it).
 */
export function reportJson(report: ValidateReport, as: 'value' | 'element'): string {
  return as === 'value' ? JSON.stringify(report, null, 2) : JSON.stringify([report], null, 2).slice(2, -2)
}

/** Read (unless read already: `read` may take it from a reading thread), check and render one list. Never throws. */
export function checkOne(
  input: ListInput,
  label: string,
  pool: CardPool,
  job: CheckJob,
  readFile: () => { text: string } | { problem: FileProblem } = () => readListFile(input.path, MAX_DECK_BYTES),
): ListOutcome {
  let text = input.text
  let problem = input.problem
  if (text === undefined && problem === undefined) {
    const read = readFile()
    if ('text' in read) text = read.text
    else problem = read.problem
  }
  const check =
    text === undefined
      ? // Not read means a problem: from the folder's walk, or from reading the file just now.
        unreadableCheck(readingMessage(problem!, 1), 'file', 'file', undefined, problem)
      : checkList(text, { cards: pool, format: job.format, banList: job.banList, assumeResources: job.assumeResources })
  // Built field by field, not by spreading optional parts: this runs once a list.
  const outcome: ListOutcome = { status: check.status, assumed: check.assumedResources !== null }
  if (check.unreadable) outcome.unreadable = check.unreadable.kind
  if (job.want.json) outcome.json = reportJson(toReport(input.path, check, job.format), job.want.json)
  if (job.want.text) outcome.text = textBlock(label, check, job.want.text)
  if (job.want.report) outcome.row = eventReportRow(input.path, check, job.format)
  return outcome
}

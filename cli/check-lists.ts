import type { CardPool } from '~/engine/cards/pool'
import { totalCopies } from '~/engine/deck/copies'
import { checkList, unreadableCheck, type ListCheck, type ListStatus } from '~/engine/event/check'
import { eventReportRow } from '~/engine/event/report'
import type { UnreadableKind } from '~/engine/decklist/read'
import { catalogue, renderViolation, type Language } from '~/engine/messages'
import { readingMessage } from '~/engine/messages/en/reading'
import type { FileProblem } from '~/engine/messages/reading'
import type { Violation } from '~/engine/rules/types'
import { escapeControls, escapeControlsInJson } from '~/engine/text/escape'
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
    main: readonly ReportedEntry[]
    resource: readonly ReportedEntry[]
    sideboard: readonly ReportedEntry[]
    /** Only when the list has EX Base, EX Resource or token cards (5-1-2). */
    ex?: readonly ReportedEntry[]
  }
  violations: readonly ReportedViolation[]
  warnings: readonly ReportedViolation[]
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

function toReport(file: string, check: ListCheck, format: Format): ValidateReport {
  const l = check.list
  // The checked list's own entries and violations, not copies of their reported fields: reportJson
  // writes only those fields (this runs once a list, and copies were a fifth of a big folder's garbage).
  const deck: ValidateReport['deck'] = { main: l.main, resource: l.resource, sideboard: l.sideboard }
  if (l.ex.length > 0) deck.ex = l.ex
  return {
    file,
    format: format.id,
    legal: check.legal,
    status: check.status,
    deck,
    violations: check.violations,
    // validateDeck's assumed-resources warning comes first, as the JSON has always had it.
    warnings: check.warnings,
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
 * A list's report as JSON, alone (`value`) or as an element of the run's array (`element`: indented by
 * one more step, without the array's brackets): byte for byte what `JSON.stringify(value, null, 2)`
 * gives with the contract's fields only, and with every control JSON.stringify leaves (DEL, C1, bidi)
 * escaped as `\u…`, so the text can go to a terminal as it is. Written field by field, because the shape
 * is fixed: on a big folder, JSON.stringify's indentation and a pass over the whole text to find controls
 * cost more than checking the lists (bench/README.md).
 */
export function reportJson(report: ValidateReport, as: 'value' | 'element'): string {
  const p = as === 'value' ? '\n' : '\n  '
  const d = report.deck
  let deck = `${p}  "deck": {${p}    "main": ${entriesJson(d.main, p + '    ')},${p}    "resource": ${entriesJson(d.resource, p + '    ')},${p}    "sideboard": ${entriesJson(d.sideboard, p + '    ')}`
  if (d.ex !== undefined) deck += `,${p}    "ex": ${entriesJson(d.ex, p + '    ')}`
  return (
    `${as === 'value' ? '' : '  '}{${p}  "file": ${str(report.file)},${p}  "format": ${str(report.format)},` +
    `${p}  "legal": ${report.legal},${p}  "status": ${str(report.status)},${deck}${p}  },` +
    `${p}  "violations": ${violationsJson(report.violations, p + '  ')},${p}  "warnings": ${violationsJson(report.warnings, p + '  ')}${p}}`
  )
}

/** A string as JSON, controls escaped (see reportJson). */
const str = (s: string) => escapeControlsInJson(JSON.stringify(s))

/**
 * An entry's text with no printing, by its indentation, number and count: a folder's lists share their
 * cards, and one piece of text an entry is cheaper to write than the dozen it is made of. Capped, since
 * numbers a list makes up are kept too.
 */
const entryTexts = new Map<string, Map<string, string[]>>()
const ENTRY_TEXTS_CAP = 50_000
let entryTextCount = 0

function entryText(e: ReportedEntry, pad: string): string {
  if (e.printing !== null || !Number.isInteger(e.count) || e.count < 0 || e.count > 99) return entryTextOf(e, pad)
  let byNumber = entryTexts.get(pad)
  if (!byNumber) entryTexts.set(pad, (byNumber = new Map()))
  let byCount = byNumber.get(e.number)
  if (!byCount) {
    if (entryTextCount >= ENTRY_TEXTS_CAP) return entryTextOf(e, pad)
    entryTextCount++
    byNumber.set(e.number, (byCount = []))
  }
  // Kept flat (one run of characters, not the pieces the template joined), so writing it copies it at once.
  return (byCount[e.count] ??= Buffer.from(entryTextOf(e, pad)).toString())
}

const entryTextOf = (e: ReportedEntry, pad: string) =>
  `${pad}  {${pad}    "number": ${str(e.number)},${pad}    "printing": ${e.printing === null ? 'null' : str(e.printing)},${pad}    "count": ${number(e.count)}${pad}  }`

/** `pad` is a line break and the indentation of the line the value starts on. */
function entriesJson(list: readonly ReportedEntry[], pad: string): string {
  if (list.length === 0) return '[]'
  let out = '[' + entryText(list[0]!, pad)
  for (let i = 1; i < list.length; i++) out += ',' + entryText(list[i]!, pad)
  return `${out}${pad}]`
}

function violationsJson(list: readonly ReportedViolation[], pad: string): string {
  if (list.length === 0) return '[]'
  const q = pad + '    '
  let out = '['
  for (const v of list) {
    out += `${pad}  {${q}"rule": ${str(v.rule)},${q}"ref": ${str(v.ref)},${q}"severity": ${str(v.severity)},${q}"message": ${str(v.message)},`
    out += `${q}"cards": ${stringsJson(v.cards, q)},${q}"lines": ${numbersJson(v.lines, q)}`
    if (v.code !== undefined) {
      out += `,${q}"code": ${str(v.code)}`
      // JSON.stringify's own layout, moved to this depth: a line break inside a string is written `\n`.
      const params = JSON.stringify(v.params, null, 2) as string | undefined
      if (params !== undefined) out += `,${q}"params": ${escapeControlsInJson(params.includes('\n') ? params.replaceAll('\n', q) : params)}`
    }
    out += `${pad}  },`
  }
  return `${out.slice(0, -1)}${pad}]`
}

function stringsJson(list: readonly string[], pad: string): string {
  if (list.length === 0) return '[]'
  let out = '['
  for (const s of list) out += `${pad}  ${str(s)},`
  return `${out.slice(0, -1)}${pad}]`
}

function numbersJson(list: readonly number[], pad: string): string {
  if (list.length === 0) return '[]'
  let out = '['
  for (const n of list) out += `${pad}  ${number(n)},`
  return `${out.slice(0, -1)}${pad}]`
}

/** A number as JSON writes it (null for NaN and the infinities). */
const number = (n: number) => (Number.isFinite(n) ? String(n) : 'null')

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

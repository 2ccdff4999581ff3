import { readdirSync, statSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import Papa from 'papaparse'
import { safeCell } from '~/engine/csv'
import { STANDARD_RESOURCE, STANDARD_RESOURCE_COUNT, withStandardResources } from '~/engine/decklist/assume'
import { readDeckList } from '~/engine/decklist/read'
import { BAN_LISTS, banListFor, banListInForce, FORMATS } from '~/engine/formats/registry'
import type { Violation } from '~/engine/rules/types'
import { totalCopies } from '~/engine/deck/copies'
import { validateDeck, type Verdict } from '~/engine/validate'
import { BanListSchema, type BanList, type Format } from '~/schemas/format'
import { loadCards, requireFormat, MAX_DECK_BYTES, readText, UsageError, type CliIo } from '../io'

export const VALIDATE_USAGE = `Usage: gundeck validate FILE|FOLDER... --cards PATH [--format ${[...FORMATS.keys()].join('|')}]
                        [--banlist FILE] [--as-of DATE] [--assume-resources] [--report FILE.csv] [--json]

Checks each deck list against a format's construction rules and ban list. A list may be text in
any common dialect, or our CSV, JSON or deck code (what gundeck convert writes); a FILE of - is
standard input; a FOLDER is every .txt, .csv and .json file inside it, subfolders too, in sorted
order. Deck lists over 1 MB are refused, whatever the file claims its size is.
  --cards PATH    card data: a gcg-api cards.json / cards.ndjson, an official-site scrape file,
                  a Gundam War file (cards-merged.json, deckCopyLimits.json, ...), a Gundam Forge
                  card list, our CSV (game column: gcg, gundam-war, forge), or a folder of such files
  --format ID     format to check against (default gcg)
  --banlist FILE  a ban list in our data format (JSON, as in data/banlists/) to use instead of the
                  format's own, e.g. one announced after this release
  --as-of DATE    the ban list in force on DATE (YYYY-MM-DD): the latest one dated on or before it,
                  from data/banlists/ (and --banlist FILE, when given)
  --assume-resources  a list with no resource deck gets the standard 10 x R-001, with a warning
  --report FILE   also write a CSV with one row per list: file, deck name, status, and each
                  violation's rule and cards (for the event's records)
  --json          print one JSON value (an object for one file, an array for several)
Exit status: 0 every deck legal, 1 some deck not legal or unchecked (a card newer than the card
data), 2 usage error or unreadable input.`

/** The CLI's JSON contract, key order included. */
export interface ValidateReport {
  file: string
  format: string
  legal: boolean
  /** Added after `legal`: `unchecked` when the only errors are cards the card data does not hold yet. */
  status: Verdict
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
type ReportedViolation = Pick<Violation, 'rule' | 'ref' | 'severity' | 'message' | 'cards' | 'lines'>

const entries = (list: readonly ReportedEntry[]) => list.map(({ number, printing, count }) => ({ number, printing, count }))

const violation = ({ rule, ref, severity, message, cards, lines }: Violation): ReportedViolation => ({
  rule,
  ref,
  severity,
  message,
  cards,
  lines,
})

const LIST_FILE = /\.(txt|csv|json)$/i

/** Every deck list a FILE or FOLDER argument names: a folder's .txt/.csv/.json files, recursively, sorted. */
export function expandInputs(paths: readonly string[]): string[] {
  const out: string[] = []
  for (const path of paths) {
    let isDir = false
    try {
      isDir = path !== '-' && statSync(path).isDirectory()
    } catch {
      // Missing: readText names it.
    }
    if (!isDir) {
      out.push(path)
      continue
    }
    // Directory entries carry their type: no stat per file, which counts for thousands of lists.
    const found = readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && LIST_FILE.test(d.name))
      .map((d) => join(d.parentPath, d.name))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    if (found.length === 0) throw new UsageError(`folder ${path} holds no .txt, .csv or .json deck list`)
    out.push(...found)
  }
  return out
}

/** A ban list file in our data format, checked by the same schema as data/banlists/. */
export function readBanListFile(path: string): BanList {
  const text = readText(path, MAX_DECK_BYTES, 'ban list')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    throw new UsageError(`ban list ${path} is not JSON: ${(e as Error).message}`)
  }
  const parsed = BanListSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new UsageError(`ban list ${path}: field ${issue.path.join('.') || '(the file)'}: ${issue.message}`)
  }
  return parsed.data
}

/** The ban list this run checks against, from --format, --banlist and --as-of. */
function chooseBanList(format: Format, file: string | undefined, asOf: string | undefined): BanList | null {
  const given = file === undefined ? null : readBanListFile(file)
  if (given && given.game !== format.game) throw new UsageError(`ban list ${file} is for ${given.game}; format ${format.id} is ${format.game}`)
  if (format.banList === null && (given || asOf))
    throw new UsageError(`format ${format.id} plays without a ban list; use a format that has one (e.g. gcg) with --banlist or --as-of`)
  if (asOf === undefined) return given ?? banListFor(format)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) throw new UsageError(`--as-of must be a date as YYYY-MM-DD (not "${asOf}")`)
  const known = [...BAN_LISTS.values(), ...(given ? [given] : [])]
  const found = banListInForce(format.game, asOf, known)
  if (!found) {
    const dates = known
      .filter((b) => b.game === format.game)
      .map((b) => b.date)
      .sort()
    throw new UsageError(
      `no ${format.game} ban list known to gundeck was in force on ${asOf}${dates[0] ? ` (the earliest is dated ${dates[0]})` : ''}; give one with --banlist FILE`,
    )
  }
  return found
}

export function validateCommand(argv: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      cards: { type: 'string' },
      format: { type: 'string', default: 'gcg' },
      banlist: { type: 'string' },
      'as-of': { type: 'string' },
      'assume-resources': { type: 'boolean', default: false },
      report: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    io.out(VALIDATE_USAGE)
    return 0
  }
  if (positionals.length === 0) throw new UsageError('no deck list given\n\n' + VALIDATE_USAGE)
  if (!values.cards) throw new UsageError('--cards PATH is required: the card data to check against\n\n' + VALIDATE_USAGE)
  const format = requireFormat(values.format)
  const banList = chooseBanList(format, values.banlist, values['as-of'])

  const files = expandInputs(positionals)
  const texts = files.map((file) => ({ file, text: readText(file, MAX_DECK_BYTES, 'deck list') }))
  const pool = loadCards(values.cards, io)
  const progress = texts.length >= PROGRESS_FROM ? io.err : null
  const names: (string | undefined)[] = []
  const reports = texts.map(({ file, text }, i): ValidateReport => {
    if (progress && (i + 1) % PROGRESS_EVERY === 0) progress(`checked ${i + 1} of ${texts.length} lists`)
    let list = readDeckList(text, pool)
    names.push(list.name)
    let assumed = false
    if (values['assume-resources'] && format.resource) ({ list, assumed } = withStandardResources(list))
    const result = validateDeck(list, pool.lookup, format, banList)
    const warnings = result.warnings.map(violation)
    if (assumed) {
      warnings.unshift({
        rule: 'assumed-resources',
        ref: format.resource!.sizeRef,
        severity: 'warning',
        message: `The list has no resource deck: the standard ${STANDARD_RESOURCE_COUNT} x ${STANDARD_RESOURCE} Resource was assumed (--assume-resources); check the player's resource deck at the table`,
        cards: [STANDARD_RESOURCE],
        lines: [],
      })
    }
    return {
      file,
      format: format.id,
      legal: result.legal,
      status: result.status,
      deck: {
        main: entries(list.main),
        resource: entries(list.resource),
        sideboard: entries(list.sideboard),
        ...(list.ex.length > 0 ? { ex: entries(list.ex) } : {}),
      },
      violations: result.violations.map(violation),
      warnings,
    }
  })
  if (progress && texts.length % PROGRESS_EVERY !== 0) progress(`checked ${texts.length} of ${texts.length} lists`)
  if (values.report) writeReport(values.report, reports, names)
  if (values.json) io.out(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))
  else io.out(textReport(reports, format, pool.size, pool.printingCount, banList))
  return reports.every((r) => r.legal) ? 0 : 1
}

const PROGRESS_FROM = 50
const PROGRESS_EVERY = 500

/** The event's record: one row per list, its violations as `rule: cards` joined by ` | `. */
function writeReport(path: string, reports: readonly ValidateReport[], names: readonly (string | undefined)[]): void {
  const rows = reports.map((r, i) =>
    [
      r.file,
      names[i] ?? '',
      r.status,
      String(r.violations.length),
      r.violations.map((v) => `${v.rule} (${v.ref}): ${v.cards.join(' ') || '-'}`).join(' | '),
      r.warnings.map((v) => `${v.rule}: ${v.cards.join(' ') || '-'}`).join(' | '),
    ].map(safeCell),
  )
  const csv = Papa.unparse({ fields: ['file', 'deck', 'status', 'errors', 'violations', 'warnings'], data: rows }, { newline: '\n' })
  try {
    writeFileSync(path, `${csv}\n`)
  } catch (e) {
    throw new UsageError(`cannot write the report ${path}: ${(e as Error).message}`)
  }
}

const VERDICT: Record<Verdict, string> = { legal: 'LEGAL    ', 'not-legal': 'NOT LEGAL', unchecked: 'UNCHECKED' }

/** What an organiser scans: one block per deck, its verdict first, then each problem with its rule. */
export function textReport(
  reports: readonly ValidateReport[],
  format: Format,
  cards: number,
  printings: number,
  ban: BanList | null = banListFor(format),
): string {
  const out: string[] = [
    `Format: ${format.name} [${format.id}]`,
    `  ${format.source}`,
    ban ? `  Ban list: ${ban.name}, ${ban.date} (${ban.source})` : '  Ban list: none',
    ...(ban?.notes.map((n) => `  Note: ${n}`) ?? []),
    `Card pool: ${cards} cards, ${printings} printings`,
    '',
  ]
  // File names alone, unless two lists in different folders share one.
  const base = reports.map((r) => basename(r.file))
  const label = new Set(base).size === base.length ? base : reports.map((r) => r.file)
  reports.forEach((r, i) => {
    const ex = r.deck.ex ? `, EX and tokens ${totalCopies(r.deck.ex)}` : ''
    out.push(
      `${VERDICT[r.status]}  ${label[i]}  (main ${totalCopies(r.deck.main)}, resource ${totalCopies(r.deck.resource)}, sideboard ${totalCopies(r.deck.sideboard)}${ex})`,
    )
    if (r.status === 'unchecked')
      out.push('  unchecked: it holds cards the card data does not know yet, so it cannot be fully checked until the card data is updated')
    for (const v of [...r.violations, ...r.warnings]) {
      const where = v.lines.length > 0 ? ` [line${v.lines.length > 1 ? 's' : ''} ${v.lines.join(', ')}]` : ''
      out.push(`  ${v.severity === 'error' ? 'error  ' : 'warning'} ${v.rule}${where}: ${v.message}`)
    }
  })
  const count = (s: Verdict) => reports.filter((r) => r.status === s).length
  const unchecked = count('unchecked')
  out.push('', `${count('legal')} legal, ${count('not-legal')} not legal${unchecked ? `, ${unchecked} unchecked` : ''}`)
  if (reports.length > 1) out.push(`Checked ${reports.length} lists: ${count('legal')} legal, ${count('not-legal')} not legal, ${unchecked} unchecked`)
  return out.join('\n')
}

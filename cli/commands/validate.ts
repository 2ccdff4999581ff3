import { closeSync, existsSync, openSync, readdirSync, readSync, realpathSync, statSync, writeFileSync, type Dirent } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { basename, dirname, join, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import type { CardPool } from '~/engine/cards/pool'
import { STANDARD_RESOURCE, STANDARD_RESOURCE_COUNT } from '~/engine/decklist/assume'
import type { ListStatus } from '~/engine/event/check'
import { eventReportCsv } from '~/engine/event/report'
import { BAN_LISTS, banListFor, banListInForce } from '~/engine/formats/registry'
import { catalogue, type Language } from '~/engine/messages'
import { escapeControlsInJson } from '~/engine/text/escape'
import { BanListSchema, isCalendarDate, type BanList, type Format } from '~/schemas/format'
import { checkOne, type CheckJob, type ListInput, type ListOutcome } from '../check-lists'
import {
  joinDashValues,
  loadCards,
  MAX_DECK_BYTES,
  readProblem,
  readText,
  systemError,
  requireFormat,
  requireLanguage,
  say,
  shown,
  UsageError,
  type CliIo,
} from '../io'
import { checkInParallel, PARALLEL_FROM } from '../parallel'
import { usageText } from '../usage'
import { readAhead, type AheadReader } from '../reader'

const LIST_FILE = /\.(txt|csv|json)$/i

/** Where `--report` will be written, and whether what is there now may be replaced. */
interface ReportTarget {
  path: string
  /** The file's real path (its folder's, resolved, when the file does not exist yet). */
  real: string
  /** The file exists and is a report gundeck wrote: it may be replaced, and is never read as a list. */
  isReport: boolean
  /** The file exists, is not empty, and is no gundeck report: never overwritten. */
  isOther: boolean
}

const REPORT_START = /^\uFEFF?file,deck,status,/

function reportTarget(path: string): ReportTarget {
  let real: string
  let head = ''
  try {
    real = realpathSync(path)
    const fd = openSync(real, 'r')
    try {
      const buf = Buffer.alloc(64)
      head = buf.subarray(0, readSync(fd, buf, 0, 64, 0)).toString('utf8')
    } finally {
      closeSync(fd)
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new UsageError({ code: 'report.unwritable', params: { path: shown(path), detail: readProblem(e), folder: false } })
    try {
      real = join(realpathSync(dirname(resolve(path))), basename(path))
    } catch (e2) {
      throw new UsageError({ code: 'report.unwritable', params: { path: shown(path), detail: readProblem(e2), folder: true } })
    }
  }
  const isReport = REPORT_START.test(head)
  return { path, real, isReport, isOther: head.trim() !== '' && !isReport }
}

/** The message refusing to write a report over a deck list, or over any file that is not one of our reports. */
function refuseReport(target: ReportTarget, input: boolean): UsageError {
  return new UsageError({ code: input ? 'report.is-input' : 'report.not-ours', params: { path: shown(target.path) } })
}

/**
 * Every deck list the FILE and FOLDER arguments name: a folder's .txt/.csv/.json files, recursively,
 * sorted. A FILE argument is read now (a missing or unreadable one is a usage error); a folder or
 * subfolder that cannot be read is an input of its own, reported as unreadable, and the rest goes on.
 * The report being written is never one of them.
 */
function collectInputs(paths: readonly string[], report: ReportTarget | null): ListInput[] {
  const out: ListInput[] = []
  for (const path of paths) {
    let isDir = false
    try {
      isDir = path !== '-' && statSync(path).isDirectory()
    } catch {
      // Missing or unreadable: readText names it.
    }
    if (!isDir) {
      if (report && path !== '-' && existsSync(path) && realpathSync(path) === report.real) throw refuseReport(report, true)
      out.push({ path, found: false, text: readText(path, MAX_DECK_BYTES, 'deck list') })
      continue
    }
    const real = realpathSync(path)
    if (report && report.isOther && LIST_FILE.test(report.real) && report.real.startsWith(real + sep)) throw refuseReport(report, true)
    const found: ListInput[] = []
    const walk = (dir: string, realDir: string) => {
      let entries: Dirent[]
      try {
        entries = readdirSync(dir, { withFileTypes: true })
      } catch (e) {
        found.push({ path: dir, found: true, problem: { code: 'folder.unreadable', params: systemError(e) } })
        return
      }
      // join(dir, name) for every entry, the folder's part normalised once instead of once a file.
      const prefix = join(dir, 'x').slice(0, -1)
      // Directory entries carry their type: no stat per file, which counts for thousands of lists.
      for (const d of entries) {
        if (d.isDirectory()) walk(prefix + d.name, join(realDir, d.name))
        else if (d.isFile() && LIST_FILE.test(d.name) && !(report && join(realDir, d.name) === report.real)) found.push({ path: prefix + d.name, found: true })
      }
    }
    walk(path, real)
    if (found.length === 0) throw new UsageError({ code: 'folder.no-lists', params: { path: shown(path) } })
    out.push(...found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
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
    throw new UsageError({ code: 'ban-list.not-json', params: { path: shown(path), detail: (e as Error).message } })
  }
  const parsed = BanListSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new UsageError({ code: 'ban-list.field', params: { path: shown(path), field: issue.path.join('.') || null, detail: issue.message } })
  }
  return parsed.data
}

/** The ban list this run checks against, from --format, --banlist and --as-of. */
function chooseBanList(format: Format, file: string | undefined, asOf: string | undefined): BanList | null {
  if (asOf !== undefined && !isCalendarDate(asOf)) throw new UsageError({ code: 'as-of.bad', params: { given: shown(asOf) } })
  const given = file === undefined ? null : readBanListFile(file)
  if (given && given.game !== format.game)
    throw new UsageError({ code: 'ban-list.other-game', params: { path: shown(file!), game: given.game, format: format.id, formatGame: format.game } })
  if (format.banList === null && (given || asOf)) throw new UsageError({ code: 'ban-list.none-in-format', params: { format: format.id } })
  if (asOf === undefined) return given ?? banListFor(format)
  const known = [...BAN_LISTS.values(), ...(given ? [given] : [])]
  const found = banListInForce(format.game, asOf, known)
  if (!found) {
    const dates = known
      .filter((b) => b.game === format.game)
      .map((b) => b.date)
      .sort()
    throw new UsageError({ code: 'ban-list.none-in-force', params: { game: format.game, date: asOf, earliest: dates[0] ?? null } })
  }
  return found
}

/**
 * How many threads a big folder may use: one per idle core (the cores less the load average, as
 * `make -l` reasons), at least 1, at most 8. On a machine already busy, another thread only adds its
 * start and the contention.
 */
function defaultThreads(): number {
  return Math.max(1, Math.min(8, availableParallelism() - Math.floor(loadavg()[0] ?? 0)))
}

export function validateCommand(argv: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args: joinDashValues(argv, ['--jobs']),
    allowPositionals: true,
    strict: true,
    options: {
      cards: { type: 'string' },
      format: { type: 'string', default: 'gcg' },
      banlist: { type: 'string' },
      'as-of': { type: 'string' },
      // Assuming is the default; the flag is still accepted for scripts written before it was.
      'assume-resources': { type: 'boolean', default: false },
      'no-assume-resources': { type: 'boolean', default: false },
      report: { type: 'string' },
      json: { type: 'boolean', default: false },
      jobs: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      lang: { type: 'string', default: 'en' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    io.out(usageText('validate', io.language))
    return 0
  }
  if (positionals.length === 0) throw new UsageError({ code: 'lists.none', params: { usage: usageText('validate', io.language) } })
  if (!values.cards) throw new UsageError({ code: 'cards.required', params: { command: 'validate', usage: usageText('validate', io.language) } })
  const threads = values.jobs === undefined ? defaultThreads() : Number(values.jobs)
  if (!Number.isInteger(threads) || threads < 1 || threads > 64) throw new UsageError({ code: 'jobs.bad', params: { given: shown(values.jobs ?? '') } })
  if (values['assume-resources'] && values['no-assume-resources']) throw new UsageError({ code: 'assume.both', params: {} })
  const language = requireLanguage(values.lang)
  const format = requireFormat(values.format)
  const banList = chooseBanList(format, values.banlist, values['as-of'])
  const target = values.report === undefined ? null : reportTarget(values.report)
  const inputs = collectInputs(positionals, target)
  if (target?.isOther) throw refuseReport(target, false)

  const several = inputs.length > 1
  const job: CheckJob = {
    format,
    banList,
    assumeResources: !values['no-assume-resources'],
    // Several lists print as one array: each list's JSON comes already indented as its element.
    want: { json: values.json ? (several ? 'element' : 'value') : false, text: values.json ? false : language, report: target !== null },
  }
  const labels = labelsOf(inputs.map((i) => i.path))
  const total = inputs.length
  let printed = 0
  // Progress is for a person watching: never written into a pipe or a file.
  const progress =
    total >= PROGRESS_FROM && io.errIsTerminal
      ? (done: number) => {
          const step = Math.floor(done / PROGRESS_EVERY) * PROGRESS_EVERY
          if (step > printed && done < total) {
            printed = step
            say(io, { code: 'progress', params: { done: step, total } })
          }
        }
      : null
  const loadPool = () => loadCards(values.cards!, io, { verbose: values.verbose })
  let array = job.want.json === 'element' ? new JsonArrayOut(io.outJson ?? io.out) : null
  // Checked in this thread, several lists' JSON is written as they are checked, so that the run does not
  // keep every list's text to the end. Not with --report: a report that cannot be written ends the run
  // before anything is printed.
  let streamed = false
  let outcomes: ListOutcome[]
  let pool: CardPool
  let reader: AheadReader | null = null
  // The threads: with two, one reads the files while this one checks them; from four, half of them
  // check (this one and workers), since the engine's compiler keeps half a core or more busy per
  // checking thread in a run this short. Worker threads run the built CLI (dist/cli/gundeck.mjs); from the
  // TypeScript sources the checking stays here.
  const script = io.workerScript && !io.workerScript.pathname.endsWith('.ts') ? io.workerScript : null
  const checkers = script && total >= PARALLEL_FROM ? Math.floor(threads / 2) : 1
  if (checkers > 1) {
    let byWorkers: number
    ;({ outcomes, pool, byWorkers } = checkInParallel({ script: script!, threads: checkers, inputs, labels, job, loadPool, progress }))
    if (values.verbose) say(io, { code: 'threads.several', params: { total, threads: checkers, byWorkers } })
  } else {
    streamed = array !== null && target === null
    // A big folder's files are read by a thread of their own, ahead of the checking; streamed JSON
    // straight to standard output, that thread writes it too once it has read every file.
    const unread = inputs.flatMap((input, i) => (input.text === undefined && input.problem === undefined ? [i] : []))
    const writeFd = streamed && io.outJson !== undefined ? io.outFd : undefined
    const ahead = (reader =
      threads > 1 && unread.length >= READ_AHEAD_FROM
        ? readAhead(
            unread.map((i) => inputs[i]!.path),
            MAX_DECK_BYTES,
            writeFd,
          )
        : null)
    if (ahead && writeFd !== undefined) array = new JsonArrayOut((line) => ahead.write(line + '\n'))
    if (values.verbose && total >= READ_AHEAD_FROM) {
      const why = threads === 1 ? (values.jobs === undefined ? 'no-idle-core' : null) : ahead ? 'read-ahead' : null
      say(io, { code: 'threads.one', params: { total, why } })
    }
    const readerIndex = new Map(unread.map((i, k) => [i, k]))
    try {
      pool = loadPool()
      outcomes = inputs.map((input, i) => {
        const k = readerIndex.get(i)
        const outcome = ahead && k !== undefined ? checkOne(input, labels[i]!, pool, job, () => ahead.take(k)) : checkOne(input, labels[i]!, pool, job)
        if (streamed) {
          if (!leftOut(outcome, input)) array!.add(outcome.json!)
          delete outcome.json
        }
        progress?.(i + 1)
        return outcome
      })
    } catch (e) {
      ahead?.close()
      throw e
    }
  }
  if (progress) say(io, { code: 'progress', params: { done: total, total } })

  // Reports an earlier run left among the lists are no lists: left out, said once.
  const kept = outcomes.map((o, i) => ({ o, input: inputs[i]!, label: labels[i]! })).filter(({ o, input }) => !leftOut(o, input))
  if (kept.length < outcomes.length) {
    const left = outcomes.length - kept.length
    say(io, { code: 'reports.left-out', params: { count: left } })
  }
  if (target)
    writeReport(
      target.path,
      kept.map(({ o }) => o.row!),
    )
  if (array) {
    if (!streamed) for (const { o } of kept) array.add(o.json!)
    array.end()
    // What the reading thread did not write (it stopped: a closed pipe, a full disk) is written here,
    // from the first text it did not finish: a closed pipe then ends the run as any write would.
    const unwritten = reader?.written()
    if (unwritten) for (const text of unwritten.unwritten) (io.outJson ?? io.out)(text.slice(0, -1))
  } else if (values.json) io.out(kept.length === 1 ? kept[0]!.o.json! : EMPTY_ARRAY)
  else
    io.out(
      textReport(
        kept.map(({ o }) => o),
        format,
        pool.size,
        pool.printingCount,
        banList,
        language,
      ),
    )
  reader?.close()
  return kept.every(({ o }) => o.status === 'legal') ? 0 : 1
}

/** No list left to print (the only ones found were reports): `[`, an empty line, `]`, as it has always been printed. */
const EMPTY_ARRAY = '[\n\n]'

/** A report an earlier run left among the lists of a folder: no list, left out. */
const leftOut = (o: ListOutcome, input: ListInput) => input.found && o.unreadable === 'report'

/**
 * The JSON array of a run of several lists, given one element at a time (each indented already): `[`,
 * the elements separated by `,` and a line break, `]`, the text JSON.stringify gives the whole array.
 * The elements are written as they come, a pipe's worth at a time (JSON_WRITE): one write per list is
 * ten thousand trips through the stream on a big folder, and joining them all first keeps every list's
 * text to the end. The last element is held back until the next comes, for its comma. One list left of
 * several (the others were reports) prints its value alone, as for a run of one, and none prints
 * EMPTY_ARRAY.
 */
class JsonArrayOut {
  private last: string | null = null
  private opened = false
  /** Elements not written yet, each but the last followed by its comma, joined by line breaks. */
  private pending = ''
  /** `write` prints a line: JSON whose controls are escaped already (reportJson). */
  constructor(private readonly write: (line: string) => void) {}

  add(element: string): void {
    if (this.last !== null) {
      if (!this.opened) this.write('[')
      this.opened = true
      this.pending = this.pending === '' ? this.last + ',' : this.pending + '\n' + this.last + ','
      if (this.pending.length >= JSON_WRITE) {
        this.write(this.pending)
        this.pending = ''
      }
    }
    this.last = element
  }

  end(): void {
    if (this.last === null) return this.write(EMPTY_ARRAY)
    if (!this.opened) return this.write(escapeControlsInJson(JSON.stringify(JSON.parse(this.last), null, 2)))
    this.write(this.pending === '' ? this.last : this.pending + '\n' + this.last)
    this.write(']')
  }
}

/** What a pipe holds (64 KB on Linux): each write of a big folder's JSON fills it about once. */
const JSON_WRITE = 64 * 1024

const PROGRESS_FROM = 50
/** From this many files a thread reads them ahead of the checking (its start costs about 30 ms). */
const READ_AHEAD_FROM = 500
const PROGRESS_EVERY = 500

/** File names alone, unless two lists in different folders share one. */
function labelsOf(paths: readonly string[]): string[] {
  const base = paths.map((p) => basename(p))
  return new Set(base).size === base.length ? base : [...paths]
}

/** The event's record: one row per list, each problem in words (src/engine/event/report.ts). */
function writeReport(path: string, rows: readonly string[][]): void {
  try {
    writeFileSync(path, eventReportCsv(rows))
  } catch (e) {
    throw new UsageError({ code: 'report.unwritable', params: { path: shown(path), detail: readProblem(e), folder: false } })
  }
}

/** What an organiser scans, in `language`: the format and ban list, one block per deck, then the count of each verdict. */
function textReport(outcomes: readonly ListOutcome[], format: Format, cards: number, printings: number, ban: BanList | null, language: Language): string {
  const words = catalogue(language).report
  const out: string[] = [
    words.format({ name: format.name, id: format.id }),
    `  ${format.source}`,
    `  ${words['ban-list'](ban ? { name: shown(ban.name), date: ban.date, source: shown(ban.source) } : { name: null })}`,
    ...(ban?.notes.map((n) => `  ${words['ban-list.note']({ note: shown(n) })}`) ?? []),
    words['card-pool']({ cards, printings }),
    '',
    ...outcomes.map((o) => o.text!),
  ]
  const count = (s: ListStatus) => outcomes.filter((o) => o.status === s).length
  const assumed = outcomes.filter((o) => o.assumed).length
  // The summary, once, whatever the number of lists.
  out.push(
    '',
    words.summary({
      lists: outcomes.length,
      legal: count('legal'),
      notLegal: count('not-legal'),
      unchecked: count('unchecked'),
      unreadable: count('unreadable'),
    }),
  )
  if (assumed > 0) out.push(words['summary.assumed']({ copies: STANDARD_RESOURCE_COUNT, number: STANDARD_RESOURCE, lists: assumed }))
  return out.join('\n')
}

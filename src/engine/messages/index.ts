import type { Violation } from '../rules/types'
import { readingMessage as englishReading } from './en/reading'
import { REPORT as englishReport } from './en/report'
import { SIM_REPORT as englishSimReport } from './en/sim-report'
import { ENGLISH_PLAYTEST_CODES, playtestMessage as englishPlaytest } from './en/playtest'
import { ENGLISH_SIM_CODES, simMessage as englishSim } from './en/sim'
import { limitMessage as englishLimit } from './en/limits'
import { storageMessage as englishStorage } from './en/storage'
import { violationMessage as englishViolation } from './en/violations'
import { queryMessage as englishQuery } from './en/query'
import { QUERY_HELP as englishQueryHelp } from './en/query-help'
import { queryMessage as japaneseQuery } from './ja/query'
import { QUERY_HELP as japaneseQueryHelp } from './ja/query-help'
import type { QueryHelpCode, QueryText } from './query'
import {
  cardsMessage as englishCards,
  ENGLISH_CARDS_CODES,
  importMessage as englishImportMessage,
  importPlace as englishImportPlace,
  placed as englishPlaced,
  namesPlace as englishNamesPlace,
} from './en/cards'
import {
  cardsMessage as japaneseCards,
  importMessage as japaneseImportMessage,
  importPlace as japaneseImportPlace,
  placed as japanesePlaced,
  namesPlace as japaneseNamesPlace,
} from './ja/cards'
import type { CardsText, ImportPlace, ImportProblem, NamesPlace } from './cards'
import type { BackupText } from './backup'
import type { WorkerMessageText } from './workers'
import type { SheetCatalogue } from './sheet'
import { SHEET as englishSheet } from './en/sheet'
import { SHEET as japaneseSheet } from './ja/sheet'
import { workerMessage as englishWorker } from './en/workers'
import { workerMessage as japaneseWorker } from './ja/workers'
import { backupMessage as englishBackup } from './en/backup'
import { backupMessage as japaneseBackup } from './ja/backup'
import { readingMessage as japaneseReading } from './ja/reading'
import { REPORT as japaneseReport } from './ja/report'
import { SIM_REPORT as japaneseSimReport } from './ja/sim-report'
import { playtestMessage as japanesePlaytest } from './ja/playtest'
import { simMessage as japaneseSim } from './ja/sim'
import { limitMessage as japaneseLimit } from './ja/limits'
import { storageMessage as japaneseStorage } from './ja/storage'
import type { LimitText } from './limits'
import type { StorageText } from './storage'
import type { PlaytestText } from './playtest'
import { violationMessage as japaneseViolation } from './ja/violations'
import type { ReadingText } from './reading'
import type { ReportCatalogue } from './report'
import type { SimReportCatalogue } from './sim-report'
import type { SimText } from './sim'
import type { ViolationText } from './violations'
import type { Language } from './language'
import type { CliText, CliUsageCatalogue } from './cli'
import { CLI_USAGE as englishCliUsage } from './en/cli-usage'
import { CLI_USAGE as japaneseCliUsage } from './ja/cli-usage'
import { cliMessage as englishCli } from './en/cli'
import { cliMessage as japaneseCli } from './ja/cli'

/**
 * The one way the app and the CLI turn the engine's message codes into words: pick a language, render a
 * code with its parameters. Each language's catalogue has a message for every code (a missing one does
 * not compile).
 */
export { isLanguage, LANGUAGES, type Language } from './language'

export interface Catalogue {
  language: Language
  /** A deck rule's message, citing `ref`. */
  violation(text: ViolationText, ref: string): string
  /** A list reader's message, for the diagnostic on `line`. */
  reading(text: ReadingText, line: number): string
  /** The words around the problems in `gundeck validate`'s text report. */
  report: ReportCatalogue
  /** The words of `gundeck simulate`'s text report. */
  simReport: SimReportCatalogue
  /** A goldfish playtest's log entry or refusal. */
  playtest(text: PlaytestText): string
  /** The opening simulator's problem or warning. */
  sim(text: SimText): string
  /** A storage notice's title or line. */
  storage(text: StorageText): string
  /** An input over its size limit. */
  limit(text: LimitText): string
  /** What the card search says about a query it cannot read whole. */
  query(text: QueryText): string
  /** What a line of the search syntax's help means. */
  queryHelp(code: QueryHelpCode): string
  /** A card reader's problem: a card type, a names file. */
  cards(text: CardsText): string
  /** Where a names file's problem is. */
  namesPlace(place: NamesPlace): string
  /** Where a card file's problem is ('' for the file). */
  importPlace(place: ImportPlace): string
  /** A problem's words after its place (`importPlace`, or none). */
  placed(place: string, what: string): string
  /** A card file's problem, without its place. */
  importMessage(problem: Pick<ImportProblem, 'file' | 'text'>): string
  /** Why a backup cannot be restored, or what it left out. */
  backup(text: BackupText): string
  /** A worker's own problem: a run it could not do at all. */
  worker(text: WorkerMessageText): string
  /** The printed registration sheet's words. */
  sheet: SheetCatalogue
  /** What the CLI says on standard error: a usage error, progress, a warning. */
  cli(text: CliText): string
  /** The CLI's help for `gundeck` and each command. */
  cliUsage: CliUsageCatalogue
}

const CATALOGUES: Record<Language, Catalogue> = {
  en: {
    language: 'en',
    violation: englishViolation,
    reading: englishReading,
    report: englishReport,
    simReport: englishSimReport,
    playtest: englishPlaytest,
    sim: englishSim,
    storage: englishStorage,
    limit: englishLimit,
    query: englishQuery,
    queryHelp: (code) => englishQueryHelp[code],
    cards: englishCards,
    namesPlace: englishNamesPlace,
    importPlace: englishImportPlace,
    placed: englishPlaced,
    importMessage: englishImportMessage,
    backup: englishBackup,
    worker: englishWorker,
    sheet: englishSheet,
    cli: englishCli,
    cliUsage: englishCliUsage,
  },
  ja: {
    language: 'ja',
    violation: japaneseViolation,
    reading: japaneseReading,
    report: japaneseReport,
    simReport: japaneseSimReport,
    playtest: japanesePlaytest,
    sim: japaneseSim,
    storage: japaneseStorage,
    limit: japaneseLimit,
    query: japaneseQuery,
    queryHelp: (code) => japaneseQueryHelp[code],
    cards: japaneseCards,
    namesPlace: japaneseNamesPlace,
    importPlace: japaneseImportPlace,
    placed: japanesePlaced,
    importMessage: japaneseImportMessage,
    backup: japaneseBackup,
    worker: japaneseWorker,
    sheet: japaneseSheet,
    cli: japaneseCli,
    cliUsage: japaneseCliUsage,
  },
}

export const catalogue = (language: Language): Catalogue => CATALOGUES[language]

/**
 * A violation or warning in a language: from its code and parameters (a deck rule's, or a reader's for a
 * list that could not be read, on its first line), or its English message when it has no code (a file
 * that could not be opened).
 */
export function renderViolation(v: Pick<Violation, 'rule' | 'code' | 'params' | 'ref' | 'message' | 'lines'>, language: Language): string {
  if (language === 'en' || v.code === undefined || v.params === undefined) return v.message
  const c = CATALOGUES[language]
  return v.rule === 'parse-error' || v.rule === 'unreadable'
    ? c.reading({ code: v.code, params: v.params } as ReadingText, v.lines[0] ?? 1)
    : c.violation({ code: v.code, params: v.params } as ViolationText, v.ref)
}

/** What a playtest log entry or refusal says, as stored: its English, and its code and params when it has them. */
interface Said {
  code?: string | undefined
  params?: Record<string, unknown> | undefined
}

const PLAYTEST_CODES = new Set<string>(ENGLISH_PLAYTEST_CODES)

/**
 * A playtest's words in a language. The English is the text the entry was logged with (the English
 * catalogue's, kept in saved games and backups); another language renders the code, and falls back to
 * that English for an entry without one (a game saved before codes were kept, a move not given codes yet).
 */
function playtestWords(said: Said, english: string, language: Language): string {
  if (language === 'en' || said.code === undefined || !PLAYTEST_CODES.has(said.code)) return english
  try {
    return CATALOGUES[language].playtest({ code: said.code, params: said.params ?? {} } as PlaytestText)
  } catch {
    // A saved entry whose params do not fit its code (storage is never trusted): its English stands.
    return english
  }
}

/** A playtest log entry in a language. */
export const playtestLogText = (entry: Said & { text: string }, language: Language = 'en') => playtestWords(entry, entry.text, language)

/** Why the playtest refused an action (or the game was lost), in a language. */
export const refusalMessage = (refusal: Said & { message: string }, language: Language = 'en') => playtestWords(refusal, refusal.message, language)

const SIM_CODES = new Set<string>(ENGLISH_SIM_CODES)

/**
 * The simulator's problems or warnings in a language, from the codes a run sent (`texts`), each rendered
 * by the catalogue; the English it sent (`english`) when it sent no codes, or one the catalogue does not know.
 */
export function simMessages(texts: readonly Said[] | undefined, english: readonly string[], language: Language = 'en'): string[] {
  if (!texts || !texts.every((t) => t.code !== undefined && SIM_CODES.has(t.code))) return [...english]
  try {
    return texts.map((t) => CATALOGUES[language].sim({ code: t.code, params: t.params ?? {} } as SimText))
  } catch {
    // Params that do not fit their code (a worker of another build): its English stands.
    return [...english]
  }
}

const CARDS_CODES = new Set<string>(ENGLISH_CARDS_CODES)

/**
 * A card file's problem in a language, without its place: from its code, or the English it was read with
 * (`message`) when it has none the catalogue knows (a worker of another build).
 */
export function importIssueMessage(issue: Said & { message: string; file?: string | undefined }, language: Language = 'en'): string {
  if (language === 'en' || issue.code === undefined || !CARDS_CODES.has(issue.code)) return issue.message
  try {
    return CATALOGUES[language].importMessage({ file: issue.file, text: { code: issue.code, params: issue.params ?? {} } as CardsText })
  } catch {
    // Params that do not fit their code: its English stands.
    return issue.message
  }
}

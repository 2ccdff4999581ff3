import { mergePrintings } from '~/engine/cards/pool'
import { foldCard } from '~/engine/query/compile'
import type { Card } from '~/schemas/card'
import { importCardsCsv } from './csv'
import {
  applyErrata,
  attachRulings,
  looksLikeErrataRecord,
  looksLikeRulingRecord,
  readErrata,
  readRulings,
  type ErrataRecord,
  type RulingRecord,
} from './errata'
import { importForgeRecords, looksLikeForgeRecord } from './forge'
import { importGcgApiNdjson, importGcgApiRecords, looksLikeGcgApiRecord } from './gcg-api'
import { importGundamWar, looksLikeGundamWarFile } from './gundam-war'
import { looksLikeManifest, readManifest } from './manifest'
import { importScrapeRecords, looksLikeScrapeRecord } from './official-scrape'
import type { CardsText } from '~/engine/messages/cards'
import { emptyResult, importIssue, type CardSource, type ImportIssue, type ImportResult } from './result'

export interface CardFile {
  name: string
  text: string
  /** Already read (an NDJSON file streamed line by line in the browser): used as it is. */
  imported?: ImportResult
}

/**
 * A file's kind, told from its content (the name only breaks ties for CSV). An unknown file says why
 * (`problem`, with the `line` of a JSON syntax error), so "no cards could be read" can name the cause.
 */
export function detectCardFile(file: CardFile): { source: CardSource; json?: unknown; problem?: CardsText; line?: number | null } {
  const text = file.text.replace(/^\uFEFF/, '')
  const trimmed = text.trimStart()
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const json: unknown = JSON.parse(text)
      const first = Array.isArray(json) ? json.find((x) => typeof x === 'object' && x !== null) : json
      if (Array.isArray(json) && json.length === 0) return { source: 'unknown', json, problem: { code: 'file.empty-list', params: {} } }
      if (looksLikeGcgApiRecord(first)) return { source: 'gcg-api', json }
      if (looksLikeScrapeRecord(first)) return { source: 'official-scrape', json }
      if (looksLikeErrataRecord(first)) return { source: 'errata', json }
      if (looksLikeRulingRecord(first)) return { source: 'rulings', json }
      if (looksLikeForgeRecord(first)) return { source: 'forge', json }
      if (looksLikeGundamWarFile(json)) return { source: 'gundam-war', json }
      if (looksLikeManifest(json, file.name)) return { source: 'manifest', json }
      return { source: 'unknown', json, problem: UNKNOWN }
    } catch (e) {
      // Not one JSON value: NDJSON when its first line is a gcg-api record.
      const firstLine = trimmed.split(/\r?\n/, 1)[0] ?? ''
      try {
        if (looksLikeGcgApiRecord(JSON.parse(firstLine))) return { source: 'gcg-api' }
      } catch {
        /* fall through */
      }
      return { source: 'unknown', problem: { code: 'file.not-json', params: { error: (e as Error).message } }, line: jsonErrorLine(text, e as Error) }
    }
  }
  const header = (trimmed.split(/\r?\n/, 1)[0] ?? '').toLowerCase()
  if (/\.csv$/i.test(file.name) || (/\bnumber\b/.test(header) && /\bname\b/.test(header) && header.includes(','))) {
    return { source: 'csv' }
  }
  return { source: 'unknown', problem: UNKNOWN }
}

/** The 1-based line of a JSON syntax error, from the parser's "position N" or the end of the text. */
function jsonErrorLine(text: string, e: Error): number | null {
  const at = /position (\d+)/.exec(e.message)
  const end = /end of (JSON )?input/i.test(e.message) ? text.length : null
  const offset = at ? Number(at[1]) : end
  return offset === null ? null : text.slice(0, offset).split('\n').length
}

const UNKNOWN: CardsText = { code: 'file.unrecognised', params: {} }

/** Import one card file of any supported kind. Never throws; problems are in `errors`. */
export function importCardFile(file: CardFile, detected: ReturnType<typeof detectCardFile> = detectCardFile(file)): ImportResult {
  const { source, json, problem, line } = detected
  switch (source) {
    case 'gcg-api':
      return json === undefined ? importGcgApiNdjson(file.text.replace(/^\uFEFF/, '')) : importGcgApiRecords(asArray(json))
    case 'official-scrape':
      return importScrapeRecords(asArray(json))
    case 'gundam-war':
      return importGundamWar(json)
    case 'forge':
      return importForgeRecords(asArray(json))
    case 'csv':
      return importCardsCsv(file.text)
    case 'errata':
      return emptyResult('errata', { code: 'file.errata', params: {} })
    case 'rulings':
      return emptyResult('rulings', { code: 'file.rulings', params: {} })
    case 'manifest':
      return emptyResult('manifest', { code: 'file.manifest', params: {} })
    default:
      return emptyResult('unknown', problem ?? UNKNOWN, null, line ?? null)
  }
}

/** A problem of one file among several: its name first (and kept apart, for the catalogue to place). */
const inFile = (name: string, e: ImportIssue): ImportIssue => ({ ...e, file: name, message: `${name}: ${e.message}` })

function asArray(json: unknown): unknown[] {
  return Array.isArray(json) ? json : [json]
}

/** What a manifest among the files says: the data set's version and when it was built (null: not given). */
export interface ManifestSummary {
  version: string | null
  builtAt: string | null
}

export interface FileImportResult extends ImportResult {
  /** Each file as it was read; a manifest's with what it says. */
  files: { name: string; source: CardSource; imported: number; skipped: number; manifest?: ManifestSummary }[]
}

/**
 * Import several files as one pool (a folder of per-set files, or cards plus errata): cards are
 * merged by number, errata and rulings files are applied, a manifest is read for the data set's
 * version, files that hold no cards are listed and left out.
 * With `skipOtherFiles`, a file that reads but is no card data (gcg-api's products, rules FAQ and
 * sets beside its cards) is only listed, with no problem reported: a card folder holds such files.
 */
export function importCardFiles(files: readonly CardFile[], { skipOtherFiles = false }: { skipOtherFiles?: boolean } = {}): FileImportResult {
  const all: ImportResult[] = []
  const errata: ErrataRecord[] = []
  const rulings: RulingRecord[] = []
  const errors: ImportIssue[] = []
  const summary: FileImportResult['files'] = []
  for (const file of files) {
    const detected = file.imported ? { source: file.imported.source, json: undefined, problem: undefined, line: null } : detectCardFile(file)
    const { source, json, problem, line } = detected
    if (source === 'errata') {
      const read = readErrata(asArray(json))
      errata.push(...read.errata)
      errors.push(...read.errors.map((e) => inFile(file.name, e)))
      summary.push({ name: file.name, source, imported: read.errata.length, skipped: read.errors.length })
      continue
    }
    if (source === 'rulings') {
      const read = readRulings(asArray(json))
      rulings.push(...read.rulings)
      errors.push(...read.errors.map((e) => inFile(file.name, e)))
      summary.push({ name: file.name, source, imported: read.rulings.length, skipped: read.errors.length })
      continue
    }
    if (source === 'manifest') {
      const manifest = readManifest(json)
      summary.push({
        name: file.name,
        source,
        imported: 0,
        skipped: 0,
        manifest: { version: manifest?.dataset_version ?? null, builtAt: manifest?.built_at ?? null },
      })
      continue
    }
    if (source === 'unknown') {
      summary.push({ name: file.name, source, imported: 0, skipped: 0 })
      // A file left out says why (in a card folder, files that read but hold no card data only are listed).
      const other = skipOtherFiles && problem === UNKNOWN
      if (!other) errors.push(inFile(file.name, importIssue(null, line ?? null, null, problem ?? UNKNOWN)))
      continue
    }
    // The text is parsed once: the detected JSON is what the importer reads.
    const result = file.imported ?? importCardFile(file, detected)
    all.push(result)
    errors.push(...result.errors.map((e) => inFile(file.name, e)))
    summary.push({ name: file.name, source, imported: result.imported, skipped: result.skipped })
  }
  // A printing listed by two files counts once (the first file wins). One file is merged already
  // and lists each printing once: no need to split and merge its cards again.
  const seen = new Set<string>()
  let merged: Card[]
  let printings = 0
  if (all.length === 1) {
    merged = all[0]!.cards
    for (const card of merged) printings += card.printings.length
  } else {
    const records = all.flatMap((r) =>
      r.cards.flatMap((card) => card.printings.filter((p) => !seen.has(p.id) && (seen.add(p.id), true)).map((p) => ({ ...card, printings: [p] }))),
    )
    merged = mergePrintings(records)
    printings = seen.size
  }
  const applied = applyErrata(merged, errata)
  // Search text folded once here, after every correction, and stored with the cards (the cards are
  // this import's own objects: set in place, no copies of a big pool).
  const cards = attachRulings(applied.cards, rulings)
  for (const card of cards) card.folded = foldCard(card)
  const sources = new Set(all.map((r) => r.source))
  return {
    source: sources.size === 1 ? [...sources][0]! : 'unknown',
    cards,
    imported: all.reduce((n, r) => n + r.imported, 0),
    skipped: all.reduce((n, r) => n + r.skipped, 0),
    printings,
    errors: [...errors, ...applied.errors],
    files: summary,
  }
}

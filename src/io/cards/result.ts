import type { z } from 'zod'
import { CardSchema, isCanonicalCard, isCanonicalPrinting, PrintingSchema, type Card, type Printing } from '~/schemas/card'
import { PrintingMerger } from '~/engine/cards/pool'
import { safeParseCanonical } from '~/schemas/parse'
import type { CardsCode, CardsText } from '~/engine/messages/cards'
import { cardsMessage, importPlace } from '~/engine/messages/en/cards'

export type CardSource = 'gcg-api' | 'official-scrape' | 'gundam-war' | 'forge' | 'csv' | 'errata' | 'rulings' | 'manifest' | 'unknown'

/**
 * One problem with one record: which record (0-based index) or line (1-based), which field, what. What
 * is a code and its params (engine/messages/cards.ts), which a catalogue words in the language shown;
 * `message` is the English one's (the CLI's), with the file's name first in an import of several.
 * Code and params are loose here, as the import worker's messages carry them (src/schemas/import-messages.ts).
 */
export interface ImportIssue {
  record: number | null
  line: number | null
  field: string | null
  message: string
  code?: string | undefined
  params?: Record<string, unknown> | undefined
  /** The file it is in, in an import of several. */
  file?: string | undefined
}

/** A problem at its place, its English message beside its code. */
export function importIssue(record: number | null, line: number | null, field: string | null, text: CardsText): ImportIssue {
  return { record, line, field, code: text.code, params: text.params, message: cardsMessage(text) }
}

/** Codes a record's schema gives as its message (a Gundam War card id's pattern): worded like any other. */
const SCHEMA_CODES = new Set<string>(['gundam-war.card-id'] satisfies CardsCode[])

/** A schema's problem with a record: its own code, or its own text. */
function schemaIssue(record: number, line: number | null, issue: z.core.$ZodIssue): ImportIssue {
  const field = issue.path.join('.') || null
  const text = (
    SCHEMA_CODES.has(issue.message) ? { code: issue.message, params: {} } : { code: 'record.refused', params: { error: issue.message } }
  ) as CardsText
  return importIssue(record, line, field, text)
}

export interface ImportResult {
  source: CardSource
  cards: Card[]
  /** Records (printings) read and kept. */
  imported: number
  /** Records that could not be read; each has at least one entry in `errors`. */
  skipped: number
  printings: number
  errors: ImportIssue[]
}

/**
 * What a record mapper returns: the card it read (one printing), or why it could not. A mapper told
 * that the card's fields come from a record already read (`merged.needsOnlyPrinting`) may return that
 * card's number and its own printing alone, once it has checked the record as it would for a card.
 */
export type MapOutcome = { card: Card } | { number: string; printing: Printing } | { issues: ImportIssue[] }

/** Keep issue lists readable on huge broken files; the count of skipped records stays exact. */
export const MAX_REPORTED_ERRORS = 1000

/**
 * Run a mapper over every record: a bad record is reported and skipped, never aborting the rest.
 * Printing ids seen twice keep the first record. Cards are merged by number afterwards.
 */
export function collectRecords(
  source: CardSource,
  records: readonly unknown[],
  map: (raw: unknown, index: number, merged: PrintingMerger) => MapOutcome,
  lineOf: (index: number) => number | null = () => null,
): ImportResult {
  const merged = new PrintingMerger()
  let kept = 0
  const errors: ImportIssue[] = []
  const seen = new Set<string>()
  let skipped = 0
  const report = (issue: ImportIssue) => {
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(issue)
  }
  const reject = (index: number, error: z.ZodError) => {
    skipped++
    for (const issue of error.issues) report(schemaIssue(index, lineOf(index), issue))
  }
  /** Counts the record in, unless a record of its printing came first. */
  const isNew = (index: number, id: string) => {
    if (seen.has(id)) {
      skipped++
      report(importIssue(index, lineOf(index), 'id', { code: 'record.duplicate-printing', params: { id } }))
      return false
    }
    seen.add(id)
    kept++
    return true
  }
  records.forEach((raw, index) => {
    let outcome: MapOutcome
    try {
      outcome = map(raw, index, merged)
    } catch (e) {
      outcome = { issues: [importIssue(index, lineOf(index), null, { code: 'record.unreadable', params: { error: String(e) } })] }
    }
    if ('issues' in outcome) {
      skipped++
      outcome.issues.forEach(report)
      return
    }
    // Mapped cards and printings are nearly always canonical: taken without the schema's deep copy.
    if ('card' in outcome) {
      const card = safeParseCanonical(CardSchema, isCanonicalCard, outcome.card)
      if (!card.success) reject(index, card.error)
      else if (isNew(index, card.data.printings[0]!.id)) merged.add(card.data)
    } else {
      const printing = safeParseCanonical(PrintingSchema, isCanonicalPrinting, outcome.printing)
      if (!printing.success) reject(index, printing.error)
      else if (isNew(index, printing.data.id)) merged.addPrinting(outcome.number, printing.data)
    }
  })
  return { source, cards: merged.cards(), imported: kept, skipped, printings: kept, errors }
}

export function emptyResult(source: CardSource, text: CardsText, field: string | null = null, line: number | null = null): ImportResult {
  return {
    source,
    cards: [],
    imported: 0,
    skipped: 0,
    printings: 0,
    errors: [importIssue(null, line, field, text)],
  }
}

/**
 * The start every record mapper shares: parse the raw record with its schema; on success, collect the
 * mapper's own field problems with `fail`.
 */
export function readRecord<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  index: number,
  line: number | null = null,
  /**
   * Optional fast check: true only when `schema` would accept the record unchanged in every field the
   * mapper reads; then the record is used as it is, without the schema's copy. False asks the schema.
   */
  quick?: (raw: unknown) => boolean,
): { ok: false; outcome: MapOutcome } | { ok: true; data: z.infer<S>; issues: ImportIssue[]; fail: (field: string, text: CardsText) => void } {
  const parsed = safeParseCanonical(schema, quick, raw)
  if (!parsed.success) {
    return { ok: false, outcome: { issues: parsed.error.issues.map((i) => schemaIssue(index, line, i)) } }
  }
  const issues: ImportIssue[] = []
  return { ok: true, data: parsed.data, issues, fail: (field, text) => issues.push(importIssue(index, line, field, text)) }
}

/** A value as a problem quotes it: as JSON writes it (`undefined` for none, as the messages always said). */
export const asJson = (value: unknown): string => String(JSON.stringify(value))

/** Where a problem is, in English: `line 3, field “level”` or `record 5` (records count from 1). */
export const issuePlace = (issue: Pick<ImportIssue, 'line' | 'record' | 'field'>): string => importPlace(issue)

export function describeIssue(issue: ImportIssue): string {
  const place = issuePlace(issue)
  return place ? `${place}: ${issue.message}` : issue.message
}

/** The first few problems, each in words (English by default), and how many more there are: for messages that cannot list them all. */
export function firstProblems(
  errors: readonly ImportIssue[],
  shown = 3,
  describe: (issue: ImportIssue) => string = describeIssue,
): { lines: string[]; more: number } {
  return { lines: errors.slice(0, shown).map(describe), more: Math.max(0, errors.length - shown) }
}

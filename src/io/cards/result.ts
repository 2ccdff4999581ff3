import type { z } from 'zod'
import { CardSchema, isCanonicalCard, type Card } from '~/schemas/card'
import { mergePrintings } from '~/engine/cards/pool'

export type CardSource = 'gcg-api' | 'official-scrape' | 'gundam-war' | 'forge' | 'csv' | 'errata' | 'rulings' | 'unknown'

/** One problem with one record: which record (0-based index) or line (1-based), which field, what. */
export interface ImportIssue {
  record: number | null
  line: number | null
  field: string | null
  message: string
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

/** What a record mapper returns: the card it read (one printing) or why it could not. */
export type MapOutcome = { card: Card } | { issues: ImportIssue[] }

/** Keep issue lists readable on huge broken files; the count of skipped records stays exact. */
export const MAX_REPORTED_ERRORS = 1000

/**
 * Run a mapper over every record: a bad record is reported and skipped, never aborting the rest.
 * Printing ids seen twice keep the first record. Cards are merged by number afterwards.
 */
export function collectRecords(
  source: CardSource,
  records: readonly unknown[],
  map: (raw: unknown, index: number) => MapOutcome,
  lineOf: (index: number) => number | null = () => null,
): ImportResult {
  const kept: Card[] = []
  const errors: ImportIssue[] = []
  const seen = new Set<string>()
  let skipped = 0
  const report = (issue: ImportIssue) => {
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(issue)
  }
  records.forEach((raw, index) => {
    let outcome: MapOutcome
    try {
      outcome = map(raw, index)
    } catch (e) {
      outcome = { issues: [{ record: index, line: lineOf(index), field: null, message: `unreadable record: ${String(e)}` }] }
    }
    if ('issues' in outcome) {
      skipped++
      outcome.issues.forEach(report)
      return
    }
    // Mapped cards are nearly always canonical: check them without CardSchema's deep copy.
    const checked = isCanonicalCard(outcome.card) ? { success: true as const, data: outcome.card } : CardSchema.safeParse(outcome.card)
    if (!checked.success) {
      skipped++
      for (const issue of checked.error.issues) {
        report({ record: index, line: lineOf(index), field: issue.path.join('.') || null, message: issue.message })
      }
      return
    }
    const id = checked.data.printings[0]!.id
    if (seen.has(id)) {
      skipped++
      report({ record: index, line: lineOf(index), field: 'id', message: `duplicate printing ${id}: the first record is kept` })
      return
    }
    seen.add(id)
    kept.push(checked.data)
  })
  const cards = mergePrintings(kept)
  return { source, cards, imported: kept.length, skipped, printings: kept.length, errors }
}

export function emptyResult(source: CardSource, message: string, field: string | null = null, line: number | null = null): ImportResult {
  return {
    source,
    cards: [],
    imported: 0,
    skipped: 0,
    printings: 0,
    errors: [{ record: null, line, field, message }],
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
): { ok: false; outcome: MapOutcome } | { ok: true; data: z.infer<S>; issues: ImportIssue[]; fail: (field: string, message: string) => void } {
  const parsed = quick?.(raw) ? { success: true as const, data: raw as z.infer<S> } : schema.safeParse(raw)
  if (!parsed.success) {
    return { ok: false, outcome: { issues: parsed.error.issues.map((i) => ({ record: index, line, field: i.path.join('.') || null, message: i.message })) } }
  }
  const issues: ImportIssue[] = []
  return { ok: true, data: parsed.data, issues, fail: (field, message) => issues.push({ record: index, line, field, message }) }
}

/** Where a problem is, as the import report says it: `line 3, field “level”` or `record 5` (records count from 1). */
export function issuePlace(issue: Pick<ImportIssue, 'line' | 'record' | 'field'>): string {
  return [
    issue.line !== null ? `line ${issue.line}` : issue.record !== null ? `record ${issue.record + 1}` : null,
    issue.field ? `field “${issue.field}”` : null,
  ]
    .filter(Boolean)
    .join(', ')
}

export function describeIssue(issue: ImportIssue): string {
  const place = issuePlace(issue)
  return place ? `${place}: ${issue.message}` : issue.message
}

/** The first few problems in words, and how many more there are: for messages that cannot list them all. */
export function firstProblems(errors: readonly ImportIssue[], shown = 3): { lines: string[]; more: number } {
  return { lines: errors.slice(0, shown).map(describeIssue), more: Math.max(0, errors.length - shown) }
}

import { CardNameEntrySchema, NamesFileJsonSchema } from '~/schemas/card-names'
import { LANGUAGE_TAG } from '~/schemas/stored'
import { readCsvRows } from '../csv'
import { MAX_NAMES_ENTRIES, MAX_NAMES_FILE_BYTES, oversizeBytes } from '../limits'
import type { CardsText, NamesAt, NamesPlace } from '../messages/cards'
import { cardsMessage } from '../messages/en/cards'
import { printingNumber } from './fields'
import { normalizeNumber } from './pool'

/**
 * Reading a names file (CSV or JSON, card number → name, any language) that a player imports: its own
 * module, so that the CSV reader it needs loads when a file is imported, not with the app's first script
 * (search and the list reader need only names.ts).
 */

/**
 * A problem with a names file: on which line (CSV) or at which field (JSON), and what, as a code and its
 * params (messages/cards.ts) that a catalogue renders in a language; `message` is the English one's.
 */
export type NamesProblem = {
  severity: 'error' | 'warning'
  /** The CSV line (1 is the header), when the problem is on one. */
  line?: number
  /** The JSON field (`names → GD01-001`, `entry 3`), when the problem is at one. */
  field?: string
  message: string
} & NamesText

/** What a names file's problem says. */
type NamesText = Extract<CardsText, { code: `names.${string}` }>

/** A problem, its English message beside its code. */
const problem = (severity: NamesProblem['severity'], where: NamesPlace, text: NamesText): NamesProblem =>
  ({ severity, ...where, ...text, message: cardsMessage(text) }) as NamesProblem

export interface NamesFileRead {
  format: 'csv' | 'json' | null
  /** The language of the names: the one asked for, else the file's own; null when neither says. */
  language: string | null
  /** Card number (normalised, without a printing suffix) → name. */
  names: Map<string, string>
  problems: NamesProblem[]
  /** Any error refuses the whole file, so saved names are never replaced by part of one. */
  ok: boolean
}

export interface ReadNamesOptions {
  /** The file's name: `.json` or `.csv` decides how it is read (else its first character does). */
  fileName?: string
  /** The language the player says the names are in; the file's own must agree with it. */
  language?: string | null
  /** Whether the card data holds a number: an unknown one is a warning, its name kept for a newer card list. */
  known?: (number: string) => boolean
}

/** A language tag as written (`JA`, `pt_BR`) in the form settings keep (`ja`, `pt-BR`), or null when it is none. */
export function languageTag(raw: string): string | null {
  const parts = raw.trim().replace(/_/g, '-').split('-')
  parts[0] = parts[0]!.toLowerCase()
  const tag = parts.join('-')
  return LANGUAGE_TAG.test(tag) ? tag : null
}

/** Read a names file. Never throws: every bad line or field is a problem that names it. */
export function readNamesFile(text: string, options: ReadNamesOptions = {}): NamesFileRead {
  const out: NamesFileRead = { format: null, language: null, names: new Map(), problems: [], ok: false }
  const bytes = oversizeBytes(text, MAX_NAMES_FILE_BYTES)
  if (bytes !== null) {
    out.problems.push(problem('error', {}, { code: 'names.too-big', params: { bytes, limit: MAX_NAMES_FILE_BYTES } }))
    return out
  }
  const body = text.replace(/^\uFEFF/, '')
  // A file saved in another encoding (Shift JIS from a spreadsheet) reads as replacement characters: every name would be wrong.
  const garbled = body.indexOf('\uFFFD')
  if (garbled >= 0) {
    const line = body.slice(0, garbled).split('\n').length
    out.problems.push(problem('error', { line }, { code: 'names.not-utf8', params: {} }))
    return out
  }
  const ext = /\.(json|csv|txt|tsv)$/i.exec(options.fileName ?? '')?.[1]?.toLowerCase()
  const json = ext === 'json' || (ext !== 'csv' && ext !== 'tsv' && /^\s*[[{]/.test(body))
  out.format = json ? 'json' : 'csv'
  const fileLanguage = json ? readJson(body, out, options) : readCsv(body, out, options)
  decideLanguage(out, fileLanguage, options.language ?? null)
  if (out.names.size === 0 && !out.problems.some((p) => p.severity === 'error')) out.problems.push(problem('error', {}, { code: 'names.empty', params: {} }))
  out.ok = !out.problems.some((p) => p.severity === 'error')
  return out
}

/** The language the player chose wins only when the file says none or the same; a file that says another is refused. */
function decideLanguage(out: NamesFileRead, fromFile: string | null, asked: string | null): void {
  const chosen = asked?.trim() ? languageTag(asked) : null
  if (asked?.trim() && !chosen) {
    out.problems.push(problem('error', { field: 'language' }, { code: 'names.language-invalid', params: { written: asked.trim().slice(0, 40) } }))
    return
  }
  if (chosen && fromFile && chosen !== fromFile) {
    out.problems.push(problem('error', { field: 'language' }, { code: 'names.language-differs', params: { file: fromFile, chosen } }))
    return
  }
  out.language = chosen ?? fromFile
  if (!out.language) out.problems.push(problem('error', { field: 'language' }, { code: 'names.language-unknown', params: {} }))
}

/** What reading a file has met so far: where each number was first given, and whether the limit was reached. */
interface Reading {
  first: Map<string, NamesAt>
  full: boolean
}

/** One entry, checked and added; `at` says where it is for its problems. */
function addEntry(out: NamesFileRead, raw: unknown, at: { line: number } | { field: string }, state: Reading, options: ReadNamesOptions): void {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    out.problems.push(problem('error', at, { code: 'names.entry-not-object', params: {} }))
    return
  }
  const parsed = CardNameEntrySchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      out.problems.push(
        problem('error', 'line' in at ? at : { field: `${at.field} (${String(issue.path[0] ?? 'entry')})` }, {
          code: 'names.entry-refused',
          params: { error: issue.message },
        }),
      )
    return
  }
  if (state.full) return
  const number = printingNumber(normalizeNumber(parsed.data.number))
  const name = parsed.data.name.replace(/\s+/g, ' ')
  const before = out.names.get(number)
  if (before !== undefined) {
    const first = state.first.get(number)!
    out.problems.push(problem(before === name ? 'warning' : 'error', at, { code: 'names.repeated', params: { number, first, name, before } }))
    return
  }
  if (out.names.size >= MAX_NAMES_ENTRIES) {
    state.full = true
    out.problems.push(problem('error', at, { code: 'names.too-many', params: { max: MAX_NAMES_ENTRIES } }))
    return
  }
  out.names.set(number, name)
  state.first.set(number, at)
  if (options.known && !options.known(number)) out.problems.push(problem('warning', at, { code: 'names.unknown-number', params: { number } }))
}

const HEADER = {
  number: ['number', 'card number', 'card no', 'card no.', 'cardnumber', 'no', 'no.', 'id'],
  name: ['name', 'card name', 'cardname', 'translation', 'translated name'],
  language: ['language', 'lang', 'locale'],
}

/** `Card_Number`, ` card-number ` → `card number`. */
const headerWord = (cell: string) => cell.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ')

function readCsv(text: string, out: NamesFileRead, options: ReadNamesOptions): string | null {
  const { rows, errors } = readCsvRows(text)
  for (const e of errors) out.problems.push(problem('error', { line: e.line }, { code: 'names.csv-unreadable', params: { error: e.message } }))
  const [head, ...body] = rows
  if (!head) return null
  const words = head.cells.map(headerWord)
  const column = (names: readonly string[]) => words.findIndex((w) => names.includes(w))
  const at = { number: column(HEADER.number), name: column(HEADER.name), language: column(HEADER.language) }
  if (at.number < 0 || at.name < 0) {
    const missing = (['number', 'name'] as const).filter((c) => at[c] < 0)
    out.problems.push(
      problem('error', { line: head.line }, { code: 'names.no-header', params: { missing, read: head.cells.slice(0, 6).join(', ').slice(0, 120) } }),
    )
    return null
  }
  let language: string | null = null
  const state: Reading = { first: new Map(), full: false }
  for (const row of body) {
    if (row.cells.every((c) => c.trim() === '')) continue
    if (at.language >= 0) {
      const raw = row.cells[at.language]?.trim() ?? ''
      if (raw) {
        const tag = languageTag(raw)
        if (!tag) out.problems.push(problem('error', { line: row.line }, { code: 'names.language-invalid', params: { written: raw.slice(0, 40) } }))
        else if (language && tag !== language)
          out.problems.push(problem('error', { line: row.line }, { code: 'names.language-mixed', params: { tag, before: language } }))
        else language = tag
      }
    }
    addEntry(out, { number: row.cells[at.number], name: row.cells[at.name] }, { line: row.line }, state, options)
  }
  return language
}

function readJson(text: string, out: NamesFileRead, options: ReadNamesOptions): string | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    out.problems.push(problem('error', {}, { code: 'names.not-json', params: { error: (e as Error).message } }))
    return null
  }
  const parsed = NamesFileJsonSchema.safeParse(data)
  if (!parsed.success) {
    out.problems.push(problem('error', {}, { code: 'names.json-shape', params: {} }))
    return null
  }
  const state: Reading = { first: new Map(), full: false }
  if (Array.isArray(parsed.data)) {
    parsed.data.forEach((entry, i) => addEntry(out, entry, { field: `entry ${i + 1}` }, state, options))
    return null
  }
  let language: string | null = null
  const asked = parsed.data.language
  if (asked !== undefined) {
    language = languageTag(asked)
    if (!language) out.problems.push(problem('error', { field: 'language' }, { code: 'names.language-invalid', params: { written: asked.slice(0, 40) } }))
  }
  for (const [number, name] of Object.entries(parsed.data.names)) addEntry(out, { number, name }, { field: `names → ${number.slice(0, 40)}` }, state, options)
  return language
}

import Papa from 'papaparse'

/**
 * What our CSV readers share: rows with the line each starts on (quoted cells may span lines), and
 * the guard against spreadsheet formulas.
 */

/**
 * Spreadsheets run a cell that starts with one of these as a formula. A cell of ours can become one in
 * two ways: it starts with one, or a spreadsheet that splits lines on another separator (`;`, a tab, a
 * line break) starts a cell inside ours, right after that separator ("x;=SUM(1+1);y").
 */
const FORMULA = '=+\\-@'
const AT_START = new RegExp(`^'*[${FORMULA}\\t\\r]`)
const AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n])(?='*[${FORMULA}])`, 'g')
const WRITTEN_AT_START = new RegExp(`^'(?='*[${FORMULA}\\t\\r])`)
const WRITTEN_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n])'(?='*[${FORMULA}])`, 'g')

/**
 * A cell no spreadsheet runs: a `'` goes before a formula's first character wherever a cell could start
 * (the cell's start, after any separator); one more `'` where the text already had some there, so that
 * `unsafeCell` gives back exactly what was written.
 */
export function safeCell(value: string): string {
  const inner = value.replace(AFTER_SEPARATOR, "$1'")
  return AT_START.test(inner) ? `'${inner}` : inner
}

/** Reading back what `safeCell` wrote. */
export function unsafeCell(value: string): string {
  // Only a cell with a quote mark in it was changed; most cells have none.
  if (!value.includes("'")) return value
  return value.replace(WRITTEN_AT_START, '').replace(WRITTEN_AFTER_SEPARATOR, '$1')
}

/**
 * Every CSV file gundeck writes (deck lists, the collection, card data, the event report): each cell made
 * safe, and quoted when it holds another program's separator (`;` or a tab) as well as when it holds a
 * comma, a quote or a line break, so no spreadsheet splits it, whichever separator it reads.
 */
export function writeCsv(fields: readonly string[], rows: readonly (readonly string[])[], { madeSafe = false } = {}): string {
  // `madeSafe`: rows whose cells went through safeCell already (the event desk keeps its rows so).
  const data = rows.map((r) => (madeSafe ? [...r] : r.map(safeCell)))
  return `${Papa.unparse({ fields: [...fields], data }, { newline: '\n', quotes: (value: unknown) => typeof value === 'string' && /[;\t]/.test(value) })}\n`
}

export interface CsvRows {
  rows: { cells: string[]; line: number }[]
  errors: { line: number; message: string }[]
}

/**
 * The rows of CSV text with no quotes, no carriage returns and no other character papaparse could
 * take for the delimiter: split as papaparse would split it (commas, empty rows skipped), without
 * its per-row machinery. Null when the text is not that simple: then readCsvRows reads it.
 */
export function readSimpleCsvRows(input: string): CsvRows | null {
  const text = input.replace(/^\uFEFF/, '')
  if (/["\r\t|;\u001e\u001f]/.test(text)) return null
  const lines = text.split('\n')
  const out: CsvRows = { rows: [], errors: [] }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line === '') continue
    const cells = line.split(',')
    // Papaparse guesses the delimiter from rows of two cells or more, and says so when it cannot.
    if (cells.length < 2) return null
    // A row of blanks is skipped, and papaparse counts the lines after it its own way: left to it.
    if (!cells.some((c) => c.trim() !== '')) return null
    out.rows.push({ cells, line: i + 1 })
  }
  return out
}

/** Parse CSV text (a BOM is dropped); never throws. */
export function readCsvRows(input: string): CsvRows {
  const text = input.replace(/^\uFEFF/, '')
  const out: CsvRows = { rows: [], errors: [] }
  // papaparse reports where each row ends; count newlines to give every row its first line.
  let line = 1
  let consumed = 0
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      const end = result.meta.cursor
      const chunk = text.slice(consumed, end)
      const leading = /^[\r\n]*/.exec(chunk)?.[0] ?? ''
      const startLine = line + (leading.match(/\n/g)?.length ?? 0)
      line += chunk.match(/\n/g)?.length ?? 0
      consumed = end
      out.rows.push({ cells: result.data, line: startLine })
      for (const e of result.errors) out.errors.push({ line: startLine, message: e.message })
    },
  })
  return out
}

import Papa from 'papaparse'

/**
 * What our CSV readers share: rows with the line each starts on (quoted cells may span lines), and
 * the guard against spreadsheet formulas.
 */

/** Spreadsheets run cells that start with these as formulas; we write them with a leading `'`. */
const FORMULA_START = /^[=+\-@\t\r]/

export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** Reading back what `safeCell` wrote. */
export function unsafeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

export interface CsvRows {
  rows: { cells: string[]; line: number }[]
  errors: { line: number; message: string }[]
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

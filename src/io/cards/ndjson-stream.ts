import { MAX_NDJSON_LINE_CHARS } from '~/engine/limits'
import { mapGcgApiRecord } from './gcg-api'
import { collectRecords, importIssue, type ImportIssue, type ImportResult } from './result'

/**
 * gcg-api NDJSON read as a stream of text chunks (in the browser: a File's stream() through a
 * TextDecoderStream), line by line, so a huge file never has to be one giant string. Same result
 * as importGcgApiNdjson on the whole text: broken lines are reported with their line number.
 */
export async function importGcgApiNdjsonChunks(chunks: AsyncIterable<string>): Promise<ImportResult> {
  const records: unknown[] = []
  const lines: number[] = []
  const broken: ImportIssue[] = []
  /** Lines finished so far; the line being read is lineNo + 1. */
  let lineNo = 0
  let buffer = ''
  /** Inside an overlong line (already reported): drop text up to the next newline. */
  let skipping = false

  const take = (text: string, line: number) => {
    if (line === 1) text = text.replace(/^\uFEFF/, '')
    if (text.endsWith('\r')) text = text.slice(0, -1)
    if (!text.trim()) return
    try {
      records.push(JSON.parse(text))
      lines.push(line)
    } catch {
      broken.push(importIssue(null, line, null, { code: 'record.not-json', params: {} }))
    }
  }
  const overlong = (line: number) => broken.push(importIssue(null, line, null, { code: 'record.line-too-long', params: { limit: MAX_NDJSON_LINE_CHARS } }))

  for await (const chunk of chunks) {
    let start = 0
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', start)) {
      if (skipping) skipping = false
      else if (buffer.length + nl - start > MAX_NDJSON_LINE_CHARS) overlong(lineNo + 1)
      else take(buffer + chunk.slice(start, nl), lineNo + 1)
      lineNo++
      buffer = ''
      start = nl + 1
    }
    if (skipping) continue
    buffer += chunk.slice(start)
    if (buffer.length > MAX_NDJSON_LINE_CHARS) {
      overlong(lineNo + 1)
      buffer = ''
      skipping = true
    }
  }
  if (!skipping && buffer) take(buffer, lineNo + 1)

  const result = collectRecords(
    'gcg-api',
    records,
    (raw, i, merged) => mapGcgApiRecord(raw, i, lines[i] ?? null, merged),
    (i) => lines[i] ?? null,
  )
  return { ...result, skipped: result.skipped + broken.length, errors: [...broken, ...result.errors] }
}

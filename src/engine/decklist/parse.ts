import type { DeckEntry, Section } from '~/schemas/deck'
import type { CardLookup } from '../cards/pool'
import { normalizeNumber } from '../cards/pool'
import { MAX_DECK_LIST_BYTES, MAX_DECK_LIST_LINES, sizeProblem, utf8Length } from '~/io/limits'

/** A deck entry as read from a list: where it was written and the name given there, if any. */
export interface DeckListEntry extends DeckEntry {
  lines: number[]
  names: string[]
}

export interface Diagnostic {
  line: number
  column: number
  severity: 'error' | 'warning'
  message: string
}

export interface ParsedDeckList {
  main: DeckListEntry[]
  resource: DeckListEntry[]
  sideboard: DeckListEntry[]
  diagnostics: Diagnostic[]
}

export const MAX_COUNT = 9999

const SECTION_WORDS: [RegExp, Section][] = [
  [/^(main(\s*deck)?|deck)$/i, 'main'],
  [/^(resources?(\s*deck)?)$/i, 'resource'],
  [/^(side\s*board|side(\s*deck)?|sb)$/i, 'sideboard'],
]

/**
 * `Main deck`, `Main deck (50):`, `// Resource deck`, `# Sideboard:`. Inside a comment a sentence may
 * follow the header (`# Main deck (50). The official page ...`).
 */
export function readSectionHeader(line: string): Section | null {
  const comment = /^(#+|\/\/)\s*/.exec(line)
  const body = comment ? line.slice(comment[0].length) : line
  const m = /^([A-Za-z][A-Za-z ]*)\s*(\(\s*\d+\s*\))?\s*(:|\.)?\s*(.*)$/.exec(body.trim())
  if (!m) return null
  const rest = m[4] ?? ''
  if (rest && !(comment && m[3] === '.')) return null
  const words = (m[1] ?? '').trim()
  for (const [re, section] of SECTION_WORDS) if (re.test(words)) return section
  return null
}

// Numbers: GD01-001, GD01-001_p1, Gundam War U-S1, CH-W4, G-Z112, SP-1, or a 9-digit Gundam War card id.
const ENTRY = /^(\d+)\s+([A-Za-z0-9]+-[A-Za-z0-9]+(?:_[pP]\d+)?|\d{9})(?:\s+(.*))?$/

/**
 * Read a deck list in the canonical form: `COUNT NUMBER [NAME]` lines, `#`/`//` comments, blank lines,
 * section headers. A Resource card listed before any header goes to the resource deck (5-1-1-4).
 * Never throws: every unreadable line is an error diagnostic with its line and column.
 */
export function parseDeckList(text: string, lookup?: CardLookup): ParsedDeckList {
  const out: ParsedDeckList = { main: [], resource: [], sideboard: [], diagnostics: [] }
  const index = new Map<string, DeckListEntry>()
  let section: Section | null = null
  // Refuse oversized input before reading it: one clear error, no entries.
  const tooBig = sizeProblem('the deck list', utf8Length(text), MAX_DECK_LIST_BYTES)
  if (tooBig) return { ...out, diagnostics: [{ line: 1, column: 1, severity: 'error', message: `${tooBig}; nothing was read` }] }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (lines.length > MAX_DECK_LIST_LINES) {
    const message = `the deck list has ${lines.length} lines; the limit is ${MAX_DECK_LIST_LINES}; nothing was read`
    return { ...out, diagnostics: [{ line: MAX_DECK_LIST_LINES + 1, column: 1, severity: 'error', message }] }
  }
  lines.forEach((raw, i) => {
    const lineNo = i + 1
    const line = raw.replace(/\u0000/g, '').trim()
    if (!line) return
    const header = readSectionHeader(line)
    if (header) {
      section = header
      return
    }
    if (line.startsWith('#') || line.startsWith('//')) return
    const m = ENTRY.exec(line)
    const column = raw.indexOf(line.charAt(0)) + 1
    if (!m) {
      out.diagnostics.push({
        line: lineNo,
        column,
        severity: 'error',
        message: `line ${lineNo}: cannot read "${clip(line)}": expected COUNT NUMBER [NAME], e.g. "4 GD01-001 Gundam"`,
      })
      return
    }
    const count = Number(m[1])
    if (count < 1 || count > MAX_COUNT) {
      out.diagnostics.push({
        line: lineNo,
        column,
        severity: 'error',
        message: `line ${lineNo}: count ${m[1]} must be from 1 to ${MAX_COUNT}`,
      })
      return
    }
    const id = normalizeNumber(m[2] ?? '')
    const number = id.replace(/_p\d+$/, '')
    const printing = id === number ? null : id
    const target: Section = section ?? (lookup?.(number)?.type === 'resource' ? 'resource' : 'main')
    const key = `${target}\u0000${id}`
    const existing = index.get(key)
    const name = m[3]?.trim() ?? ''
    if (existing) {
      existing.count += count
      existing.lines.push(lineNo)
      if (name) existing.names.push(name)
    } else {
      const entry: DeckListEntry = { number, printing, count, lines: [lineNo], names: name ? [name] : [] }
      index.set(key, entry)
      out[target].push(entry)
    }
  })
  return out
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s
}

import type { Card } from '~/schemas/card'
import { ENTRY_COUNT_MAX, type DeckEntry, type Section } from '~/schemas/deck'
import type { CardLookup } from '../cards/pool'
import { normalizeName } from '../cards/fields'
import { normalizeNumber } from '../cards/pool'
import { MAX_DECK_LIST_BYTES, MAX_DECK_LIST_LINES, oversizeBytes } from '../limits'
import { readingMessage } from '../messages/en/reading'
import type { ReadingCode, ReadingParams, ReadingText } from '../messages/reading'
import { HEADER_WORDS, type HeaderKind } from './headings'
import { NUMBER_SOURCE } from './number'

/** A deck entry as read from a list: where it was written and the name given there, if any. */
export interface DeckListEntry extends DeckEntry {
  lines: number[]
  names: string[]
}

/** A problem reading a list: where, how bad, what was found (`code`, `params`), and that in English (`message`). */
export type Diagnostic = {
  line: number
  column: number
  severity: 'error' | 'warning'
  message: string
} & ReadingText

/** A diagnostic, its message rendered from its code and parameters by the English catalogue. */
export function diagnostic<C extends ReadingCode>(
  line: number,
  column: number,
  severity: Diagnostic['severity'],
  code: C,
  params: ReadingParams[C],
): Diagnostic {
  const text = { code, params } as ReadingText
  return { line, column, severity, message: readingMessage(text, line), ...text }
}

export interface ParsedDeckList {
  main: DeckListEntry[]
  resource: DeckListEntry[]
  sideboard: DeckListEntry[]
  /** EX Base, EX Resource and token cards (5-1-2, Q7, Q11): kept beside the decks, counted in neither. */
  ex: DeckListEntry[]
  diagnostics: Diagnostic[]
  /** A deck name the input carries (a title line, a JSON field, a deck code's). */
  name?: string
  /** Lines that are a link alone (`https://…`): never a name, never a card; see read.ts for a list that is only that. */
  links?: DeckListLink[]
}

/** A line that is only a link, where it was. */
export interface DeckListLink {
  url: string
  line: number
}

/**
 * What a reader needs from the card database: a lookup by number (placing Resources, telling a
 * number from a name that looks like one) and, for name-only lines, every card of a name. A
 * `CardPool` is one; a bare lookup still reads every line that carries a number.
 */
export interface DeckListCards {
  lookup: CardLookup
  named?: (name: string) => readonly Card[]
}
export type CardSource = CardLookup | DeckListCards

export function cardSource(cards: CardSource | undefined): DeckListCards | undefined {
  if (!cards) return undefined
  return typeof cards === 'function' ? { lookup: cards } : cards
}

/** An entry to write out: the name the list gave is kept for cards the card data does not know yet. */
export type WritableEntry = DeckEntry & { readonly names?: readonly string[] }

/** The name to write for an entry: the card data's, else the one the list gave (a card newer than the pool), else ''. */
export function writtenName(e: WritableEntry, cards: DeckListCards | undefined): string {
  return (cards?.lookup(e.number)?.name ?? e.names?.[0] ?? '').replace(/\s+/g, ' ').trim()
}

/** EX Base, EX Resource and token cards: never deck cards (5-1-2, Q7, Q11). */
const EX_TYPES: ReadonlySet<Card['type']> = new Set(['ex-base', 'ex-resource', 'unit-token'])

/**
 * Where a card listed outside any section goes: a Resource to the resource deck (5-1-1-4), an EX
 * card or token beside the decks (5-1-2), anything else to the main deck.
 */
export function sectionOfType(card: Card | undefined): Section {
  return card?.type === 'resource' ? 'resource' : card && EX_TYPES.has(card.type) ? 'ex' : 'main'
}

/** Copies one entry may hold: storage's own limit. */
export const MAX_COUNT = ENTRY_COUNT_MAX

interface Header {
  kind: HeaderKind
  /** Entries written after the header on its own line (`SB: 2 GD01-001`), with their offset. */
  rest: string
  restAt: number
}

/**
 * `Main deck`, `Main deck (50):`, `// Resource Deck`, `## Sideboard`, `SB:`, `**Main Deck - 50**`,
 * `Units: 24`. Inside a comment a sentence may follow the header (`# Main deck (50). The ...`);
 * outside one, entries may (`SB: 2 GD01-001`).
 */
function readHeader(line: string): Header | null {
  // Most lines are cards, and no header starts with a digit.
  if (isDigit(line.charCodeAt(0))) return null
  const inline = /^([A-Za-z]+(?: [A-Za-z]+){0,2})\s*:\s*/.exec(line)
  if (inline) {
    const kind = HEADER_WORDS[(inline[1] ?? '').toLowerCase()]
    const rest = line.slice(inline[0].length)
    if (kind && kind !== 'total' && rest && !/^\d+\s*(?:cards?)?$/i.test(rest)) return { kind, rest, restAt: inline[0].length }
  }
  const comment = line.startsWith('#') || line.startsWith('/') ? /^(#+|\/\/+)\s*/.exec(line) : null
  const start = comment ? comment[0].length : 0
  const m =
    /^[\s=*_[]*([A-Za-z]+(?: [A-Za-z]+){0,2})[\s\]=*_]*(?:(?:[(\[]\s*\d+\s*(?:cards?)?\s*[)\]])|(?:[-–:]?\s*\d+\s*(?:cards?)?(?![\w-])))?[\s\]=*_]*([:.])?\s*/.exec(
      line.slice(start),
    )
  if (!m) return null
  const kind = HEADER_WORDS[(m[1] ?? '').toLowerCase()]
  if (!kind) return null
  const restAt = start + m[0].length
  const rest = line.slice(restAt)
  if (!rest) return { kind, rest, restAt }
  return comment && m[2] === '.' ? { kind, rest: '', restAt } : null
}

/** The section a header line opens, or null when the line is not a section header. */
export function readSectionHeader(line: string): Section | null {
  const h = readHeader(line.trim())
  return h && !h.rest && h.kind !== 'group' && h.kind !== 'total' ? h.kind : null
}

const NUM = NUMBER_SOURCE
const COUNT_X_SPACE = /^(\d+)\s*[xX×]\s+(.*)$/
const COUNT_X_TIGHT = /^(\d+)[xX×](\S.*)$/
const COUNT_SPACE = /^(\d+)\s+(.*)$/
const COUNT_TRAILING = /^(.*?\S)\s*[xX×]\s*(\d+)$/
// Japanese counters: `GD01-001 ガンダム 4枚`, `4枚 GD01-001`.
const COUNT_MAI_TRAILING = /^(.*?\S)\s*[xX×]?\s*(\d+)\s*枚$/
const COUNT_MAI = /^(\d+)\s*枚\s*(.*)$/
const NUMBER_FIRST = new RegExp(`^(${NUM})(?:$|\\s+|(?=\\s*[-–—:|]))(.*)$`)
const NUMBER_BRACKETED_LAST = new RegExp(`^(.*?)\\s*[[(]\\s*(${NUM})\\s*[\\])]$`)
const NUMBER_LAST = new RegExp(`^(.*?\\S)\\s+(?:[-–—|:]\\s+)?(${NUM})$`)
const HAS_NUMBER = new RegExp(`(?:^|[\\s([])${NUM}(?:$|[\\s)\\]])`)
// `resource 10 R-001`, `sideboard 2 GD01-001`: a section word before the count, for that line only.
const KEYWORD_ENTRY = /^([A-Za-z]+(?: [A-Za-z]+)?)\s+(?=\d)/
// A comment after an entry (`4 ST04-008   # Ginn`, `4 ST04-008 // Ginn`): no card name holds one.
const TRAILING_COMMENT = /\s+(?:#|\/\/).*$/
const PIECE = new RegExp(`^\\s*(?:(\\d+)\\s*[xX×]?\\s*(${NUM})|(${NUM})\\s*[xX×]\\s*(\\d+))\\s*$`)

interface Reading {
  count: number
  countText: string
  /** A rarity or print tag written beside the card (`LR+`, `P`, `Parallel`), spaces removed. */
  tag?: string | null
  /** The number as written, printing suffix included; null for a name-only line. */
  id: string | null
  name: string
  nameAt: number
  /** The card of `id`, when the reading looked it up already. */
  card?: Card
}

/** Split `COUNT BODY`, `COUNTx BODY`, `BODY xCOUNT`: null when no count is written. */
function splitCount(s: string): { countText: string; body: string; bodyAt: number } | null {
  const mai = s.includes('枚')
  // Every leading-count pattern starts with digits; and only `COUNT BODY` can match unless an x, × or 枚 follows them.
  const m = !isDigit(s.charCodeAt(0))
    ? null
    : counterFollows(s)
      ? ((mai ? COUNT_MAI.exec(s) : null) ?? COUNT_X_SPACE.exec(s) ?? COUNT_X_TIGHT.exec(s) ?? COUNT_SPACE.exec(s))
      : COUNT_SPACE.exec(s)
  if (m) return { countText: m[1]!, body: m[2]!, bodyAt: s.length - m[2]!.length }
  const t = COUNT_TRAILING.exec(s) ?? (mai ? COUNT_MAI_TRAILING.exec(s) : null)
  if (t) return { countText: t[2]!, body: t[1]!, bodyAt: 0 }
  return null
}

/**
 * Could a counter (`4x`, `4 x`, `4×`, `4枚`) follow the leading digits? False when the first character
 * after them and any plain spaces is ASCII and neither a letter x nor other white space: then no
 * counter pattern can match. Anything else (a non-ASCII character, a tab) is left to the patterns.
 */
function counterFollows(s: string): boolean {
  let i = 0
  while (isDigit(s.charCodeAt(i))) i++
  while (s.charCodeAt(i) === 32) i++
  const c = s.charCodeAt(i)
  return !(c < 128) || c === 120 || c === 88 || (c >= 9 && c <= 13)
}

/**
 * Rarity and print tags players write beside a name: `Neo Zeong (LR+)`, `(R+)`, `[P]`, `(Parallel)`.
 * They name a printing at most; the card is its number (2-1-1), so they are taken off the name.
 */
const TAG = /\s*[([]\s*((?:LK)?(?:LR|SR|R|U|UC|C)\s*\+{0,2}|P|PR|SP|Promo|Parallel|パラレル)\s*[)\]]/gi

function stripTags(body: string): { body: string; tag: string | null } {
  if (!body.includes('(') && !body.includes('[')) return { body, tag: null }
  let tag: string | null = null
  const rest = body.replace(TAG, (_, t: string) => {
    tag ??= t.replace(/\s+/g, '').toUpperCase()
    return ''
  })
  return tag === null ? { body, tag } : { body: rest, tag }
}

/**
 * The printing a tag names, when exactly one printing of the card has that rarity (`LR+` on
 * GD01-001 is GD01-001_p1), or a `P`/`Parallel` tag and the card has a single parallel. Else null.
 */
function printingOfTag(card: Card | undefined, tag: string): string | null {
  if (!card) return null
  const rarity = (r: string | null) => (r ?? '').replace(/\s+/g, '').toUpperCase()
  let found = card.printings.filter((p) => rarity(p.rarity) === tag)
  if (found.length === 0 && /^(P|PARALLEL|パラレル)$/.test(tag)) found = card.printings.filter((p) => /_p\d+$/i.test(p.id))
  return found.length === 1 && found[0]!.id !== card.number ? found[0]!.id : null
}

const OPEN_QUOTES = '"“\'‘'
const stripQuotes = (s: string) => (s !== '' && OPEN_QUOTES.includes(s[0]!) ? s.replace(/^["“'‘](.*)["”'’]$/, '$1').trim() : s.trim())

/**
 * The ways a body names its card, most specific first: number first (canonical, `- Name`, EGMAN
 * `| model`), number in brackets last (DeckPlanet, `(ST01-001)`), number last (Limitless), name only.
 */
function readBody(body: string, bodyAt: number, cards: DeckListCards | undefined): Omit<Reading, 'count' | 'countText'> {
  const options: { id: string; name: string; nameAt: number }[] = []
  // The first reading whose number the card data knows wins, so later ones are only tried when
  // it does not (most lines are number first: one pattern, one lookup).
  const first = NUMBER_FIRST.exec(body)
  if (first) {
    const rest = first[2] ?? ''
    // EGMAN adds the model after a bar (`Zaku I | MS-05`), unless the bar is part of the name.
    const card = cards?.lookup(cardNumberOf(first[1]!))
    const name =
      rest === ''
        ? ''
        : card && (rest === card.name || normalizeName(card.name) === normalizeName(rest))
          ? rest.trim()
          : (rest.replace(/^\s*[-–—:|]\s*/, '').split('|')[0] ?? '').trim()
    const id = first[1]!
    const nameAt = bodyAt + body.length - rest.length
    // The card goes with the reading: the entry needs it too.
    if (card) return { id, name: stripQuotes(name), nameAt, card }
    options.push({ id, name: stripQuotes(name), nameAt })
  }
  const bracketed = NUMBER_BRACKETED_LAST.exec(body)
  if (bracketed) {
    options.push({ id: bracketed[2]!, name: stripQuotes(bracketed[1]!.trim()), nameAt: bodyAt })
    if (isKnown(bracketed[2]!, cards)) return options.at(-1)!
  }
  const last = NUMBER_LAST.exec(body)
  if (last) options.push({ id: last[2]!, name: stripQuotes(last[1]!.trim()), nameAt: bodyAt })
  const nameOnly = { id: null, name: stripQuotes(body.trim()), nameAt: bodyAt }
  if (options.length === 0) return nameOnly
  if (!cards) return options[0]!
  // A name may look like a number (`Messer Type-F02`, `Gundam NT-1`): the card data decides.
  const known = options.find((o) => isKnown(o.id, cards))
  if (known) return known
  if (cards.named && cards.named(nameOnly.name).length > 0) return nameOnly
  return options[0]!
}

function isKnown(id: string, cards: DeckListCards | undefined): boolean {
  return !!cards?.lookup(cardNumberOf(id))
}

/** The card number of a number as written: normalised, a parallel's `_pN` taken off. */
function cardNumberOf(id: string): string {
  const number = normalizeNumber(id)
  return number.includes('_') ? number.replace(/_p\d+$/, '') : number
}

interface Sink {
  add(section: Section | null, reading: Reading, lineNo: number, column: number): void
  error<C extends ReadingCode>(lineNo: number, column: number, code: C, params: ReadingParams[C]): void
}

function readEntries(text: string, at: number, lineNo: number, section: Section | null, cards: DeckListCards | undefined, sink: Sink): void {
  // Simulator one-liners: `4xST01-001,4xST01-002,...`. Names hold commas too
  // (`Orga, Crot, and Shani`), so a line splits only when every piece is a bare count and number.
  if (/[,;]/.test(text)) {
    const pieces: { text: string; at: number }[] = []
    let offset = 0
    for (const part of text.split(/[,;]/)) {
      if (part.trim()) pieces.push({ text: part, at: offset + (part.length - part.trimStart().length) })
      offset += part.length + 1
    }
    const matched = pieces.map((p) => PIECE.exec(p.text))
    if (pieces.length > 1 && matched.every(Boolean)) {
      matched.forEach((m, i) => {
        const countText = m![1] ?? m![4]!
        sink.add(
          section,
          { count: Number(countText), countText, tag: null, id: m![2] ?? m![3]!, name: '', nameAt: 0, card: undefined },
          lineNo,
          at + pieces[i]!.at + 1,
        )
      })
      return
    }
  }
  const split = splitCount(text)
  if (!split) {
    sink.error(lineNo, at + 1, 'line.unreadable', { text: clip(text) })
    return
  }
  const { body: untagged, tag } = stripTags(split.body)
  const body = readBody(untagged, split.bodyAt, cards)
  // Every reading has one shape (all its fields, in one order): the code that adds it stays fast.
  const reading: Reading = {
    count: Number(split.countText),
    countText: split.countText,
    tag,
    id: body.id,
    name: body.name,
    nameAt: at + body.nameAt,
    card: body.card,
  }
  sink.add(section, reading, lineNo, at + 1)
}

/**
 * Read a deck list written in any common dialect, alone or mixed line by line:
 * canonical `4 GD01-013 Gundam` / `4 GD01-013`; `4x GD01-013`, `4 x ST04-008`, `GD01-013 x4`;
 * Limitless `4 Zaku Ⅰ ST03-007`; EGMAN `4 ST03-007 Zaku I | MS-05`; DeckPlanet `2 Guntank [GD01-008]`;
 * `4x Gundam (ST01-001)`; `4x GD01-001 - Gundam`; one-liners `4xST01-001,4xST01-002`; name-only
 * `4 Gundam` (needs `cards.named`). `#` and `//` comments, blank lines, a BOM, CRLF and tabs are fine.
 * A Resource listed before any section header goes to the resource deck (5-1-1-4). Printings
 * (`_pN`) are kept. Never throws: every unreadable line is a diagnostic with its line and column.
 */
export function parseDeckList(text: string, source?: CardSource): ParsedDeckList {
  const cards = cardSource(source)
  const out: ParsedDeckList = { main: [], resource: [], sideboard: [], ex: [], diagnostics: [] }
  // Entries by section, then by number or printing: one line adds to the entry of an earlier one.
  const index: Partial<Record<Section, Map<string, DeckListEntry>>> = {}
  const sink: Sink = {
    error(line, column, code, params) {
      out.diagnostics.push(diagnostic(line, column, 'error', code, params))
    },
    add(section, r, lineNo, column) {
      if (r.count < 1 || r.count > MAX_COUNT) {
        return this.error(lineNo, column, 'count.out-of-range', { written: clip(r.countText), max: MAX_COUNT })
      }
      let id: string
      if (r.id !== null) {
        id = normalizeNumber(r.id)
      } else {
        const found = resolveName(r.name, cards, section)
        if ('code' in found) return this.error(lineNo, r.nameAt + 1, found.code, found.params)
        id = found.number
      }
      const number = id.includes('_') ? id.replace(/_p\d+$/, '') : id
      const card = r.card ?? cards?.lookup(number)
      const printing = id !== number ? id : r.tag ? printingOfTag(card, r.tag) : null
      if (printing !== null) id = printing
      // Unsectioned cards go where their type belongs: Resources to the resource deck (5-1-1-4),
      // EX cards and tokens beside the decks (5-1-2).
      const target: Section = section ?? sectionOfType(card)
      const entries = (index[target] ??= new Map())
      const existing = entries.get(id)
      const name = r.id !== null ? r.name : ''
      if (existing) {
        existing.count += r.count
        if (existing.count > MAX_COUNT) {
          existing.count = MAX_COUNT
          this.error(lineNo, column, 'count.total-too-large', { card: id, max: MAX_COUNT })
        }
        if (!existing.lines.includes(lineNo)) existing.lines.push(lineNo)
        if (name) existing.names.push(name)
      } else {
        const entry: DeckListEntry = { number, printing, count: r.count, lines: [lineNo], names: name ? [name] : [] }
        entries.set(id, entry)
        out[target].push(entry)
      }
    },
  }
  let section: Section | null = null
  // Refuse oversized input before reading it: one clear error, no entries.
  const bytes = oversizeBytes(text, MAX_DECK_LIST_BYTES)
  if (bytes !== null) return { ...out, diagnostics: [diagnostic(1, 1, 'error', 'list.too-big', { input: 'list', bytes, limit: MAX_DECK_LIST_BYTES })] }
  // Invisible marks and NULs go, once for the whole text; full-width forms are looked for once too.
  const visible = text.replace(/[\u0000\uFEFF\u200B-\u200D\u2060]/g, '')
  // Most lists end their lines with \n alone: a plain split then.
  const lines = visible.includes('\r') ? visible.split(/\r\n|\r|\n/) : visible.split('\n')
  const wide = /[\uFF01-\uFF5E\u3000]/.test(text)
  if (lines.length > MAX_DECK_LIST_LINES) {
    const problem = diagnostic(MAX_DECK_LIST_LINES + 1, 1, 'error', 'list.too-many-lines', { lines: lines.length, limit: MAX_DECK_LIST_LINES })
    return { ...out, diagnostics: [problem] }
  }
  let started = false
  let firstLine = true
  // Where the name came from: a `Name:` line beats a title line, which beats a first comment.
  let nameFrom: 'named' | 'title' | 'comment' | null = null
  let table: TableColumns | null = null
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1
    let raw = lines[i]!
    // Full-width digits, letters and signs (`ＧＤ０１－００１ ４枚`) read as their ASCII selves.
    if (wide && /[\uFF01-\uFF5E\u3000]/.test(raw))
      raw = raw.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ')
    // A spreadsheet paste: a header row (`Qty<TAB>Card Number<TAB>Name`), then one card a row.
    if (raw.includes('\t')) {
      const columns: TableColumns | null = table === null && !started ? tableColumns(raw) : null
      if (columns) {
        table = columns
        continue
      }
      if (table) raw = fromTableRow(raw, table)
    }
    // Markdown bullets: `- 4x Gundam (GD01-001)`, `* 4 GD01-001`. Most lines start with their count.
    const bullet = isDigit(raw.charCodeAt(0)) ? null : /^(\s*)[-*+•・]\s+(?=\S)/.exec(raw)
    if (bullet) raw = bullet[1]! + ' '.repeat(bullet[0].length - bullet[1]!.length) + raw.slice(bullet[0].length)
    let line = raw.trim()
    if (!line) continue
    const at = raw.length - raw.trimStart().length
    // A link alone (a Bandai TCG+ deck link, a deck builder's page) is never the deck's name nor a card.
    const link = linkOf(line)
    if (link) {
      ;(out.links ??= []).push({ url: link, line: lineNo })
      continue
    }
    const first = firstLine
    firstLine = false
    // `// Name: SEED Aggro`, as our own text export writes it; `Deck name: X` and `Name: X` too.
    const named = isDigit(line.charCodeAt(0)) ? null : /^(?:(?:#+|\/\/+)\s*)?(?:deck\s*)?name\s*:\s*(.+)$/i.exec(line)
    if (named) {
      if (nameFrom !== 'named') out.name = named[1]!.trim()
      nameFrom = 'named'
      continue
    }
    if ((line.includes('#') || line.includes('//')) && !line.startsWith('#') && !line.startsWith('//')) line = line.replace(TRAILING_COMMENT, '')
    const header = readHeader(line)
    if (header) started = true
    if (header) {
      if (header.kind === 'total' || header.kind === 'group') {
        if (header.rest) readEntries(header.rest, at + header.restAt, lineNo, section, cards, sink)
        continue
      }
      if (header.rest) readEntries(header.rest, at + header.restAt, lineNo, header.kind, cards, sink)
      else section = header.kind
      continue
    }
    const keyed = isDigit(line.charCodeAt(0)) ? null : KEYWORD_ENTRY.exec(line)
    const keyword = keyed ? HEADER_WORDS[keyed[1]!.toLowerCase()] : undefined
    if (keyed && keyword && keyword !== 'group' && keyword !== 'total' && HAS_NUMBER.test(line.slice(keyed[0].length))) {
      started = true
      readEntries(line.slice(keyed[0].length), at + keyed[0].length, lineNo, keyword, cards, sink)
      continue
    }
    if (line.startsWith('#') || line.startsWith('//')) {
      // The list's first line, a comment that is no section header (`# ST04 Earth Alliance / ZAFT`), names the deck.
      const title = first && nameFrom === null ? commentTitle(line) : null
      if (title) {
        out.name = title
        nameFrom = 'comment'
      }
      continue
    }
    // A title before the first card or section (`SEED Aggro Print and Play Deck`) names the deck.
    // A line with a card number or a signed count in it is a card line gone wrong, never a title.
    if (!started && (nameFrom === null || nameFrom === 'comment') && !splitCount(line) && !/^[-+\d]|[,;]/.test(line) && !HAS_NUMBER.test(line)) {
      out.name = line
      nameFrom = 'title'
      continue
    }
    started = true
    readEntries(line, at, lineNo, section, cards, sink)
  }
  return out
}

/**
 * The link a line holds alone, or null: `https://…`, `www.…`, as `<…>`, a Markdown `[text](…)`, after a
 * comment mark or a label (`Deck: https://…`, `# https://…`).
 */
function linkOf(line: string): string | null {
  if (!line.includes('http') && !line.includes('www.')) return null
  const m = /^(?:(?:#+|\/\/+)\s*)?(?:[\p{L}\p{N} ]{1,30}:\s+)?(?:\[[^\]]*\]\(\s*(\S+?)\s*\)|<(\S+)>|(\S+))$/u.exec(line)
  const url = m ? (m[1] ?? m[2] ?? m[3]!) : null
  return url && /^(?:https?:\/\/|www\.)[^\s<>]+$/i.test(url) ? url : null
}

/**
 * A first comment line as a deck name, or null when it reads as something else: a section header with
 * a count (`## Units (12)`, `# Other - 8`), a `key: value` note (`# Format: Standard`), a link, or a
 * tool's banner (`// Exported from ...`). Section headers by name (`# Resources`) never get here.
 */
function commentTitle(line: string): string | null {
  const text = line
    .replace(/^(?:#+|\/\/+)\s*/, '')
    .replace(/\s*#+$/, '')
    .trim()
  if (!/\p{L}/u.test(text)) return null
  if (/^[\p{L}\p{N} ]{1,20}:(?:\s|$)/u.test(text)) return null
  if (/^(?:https?:|www\.)/i.test(text) || /^(?:exported|generated|created|made|built|copied|downloaded)\b/i.test(text)) return null
  if (/(?:[(\[]\s*\d+\s*(?:cards?)?\s*[)\]]|[-–:]\s*\d+\s*(?:cards?)?)\s*:?$/i.test(text)) return null
  return text
}

interface TableColumns {
  count: number
  number: number
  name: number
}

/** The columns of a spreadsheet header row, when it names a count and a card number column. */
function tableColumns(row: string): TableColumns | null {
  const cells = row.split('\t').map((c) => (c.trim() === '#' ? 'qty' : c.trim().toLowerCase().replace(/[.:]/g, '').trim()))
  const find = (words: readonly string[]) => cells.findIndex((c) => words.includes(c))
  const count = find(['qty', 'quantity', 'count', 'copies', 'amount', '枚数', '数'])
  const number = find(['card number', 'number', 'card no', 'no', 'card id', 'id', 'card code', 'code', 'cardnumber', 'カード番号', '型番'])
  if (count < 0 || number < 0 || count === number) return null
  return { count, number, name: find(['name', 'card name', 'card', 'cardname', 'カード名', '名前']) }
}

/** A spreadsheet row as `COUNT NUMBER NAME`, which every reader below understands. */
function fromTableRow(row: string, t: TableColumns): string {
  const cells = row.split('\t').map((c) => c.trim())
  const count = cells[t.count] ?? ''
  const number = cells[t.number] ?? ''
  if (!count && !number) return ''
  const name = t.name >= 0 ? (cells[t.name] ?? '') : ''
  return `${count} ${number}${name ? ` ${name}` : ''}`
}

/**
 * A name-only line: the card of that name, compared loosely (case, Ⅰ/I, full-width, quotes). A
 * name printed on several card numbers is never guessed (2-1-1: the number identifies the card).
 */
function resolveName(name: string, cards: DeckListCards | undefined, section: Section | null): Card | ReadingText {
  if (!name) return { code: 'card.missing', params: {} }
  if (!cards?.named) return { code: 'card-name.needs-card-data', params: { name: clip(name) } }
  // A token or EX card shares names with deck cards (a Unit and its token); outside the EX and
  // token section only deck cards are candidates, inside it only EX cards and tokens (5-1-2).
  const named = cards.named(name)
  let found = named.filter((c) => EX_TYPES.has(c.type) === (section === 'ex'))
  // Outside any section a name only an EX card or token bears is that card, placed beside the decks.
  if (found.length === 0 && section === null) found = named.filter((c) => EX_TYPES.has(c.type))
  if (found.length === 1) return found[0]!
  if (found.length === 0) return { code: 'card-name.unknown', params: { name: clip(name) } }
  return { code: 'card-name.ambiguous', params: { name: clip(name), numbers: found.map((c) => c.number) } }
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s
}

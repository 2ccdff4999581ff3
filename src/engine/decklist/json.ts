import { GAMES } from '~/schemas/card'
import { CARD_ID_MAX, ENTRY_COUNT_MAX, entriesIn, printingBelongsTo, SECTIONS, type SectionsOf } from '~/schemas/deck'
import { DECK_FILE_KIND, DECK_FILE_VERSION, DeckFileSchema, type DeckFile } from '~/schemas/deck-file'
import { safeParseCanonical } from '~/schemas/parse'
import { normalizeNumber } from '../cards/pool'
import { MAX_DECK_LIST_BYTES, oversizeBytes } from '../limits'
import type { ForeignJson, ReadingCode, ReadingParams, UnreadableReason } from '../messages/reading'
import { ownPrinting } from './contract'
import { NUMBER_SOURCE } from './number'
import { cardSource, diagnostic, sectionOfType, writtenName, type CardSource, type DeckListEntry, type ParsedDeckList, type WritableEntry } from './parse'

export function writeDeckJson(deck: SectionsOf<WritableEntry>, source?: CardSource, options: { name?: string; game?: DeckFile['game'] } = {}): string {
  const cards = cardSource(source)
  const entries = (list: readonly WritableEntry[]) =>
    list.map((e) => {
      const name = writtenName(e, cards)
      return { number: e.number, printing: ownPrinting(e), count: e.count, ...(name ? { name } : {}) }
    })
  const file: DeckFile = {
    kind: DECK_FILE_KIND,
    version: DECK_FILE_VERSION,
    ...(options.name ? { name: options.name } : {}),
    ...(options.game ? { game: options.game } : {}),
    main: entries(deck.main),
    resource: entries(deck.resource),
    sideboard: entries(deck.sideboard),
    ...(entriesIn(deck, 'ex').length ? { ex: entries(entriesIn(deck, 'ex')) } : {}),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

export interface JsonDeck extends ParsedDeckList {
  name?: string
  /** Set when the JSON is no gundeck deck file at all: what it is, as data (its first diagnostic says it in words). */
  foreign?: UnreadableReason
}

/** schemas/backup.ts's BACKUP_KIND, written out: the backup schema and all it imports stay out of the deck reader. */
const BACKUP_KIND = 'gundeck-backup'

const COUNT_KEYS = /^(?:count|qty|quantity|amount|copies|num|number_of_copies)$/i
const CARD_KEYS = /^(?:card_?id|card_?number|card_?no|card_?code|id|number|code|cardid|cardnumber|cardcode|no)$/i

/**
 * What a JSON value that is no gundeck deck file looks like, for the message: another tool's deck (a
 * list of card ids with counts), our backup, card data, or else its fields. Never the schema's words.
 */
function describeForeign(value: unknown): ForeignJson {
  const keys = (o: object) => Object.keys(o).slice(0, 6)
  const shown = (ks: readonly string[]) => ks.map((k) => k.slice(0, 30))
  const objectsIn = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is object => typeof x === 'object' && x !== null && !Array.isArray(x)) : [])
  if (Array.isArray(value)) {
    const items = objectsIn(value)
    if (items.length === 0) return { shape: 'list', items: value.length }
    const ks = keys(items[0]!)
    const cardData = ks.some((k) => /^(?:card_type|type|effect|level|cost|ap|hp)$/i.test(k))
    return { shape: 'list-of-objects', items: value.length, keys: shown(ks), cardData }
  }
  // JSON.parse gives nothing else that is no object.
  if (typeof value !== 'object' || value === null) return { shape: 'value', type: value === null ? 'null' : (typeof value as 'string' | 'number' | 'boolean') }
  for (const [key, v] of Object.entries(value)) {
    const items = objectsIn(v)
    if (items.length === 0) continue
    const ks = keys(items[0]!)
    if (ks.some((k) => COUNT_KEYS.test(k)) && ks.some((k) => CARD_KEYS.test(k))) {
      return { shape: 'deck', key: key.slice(0, 30), entries: items.length, keys: shown(ks) }
    }
  }
  const ks = keys(value)
  return { shape: 'object', keys: shown(ks), more: Object.keys(value).length > ks.length }
}

/** Line and column of a character offset, both from 1. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset))
  const line = (before.match(/\n/g)?.length ?? 0) + 1
  return { line, column: offset - before.lastIndexOf('\n') }
}

const GAME_IDS: ReadonlySet<unknown> = new Set(GAMES)

/** An entry DeckFileEntrySchema takes as it is (checked by hand: a file holds dozens). */
function isPlainEntry(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false
  const { number, printing, count, name } = e as Record<string, unknown>
  return (
    typeof number === 'string' &&
    number.length >= 1 &&
    number.length <= CARD_ID_MAX &&
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= 1 &&
    count <= ENTRY_COUNT_MAX &&
    (printing === null || (typeof printing === 'string' && printing.length >= 1 && printing.length <= CARD_ID_MAX && printingBelongsTo(printing, number))) &&
    (name === undefined || (typeof name === 'string' && name.length <= 200))
  )
}

const isPlainSection = (v: unknown, required: boolean) => (v === undefined ? !required : Array.isArray(v) && v.length <= 2000 && v.every(isPlainEntry))

/**
 * A deck file DeckFileSchema takes unchanged in every field the reader uses; anything else (a bad
 * field, a missing default) goes to the schema, whose messages name the field.
 */
function isPlainDeckFile(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    v.kind === DECK_FILE_KIND &&
    v.version === DECK_FILE_VERSION &&
    (v.name === undefined || typeof v.name === 'string') &&
    (v.game === undefined || GAME_IDS.has(v.game)) &&
    isPlainSection(v.main, true) &&
    isPlainSection(v.resource, true) &&
    isPlainSection(v.sideboard, true) &&
    isPlainSection(v.ex, false)
  )
}

const CARD_ID = new RegExp(`^${NUMBER_SOURCE}$`)
const NAME_KEYS = /^(?:name|card_?name|cardname)$/i
const DECK_NAME_KEYS = /^(?:name|deck_?name|deckname|title)$/i
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The record tournament-result sites publish for a deck: `{"deck": [{"card_id": "GD01-013", "count": 4},
 * ...]}`, with other fields beside it (`name`, `player`, ...). A `card_id` may name a printing
 * (`GD01-013_p1`, a parallel of GD01-013): kept as the printing, counted under its card number (2-1-1).
 * Cards go where their type belongs, as in a text list with no sections: Resources (`R-001`) to the
 * resource deck (5-1-1-4), EX cards and tokens beside the decks (5-1-2). Null when the value is not
 * this shape.
 */
function readRecordDeck(value: unknown, source: CardSource | undefined): JsonDeck | null {
  if (!isRecord(value) || !Array.isArray(value.deck)) return null
  const items = value.deck
  const keyOf = (item: Record<string, unknown>, keys: RegExp) => Object.keys(item).find((k) => keys.test(k))
  const isEntry = (item: unknown) => isRecord(item) && keyOf(item, CARD_KEYS) !== undefined && keyOf(item, COUNT_KEYS) !== undefined
  if (items.length === 0 || !items.some(isEntry)) return null
  const cards = cardSource(source)
  const out: JsonDeck = { main: [], resource: [], sideboard: [], ex: [], diagnostics: [] }
  const error = <C extends ReadingCode>(code: C, params: ReadingParams[C]) => out.diagnostics.push(diagnostic(1, 1, 'error', code, params))
  const index = new Map<string, DeckListEntry>()
  items.slice(0, 2000).forEach((item, i) => {
    const place = i + 1
    if (!isEntry(item)) return error('json.entry-not-card', { entry: place })
    const record = item as Record<string, unknown>
    const rawId = record[keyOf(record, CARD_KEYS)!]
    const count = record[keyOf(record, COUNT_KEYS)!]
    const id = typeof rawId === 'string' ? rawId.trim() : ''
    if (!CARD_ID.test(id)) return error('json.entry-bad-number', { entry: place, written: String(rawId).slice(0, 40) })
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > ENTRY_COUNT_MAX)
      return error('json.entry-bad-count', { entry: place, number: id, written: String(count).slice(0, 20), max: ENTRY_COUNT_MAX })
    const printed = normalizeNumber(id)
    const number = printed.replace(/_p\d+$/, '')
    const printing = printed === number ? null : printed
    const card = cards?.lookup(number)
    // Without the card data, a basic Resource is still known by its number.
    const section = card ? sectionOfType(card) : /^R-\d+$/.test(number) ? 'resource' : 'main'
    const nameKey = keyOf(record, NAME_KEYS)
    const name = nameKey && typeof record[nameKey] === 'string' ? (record[nameKey] as string).trim() : ''
    const key = `${section}\u0000${printed}`
    const existing = index.get(key)
    if (existing) {
      existing.count += count
      if (existing.count > ENTRY_COUNT_MAX) {
        existing.count = ENTRY_COUNT_MAX
        error('json.entry-total-too-large', { entry: place, card: printed, max: ENTRY_COUNT_MAX })
      }
      if (name) existing.names.push(name)
      return
    }
    const entry: DeckListEntry = { number, printing, count, lines: [], names: name ? [name] : [] }
    index.set(key, entry)
    out[section].push(entry)
  })
  if (items.length > 2000) error('json.too-many-entries', { entries: items.length, read: 2000 })
  const nameKey = Object.keys(value).find((k) => DECK_NAME_KEYS.test(k) && typeof value[k] === 'string')
  if (nameKey) out.name = value[nameKey] as string
  return out
}

/**
 * Read our JSON deck file, or the deck record tournament-result sites publish (`{"deck": [{"card_id",
 * "count"}]}`). Never throws; a bad file is diagnostics naming the field.
 */
export function readDeckJson(input: string, cards?: CardSource): JsonDeck {
  const out: JsonDeck = { main: [], resource: [], sideboard: [], ex: [], diagnostics: [] }
  const bytes = oversizeBytes(input, MAX_DECK_LIST_BYTES)
  if (bytes !== null) return { ...out, diagnostics: [diagnostic(1, 1, 'error', 'list.too-big', { input: 'file', bytes, limit: MAX_DECK_LIST_BYTES })] }
  const text = input.replace(/^\uFEFF/, '')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e)
    const at = /position (\d+)/.exec(msg)
    const where = at ? position(text, Number(at[1])) : { line: 1, column: 1 }
    out.diagnostics.push(diagnostic(where.line, where.column, 'error', 'json.invalid', { error: msg }))
    return out
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version !== DECK_FILE_VERSION &&
    (value as { kind?: unknown }).kind === DECK_FILE_KIND
  ) {
    out.diagnostics.push(diagnostic(1, 1, 'error', 'json.unknown-version', { version: String(value.version), supported: DECK_FILE_VERSION }))
    return out
  }
  // A tournament site's deck record is read; only our own files are held to our schema; anything else is named for what it is.
  const record = (value as { kind?: unknown } | null)?.kind === undefined ? readRecordDeck(value, cards) : null
  if (record) return record
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== DECK_FILE_KIND) {
    const kind = (value as { kind?: unknown } | null)?.kind
    const foreign: UnreadableReason =
      kind === BACKUP_KIND
        ? { code: 'json.backup', params: {} }
        : { code: 'json.foreign', params: { kind: typeof kind === 'string' ? kind.slice(0, 30) : null, looksLike: describeForeign(value) } }
    out.foreign = foreign
    out.diagnostics.push(diagnostic(1, 1, 'error', foreign.code, foreign.params))
    return out
  }
  const parsed = safeParseCanonical(DeckFileSchema, isPlainDeckFile, value)
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20)) {
      out.diagnostics.push(diagnostic(1, 1, 'error', 'json.invalid-field', { field: issue.path.join('.') || null, error: issue.message }))
    }
    return out
  }
  if (parsed.data.name) out.name = parsed.data.name
  for (const s of SECTIONS) {
    for (const e of parsed.data[s] ?? []) {
      out[s].push({
        number: normalizeNumber(e.number),
        printing: e.printing === null ? null : normalizeNumber(e.printing),
        count: e.count,
        lines: [],
        names: e.name ? [e.name] : [],
      })
    }
  }
  return out
}

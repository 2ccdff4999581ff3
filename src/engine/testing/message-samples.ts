import type { ReadingCode, ReadingParams } from '../messages/reading'
import type { ViolationCode, ViolationParams } from '../messages/violations'

// Parameters for every message code, shared by each language's catalogue tests.

const zaku = { number: 'GD01-001', name: 'Zaku Ⅱ' }
const unknown = { number: 'GD99-001', name: null }
const cited = { list: 'Banned/Restricted Cards', date: '2026-09-25' }

/** One set of parameters per code: a code added without one here does not compile. */
export const VIOLATION_SAMPLES: { [C in ViolationCode]: ViolationParams[C] } = {
  'section-size': { section: 'main', copies: 49, min: 50, max: 50 },
  'section-size.no-resource-deck': { format: 'Gundam War', copies: 3 },
  'section-card-type': { section: 'resource', allowed: ['resource'], cards: [{ card: zaku, type: 'unit' }] },
  'color-count': {
    colors: [
      { color: 'blue', copies: 30 },
      { color: 'red', copies: 18 },
      { color: 'white', copies: 2 },
    ],
    max: 2,
  },
  'copy-limit': { copies: 5, card: zaku, byName: false, printings: ['GD01-001', 'GD01-001_p1'], withSideboard: true, max: 4 },
  'unknown-card.foreign-printing': { number: 'ST01-001', printing: 'GD01-020' },
  'unknown-card.unknown-number': { number: 'GD99-001', written: 'Future Gundam', sharedPrintedNumber: false },
  'unknown-card.other-game': { card: zaku, game: 'gcg', format: 'Gundam War', formatGame: 'gundam-war' },
  'unknown-card.unknown-printing': { card: zaku, printing: 'GD01-001_p9', printings: ['GD01-001', 'GD01-001_p1'] },
  banned: { ...cited, cards: [zaku, unknown] },
  restricted: { ...cited, card: zaku, copies: 2, max: 1 },
  'banned-pair': { ...cited, cards: [zaku, unknown] },
  'card-group': { ...cited, group: 'Vanilla Lv.2 Units', numbers: 3, copies: 9, cards: [zaku], maxNumbers: 2, maxCopies: 8 },
  'ban-list-exception': { ...cited, deck: 'The unmodified ST02 starter deck' },
  'sideboard-size': { copies: 11, max: 10 },
  'sideboard-size.no-sideboard': { format: 'Gundam Forge', copies: 2 },
  'ex-card-type.no-ex': { format: 'Gundam War', cards: [zaku] },
  'ex-card-type.deck-card': { cards: [{ card: zaku, type: 'unit' }] },
  'name-mismatch': { number: 'GD01-001', name: 'Zaku Ⅱ', written: 'Gouf' },
  recommendation: { copies: 12, types: ['unit'], min: 15, max: null, optimal: { min: 25, max: 28 }, outside: 'range' },
  'assumed-resources': { copies: 10, number: 'R-001' },
}

const MB = 1024 * 1024

/** One set of parameters per code: a code added without one here does not compile. */
export const READING_SAMPLES: { [C in ReadingCode]: ReadingParams[C] } = {
  'line.unreadable': { text: 'Gundam, four of them' },
  'count.out-of-range': { written: '12345', max: 9999 },
  'count.total-too-large': { card: 'GD01-001_p1', max: 9999 },
  'card.missing': {},
  'card-name.needs-card-data': { name: 'Guntank' },
  'card-name.unknown': { name: 'Nothing Like It' },
  'card-name.ambiguous': { name: 'Gundam', numbers: ['GD01-013', 'ST01-001'] },
  'list.too-big': { input: 'file', bytes: 1.5 * MB, limit: MB },
  'list.too-many-lines': { lines: 20_001, limit: 20_000 },
  'list.unreadable': { reason: { code: 'list.link', params: { url: 'https://example.com/deck/7' } } },
  'list.report': {},
  'list.link': { url: 'https://example.com/deck/7' },
  'list.tcg-plus-link': { url: 'https://www.bandai-tcg-plus.com/deck_recipe?deck=abc!!!', copies: 50 },
  'list.no-cards': {
    problems: [
      { line: 2, code: 'line.unreadable', params: { text: 'Gundam, four of them' } },
      { line: 3, code: 'count.out-of-range', params: { written: '0', max: 9999 } },
    ],
    more: 5,
  },
  'csv.malformed': { error: 'Quoted field unterminated' },
  'csv.no-header': { columns: ['section', 'count', 'number', 'printing', 'name'] },
  'csv.count-invalid': { written: 'four', max: 9999 },
  'csv.number-empty': {},
  'csv.number-too-long': {},
  'csv.foreign-printing': { printing: 'GD01-020_p1', number: 'GD01-001' },
  'csv.unknown-section': { section: 'Extra deck' },
  'json.invalid': { error: 'Unexpected token } in JSON at position 17' },
  'json.unknown-version': { version: '7', supported: 1 },
  'json.backup': {},
  'json.foreign': { kind: 'other-tool-deck', looksLike: { shape: 'deck', key: 'cards', entries: 12, keys: ['card_id', 'qty'] } },
  'json.invalid-field': { field: 'main.0.count', error: 'Too big: expected number to be <=9999' },
  'json.entry-not-card': { entry: 3 },
  'json.entry-bad-number': { entry: 4, written: 'Gundam' },
  'json.entry-bad-count': { entry: 5, number: 'GD01-001', written: '-2', max: 9999 },
  'json.entry-total-too-large': { entry: 6, card: 'GD01-001', max: 9999 },
  'json.too-many-entries': { entries: 2500, read: 2000 },
  'code.too-long': { chars: 20_000, limit: 16_384 },
  'code.malformed': {},
  'code.unknown-version': { version: '2', supported: 1 },
  'code.incomplete': {},
  'code.damaged': {},
  'code.card-table-unreadable': {},
  'code.section-unreadable': { section: 'sideboard' },
  'code.entry-unreadable': { section: 'main', entry: 7 },
  'code.foreign-printing': { section: 'resource', entry: 2, number: 'R-001', printing: 'R-002_p1' },
  'code.leftover-bytes': {},
  'file.unreadable': { errno: 'EACCES', error: null },
  'file.too-big': { limit: MB },
  'file.not-utf8': {},
  'folder.unreadable': { errno: null, error: 'the folder went away' },
  'entry.foreign-printing': { number: 'GD01-001', printing: 'GD01-020_p1', entry: { section: 'main', index: 8 } },
  'entry.refused': { id: 'GD01-001_p1', field: 'printing', error: 'Too big', entry: null },
  'deck-name.too-long': { length: 200, max: 80, shortened: 'WWWW' },
}

import {
  renderHistory,
  type CollectionCatalogue,
  type CollectionChangeText,
  type CollectionHistoryCatalogue,
  type CollectionHistoryText,
  type CollectionText,
} from '../collection'
import { limitMessage } from './limits'

/** The collection CSV reader's messages in English, each with its line (and column). */
const COLUMNS = 'number,printing,owned,trade,note'

const MESSAGES: CollectionCatalogue = {
  'collection.too-big': (p) =>
    `${limitMessage({ code: 'size.over', params: { what: 'the collection file', bytes: p.bytes, limit: p.limit } })}; nothing was read`,
  'collection.empty': () => `the file is empty: expected the header ${COLUMNS}`,
  'collection.no-column': (p) => `line ${p.line}: the header has no '${p.column}' column (expected ${COLUMNS})`,
  'collection.no-number': (p) => `line ${p.line}, number: no card number`,
  'collection.too-long': (p) => `line ${p.line}, ${p.field}: longer than ${p.max} characters`,
  'collection.foreign-printing': (p) =>
    `line ${p.line}, printing: ${p.printing} is not a printing of ${p.number} (a printing is its number or a parallel of it, ${p.number}_p1, 2-1-1)`,
  'collection.not-whole': (p) => `line ${p.line}, ${p.field}: not a whole number: '${p.written}'`,
  'collection.too-many': (p) => `line ${p.line}, owned: ${p.written} is more than ${p.max}`,
  'collection.trade-over-owned': (p) => `line ${p.line}, trade: ${p.trade} for trade but ${p.owned} owned`,
}

/** A collection reader's message in English. */
export function collectionMessage(text: CollectionText): string {
  return (MESSAGES[text.code] as (p: CollectionText['params']) => string)(text.params)
}

/** A change's label in History, in English: the words an entry keeps as its `action` (older versions read them). */
const HISTORY: CollectionHistoryCatalogue = {
  'history.copies': (p) => `${p.count > 0 ? `+${p.count}` : String(p.count)} ${p.printing}`,
  'history.owned': (p) => `${p.printing}: owned ${p.owned}`,
  'history.trade': (p) => `${p.printing}: ${p.trade} for trade`,
  'history.note': (p) => `${p.printing}: note`,
  'history.deck': (p) => `Added the deck “${p.name}”`,
  'history.import': (p) => `Imported ${p.printings} printings (${p.mode === 'add' ? 'added' : 'replacing'})`,
  'history.synced': (p) => `From another device: ${p.printing} ${p.owned === null ? 'removed' : `owned ${p.owned}`}`,
  'history.synced-rows': (p) => `From another device: ${p.printings} printings`,
  'history.undo': (label) => `Undo: ${label}`,
}

/** A History entry's label in English, as stored: at most 200 characters (schemas/collection.ts). */
export const collectionHistoryMessage = (text: CollectionHistoryText): string => renderHistory(HISTORY, text).slice(0, 200)

/** Each History label's English as a pattern, read back into its code and values (readEnglishHistoryLabel). */
const READ: ((label: string) => CollectionChangeText | undefined)[] = [
  (l) => on(/^([+-]\d+|0) (.+)$/, l, (count, printing) => ({ code: 'history.copies', params: { printing, count: Number(count) } })),
  (l) => on(/^(.+): owned (\d+)$/, l, (printing, owned) => ({ code: 'history.owned', params: { printing, owned: Number(owned) } })),
  (l) => on(/^(.+): (\d+) for trade$/, l, (printing, trade) => ({ code: 'history.trade', params: { printing, trade: Number(trade) } })),
  (l) => on(/^(.+): note$/, l, (printing) => ({ code: 'history.note', params: { printing } })),
  (l) => on(/^Added the deck “([^]*)”$/, l, (name) => ({ code: 'history.deck', params: { name } })),
  (l) =>
    on(/^Imported (\d+) printings \((added|replacing)\)$/, l, (printings, mode) => ({
      code: 'history.import',
      params: { printings: Number(printings), mode: mode === 'added' ? 'add' : 'replace' },
    })),
  (l) => on(/^From another device: (\d+) printings$/, l, (printings) => ({ code: 'history.synced-rows', params: { printings: Number(printings) } })),
  (l) =>
    on(/^From another device: (.+) (removed|owned (\d+))$/, l, (printing, _state, owned) => ({
      code: 'history.synced',
      params: { printing, owned: owned === undefined ? null : Number(owned) },
    })),
]

/** `make` of the pattern's groups when `label` matches it (a group that took no part is undefined). */
function on<T>(pattern: RegExp, label: string, make: (...groups: string[]) => T): T | undefined {
  const m = pattern.exec(label)
  return m ? make(...m.slice(1)) : undefined
}

/**
 * The code and values of a History label an older version stored in English only, so it can be worded in
 * another language: a reading is kept only when the catalogue words it back to the very same label, so a
 * label that matches no pattern exactly (cut at 200 characters, written by a newer version) stays unread.
 */
export function readEnglishHistoryLabel(label: string): CollectionHistoryText | undefined {
  const undo = /^Undo: ([^]*)$/.exec(label)
  if (undo) {
    const undone = READ.map((read) => read(undo[1]!)).find((t) => t !== undefined && collectionHistoryMessage(t) === undo[1])
    const text: CollectionHistoryText = { code: 'history.undo', params: { action: undo[1]!, ...(undone ? { undone } : {}) } }
    return collectionHistoryMessage(text) === label ? text : undefined
  }
  return READ.map((read) => read(label)).find((t) => t !== undefined && collectionHistoryMessage(t) === label)
}

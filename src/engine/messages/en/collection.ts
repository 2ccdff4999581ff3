import { renderHistory, type CollectionCatalogue, type CollectionHistoryCatalogue, type CollectionHistoryText, type CollectionText } from '../collection'
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

import { limitMessage } from './messages/en/limits'
import type { LimitText } from './messages/limits'
/**
 * How much input the app and the CLI accept, in one place. Every place where a file, a pasted list,
 * a code or a query enters checks its size against these before parsing, so a hostile or mistaken
 * input gets a clear message instead of a frozen tab or a crash.
 */
const MB = 1024 * 1024

/** A card file imported in the browser (the public gcg-api cards.json is about 2 MB). */
export const MAX_CARD_FILE_BYTES = 100 * MB
/** A card file read by the CLI: Node has room for more than a browser tab. */
export const MAX_CARD_FILE_BYTES_CLI = 200 * MB
/** One NDJSON line (one printing record); real records are about 1 KB. */
export const MAX_NDJSON_LINE_CHARS = 1 * MB
/** A deck list (file or pasted text): a real list is a few KB. */
export const MAX_DECK_LIST_BYTES = 1 * MB
/** Lines in a deck list: real lists have under 100; this leaves room for notes and comments. */
export const MAX_DECK_LIST_LINES = 20_000
/** A deck code (a deck packed into one string for sharing). */
export const MAX_DECK_CODE_CHARS = 16 * 1024
/** A backup file: decks and history are small; with the card data included it is a few MB. */
export const MAX_BACKUP_BYTES = 200 * MB
/** A card-names file (card number → name in another language): every card of the game is about 100 KB. */
export const MAX_NAMES_FILE_BYTES = 5 * MB
/** Names in one names file: the game has a few thousand card numbers; this leaves room for every game to come. */
export const MAX_NAMES_ENTRIES = 50_000
/** A search query typed or pasted into the search box (or read from the URL). */
export const MAX_QUERY_CHARS = 2000
/** Parentheses and `-` nested deeper than this are refused (the parser is recursive). */
export const MAX_QUERY_DEPTH = 64

/** An input over its limit as data, or null when it fits. */
export function sizeText(what: string, bytes: number, limit: number): LimitText | null {
  return bytes <= limit ? null : { code: 'size.over', params: { what, bytes, limit } }
}

/** The message for an input over its limit (English), or null when it fits. */
export function sizeProblem(what: string, bytes: number, limit: number): string | null {
  const text = sizeText(what, bytes, limit)
  return text && limitMessage(text)
}

/**
 * A text's size in UTF-8 bytes when it is over `limit`, else null: counted only when it could be over (a
 * UTF-16 unit is at most 3 bytes, so a text of up to a third of the limit in units fits without counting).
 */
export function oversizeBytes(text: string, limit: number): number | null {
  if (text.length * 3 <= limit) return null
  const bytes = utf8Length(text)
  return bytes > limit ? bytes : null
}

/** UTF-8 length of a string without encoding it (for pasted text, where there is no File.size). */
export function utf8Length(text: string): number {
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4
      i++
    } else n += 3
  }
  return n
}

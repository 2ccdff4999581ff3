import spellingFile from '../../../data/name-spellings.json'
import { normalizeName } from './fields'

/**
 * Names as players write them in lists: `Turn A Gundam` for `∀ Gundam`, `zaku ii` for `Zaku Ⅱ`,
 * `[YETI!]` for `[YETI]`. The card number decides which card a line is (2-1-1); a name is only
 * compared with the card's, to warn of a mistyped number, so the comparison forgives what does not
 * change the name: case, full-width and Roman-numeral letters (normalizeName), punctuation and
 * spaces, and the spellings of `data/name-spellings.json`.
 */

/** One spelling pair of `data/name-spellings.json`: `written` is how lists spell what cards print as `printed`. */
export interface NameSpelling {
  printed: string
  written: string
  source: string
}

export const NAME_SPELLINGS: readonly NameSpelling[] = spellingFile.spellings

const folded = new Map<string, string>()

/** A name with each printed form spelled as lists write it, then only its letters and digits, lower case. */
export function foldName(name: string): string {
  const cached = folded.get(name)
  if (cached !== undefined) return cached
  let key = name
  for (const s of NAME_SPELLINGS) if (key.includes(s.printed)) key = key.split(s.printed).join(` ${s.written} `)
  key = normalizeName(key).replace(/[^\p{L}\p{N}]+/gu, '')
  // Card names are a bounded set; deck lists repeat them. Keep the cache from growing without end.
  if (folded.size > 50_000) folded.clear()
  folded.set(name, key)
  return key
}

/** The name a list wrote is the card's name, allowing for how players write it. */
export function sameCardName(written: string, printed: string): boolean {
  return written === printed || foldName(written) === foldName(printed)
}

import { CARD_ID_MAX, DECK_NAME_MAX, DeckEntrySchema, ENTRY_COUNT_MAX, printingBelongsTo, SECTIONS, type DeckEntry } from '~/schemas/deck'
import type { EntryPlace, ReadingParams } from '../messages/reading'
import { diagnostic, type DeckListEntry, type Diagnostic, type ParsedDeckList } from './parse'

/**
 * The one reader contract: whatever any reader (text, CSV, JSON, deck code, share link) hands on
 * holds to what storage accepts. Entries are checked against storage's own DeckEntrySchema and a
 * printing against its card number; the deck name is normalised to storage's DeckNameSchema. So an
 * import preview that shows a deck as savable shows one that saves.
 */

/** The id to print for an entry: its printing when that is one of its number's, else the number. */
export function printedId(e: Pick<DeckEntry, 'number' | 'printing'>): string {
  return e.printing !== null && printingBelongsTo(e.printing, e.number) ? e.printing : e.number
}

/** The printing to write for an entry: null when none, or when it is not one of its number's. */
export function ownPrinting(e: Pick<DeckEntry, 'number' | 'printing'>): string | null {
  return e.printing !== null && printingBelongsTo(e.printing, e.number) ? e.printing : null
}

export interface DeckName {
  /** Absent when the input had none, or only spaces: the caller picks a default. */
  name?: string
  diagnostics: Diagnostic[]
}

/**
 * A deck name as storage keeps it: spaces and line breaks run together and trimmed, empty is no name,
 * and a name longer than DECK_NAME_MAX is cut there with a warning that says so.
 */
export function readDeckName(raw: string | undefined): DeckName {
  const name = (raw ?? '').replace(/\s+/g, ' ').trim()
  if (!name) return { diagnostics: [] }
  if (name.length <= DECK_NAME_MAX) return { name, diagnostics: [] }
  let clipped = name.slice(0, DECK_NAME_MAX)
  // Never cut a character in half (an emoji is two UTF-16 units).
  if (/[\uD800-\uDBFF]$/.test(clipped)) clipped = clipped.slice(0, -1)
  clipped = clipped.trimEnd()
  return {
    name: clipped,
    diagnostics: [diagnostic(1, 1, 'warning', 'deck-name.too-long', { length: name.length, max: DECK_NAME_MAX, shortened: clipped.slice(0, 40) })],
  }
}

/**
 * An entry storage's DeckEntrySchema certainly takes and whose printing is its number's: checked by
 * hand because it runs for every line of every list. Anything it is unsure of goes to the schema.
 */
function plainlyValid(e: DeckEntry): boolean {
  return (
    e.number.length >= 1 &&
    e.number.length <= CARD_ID_MAX &&
    Number.isInteger(e.count) &&
    e.count >= 1 &&
    e.count <= ENTRY_COUNT_MAX &&
    (e.printing === null || (e.printing.length >= 1 && e.printing.length <= CARD_ID_MAX && printingBelongsTo(e.printing, e.number)))
  )
}

/** Why storage would refuse an entry (a foreign printing, or what its schema says), or null; `entry` is its place without a line. */
function entryProblem(e: DeckListEntry, entry: EntryPlace | null): Diagnostic | null {
  const line = e.lines[0] ?? 1
  if (e.printing !== null && !printingBelongsTo(e.printing, e.number)) {
    return diagnostic(line, 1, 'error', 'entry.foreign-printing', { number: e.number, printing: e.printing, entry })
  }
  const checked = DeckEntrySchema.safeParse({ number: e.number, printing: e.printing, count: e.count })
  if (checked.success) return null
  const issue = checked.error.issues[0]!
  const refused: ReadingParams['entry.refused'] = {
    id: (e.printing ?? e.number).slice(0, 60),
    field: issue.path.join('.') || null,
    error: issue.message,
    entry,
  }
  return diagnostic(line, 1, 'error', 'entry.refused', refused)
}

/**
 * Hold a read list to the contract: an entry storage would refuse (a printing of another number, a
 * number or printing too long, a count out of range) becomes an error naming its line, or its section
 * and place when the input has no lines, and is left out; the name is normalised.
 */
export function holdToContract<T extends ParsedDeckList & { name?: string }>(list: T): T {
  const name = readDeckName(list.name)
  // Nearly every list holds already: it is handed on as it is, with no copy.
  const sameName = name.name === undefined ? !('name' in list) : name.name === list.name && name.diagnostics.length === 0
  if (sameName && SECTIONS.every((section) => list[section]?.every(plainlyValid) === true)) return list
  const diagnostics: Diagnostic[] = [...list.diagnostics]
  const out = { ...list }
  for (const section of SECTIONS) {
    const entries = list[section] ?? []
    // Most lists are whole: keep the arrays as they are unless an entry must go.
    if (entries.every(plainlyValid)) {
      out[section] = entries
      continue
    }
    out[section] = entries.filter((e, i) => {
      const problem = entryProblem(e, e.lines[0] !== undefined ? null : { section, index: i + 1 })
      if (problem === null) return true
      diagnostics.push(problem)
      return false
    })
  }
  if (name.name === undefined) delete out.name
  else out.name = name.name
  out.diagnostics = [...diagnostics, ...name.diagnostics]
  return out
}

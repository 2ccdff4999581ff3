import type { SectionsOf } from '~/schemas/deck'
import { entriesIn, SECTIONS } from '~/schemas/deck'
import { DECK_FILE_KIND, DECK_FILE_VERSION, DeckFileSchema, type DeckFile } from '~/schemas/deck-file'
import { normalizeNumber } from '../cards/pool'
import { MAX_DECK_LIST_BYTES, sizeProblem, utf8Length } from '../limits'
import { ownPrinting } from './contract'
import { cardSource, writtenName, type CardSource, type ParsedDeckList, type WritableEntry } from './parse'

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
}

/** Line and column of a character offset, both from 1. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset))
  const line = (before.match(/\n/g)?.length ?? 0) + 1
  return { line, column: offset - before.lastIndexOf('\n') }
}

/** Read our JSON deck file. Never throws; a bad file is diagnostics naming the field. */
export function readDeckJson(input: string): JsonDeck {
  const out: JsonDeck = { main: [], resource: [], sideboard: [], ex: [], diagnostics: [] }
  const tooBig = sizeProblem('the deck file', utf8Length(input), MAX_DECK_LIST_BYTES)
  if (tooBig) return { ...out, diagnostics: [{ line: 1, column: 1, severity: 'error', message: `${tooBig}; nothing was read` }] }
  const text = input.replace(/^\uFEFF/, '')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e)
    const at = /position (\d+)/.exec(msg)
    const where = at ? position(text, Number(at[1])) : { line: 1, column: 1 }
    out.diagnostics.push({ ...where, severity: 'error', message: `line ${where.line}: not valid JSON: ${msg}` })
    return out
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version !== DECK_FILE_VERSION &&
    (value as { kind?: unknown }).kind === DECK_FILE_KIND
  ) {
    out.diagnostics.push({
      line: 1,
      column: 1,
      severity: 'error',
      message: `deck file version ${String(value.version)} is not one this version of gundeck reads (it reads version ${DECK_FILE_VERSION})`,
    })
    return out
  }
  const parsed = DeckFileSchema.safeParse(value)
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20)) {
      const path = issue.path.join('.') || '(the file)'
      out.diagnostics.push({ line: 1, column: 1, severity: 'error', message: `deck file field ${path}: ${issue.message}` })
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

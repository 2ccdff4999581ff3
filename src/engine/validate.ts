import { entriesIn, type Section } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { CardLookup } from './cards/pool'
import { normalizeNumber } from './cards/pool'
import { banListFor } from './formats/registry'
import { RULES, type DeckInput, type ResolvedEntry, type Violation } from './rules'
import { banListException } from './rules/ban-list-exception'
import { UNKNOWN_NUMBER } from './rules/unknown-card'

/**
 * The verdict in one word: `unchecked` when the only errors are card numbers the card data does not
 * hold yet (cards newer than the pool): the list cannot be fully checked until the data is updated.
 */
export type Verdict = 'legal' | 'not-legal' | 'unchecked'

export interface ValidationResult {
  legal: boolean
  status: Verdict
  /** Card numbers the card data does not hold, so nothing about them could be checked. */
  unchecked: string[]
  /** Errors: any one makes the deck not legal. */
  violations: Violation[]
  /** Worth a look, never blocking. */
  warnings: Violation[]
}

/**
 * Check a deck against a format and return every problem, not the first. Never throws; the card
 * database comes in through `lookup`, the ban list with the format (or given explicitly).
 */
export function validateDeck(deck: DeckInput, lookup: CardLookup, format: Format, banList: BanList | null = banListFor(format)): ValidationResult {
  const resolve = (section: Section) =>
    entriesIn(deck, section).map((e): ResolvedEntry => {
      const number = normalizeNumber(e.number)
      // Built field by field: object spread is several times slower on this hot path.
      return { number, printing: e.printing, count: e.count, lines: e.lines, names: e.names, section, card: lookup(number) }
    })
  const section = { main: resolve('main'), resource: resolve('resource'), sideboard: resolve('sideboard'), ex: resolve('ex') }
  // The ban list's own exception (the unmodified ST02 and ST05 starter decks) lifts its limits.
  const exception = banListException(banList, section.main, section.sideboard)
  const ctx = {
    format,
    banList: exception ? null : banList,
    section,
    entries: [...section.main, ...section.resource, ...section.sideboard],
    diagnostics: deck.diagnostics ?? [],
  }
  const all = RULES.flatMap((rule) => rule(ctx))
  if (exception && banList) {
    all.push({
      rule: 'ban-list-exception',
      ref: `${banList.name}, ${banList.date} (${exception.source})`,
      severity: 'warning',
      message: `${exception.description}: the ${banList.name} list of ${banList.date} leaves it legal as it is, so its banned, restricted and pair limits do not apply; any change to the deck ends the exception`,
      cards: [],
      lines: [],
    })
  }
  const violations = all.filter((v) => v.severity === 'error')
  // Nearly every entry is in the card data: the set is built only for a deck with one that is not.
  const unknown = (e: ResolvedEntry) => !e.card
  const unchecked =
    ctx.entries.some(unknown) || section.ex.some(unknown) ? [...new Set([...ctx.entries, ...section.ex].filter(unknown).map((e) => e.number))] : []
  return {
    legal: violations.length === 0,
    status: verdict(violations, unchecked),
    unchecked,
    violations,
    warnings: all.filter((v) => v.severity === 'warning'),
  }
}

function verdict(violations: readonly Violation[], unchecked: readonly string[]): Verdict {
  if (violations.length === 0) return 'legal'
  const unknownOnly = violations.every((v) => v.rule === 'unknown-card' && v.cards.every((c) => unchecked.includes(c)) && v.message.startsWith(UNKNOWN_NUMBER))
  return unknownOnly ? 'unchecked' : 'not-legal'
}

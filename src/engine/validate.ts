import { entriesIn, type Section } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { CardLookup } from './cards/pool'
import { normalizeNumber } from './cards/pool'
import { banListFor } from './formats/registry'
import { RULES, type DeckInput, type ResolvedEntry, type Violation } from './rules'

export interface ValidationResult {
  legal: boolean
  /** Errors: any one makes the deck not legal. */
  violations: Violation[]
  /** Worth a look, never blocking. */
  warnings: Violation[]
}

/**
 * Check a deck against a format and return every problem, not the first. Never throws; the card
 * database comes in through `lookup`, the ban list with the format (or given explicitly).
 */
export function validateDeck(
  deck: DeckInput,
  lookup: CardLookup,
  format: Format,
  banList: BanList | null = banListFor(format),
): ValidationResult {
  const resolve = (section: Section) =>
    entriesIn(deck, section).map((e): ResolvedEntry => {
      const number = normalizeNumber(e.number)
      // Built field by field: object spread is several times slower on this hot path.
      return { number, printing: e.printing, count: e.count, lines: e.lines, names: e.names, section, card: lookup(number) }
    })
  const section = { main: resolve('main'), resource: resolve('resource'), sideboard: resolve('sideboard'), ex: resolve('ex') }
  const ctx = {
    format,
    banList,
    section,
    entries: [...section.main, ...section.resource, ...section.sideboard],
    diagnostics: deck.diagnostics ?? [],
  }
  const all = RULES.flatMap((rule) => rule(ctx))
  const violations = all.filter((v) => v.severity === 'error')
  return { legal: violations.length === 0, violations, warnings: all.filter((v) => v.severity === 'warning') }
}

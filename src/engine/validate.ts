import { entriesIn, type Section } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { OtherNames } from './cards/names'
import type { CardLookup } from './cards/pool'
import { normalizeNumber } from './cards/pool'
import { STANDARD_RESOURCE, STANDARD_RESOURCE_COUNT, withStandardResources } from './decklist/assume'
import { banListFor } from './formats/registry'
import { RULES, type DeckInput, type ResolvedEntry, type Violation } from './rules'
import { banListException } from './rules/ban-list-exception'
import { ruleViolation } from './rules/types'

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
  /** The standard resource deck checked in place of a resource deck the list did not give (`assumeResources`), else null. */
  assumedResources: { number: string; count: number } | null
}

export interface ValidateOptions {
  /**
   * A deck whose resource deck holds no card is checked with the standard 10 Resources (5-1-1)
   * and a warning says so: lists as players write them almost never give it. Default true; false
   * checks the deck as written ("Resource deck has 0 cards").
   */
  assumeResources?: boolean
  /** The basic Resource assumed: R-001 unless the card data says otherwise. */
  standardResource?: string
  /** The cards' names in other languages (the player's names files): a list that writes one gets no name-mismatch warning. */
  otherNames?: OtherNames
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
  options: ValidateOptions = {},
): ValidationResult {
  // 5-1-1: every player brings a resource deck of exactly 10 (any Resources, 5-1-1-4, any copies, 5-1-1-5);
  // a list that leaves it out is read as giving the standard one, and the warning says so.
  let assumed: Violation | null = null
  if ((options.assumeResources ?? true) && format.resource && !deck.resource.some((e) => e.count > 0)) {
    const number = options.standardResource ?? STANDARD_RESOURCE
    deck = withStandardResources(deck, number).list
    // The app and the CLI show this sentence as it is.
    assumed = ruleViolation(
      'assumed-resources',
      format.resource.sizeRef,
      'warning',
      { code: 'assumed-resources', params: { copies: STANDARD_RESOURCE_COUNT, number } },
      [number],
      [],
    )
  }
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
    otherNames: options.otherNames,
  }
  const all: Violation[] = []
  for (const rule of RULES) all.push(...rule(ctx))
  if (assumed) all.unshift(assumed)
  if (exception && banList) {
    all.push(
      ruleViolation(
        'ban-list-exception',
        `${banList.name}, ${banList.date} (${exception.source})`,
        'warning',
        { code: 'ban-list-exception', params: { deck: exception.description, list: banList.name, date: banList.date } },
        [],
        [],
      ),
    )
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
    assumedResources: assumed ? { number: assumed.cards[0]!, count: STANDARD_RESOURCE_COUNT } : null,
  }
}

function verdict(violations: readonly Violation[], unchecked: readonly string[]): Verdict {
  if (violations.length === 0) return 'legal'
  const unknownOnly = violations.every((v) => v.code === 'unknown-card.unknown-number' && v.cards.every((c) => unchecked.includes(c)))
  return unknownOnly ? 'unchecked' : 'not-legal'
}

import type { Card } from '~/schemas/card'
import type { DeckEntry, Section } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { OtherNames } from '../cards/names'
import type { Diagnostic } from '../decklist/parse'
import { violationMessage } from '../messages/en/violations'
import type { ReadingCode, ReadingParams } from '../messages/reading'
import type { ViolationCode, ViolationParams, ViolationText } from '../messages/violations'

export const RULE_IDS = [
  'main-deck-size',
  'resource-deck-size',
  'main-deck-card-type',
  'resource-deck-card-type',
  'color-count',
  'copy-limit',
  'unknown-card',
  'parse-error',
  'banned',
  'restricted',
  'banned-pair',
  'card-group',
  'sideboard-size',
  'ex-card-type',
  'name-mismatch',
  'recommendation',
  'ban-list-exception',
  'assumed-resources',
  // No deck list at all (a Bandai TCG+ link, another tool's JSON, a file that cannot be read): src/engine/event/check.ts.
  'unreadable',
] as const
export type RuleId = (typeof RULE_IDS)[number]

export type Severity = 'error' | 'warning'

/** One broken (or doubtful) rule: which, where it is written, and which cards and list lines. */
export interface Violation {
  rule: RuleId
  ref: string
  severity: Severity
  message: string
  cards: string[]
  lines: number[]
  /**
   * What `message` says, as data for any language: a deck rule's code (messages/violations.ts), or for a
   * `parse-error` or `unreadable` the list reader's (messages/reading.ts), a list file's the CLI could not read
   * included (`file.unreadable`, ...). Absent only for a file the app's event desk could not open.
   */
  code?: ViolationCode | ReadingCode
  params?: ViolationParams[ViolationCode] | ReadingParams[ReadingCode]
}

/** A deck rule's violation: its message rendered from its code and parameters by the English catalogue. */
export function ruleViolation(rule: RuleId, ref: string, severity: Severity, text: ViolationText, cards: string[], lines: number[]): Violation {
  return { rule, ref, severity, message: violationMessage(text, ref), cards, lines, code: text.code, params: text.params }
}

/** What `validateDeck` accepts: plain entries, or entries that remember their list lines and names. */
export interface DeckEntryInput extends DeckEntry {
  lines?: number[]
  names?: readonly string[]
}

export interface DeckInput {
  main: readonly DeckEntryInput[]
  resource: readonly DeckEntryInput[]
  sideboard: readonly DeckEntryInput[]
  /** EX Base, EX Resource and token cards beside the decks (5-1-2): absent is none. */
  ex?: readonly DeckEntryInput[]
  diagnostics?: readonly Diagnostic[]
}

export interface ResolvedEntry extends DeckEntryInput {
  section: Section
  card: Card | undefined
}

export interface RuleContext {
  format: Format
  banList: BanList | null
  /** Every deck card: main deck, resource deck and sideboard; the `ex` section is not among them (5-1-2). */
  entries: readonly ResolvedEntry[]
  section: Record<Section, readonly ResolvedEntry[]>
  diagnostics: readonly Diagnostic[]
  /** The cards' names in other languages (a names file the player imported): a list may write those. */
  otherNames?: OtherNames
}

export type Rule = (ctx: RuleContext) => Violation[]

export function linesOf(entries: readonly { lines?: number[] }[]): number[] {
  // One entry's lines are nearly always distinct and in order already (a reader adds each line once, as it goes).
  if (entries.length === 1) {
    const lines = entries[0]!.lines ?? []
    if (lines.every((n, i) => i === 0 || n > lines[i - 1]!)) return [...lines]
  }
  return [...new Set(entries.flatMap((e) => e.lines ?? []))].sort((a, b) => a - b)
}

import { firstProblems, type ImportResult } from './result'
import { formatCount, plural, pluralForm } from '~/engine/text/format'

/**
 * Whether new card data may replace the stored cards without asking. A file that is mostly broken,
 * or that would lose many of the cards the player has, is far more often a mistake than an update:
 * such a replacement is asked about first (the previous data is kept either way, see replaceCards).
 */

/** Dropping more than this share of the stored card numbers needs a yes from the player. */
export const SMALL_DROP_SHARE = 0.05

export interface ReplacementCheck {
  action: 'replace' | 'ask'
  /** Cards stored now, cards the new data holds, and stored card numbers the new data lacks. */
  current: number
  next: number
  dropped: number
  /** Records read and records that could not be read. */
  read: number
  skipped: number
  /** Why the player is asked, in words; empty when the replacement goes ahead. */
  reasons: string[]
}

/** Compare the new data with the card numbers stored now. Nothing stored: nothing to lose, no question. */
export function checkReplacement(currentNumbers: ReadonlySet<string>, result: Pick<ImportResult, 'cards' | 'imported' | 'skipped'>): ReplacementCheck {
  const incoming = new Set(result.cards.map((c) => c.number))
  let dropped = 0
  for (const n of currentNumbers) if (!incoming.has(n)) dropped++
  const current = currentNumbers.size
  const check: ReplacementCheck = { action: 'replace', current, next: incoming.size, dropped, read: result.imported, skipped: result.skipped, reasons: [] }
  if (current === 0) return check
  if (dropped > current * SMALL_DROP_SHARE) {
    check.reasons.push(`${formatCount(dropped)} of your ${plural(current, 'card')} ${pluralForm(dropped, 'is', 'are')} not in the new data.`)
  }
  if (result.imported < result.skipped) {
    check.reasons.push(`Only ${plural(result.imported, 'record')} could be read; ${formatCount(result.skipped)} could not.`)
  }
  if (check.reasons.length > 0) check.action = 'ask'
  return check
}

/** The question put to the player: "This file would replace 1,075 cards with 1 (10 records could not be read)." */
export function replacementQuestion(check: ReplacementCheck, subject = 'This file'): string {
  const unread = check.skipped > 0 ? ` (${plural(check.skipped, 'record')} could not be read)` : ''
  return `${subject} would replace ${plural(check.current, 'card')} with ${formatCount(check.next)}${unread}.`
}

/** "No cards could be read", naming the first problems (where and what) and how many more. */
export function noCardsMessage(result: Pick<ImportResult, 'errors'>): string {
  const { lines, more } = firstProblems(result.errors)
  if (lines.length === 0) return 'No cards could be read, so nothing was changed.'
  const heading = more > 0 ? `The first ${plural(lines.length, 'problem')}` : pluralForm(lines.length, 'The problem', 'The problems')
  const rest = more > 0 ? ` And ${plural(more, 'more problem')}.` : ''
  return `No cards could be read, so nothing was changed. ${heading}: ${lines.join('; ').replace(/\.$/, '')}.${rest}`
}

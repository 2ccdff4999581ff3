import type { CardsText, ImportProblem, ReplaceSubject } from '~/engine/messages/cards'
import { cardsMessage } from '~/engine/messages/en/cards'
import type { ImportIssue, ImportResult } from './result'

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
  /** Why the player is asked, as codes a catalogue words; empty when the replacement goes ahead. */
  texts: CardsText[]
  /** The same in English. */
  reasons: string[]
}

/** Compare the new data with the card numbers stored now. Nothing stored: nothing to lose, no question. */
export function checkReplacement(currentNumbers: ReadonlySet<string>, result: Pick<ImportResult, 'cards' | 'imported' | 'skipped'>): ReplacementCheck {
  const incoming = new Set(result.cards.map((c) => c.number))
  let dropped = 0
  for (const n of currentNumbers) if (!incoming.has(n)) dropped++
  const current = currentNumbers.size
  const check: ReplacementCheck = {
    action: 'replace',
    current,
    next: incoming.size,
    dropped,
    read: result.imported,
    skipped: result.skipped,
    texts: [],
    reasons: [],
  }
  if (current === 0) return check
  if (dropped > current * SMALL_DROP_SHARE) check.texts.push({ code: 'replace.dropped', params: { dropped, current } })
  if (result.imported < result.skipped) check.texts.push({ code: 'replace.mostly-unread', params: { read: result.imported, skipped: result.skipped } })
  check.reasons = check.texts.map(cardsMessage)
  if (check.texts.length > 0) check.action = 'ask'
  return check
}

/** The subjects a caller may still give in English (the card data store's), as codes. */
const SUBJECTS: Record<string, ReplaceSubject> = { 'This file': 'file', 'These files': 'files', 'The download': 'download' }

/** The question put to the player, as a code: what would replace how many cards with how many. */
export function replacementQuestionText(check: ReplacementCheck, subject: ReplaceSubject | string = 'file'): CardsText {
  const said = SUBJECTS[subject] ?? (subject as ReplaceSubject)
  return { code: 'replace.question', params: { subject: said, current: check.current, next: check.next, skipped: check.skipped } }
}

/** The question in English: "This file would replace 1,075 cards with 1 (10 records could not be read)." */
export const replacementQuestion = (check: ReplacementCheck, subject: ReplaceSubject | string = 'file'): string =>
  cardsMessage(replacementQuestionText(check, subject))

/** A problem as the catalogue places it; one read without a code (a worker of another build) as its English. */
const asProblem = (e: ImportIssue): ImportProblem => ({
  line: e.line,
  record: e.record,
  field: e.field,
  file: e.file,
  text: (e.code !== undefined && e.params !== undefined
    ? { code: e.code, params: e.params }
    : { code: 'record.refused', params: { error: e.message } }) as CardsText,
})

/** "No cards could be read", naming the first problems (where and what) and how many more, as a code. */
export function noCardsText(result: Pick<ImportResult, 'errors'>, shown = 3): CardsText {
  return { code: 'replace.no-cards', params: { problems: result.errors.slice(0, shown).map(asProblem), more: Math.max(0, result.errors.length - shown) } }
}

/** The same in English. */
export const noCardsMessage = (result: Pick<ImportResult, 'errors'>): string => cardsMessage(noCardsText(result))

import type { DeskMark } from '~/schemas/event'
import { renderViolation, type Language } from '../messages'
import type { Violation } from '../rules/types'

/**
 * A desk row's problem in a language: rendered from its code, params and the rule it cites (the
 * violation's, kept by deskRow), as the deck editor renders a violation. English is the message the
 * row was checked with, byte for byte. A problem without a code (a row saved before the desk kept
 * codes, a file that could not be opened) shows its English; so does one whose code or params the
 * catalogue cannot word (storage is never trusted: its params are only checked as JSON data).
 */
export function markText(mark: DeskMark, language: Language): string {
  if (language === 'en' || mark.code === undefined || mark.params === undefined || mark.ref === undefined) return mark.message
  try {
    return renderViolation(
      {
        rule: mark.rule as Violation['rule'],
        ref: mark.ref,
        message: mark.message,
        lines: mark.lines,
        code: mark.code as Violation['code'],
        params: mark.params as Violation['params'],
      },
      language,
    )
  } catch {
    return mark.message
  }
}

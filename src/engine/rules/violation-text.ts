import type { Violation } from '~/engine/rules/types'

/**
 * A violation as a plain sentence: its message without the rule reference it ends with, which the list
 * shows beside it instead ("Three colors: white 34, red 16, blue 2; at most two are allowed" / 5-1-1-2).
 */
export function violationSentence(v: Pick<Violation, 'message' | 'ref'>): string {
  const tail = ` (${v.ref})`
  const text = v.message.endsWith(tail) ? v.message.slice(0, -tail.length) : v.message
  return text.charAt(0).toUpperCase() + text.slice(1)
}

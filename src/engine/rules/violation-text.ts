import type { Violation } from '~/engine/rules/types'
import { capitalise } from '~/engine/text/format'

/** The rules whose reference is a ban list (`banListRef`: "<name>, <date> (<where it was published>)"). */
const BAN_LIST_RULES: ReadonlySet<Violation['rule']> = new Set(['banned', 'restricted', 'banned-pair', 'card-group', 'ban-list-exception'])
const BAN_LIST_REF = /^(.*), (\d{4}-\d{2}-\d{2}) \((.*)\)$/

/**
 * A violation as a plain sentence: its message without the rule reference it ends with, which the list
 * shows under it instead ("Three colors: white 34, red 16, blue 2; at most two are allowed" / 5-1-1-2);
 * a ban list's sentence without the list's name and date it ends with ("… (Banned/Restricted Cards, 2026-09-25)").
 */
export function violationSentence(v: Pick<Violation, 'message' | 'ref'> & { rule?: Violation['rule'] }): string {
  const ban = v.rule && BAN_LIST_RULES.has(v.rule) ? BAN_LIST_REF.exec(v.ref) : null
  const tails = [` (${v.ref})`, ...(ban ? [` (${ban[1]}, ${ban[2]})`] : [])]
  const tail = tails.find((t) => v.message.endsWith(t))
  const text = tail ? v.message.slice(0, -tail.length) : v.message
  return capitalise(text)
}

/** A web address written without its scheme, as the ban lists in data/banlists/ give their source. */
const ADDRESS = /^[a-z0-9-]+(\.[a-z0-9-]+)+\/\S*$/i

/**
 * How a violation's reference is shown: a rule number as it is ("5-1-1-3, Q3, Q4"); a ban list as
 * "Ban list 2026-09-25", with the address it was published at to link to, and its full citation for a
 * tooltip and screen readers. The reference itself (the CLI's JSON) is not changed.
 */
export function violationRef(v: Pick<Violation, 'rule' | 'ref'>): { text: string; full: string; href: string | null } {
  const ban = BAN_LIST_RULES.has(v.rule) ? BAN_LIST_REF.exec(v.ref) : null
  if (!ban) return { text: v.ref, full: v.ref, href: null }
  // The exception cites the list and where the exempt deck is published ("…01_279.html; list from …"): the list's own page first.
  const first = ban[3]!.split(';')[0]!.trim()
  return { text: `Ban list ${ban[2]}`, full: v.ref, href: ADDRESS.test(first) ? `https://${first}` : null }
}

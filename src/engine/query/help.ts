import type { QueryHelpCode } from '../messages/query'

/**
 * The search language's own text, which is the same in every language a player reads the app in: the
 * syntax column and the examples of the in-app help, and a query that uses every kind of term. A
 * Japanese player types `c:red or c:blue` too, so none of it is translated; each help line's meaning is
 * its code's in the catalogues (messages/en/query.ts `QUERY_HELP`). no-sentences.test.ts allows this file
 * for that reason: its strings are queries, not sentences.
 */
export interface QueryHelpEntry {
  code: QueryHelpCode
  syntax: string
  example: string
}

/** One line per feature, in the order the help lists them. */
export const QUERY_HELP: readonly QueryHelpEntry[] = [
  { code: 'word', syntax: 'word "a phrase"', example: 'zaku gd01' },
  { code: 'exact', syntax: '!"full name"', example: '!"Gundam Aerial"' },
  { code: 'color', syntax: 'c: color:', example: 'c:purple  c:u,w' },
  { code: 'type', syntax: 't: type:', example: 't:pilot' },
  { code: 'stat', syntax: 'lv cost ap hp', example: 'lv<=3  cost:2  ap>=4' },
  { code: 'name', syntax: 'name:', example: 'name:"char\'s"' },
  { code: 'trait', syntax: 'trait:', example: 'trait:"Earth Federation"' },
  { code: 'link', syntax: 'link:', example: 'link:amuro' },
  { code: 'set', syntax: 'set: s:', example: 'set:GD03' },
  { code: 'rarity', syntax: 'r: rarity:', example: 'r:LR' },
  { code: 'keyword', syntax: 'kw: keyword:', example: 'kw:blocker' },
  { code: 'text', syntax: 'o: text:', example: 'o:"draw 1"' },
  { code: 'is', syntax: 'is:', example: 'is:parallel' },
  { code: 'game', syntax: 'game:', example: 'game:gcg' },
  { code: 'own', syntax: 'own: own>=N ownp:', example: 'own<4  ownp: is:parallel' },
  { code: 'missing', syntax: 'missing:', example: 'missing: c:red' },
  { code: 'not', syntax: '-term  -(…)', example: '-t:pilot' },
  { code: 'or', syntax: 'a or b', example: 'c:red or c:blue' },
  { code: 'group', syntax: '( )', example: '(c:red or c:blue) lv<=2' },
]

/** A query with every kind of term once, which search.ts runs to warm its code up. */
export const EVERY_TERM_QUERY = 'warm (c:red or c:blue) -t:pilot lv<=3 cost>=1 ap>0 hp<9 o:"draw 1" trait:warm link:warm kw:blocker r:c set:warm is:base'

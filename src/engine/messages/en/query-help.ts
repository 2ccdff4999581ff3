import type { QueryHelpCatalogue } from '../query'

// A module of its own, so the query parser (in the app's first script) does not bring the help's words with it.

/** The search syntax's help lines in English (the README's table says the same). */
export const QUERY_HELP: QueryHelpCatalogue = {
  word: 'Name or card number contains it (every word must match)',
  exact: 'Exactly this name',
  color: 'Color: blue (u), green (g), red (r), white (w), purple (p), black (b), colorless (c, none); a comma list is any of them',
  type: 'Card type: unit, pilot, command, base, resource, token, ex-base, ex-resource (a beginning works: t:ex)',
  stat: 'Compare with = != < <= > >= (: means =); cards without the stat never match',
  name: 'Name contains',
  trait: 'A trait contains',
  link: 'The link condition names a pilot or trait containing it',
  set: "Card set, the printing's set, or number prefix",
  rarity: "The printing's rarity (LR, R, U, C, P; LR+ for a parallel)",
  keyword: 'Has a keyword effect (a beginning works)',
  text: 'Card text contains',
  is: 'is:parallel (a _pN print), is:base, is:errata',
  game: 'Game: gcg, gundam-war, forge',
  own: 'Copies in your collection of the card, every printing together (own: any, own:no none, own<4); ownp: this printing alone',
  missing: 'A deck of yours needs more copies than you own (missing>=2: two or more short)',
  not: 'Not',
  or: 'Either; terms side by side must all match (and binds tighter than or)',
  group: 'Group',
}

/** The search language, one line per feature: the in-app help and the README table read this. */
export interface QueryHelpEntry {
  syntax: string
  meaning: string
  example: string
}

export const QUERY_HELP: readonly QueryHelpEntry[] = [
  { syntax: 'word "a phrase"', meaning: 'Name or card number contains it (every word must match)', example: 'zaku gd01' },
  { syntax: '!"full name"', meaning: 'Exactly this name', example: '!"Gundam Aerial"' },
  {
    syntax: 'c: color:',
    meaning: 'Color: blue (u), green (g), red (r), white (w), purple (p), black (b), colorless (c, none); a comma list is any of them',
    example: 'c:purple  c:u,w',
  },
  { syntax: 't: type:', meaning: 'Card type: unit, pilot, command, base, resource, token, ex-base, ex-resource (a beginning works: t:ex)', example: 't:pilot' },
  { syntax: 'lv cost ap hp', meaning: 'Compare with = != < <= > >= (: means =); cards without the stat never match', example: 'lv<=3  cost:2  ap>=4' },
  { syntax: 'name:', meaning: 'Name contains', example: 'name:"char\'s"' },
  { syntax: 'trait:', meaning: 'A trait contains', example: 'trait:"Earth Federation"' },
  { syntax: 'link:', meaning: 'The link condition names a pilot or trait containing it', example: 'link:amuro' },
  { syntax: 'set: s:', meaning: "Card set, the printing's set, or number prefix", example: 'set:GD03' },
  { syntax: 'r: rarity:', meaning: "The printing's rarity (LR, R, U, C, P; LR+ for a parallel)", example: 'r:LR' },
  { syntax: 'kw: keyword:', meaning: 'Has a keyword effect (a beginning works)', example: 'kw:blocker' },
  { syntax: 'o: text:', meaning: 'Card text contains', example: 'o:"draw 1"' },
  { syntax: 'is:', meaning: 'is:parallel (a _pN print), is:base, is:errata', example: 'is:parallel' },
  { syntax: 'game:', meaning: 'Game: gcg, gundam-war, forge', example: 'game:gcg' },
  {
    syntax: 'own: own>=N ownp:',
    meaning: 'Copies in your collection of the card, every printing together (own: any, own:no none, own<4); ownp: this printing alone',
    example: 'own<4  ownp: is:parallel',
  },
  { syntax: 'missing:', meaning: 'A deck of yours needs more copies than you own (missing>=2: two or more short)', example: 'missing: c:red' },
  { syntax: '-term  -(…)', meaning: 'Not', example: '-t:pilot' },
  { syntax: 'a or b', meaning: 'Either; terms side by side must all match (and binds tighter than or)', example: 'c:red or c:blue' },
  { syntax: '( )', meaning: 'Group', example: '(c:red or c:blue) lv<=2' },
]

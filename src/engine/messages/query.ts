/**
 * What the card search says about a query it cannot read whole (src/engine/query), as data: a code and
 * its parameters, never a sentence; a catalogue per language renders them (messages/en/query.ts). Text
 * from the query is passed as it was typed (`written`, `op`, `field`); the search language's own words
 * (`c:`, `is:parallel`, `or`) are the same in every language.
 */
export interface QueryParams {
  // What the lexer and parser refuse (query/parse.ts).
  /** A `-` followed by a space. */
  'minus.space': Record<string, never>
  /** A `-` with no term after it. */
  'minus.alone': Record<string, never>
  'quote.unclosed': Record<string, never>
  'quotes.empty': Record<string, never>
  /** `!` with no name after it. */
  'exact.empty': Record<string, never>
  'or.alone': Record<string, never>
  'and.alone': Record<string, never>
  'parentheses.empty': Record<string, never>
  /** A `)` that closes nothing. */
  'parenthesis.unopened': Record<string, never>
  /** A `(` never closed. */
  'parenthesis.unclosed': Record<string, never>
  /** Parentheses and `-` nested deeper than `max`: the rest is ignored. */
  'nesting.too-deep': { max: number }
  /** A query over `max` characters: only the first `max` are read. */
  'query.too-long': { chars: number; max: number }

  // A `field:value` term (query/parse.ts); `field` is the field's short name (`lv`, `c`), `fields` every one.
  'field.unknown': { written: string; fields: string[] }
  /** An operator the field does not take; `ops` the ones it does. */
  'operator.unknown': { op: string; ops: string[] }
  /** A comparing operator (`<`) on a field that only matches (`t`). */
  'operator.not-comparing': { op: string; field: string }
  /** `written`: the field and operator as typed (`c:`). */
  'value.missing': { written: string }
  /** A stat that is not a whole number. */
  'stat.not-number': { written: string; field: string }
  /** `own`, `ownp` or `missing` with neither a count nor a word it takes. */
  'count.invalid': { written: string; field: 'own' | 'ownp' | 'missing' }
  'color.unknown': { written: string }
  'type.unknown': { written: string }
  'game.unknown': { written: string }
  /** `flags`: what `is:` takes. */
  'is.unknown': { written: string; flags: string[] }
  /** A keyword with no letter or digit. */
  'keyword.invalid': { written: string }

  // Terms the search has nothing to compare with (query/collection-terms.ts): each is left out.
  'own.no-collection': { field: 'own' | 'ownp' }
  'missing.no-collection': Record<string, never>
  'missing.no-decks': Record<string, never>
}

export type QueryCode = keyof QueryParams

/** A code with its parameters, typed together. */
export type QueryText = { [C in QueryCode]: { code: C; params: QueryParams[C] } }[QueryCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type QueryCatalogue = { [C in QueryCode]: (p: QueryParams[C]) => string }

/**
 * The lines of the search syntax's help (query/help.ts), by code: each line's meaning is the
 * catalogue's; its syntax and example are the search language's own text.
 */
export const QUERY_HELP_CODES = [
  'word',
  'exact',
  'color',
  'type',
  'stat',
  'name',
  'trait',
  'link',
  'set',
  'rarity',
  'keyword',
  'text',
  'is',
  'game',
  'own',
  'missing',
  'not',
  'or',
  'group',
] as const
export type QueryHelpCode = (typeof QUERY_HELP_CODES)[number]

/** A language's help lines: one per code, so a line without its meaning does not compile. */
export type QueryHelpCatalogue = Record<QueryHelpCode, string>

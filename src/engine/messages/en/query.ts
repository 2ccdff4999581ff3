import { formatCount as n } from '../../text/format'
import type { QueryCatalogue, QueryCode, QueryText } from '../query'

/** The card search's messages in English: what a query it cannot read whole says, and its help lines. */
const COLORS = 'use blue (u), green (g), red (r), white (w), purple (p), black (b) or colorless (c, none)'
const TYPES = 'use unit, pilot, command, base, resource, token (unit-token), ex-base or ex-resource; traits are trait:'
const COUNT_EXAMPLES = { own: 'own: (any), own:no, own>=4', ownp: 'ownp: (any), ownp:no, ownp>=4', missing: 'missing: (any), missing>=2' }

const MESSAGES: QueryCatalogue = {
  'minus.space': () => "'-' negates the term right after it: write -t:pilot, without a space",
  'minus.alone': () => "'-' negates the term after it, and there is none",
  'quote.unclosed': () => 'unclosed quote: add the closing "',
  'quotes.empty': () => 'empty quotes',
  'exact.empty': () => "'!' needs a name after it",
  'or.alone': () => "'or' needs a term on each side",
  'and.alone': () => "'and' needs a term on each side",
  'parentheses.empty': () => 'empty parentheses',
  'parenthesis.unopened': () => "unbalanced parenthesis: this ')' closes nothing",
  'parenthesis.unclosed': () => "unbalanced parenthesis: this '(' is never closed",
  'nesting.too-deep': (p) => `nested more than ${n(p.max)} levels deep (parentheses and '-'); the rest is ignored`,
  'query.too-long': (p) => `the query is ${n(p.chars)} characters; only the first ${n(p.max)} are read`,
  'field.unknown': (p) => `unknown field '${p.written}:' (fields: ${p.fields.join(', ')})`,
  'operator.unknown': (p) => `bad operator '${p.op}': use ${p.ops.join(' ')}`,
  'operator.not-comparing': (p) => `'${p.op}' does not compare ${p.field}: use ${p.field}: or ${p.field}!=`,
  'value.missing': (p) => `missing value after '${p.written}'`,
  'stat.not-number': (p) => `not a number: '${p.written}' (${p.field} takes a whole number, e.g. ${p.field}<=3)`,
  'count.invalid': (p) => `not a count: '${p.written}' (e.g. ${COUNT_EXAMPLES[p.field]})`,
  'color.unknown': (p) => `unknown color '${p.written}': ${COLORS}`,
  'type.unknown': (p) => `unknown type '${p.written}': ${TYPES}`,
  'game.unknown': (p) => `unknown game '${p.written}': use gcg, gundam-war or forge`,
  'is.unknown': (p) => `unknown is: value '${p.written}': use ${p.flags.map((f) => `is:${f}`).join(', ')}`,
  'keyword.invalid': (p) => `not a keyword: '${p.written}' (e.g. kw:blocker)`,
  'own.no-collection': (p) => `'${p.field}' counts the copies in your collection, and this search has none: the term is left out`,
  'missing.no-collection': () => "'missing' compares your decks with your collection, and this search has no collection: the term is left out",
  'missing.no-decks': () => "'missing' compares your decks with your collection, and this search has no decks: the term is left out",
}

/** A query's problem in English. */
export function queryMessage(text: QueryText): string {
  return (MESSAGES[text.code] as (p: QueryText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_QUERY_CODES = Object.keys(MESSAGES) as QueryCode[]

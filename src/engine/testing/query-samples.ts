import type { QueryCode, QueryParams } from '../messages/query'

// Parameters for every card-search message code, shared by each language's catalogue tests.

/** One set of parameters per code: a code added without one here does not compile. */
export const QUERY_SAMPLES: { [C in QueryCode]: QueryParams[C] } = {
  'minus.space': {},
  'minus.alone': {},
  'quote.unclosed': {},
  'quotes.empty': {},
  'exact.empty': {},
  'or.alone': {},
  'and.alone': {},
  'parentheses.empty': {},
  'parenthesis.unopened': {},
  'parenthesis.unclosed': {},
  'nesting.too-deep': { max: 64 },
  'query.too-long': { chars: 12_345, max: 2000 },
  'field.unknown': { written: 'colr', fields: ['c', 't', 'lv'] },
  'operator.unknown': { op: '=<', ops: [':', '=', '!=', '<', '<=', '>', '>='] },
  'operator.not-comparing': { op: '<', field: 'c' },
  'value.missing': { written: 'lv<=' },
  'stat.not-number': { written: 'x', field: 'cost' },
  'count.invalid': { written: 'yse', field: 'ownp' },
  'color.unknown': { written: 'purpel' },
  'type.unknown': { written: 'zeon' },
  'game.unknown': { written: 'magic' },
  'is.unknown': { written: 'foil', flags: ['parallel', 'base', 'errata'] },
  'keyword.invalid': { written: '--' },
  'own.no-collection': { field: 'ownp' },
  'missing.no-collection': {},
  'missing.no-decks': {},
}

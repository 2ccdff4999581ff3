// Card search: a Scryfall-like query language over cards and their printings. Pure and tested.
export type { CardMatcher, CardRow, CompareOp, IsFlag, ParsedQuery, QueryCollection, QueryError, QueryNode, Span, StatField, TextField } from './ast'
export { parseQuery } from './parse'
export { searchCards, cardRows, isIndexed, prepareRows, prepareRowsInSteps, type SearchOptions, type SearchResult, type SortKey } from './search'
export { chipsToQuery, type FilterChips, type StatChip } from './chips'
export { QUERY_HELP, type QueryHelpEntry } from './help'
export { didYouMean, queryVocabulary, queryVocabularySteps, type QueryVocabulary } from './suggest'

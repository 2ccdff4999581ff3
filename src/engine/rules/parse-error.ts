import type { Rule } from './types'

export const PARSE_ERROR_REF = 'deck list'

/** Every line the deck-list reader could not read: the list as written cannot be checked whole. The reader's code and parameters go with it. */
export const parseError: Rule = (ctx) =>
  ctx.diagnostics.map((d) => ({
    rule: 'parse-error',
    ref: PARSE_ERROR_REF,
    severity: d.severity,
    message: d.message,
    cards: [],
    lines: [d.line],
    code: d.code,
    params: d.params,
  }))

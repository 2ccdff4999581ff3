import type { CompareOp, ParsedQuery, QueryError, QueryNode, Span } from './ast'
import {
  colorSuggestion,
  FIELD_NAMES,
  FIELDS,
  IS_FLAGS,
  typeSuggestion,
  fold,
  foldKeyword,
  foldRarity,
  gameSuggestion,
  isSuggestion,
  countSuggestion,
  readCount,
  readColors,
  readGames,
  readIsFlag,
  readTypes,
  type FieldDef,
} from './values'
import { MAX_QUERY_CHARS, MAX_QUERY_DEPTH } from '~/engine/limits'
import { closest } from './spelling'
import { queryMessage } from '../messages/en/query'
import type { QueryText } from '../messages/query'

/** A problem at `span`, as its code and params with the English message beside them. */
export const queryError = (span: Span, text: QueryText, suggestion?: string | null): QueryError =>
  ({ start: span.start, end: span.end, ...text, message: queryMessage(text), ...(suggestion ? { suggestion } : {}) }) as QueryError

// The card-search language, close to Scryfall's: bare words and quoted phrases search the name and
// number, `field:value` and `field<op>value` test one field, `-` negates, `or` separates
// alternatives (AND binds tighter), parentheses group. Faulty terms are reported with their
// offsets and left out of the tree, as Scryfall ignores what it cannot read.

type Token = (Span & { t: 'lparen' | 'rparen' | 'or' | 'and' | 'not' }) | (Span & { t: 'term'; term: Term })

interface Term extends Span {
  /** `!"name"`: the whole name. */
  exact: boolean
  field?: Span & { name: string }
  op?: Span & { text: string }
  value: string
  valueSpan: Span
  quoted: boolean
  /** An unclosed quote, already reported. */
  unclosed?: boolean
}

const OPS: readonly string[] = [':', '=', '!=', '<', '<=', '>', '>=']
const isSpace = (ch: string) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0' || ch === '\u3000'
const isOpChar = (ch: string) => ch === ':' || ch === '=' || ch === '<' || ch === '>' || ch === '!'

class Lexer {
  readonly tokens: Token[] = []
  private i = 0

  constructor(
    private readonly s: string,
    private readonly errors: QueryError[],
  ) {
    while (this.skipSpace()) this.token()
  }

  private skipSpace(): boolean {
    while (this.i < this.s.length && isSpace(this.s[this.i]!)) this.i++
    return this.i < this.s.length
  }

  private token() {
    const { s } = this
    const start = this.i
    const ch = s[start]!
    if (ch === '-' && (start + 1 === s.length || isSpace(s[start + 1]!))) {
      this.i++
      this.errors.push(queryError({ start, end: this.i }, { code: 'minus.space', params: {} }))
      return
    }
    if (ch === '(' || ch === ')' || ch === '-') {
      this.i++
      this.tokens.push({ t: ch === '(' ? 'lparen' : ch === ')' ? 'rparen' : 'not', start, end: this.i })
      return
    }
    if (ch === '"') {
      const v = this.quoted()
      this.pushTerm({ start, end: this.i, exact: false, value: v.value, valueSpan: v.span, quoted: true, unclosed: v.unclosed })
      return
    }
    if (ch === '!' && this.i + 1 < s.length && !isSpace(s[this.i + 1]!) && s[this.i + 1] !== '=') {
      this.i++
      const v = s[this.i] === '"' ? this.quoted() : this.bare(true)
      this.pushTerm({ start, end: this.i, exact: true, value: v.value, valueSpan: v.span, quoted: s[start + 1] === '"', unclosed: v.unclosed })
      return
    }
    const field = /^[A-Za-z]+/.exec(s.slice(start, start + 20))
    if (field) {
      const opStart = start + field[0].length
      let opEnd = opStart
      while (opEnd < s.length && isOpChar(s[opEnd]!)) opEnd++
      const opText = s.slice(opStart, opEnd)
      // `Zaku!` is a word; `foo:bar`, `lv>=3`, `lv=<3` are fields (the last with a bad operator).
      if (/[:=<>]/.test(opText)) {
        this.i = opEnd
        const v = s[this.i] === '"' ? this.quoted() : this.bare(false)
        this.pushTerm({
          start,
          end: this.i,
          exact: false,
          field: { name: field[0], start, end: opStart },
          op: { text: opText, start: opStart, end: opEnd },
          value: v.value,
          valueSpan: v.span,
          quoted: s[opEnd] === '"',
          unclosed: v.unclosed,
        })
        return
      }
    }
    const v = this.bare(true)
    const lower = v.value.toLowerCase()
    if (lower === 'or' || lower === 'and') this.tokens.push({ t: lower, start, end: this.i })
    else this.pushTerm({ start, end: this.i, exact: false, value: v.value, valueSpan: v.span, quoted: false })
  }

  private pushTerm(term: Term) {
    this.tokens.push({ t: 'term', start: term.start, end: term.end, term })
  }

  /** A bare value runs to a space or a parenthesis (and, for free words, a quote). */
  private bare(stopAtQuote: boolean): { value: string; span: Span; unclosed?: boolean } {
    const start = this.i
    const { s } = this
    while (this.i < s.length) {
      const ch = s[this.i]!
      if (isSpace(ch) || ch === '(' || ch === ')' || (stopAtQuote && ch === '"')) break
      this.i++
    }
    return { value: s.slice(start, this.i), span: { start, end: this.i } }
  }

  /** `"..."` with `\"` and `\\`; an unclosed quote runs to the end and is reported. */
  private quoted(): { value: string; span: Span; unclosed: boolean } {
    const { s } = this
    const start = this.i
    this.i++
    let value = ''
    while (this.i < s.length && s[this.i] !== '"') {
      if (s[this.i] === '\\' && (s[this.i + 1] === '"' || s[this.i + 1] === '\\')) this.i++
      value += s[this.i]
      this.i++
    }
    const unclosed = this.i >= s.length
    if (unclosed) this.errors.push(queryError({ start, end: s.length }, { code: 'quote.unclosed', params: {} }))
    else this.i++
    return { value, span: { start, end: this.i }, unclosed }
  }
}

class Parser {
  private p = 0

  private depth = 0

  constructor(
    private readonly tokens: Token[],
    private readonly errors: QueryError[],
  ) {}

  parse(): QueryNode | null {
    return this.or()
  }

  private peek(): Token | undefined {
    return this.tokens[this.p]
  }

  private error(span: Span, text: QueryText) {
    this.errors.push(queryError(span, text))
  }

  /** Alternatives separated by `or`; an `or` without a term on each side is reported and dropped. */
  private or(): QueryNode | null {
    const groups: (QueryNode | null)[] = [this.and()]
    const ors: Token[] = []
    for (let t = this.peek(); t?.t === 'or'; t = this.peek()) {
      ors.push(t)
      this.p++
      groups.push(this.and())
    }
    ors.forEach((t, k) => {
      if (!groups[k + 1] || (k === 0 && !groups[0])) this.error(t, { code: 'or.alone', params: {} })
    })
    return combine('or', groups)
  }

  private and(): QueryNode | null {
    const children: (QueryNode | null)[] = []
    for (let t = this.peek(); t && t.t !== 'or' && t.t !== 'rparen'; t = this.peek()) {
      if (t.t === 'and') {
        this.p++
        const next = this.peek()
        if (children.length === 0 || !next || next.t === 'or' || next.t === 'rparen' || next.t === 'and') {
          this.error(t, { code: 'and.alone', params: {} })
        }
        continue
      }
      children.push(this.unary())
    }
    return combine('and', children)
  }

  private unary(): QueryNode | null {
    const t = this.tokens[this.p++]!
    if ((t.t === 'not' || t.t === 'lparen') && this.depth >= MAX_QUERY_DEPTH) {
      // The parser is recursive: refuse absurd nesting rather than overflow the stack. The rest is dropped.
      this.error({ start: t.start, end: this.tokens.at(-1)!.end }, { code: 'nesting.too-deep', params: { max: MAX_QUERY_DEPTH } })
      this.p = this.tokens.length
      return null
    }
    this.depth++
    try {
      return this.unaryAt(t)
    } finally {
      this.depth--
    }
  }

  private unaryAt(t: Token): QueryNode | null {
    switch (t.t) {
      case 'not': {
        const next = this.peek()
        if (!next || next.t === 'or' || next.t === 'and' || next.t === 'rparen') {
          this.error(t, { code: 'minus.alone', params: {} })
          return null
        }
        const child = this.unary()
        // The negation ends where its operand's last token does: `-(a or b)` includes the `)`.
        return child ? { kind: 'not', child, start: t.start, end: this.tokens[this.p - 1]!.end } : null
      }
      case 'lparen': {
        const empty = this.peek()?.t === 'rparen'
        const inner = this.or()
        const close = this.peek()
        // Unmatched parentheses were reported before parsing: a missing `)` closes at the end.
        if (close?.t === 'rparen') {
          this.p++
          if (empty) this.error({ start: t.start, end: close.end }, { code: 'parentheses.empty', params: {} })
        }
        return inner
      }
      case 'term':
        return termNode(t.term, this.errors)
      default:
        // `rparen`, `or` and `and` are handled by the callers.
        return null
    }
  }
}

function combine(kind: 'and' | 'or', nodes: (QueryNode | null)[]): QueryNode | null {
  const kept = nodes.filter((n): n is QueryNode => n !== null)
  if (kept.length <= 1) return kept[0] ?? null
  return { kind, children: kept, start: kept[0]!.start, end: kept[kept.length - 1]!.end }
}

/** Report unmatched parentheses up front; drop stray `)` so the rest parses as written. */
function balance(tokens: Token[], errors: QueryError[]): Token[] {
  const open: Token[] = []
  const kept: Token[] = []
  for (const t of tokens) {
    if (t.t === 'lparen') open.push(t)
    if (t.t === 'rparen') {
      if (!open.pop()) {
        errors.push(queryError(t, { code: 'parenthesis.unopened', params: {} }))
        continue
      }
    }
    kept.push(t)
  }
  for (const t of open) errors.push(queryError(t, { code: 'parenthesis.unclosed', params: {} }))
  return kept
}

function termNode(term: Term, errors: QueryError[]): QueryNode | null {
  const span = { start: term.start, end: term.end }
  const fail = (at: Span, text: QueryText, suggestion?: string | null) => {
    errors.push(queryError(at, text, suggestion))
    return null
  }
  if (!term.field) {
    const value = fold(term.value)
    if (value === '') return term.unclosed ? null : fail(span, { code: term.exact ? 'exact.empty' : 'quotes.empty', params: {} })
    return term.exact ? { kind: 'name', value, exact: true, ...span } : { kind: 'free', value, ...span }
  }
  const name = term.field.name.toLowerCase()
  const def: FieldDef | undefined = Object.hasOwn(FIELDS, name) ? FIELDS[name] : undefined
  if (!def)
    return fail(term.field, { code: 'field.unknown', params: { written: term.field.name, fields: [...FIELD_NAMES] } }, closest(name, Object.keys(FIELDS)))
  const op = term.op!
  const compares = def.kind === 'stat' || isCount(def)
  if (!OPS.includes(op.text)) return fail(op, { code: 'operator.unknown', params: { op: op.text, ops: compares ? [...OPS] : [':', '=', '!='] } })
  if (isCount(def)) return countNode(def, term, span, fail)
  if (!compares && !(op.text === ':' || op.text === '=' || op.text === '!=')) {
    return fail(op, { code: 'operator.not-comparing', params: { op: op.text, field: def.label } })
  }
  if (term.value.trim() === '') {
    if (term.unclosed) return null
    return fail(term.quoted ? term.valueSpan : { start: term.field.start, end: op.end }, {
      code: 'value.missing',
      params: { written: `${term.field.name}${op.text}` },
    })
  }
  const node = fieldNode(def, term, span, fail)
  if (!node || op.text !== '!=' || def.kind === 'stat') return node
  return { kind: 'not', child: node, ...span }
}

const isCount = (def: FieldDef) => def.kind === 'own' || def.kind === 'ownp' || def.kind === 'missing'

/** `own`, `ownp`, `missing`: a count compared, or a word (`own:` alone is "owned at all"). */
function countNode(def: FieldDef, term: Term, span: Span, fail: (at: Span, text: QueryText, suggestion?: string | null) => null): QueryNode | null {
  if (term.unclosed) return null
  const op = term.op!.text
  const count = readCount(op, term.value)
  if (!count) {
    return fail(
      term.value.trim() === '' ? term.op! : term.valueSpan,
      { code: 'count.invalid', params: { written: term.value, field: def.kind === 'missing' ? 'missing' : def.kind === 'own' ? 'own' : 'ownp' } },
      term.quoted ? null : countSuggestion(term.value),
    )
  }
  if (def.kind === 'missing') return { kind: 'missing', ...count, ...span }
  return { kind: 'own', scope: def.kind === 'own' ? 'number' : 'printing', ...count, ...span }
}

function fieldNode(def: FieldDef, term: Term, span: Span, fail: (at: Span, text: QueryText, suggestion?: string | null) => null): QueryNode | null {
  const raw = term.value
  const at = term.valueSpan
  switch (def.kind) {
    case 'stat': {
      if (!/^\s*\d+\s*$/.test(raw)) return fail(at, { code: 'stat.not-number', params: { written: raw, field: def.label } })
      const op = term.op!.text === ':' ? '=' : (term.op!.text as CompareOp)
      return { kind: 'stat', field: def.stat!, op, value: Number(raw), ...span }
    }
    case 'color': {
      const colors = readColors(raw)
      return colors
        ? { kind: 'color', colors, ...span }
        : fail(at, { code: 'color.unknown', params: { written: raw } }, term.quoted ? null : colorSuggestion(raw))
    }
    case 'type': {
      const types = readTypes(raw)
      return types ? { kind: 'type', types, ...span } : fail(at, { code: 'type.unknown', params: { written: raw } }, term.quoted ? null : typeSuggestion(raw))
    }
    case 'game': {
      const games = readGames(raw)
      return games ? { kind: 'game', games, ...span } : fail(at, { code: 'game.unknown', params: { written: raw } }, term.quoted ? null : gameSuggestion(raw))
    }
    case 'is': {
      const flag = readIsFlag(raw)
      return flag
        ? { kind: 'is', flag, ...span }
        : fail(at, { code: 'is.unknown', params: { written: raw, flags: [...IS_FLAGS] } }, term.quoted ? null : isSuggestion(raw))
    }
    case 'name':
      return { kind: 'name', value: fold(raw), exact: false, ...span }
    case 'keyword': {
      const value = foldKeyword(raw)
      return value ? { kind: 'keyword', value, ...span } : fail(at, { code: 'keyword.invalid', params: { written: raw } })
    }
    case 'rarity':
      return { kind: 'rarity', value: foldRarity(raw), ...span }
    case 'own':
    case 'ownp':
    case 'missing':
      return countNode(def, term, span, fail)
    default:
      return { kind: def.kind, value: fold(raw), ...span }
  }
}

/**
 * Read a search query. Never throws. Faulty terms are reported (with their offsets) and left out,
 * so `ast` still narrows by everything that was understood; see ParsedQuery.
 */
export function parseQuery(text: string): ParsedQuery {
  const errors: QueryError[] = []
  const raw = typeof text === 'string' ? text : ''
  // Very long input is cut, and said so, before the lexer sees it.
  const source = raw.length > MAX_QUERY_CHARS ? raw.slice(0, MAX_QUERY_CHARS) : raw
  if (source !== raw)
    errors.push(queryError({ start: MAX_QUERY_CHARS, end: raw.length }, { code: 'query.too-long', params: { chars: raw.length, max: MAX_QUERY_CHARS } }))
  const tokens = balance(new Lexer(source, errors).tokens, errors)
  const ast = new Parser(tokens, errors).parse()
  errors.sort((a, b) => a.start - b.start || a.end - b.end)
  return { ast, errors }
}

// The plain query matcher, one card and printing at a time: the oracle the column index
// (engine/query/search-index.ts) is checked against, for tests only. Same semantics, none of its speed.
import type { Card, Printing } from '~/schemas/card'
import type { CardMatcher, QueryCollection, QueryNode } from '../query/ast'
import { compareCount, shortOf } from '../query/collection-terms'
import { rankOf } from '../query/compile'
import { fold, foldKeyword, foldRarity } from '../query/values'

/**
 * A card's searchable text: the folded fields stored with it (card.folded), or folded here once
 * and only when a query first needs it (cards made without them: tests, CLI). Kept per card
 * object, so every printing shares it.
 */
class CardFacts {
  private _name?: string
  private _number?: string
  private _text?: string
  private _traits?: string[]
  private _link?: string[]
  private _keywords?: string[]
  private _set?: string | null

  constructor(readonly card: Card) {}

  get name(): string {
    return (this._name ??= this.card.folded?.name ?? fold(this.card.name))
  }
  get number(): string {
    return (this._number ??= this.card.number.toLowerCase())
  }
  get text(): string {
    return (this._text ??= this.card.folded?.text ?? fold(this.card.text))
  }
  get traits(): string[] {
    return (this._traits ??= this.card.folded?.traits ?? this.card.traits.map(fold))
  }
  /** Pilot names and traits the link condition names (2-11-1). */
  get link(): string[] {
    return (this._link ??= this.card.folded?.link ?? (this.card.link?.refs ?? []).map((r) => fold(r.kind === 'pilot' ? r.name : r.trait)))
  }
  get keywords(): string[] {
    return (this._keywords ??= this.card.keywords.map((k) => foldKeyword(k.keyword)))
  }
  get set(): string | null {
    return this._set === undefined ? (this._set = this.card.set?.toLowerCase() ?? null) : this._set
  }
}

const factsCache = new WeakMap<Card, CardFacts>()

function factsOf(card: Card): CardFacts {
  let f = factsCache.get(card)
  if (!f) factsCache.set(card, (f = new CardFacts(card)))
  return f
}

/** One card with one printing, as the matchers read it; printing facts are worked out on demand. */
class Row {
  readonly facts: CardFacts
  private _id?: string
  private _rarity?: string | null
  private _set?: string | null
  private _parallel?: boolean

  constructor(
    readonly card: Card,
    readonly printing: Printing,
    facts?: CardFacts,
  ) {
    this.facts = facts ?? factsOf(card)
  }

  /** Lower-case printing id. */
  get id(): string {
    return (this._id ??= this.printing.id.toLowerCase())
  }
  get parallel(): boolean {
    return (this._parallel ??= rankOf(this.printing.id) > 0)
  }
  /** The printing's rarity (the card's when the printing has none), without spaces, lower case. */
  get rarity(): string | null {
    if (this._rarity === undefined) {
      const r = this.printing.rarity ?? this.card.rarity
      this._rarity = r === null ? null : foldRarity(r)
    }
    return this._rarity
  }
  /** The printing's set, lower case. */
  get set(): string | null {
    return this._set === undefined ? (this._set = this.printing.set?.toLowerCase() ?? null) : this._set
  }
}

function makeRow(card: Card, printing: Printing): Row {
  return new Row(card, printing)
}

type RowMatcher = (row: Row) => boolean

const always: RowMatcher = () => true

function someIncludes(list: readonly string[], value: string): boolean {
  for (const s of list) if (s.includes(value)) return true
  return false
}

const never: RowMatcher = () => false

/**
 * Compile a tree into one closure; values are prepared here, once, never per card. `own` and
 * `missing` terms read `collection` (match nothing without it: searchCards reports and drops them first).
 */
function compileRows(node: QueryNode | null, collection?: QueryCollection): RowMatcher {
  if (!node) return always
  const sub = (n: QueryNode | null) => compileRows(n, collection)
  switch (node.kind) {
    case 'and': {
      const parts = node.children.map(sub)
      if (parts.length === 2) {
        const [a, b] = parts as [RowMatcher, RowMatcher]
        return (r) => a(r) && b(r)
      }
      return (r) => {
        for (const m of parts) if (!m(r)) return false
        return true
      }
    }
    case 'or': {
      const parts = node.children.map(sub)
      return (r) => {
        for (const m of parts) if (m(r)) return true
        return false
      }
    }
    case 'not': {
      const inner = sub(node.child)
      return (r) => !inner(r)
    }
    case 'free': {
      const v = node.value
      return (r) => r.facts.name.includes(v) || r.facts.number.includes(v) || r.id.includes(v)
    }
    case 'name': {
      const v = node.value
      return node.exact ? (r) => r.facts.name === v : (r) => r.facts.name.includes(v)
    }
    case 'stat':
      return statMatcher(node.field, node.op, node.value)
    case 'color': {
      const colors = node.colors
      if (colors.length === 1) {
        const c = colors[0]
        return (r) => r.card.color === c
      }
      return (r) => colors.includes(r.card.color)
    }
    case 'type': {
      const types = node.types
      return (r) => types.includes(r.card.type)
    }
    case 'game': {
      const games = node.games
      return (r) => games.includes(r.card.game)
    }
    case 'trait': {
      const v = node.value
      return (r) => someIncludes(r.facts.traits, v)
    }
    case 'link': {
      const v = node.value
      return (r) => someIncludes(r.facts.link, v)
    }
    case 'text': {
      const v = node.value
      return (r) => r.facts.text.includes(v)
    }
    case 'keyword': {
      // A keyword's beginning is enough: kw:block is Blocker.
      const v = node.value
      return (r) => {
        for (const k of r.facts.keywords) if (k.startsWith(v)) return true
        return false
      }
    }
    case 'rarity': {
      const v = node.value
      return (r) => r.rarity === v
    }
    case 'set': {
      // The card's set, the printing's set (a reprint in another product), or a number prefix.
      const v = node.value
      const prefix = v.includes('-') ? v : `${v}-`
      return (r) => r.facts.set === v || r.set === v || r.facts.number.startsWith(prefix)
    }
    case 'is':
      switch (node.flag) {
        case 'parallel':
          return (r) => r.parallel
        case 'base':
          return (r) => !r.parallel
        case 'errata':
          return (r) => r.card.errata.length > 0
      }
    case 'own': {
      if (!collection) return never
      const { op, value } = node
      const owned = node.scope === 'number' ? collection.byNumber : collection.byPrinting
      return node.scope === 'number'
        ? (r) => compareCount(op, owned.get(r.card.number) ?? 0, value)
        : (r) => compareCount(op, owned.get(r.printing.id) ?? 0, value)
    }
    case 'missing': {
      if (!collection?.needs) return never
      const { op, value } = node
      return (r) => compareCount(op, shortOf(collection, r.card.number), value)
    }
  }
}

function statMatcher(field: 'level' | 'cost' | 'ap' | 'hp', op: string, n: number): RowMatcher {
  // A card without the stat (a Command's AP) matches no comparison, not even `!=`.
  switch (op) {
    case '=':
      return (r) => r.card[field] === n
    case '!=':
      return (r) => r.card[field] !== null && r.card[field] !== n
    case '<':
      return (r) => r.card[field] !== null && r.card[field]! < n
    case '<=':
      return (r) => r.card[field] !== null && r.card[field]! <= n
    case '>':
      return (r) => r.card[field] !== null && r.card[field]! > n
    default:
      return (r) => r.card[field] !== null && r.card[field]! >= n
  }
}

/**
 * A matcher for one card and printing. Folded card text is cached per card object (WeakMap), so
 * calling it over a pool is cheap after the first pass; searchCards is faster still.
 */
export function compileQuery(ast: QueryNode | null, collection?: QueryCollection): CardMatcher {
  const m = compileRows(ast, collection)
  return (card, printing) => m(makeRow(card, printing))
}

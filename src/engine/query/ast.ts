import type { Card, CardType, Game, Printing } from '~/schemas/card'
import type { QueryText } from '../messages/query'

/**
 * The card-search language's syntax tree. Every node carries the span of query text it came from
 * (UTF-16 offsets, as `String.prototype.slice` and `input.setSelectionRange` take them), so the UI
 * can point at it.
 */
export interface Span {
  start: number
  end: number
}

export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>='
export type StatField = 'level' | 'cost' | 'ap' | 'hp'
/** `is:` flags: a parallel print (`_pN`), a base print, a card with official errata. */
export type IsFlag = 'parallel' | 'base' | 'errata'
/** Fields whose value is matched as text, case-insensitively. */
export type TextField = 'trait' | 'link' | 'text' | 'set' | 'rarity' | 'keyword'

export type QueryNode = Span &
  (
    | { kind: 'and'; children: QueryNode[] }
    | { kind: 'or'; children: QueryNode[] }
    | { kind: 'not'; child: QueryNode }
    /** A bare word or quoted phrase: part of the name, the card number or the printing id. */
    | { kind: 'free'; value: string }
    /** `name:x` (part of the name) or `!"x"` (the whole name). */
    | { kind: 'name'; value: string; exact: boolean }
    | { kind: 'stat'; field: StatField; op: CompareOp; value: number }
    /** Any of these colors; null is colorless. */
    | { kind: 'color'; colors: (string | null)[] }
    /** Any of these card types. */
    | { kind: 'type'; types: CardType[] }
    | { kind: TextField; value: string }
    | { kind: 'is'; flag: IsFlag }
    | { kind: 'game'; games: Game[] }
    /**
     * `own` compares the copies owned of the card number, every printing together (the rules count
     * copies by number, 2-1-1, 5-1-1-3); `ownp` those of the row's printing alone. Needs a collection.
     */
    | { kind: 'own'; scope: 'number' | 'printing'; op: CompareOp; value: number }
    /** Copies some deck needs beyond those owned (the most any one deck needs, less owned). Needs decks. */
    | { kind: 'missing'; op: CompareOp; value: number }
  )

/**
 * A problem at one token of the query; the query never throws. What it says is its code and params
 * (messages/query.ts), which a catalogue renders in a language; `message` is the English catalogue's.
 */
export type QueryError = Span &
  QueryText & {
    message: string
    /** A likely meant text for this span (`purpel` → `purple`), when a known word is one typo away. */
    suggestion?: string
  }

export interface ParsedQuery {
  /**
   * What the query means, without the faulty parts; null when nothing is left (an empty query,
   * or one whose every term is faulty): null matches every card.
   */
  ast: QueryNode | null
  errors: QueryError[]
}

/**
 * What `own`, `ownp` and `missing` terms read: copies owned by normalised card number and printing id
 * (collection/model.ts's CollectionIndex fits), and the copies the decks need of each number.
 */
export interface QueryCollection {
  readonly byNumber: ReadonlyMap<string, number>
  readonly byPrinting: ReadonlyMap<string, number>
  /** The most copies any one deck needs of each number (decks built one at a time); absent: no decks given. */
  readonly needs?: ReadonlyMap<string, number>
}

/** One searchable row: a card with one of its printings. */
export interface CardRow {
  card: Card
  printing: Printing
}

export type CardMatcher = (card: Card, printing: Printing) => boolean

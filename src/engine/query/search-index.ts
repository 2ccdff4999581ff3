import type { Card } from '~/schemas/card'
import type { CardRow, QueryCollection, QueryNode } from './ast'
import { compareCount, shortOf } from './collection-terms'
import { sortInSteps } from './sort-steps'
import { searchKey, type OtherNames } from '../cards/names'
import { compareNumbers } from '../cards/pool'
import { rankOf } from './compile'
import { fold, foldKeyword, foldRarity } from './values'

// The search index: the rows laid out in columns (typed arrays and plain string arrays) once per
// rows array, so a query is a few tight loops over arrays instead of a closure call and getters
// per row. A query is evaluated to a mask, card by card where the terms speak of the card (most
// do: a card's printings share its text), row by row where they speak of the printing. The
// semantics are the plain matcher's (engine/testing/query-oracle.ts); a differential test holds the two together.

const nameCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

export type SortKey = 'number' | 'name' | 'level' | 'cost'

/** A mask over cards ('card') or over rows ('row'); 1 is a match. */
interface Mask {
  domain: 'card' | 'row'
  bits: Uint8Array
}

// Folded keywords, rarities and sets repeat across a pool: fold each distinct value once.
const keywordCache = new Map<string, string>()
function cachedFoldKeyword(k: string): string {
  let f = keywordCache.get(k)
  if (f === undefined) keywordCache.set(k, (f = foldKeyword(k)))
  return f
}
const rarityCache = new Map<string | null, string | null>()
function cachedFoldRarity(r: string | null): string | null {
  let f = rarityCache.get(r)
  if (f === undefined) rarityCache.set(r, (f = r === null ? null : foldRarity(r)))
  return f
}
const lowerCache = new Map<string | null, string | null>()
function cachedLower(s: string | null): string | null {
  let f = lowerCache.get(s)
  if (f === undefined) {
    f = s === null ? null : s.toLowerCase()
    // Sets repeat; ids do not: keep the cache small.
    if (lowerCache.size < 10_000) lowerCache.set(s, f)
  }
  return f
}

/** Rough cost of a term per card, so `and` runs the cheap ones first and the dear ones on fewer cards. */
function costOf(node: QueryNode): number {
  switch (node.kind) {
    case 'stat':
    case 'color':
    case 'type':
    case 'game':
    case 'is':
    case 'rarity':
    case 'own':
    case 'missing':
      return 1
    case 'set':
    case 'name':
      return 2
    case 'keyword':
    case 'trait':
    case 'link':
    case 'free':
      return 3
    case 'text':
      return 4
    case 'not':
      return costOf(node.child)
    case 'and':
    case 'or':
      return 5
  }
}

/** Values interned to small numbers, so a term compares numbers, not strings, per card or row. */
class Interner<T> {
  private readonly ids = new Map<T, number>()
  id(v: T): number {
    let id = this.ids.get(v)
    if (id === undefined) this.ids.set(v, (id = this.ids.size))
    return id
  }
  /** The value's number, or -1 when no card or row has it. */
  find(v: T): number {
    return this.ids.get(v) ?? -1
  }
}

/** Rows or cards per build step. */
const STEP = 4096

const SEP = '\u0000'
const SUB = '\u0001'

/**
 * One text field of every card (or row), joined into one string: `\0a\0b\0…\0`, with where each
 * starts. A substring search is then one indexOf run over one flat string instead of a call per
 * card. A value without the separators cannot match across them, so it matches inside one entry.
 */
class Joined {
  readonly text: string
  /** starts[c] is where entry c begins; starts[n] is one past the last separator. */
  readonly starts: Int32Array
  /** No entry holds a separator itself: exact and prefix searches may lean on them. */
  readonly clean: boolean

  constructor(readonly entries: readonly string[]) {
    const n = entries.length
    this.starts = new Int32Array(n + 1)
    let at = 1
    let clean = true
    for (let c = 0; c < n; c++) {
      this.starts[c] = at
      const e = entries[c]!
      at += e.length + 1
      if (clean && (e.includes(SEP) || e.includes(SUB))) clean = false
    }
    this.starts[n] = at
    this.clean = clean
    this.text = SEP + entries.join(SEP) + SEP
  }

  /**
   * Set out[c] for every entry c holding `needle` at offset `lead` into the match (so a needle may
   * begin with the separator before an entry). The needle must hold no separator past `lead`.
   */
  mark(needle: string, out: Uint8Array, lead = 0): void {
    const { text, starts } = this
    const n = starts.length - 1
    if (needle === '') return void out.fill(1, 0, n)
    let c = 0
    let at = text.indexOf(needle)
    while (at !== -1) {
      const p = at + lead
      // Jump ahead by halving when far behind; step otherwise.
      if (starts[c + 1]! <= p) {
        let lo = c + 1
        let hi = starts.length - 2
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1
          if (starts[mid]! <= p) lo = mid
          else hi = mid - 1
        }
        c = lo
      }
      if (c >= n) break
      out[c] = 1
      at = text.indexOf(needle, starts[c + 1]! - lead)
    }
  }
}

/** Check rows [from, to) are in number order after row from - 1; fill in their printing ranks. */
function checkOrder(rows: readonly CardRow[], printingRank: Int32Array, from: number, to: number, sorted: boolean): boolean {
  for (let k = from; k < to; k++) {
    const r = rows[k]!
    printingRank[k] = rankOf(r.printing.id)
    if (k > 0 && sorted) {
      const a = rows[k - 1]!.card
      const b = r.card
      if (a === b || a.number === b.number) sorted = printingRank[k - 1]! <= printingRank[k]!
      else sorted = compareNumbers(a.number, b.number) < 0
    }
  }
  return sorted
}

/**
 * Row indices in number order, then printing order, then file order: a counting sort on the number
 * ranks, and each number's few rows sorted among themselves.
 */
function rowsByNumber(rowNumber: Int32Array, numbers: number, printingRank: Int32Array): Int32Array {
  const n = rowNumber.length
  const start = new Int32Array(numbers + 1)
  for (let k = 0; k < n; k++) start[rowNumber[k]! + 1]!++
  for (let b = 0; b < numbers; b++) start[b + 1]! += start[b]!
  const next = start.slice(0, numbers)
  const order = new Int32Array(n)
  for (let k = 0; k < n; k++) order[next[rowNumber[k]!]!++] = k
  const byPrinting = (a: number, b: number) => printingRank[a]! - printingRank[b]! || a - b
  for (let b = 0; b < numbers; b++) if (start[b + 1]! - start[b]! > 1) order.subarray(start[b]!, start[b + 1]!).sort(byPrinting)
  return order
}

interface CardText {
  names: string[]
  numbers: string[]
  texts: string[]
  traits: string[]
  links: string[]
  keywords: string[]
}

const hasSeparator = (v: string) => v.includes(SEP) || v.includes(SUB)

export class SearchIndex<R extends CardRow> {
  /** The caller's rows in number order, then printing order (the default result order). */
  sources!: R[]
  /** Row -> its card's position in `cards`. */
  cardOf!: Int32Array
  /** Row -> its card number's rank in number order (printings of one card share it). */
  numberRank!: Int32Array
  /** Row -> 0 for the base print, N for `_pN`. */
  printingRank!: Int32Array
  /** Each distinct card object once, in the order its rows first appear. */
  cards!: Card[]
  private readonly orders = new Map<string, Int32Array>()
  /** Card -> its name's rank in name order. */
  private nameRank!: Int32Array

  // Card columns: one read of each card object at build; queries touch only these.
  private stats!: Record<'level' | 'cost' | 'ap' | 'hp', Int16Array>
  private readonly colorIds = new Interner<string | null>()
  private color!: Uint16Array
  private readonly typeIds = new Interner<string>()
  private type!: Uint16Array
  private readonly gameIds = new Interner<string>()
  private game!: Uint16Array
  private errata!: Uint8Array
  private readonly setIds = new Interner<string | null>()
  private cardSet!: Int32Array
  private names!: Joined
  private numbers!: Joined
  private texts!: Joined
  private traits!: Joined
  private links!: Joined
  private keywords!: Joined
  // Row columns.
  private readonly rarityIds = new Interner<string | null>()
  private rarity!: Int32Array
  private rowSet!: Int32Array
  private ids!: Joined

  /** Build the index at once (searchCards does, for rows not prepared). */
  static build<R extends CardRow>(rows: readonly R[]): SearchIndex<R> {
    const steps = SearchIndex.steps(rows)
    for (;;) {
      const s = steps.next()
      if (s.done) return s.value
    }
  }

  /**
   * Build the index in steps of about STEP rows or cards each, so a page can spread it over idle
   * moments (a 100,000-printing pool is a few hundred milliseconds of work on a slow phone).
   */
  static *steps<R extends CardRow>(rows: readonly R[]): Generator<void, SearchIndex<R>> {
    const index = new SearchIndex<R>()
    yield* index.fill(rows)
    return index
  }

  private constructor() {}

  private *fill(rows: readonly R[]): Generator<void, void> {
    const n = rows.length
    const printingRank = new Int32Array(n)
    let sorted = true
    for (let k = 0; k < n; k += STEP) {
      sorted = checkOrder(rows, printingRank, k, Math.min(n, k + STEP), sorted)
      yield
    }
    const numberRank = new Int32Array(n)
    if (sorted) {
      this.sources = rows.slice()
      this.printingRank = printingRank
      let rank = 0
      for (let k = 1; k < n; k++) {
        if (rows[k]!.card.number !== rows[k - 1]!.card.number) rank++
        numberRank[k] = rank
      }
    } else {
      // Out of number order (stored cards come back in key order, where GD01X10 precedes GD01X2):
      // the numbers sorted in steps, then the rows placed by number without comparing rows.
      const distinct = new Set<string>()
      for (let k = 0; k < n; k += STEP) {
        for (let j = k; j < Math.min(n, k + STEP); j++) distinct.add(rows[j]!.card.number)
        yield
      }
      const numbers = yield* sortInSteps([...distinct], compareNumbers)
      const byNumber = new Map(numbers.map((num, k) => [num, k]))
      yield
      const rowNumber = new Int32Array(n)
      for (let k = 0; k < n; k += STEP) {
        for (let j = k; j < Math.min(n, k + STEP); j++) rowNumber[j] = byNumber.get(rows[j]!.card.number)!
        yield
      }
      const order = rowsByNumber(rowNumber, numbers.length, printingRank)
      this.sources = Array.from(order, (k) => rows[k]!)
      this.printingRank = new Int32Array(n)
      for (let k = 0; k < n; k++) {
        this.printingRank[k] = printingRank[order[k]!]!
        numberRank[k] = rowNumber[order[k]!]!
      }
    }
    this.numberRank = numberRank
    yield

    // Rows: their card (printings of one card usually sit together; a Map catches the rest),
    // rarity, set and lower-case id.
    this.cardOf = new Int32Array(n)
    this.cards = []
    this.rarity = new Int32Array(n)
    this.rowSet = new Int32Array(n)
    const ids = new Array<string>(n)
    const seen = new Map<Card, number>()
    for (let k = 0; k < n; k += STEP) {
      this.rowColumns(k, Math.min(n, k + STEP), seen, ids)
      yield
    }
    this.ids = new Joined(ids)
    yield

    // Cards: the folded text stored with each card (folded here for cards made without it).
    const m = this.cards.length
    this.stats = { level: new Int16Array(m), cost: new Int16Array(m), ap: new Int16Array(m), hp: new Int16Array(m) }
    this.color = new Uint16Array(m)
    this.type = new Uint16Array(m)
    this.game = new Uint16Array(m)
    this.errata = new Uint8Array(m)
    this.cardSet = new Int32Array(m)
    const text: CardText = {
      names: new Array(m),
      numbers: new Array(m),
      texts: new Array(m),
      traits: new Array(m),
      links: new Array(m),
      keywords: new Array(m),
    }
    for (let c = 0; c < m; c += STEP) {
      this.cardColumns(c, Math.min(m, c + STEP), text)
      yield
    }
    this.names = new Joined(text.names)
    this.numbers = new Joined(text.numbers)
    yield
    this.texts = new Joined(text.texts)
    yield
    this.traits = new Joined(text.traits)
    this.links = new Joined(text.links)
    this.keywords = new Joined(text.keywords)
    yield
    // Each card's place in name order, for the name sort: each distinct name numbered, the numbers
    // sorted by name in steps (the collator over every distinct name of a big pool is a long task: bench/README.md).
    const nameId = new Int32Array(m)
    const idOfName = new Map<string, number>()
    const distinct: string[] = []
    for (let c = 0; c < m; c += STEP) {
      for (let k = c; k < Math.min(m, c + STEP); k++) {
        const name = this.cards[k]!.name
        let id = idOfName.get(name)
        if (id === undefined) idOfName.set(name, (id = distinct.push(name) - 1))
        nameId[k] = id
      }
      yield
    }
    const order = yield* sortInSteps(Array.from(distinct.keys()), (a, b) => nameCollator.compare(distinct[a]!, distinct[b]!))
    const rankOfName = new Int32Array(distinct.length)
    for (let k = 0; k < order.length; k++) rankOfName[order[k]!] = k
    this.nameRank = new Int32Array(m)
    for (let k = 0; k < m; k++) this.nameRank[k] = rankOfName[nameId[k]!]!
  }

  private rowColumns(from: number, to: number, seen: Map<Card, number>, ids: string[]): void {
    const { sources, cardOf, cards, rarity, rowSet } = this
    let last: Card | null = from > 0 ? sources[from - 1]!.card : null
    let lastAt = from > 0 ? cardOf[from - 1]! : -1
    for (let k = from; k < to; k++) {
      const { card, printing } = sources[k]!
      if (card !== last) {
        const at = seen.get(card)
        if (at === undefined) {
          seen.set(card, (lastAt = cards.length))
          cards.push(card)
        } else lastAt = at
        last = card
      }
      cardOf[k] = lastAt
      rarity[k] = this.rarityIds.id(cachedFoldRarity(printing.rarity ?? card.rarity))
      rowSet[k] = this.setIds.id(cachedLower(printing.set))
      ids[k] = printing.id.toLowerCase()
    }
  }

  private cardColumns(from: number, to: number, text: CardText): void {
    const { cards, stats, color, type, game, errata, cardSet } = this
    for (let c = from; c < to; c++) {
      const card = cards[c]!
      // -1: no value (a Command's AP).
      stats.level[c] = card.level ?? -1
      stats.cost[c] = card.cost ?? -1
      stats.ap[c] = card.ap ?? -1
      stats.hp[c] = card.hp ?? -1
      color[c] = this.colorIds.id(card.color)
      type[c] = this.typeIds.id(card.type)
      game[c] = this.gameIds.id(card.game)
      errata[c] = card.errata.length > 0 ? 1 : 0
      cardSet[c] = this.setIds.id(cachedLower(card.set))
      const f = card.folded
      text.names[c] = f?.name ?? fold(card.name)
      text.numbers[c] = card.number.toLowerCase()
      text.texts[c] = f?.text ?? fold(card.text)
      text.traits[c] = (f?.traits ?? card.traits.map(fold)).join(SUB)
      text.links[c] = (f?.link ?? (card.link?.refs ?? []).map((r) => fold(r.kind === 'pilot' ? r.name : r.trait))).join(SUB)
      let kws = ''
      for (const k of card.keywords) kws += SUB + cachedFoldKeyword(k.keyword)
      text.keywords[c] = kws
    }
  }

  get size(): number {
    return this.sources.length
  }

  /** The rows the query keeps, as a mask over rows in index order. */
  match(ast: QueryNode | null, collection?: QueryCollection, otherNames?: OtherNames): Uint8Array {
    if (!ast) return new Uint8Array(this.size).fill(1)
    this.collection = collection
    this.others = otherNames && otherNames.size > 0 ? this.otherColumn(otherNames) : null
    try {
      return this.toRows(this.evaluate(ast, null))
    } finally {
      this.collection = undefined
      this.others = null
    }
  }

  /** The other-language names the query in progress reads (searchKey-folded, a card's several joined), or null. */
  private others: Joined | null = null
  private readonly otherColumns = new WeakMap<OtherNames, Joined>()

  /** The cards' names in other languages as a column: built once per set of names, which changes only on an import. */
  private otherColumn(otherNames: OtherNames): Joined {
    let column = this.otherColumns.get(otherNames)
    if (!column) {
      const entries = this.cards.map((card) => otherNames.of(card.number).map(searchKey).join(SUB))
      this.otherColumns.set(otherNames, (column = new Joined(entries)))
    }
    return column
  }

  /** Mark the cards whose name in another language holds the value (spaces and punctuation aside); exact: is it. */
  private markOtherNames(value: string, out: Uint8Array, exact = false): void {
    const key = this.others && searchKey(value)
    if (!key) return
    if (!exact) return this.contains(this.others!, key, out)
    this.others!.entries.forEach((e, c) => e.split(SUB).includes(key) && (out[c] = 1))
  }

  /** The collection the query in progress reads (`own`, `missing`); it changes between searches, the index does not. */
  private collection: QueryCollection | undefined = undefined

  private toRows(m: Mask): Uint8Array {
    if (m.domain === 'row') return m.bits
    const out = new Uint8Array(this.size)
    const { cardOf } = this
    const bits = m.bits
    for (let k = 0; k < out.length; k++) out[k] = bits[cardOf[k]!]!
    return out
  }

  /**
   * A node's mask. `within` (cards) narrows card terms: a card outside it may be left 0 whatever
   * the term says, since an enclosing `and` drops it anyway.
   */
  private evaluate(node: QueryNode, within: Uint8Array | null): Mask {
    switch (node.kind) {
      case 'and':
        return this.and(node.children, within)
      case 'or':
        return this.or(node.children, within)
      case 'not': {
        const m = this.evaluate(node.child, null)
        const bits = m.bits
        for (let k = 0; k < bits.length; k++) bits[k] = bits[k]! ^ 1
        return m
      }
      case 'free': {
        // Name, number or printing id contain the value.
        const v = node.value
        const cardHit = new Uint8Array(this.cards.length)
        this.contains(this.names, v, cardHit)
        this.contains(this.numbers, v, cardHit)
        this.markOtherNames(v, cardHit)
        const out = this.toRows({ domain: 'card', bits: cardHit })
        this.contains(this.ids, v, out)
        return { domain: 'row', bits: out }
      }
      case 'rarity': {
        const v = this.rarityIds.find(node.value)
        const rarity = this.rarity
        const out = new Uint8Array(this.size)
        for (let k = 0; k < out.length; k++) if (rarity[k] === v) out[k] = 1
        return { domain: 'row', bits: out }
      }
      case 'set': {
        // The card's set, the printing's set (a reprint in another product), or a number prefix.
        const v = node.value
        const prefix = v.includes('-') ? v : `${v}-`
        const id = this.setIds.find(v)
        const cardHit = new Uint8Array(this.cards.length)
        if (this.numbers.clean && !hasSeparator(prefix)) this.numbers.mark(SEP + prefix, cardHit, 1)
        else this.numbers.entries.forEach((num, c) => num.startsWith(prefix) && (cardHit[c] = 1))
        const out = new Uint8Array(this.size)
        if (id === -1) return { domain: 'card', bits: cardHit }
        const { cardSet, rowSet, cardOf } = this
        for (let c = 0; c < cardHit.length; c++) if (cardSet[c] === id) cardHit[c] = 1
        for (let k = 0; k < out.length; k++) out[k] = cardHit[cardOf[k]!]! | (rowSet[k] === id ? 1 : 0)
        return { domain: 'row', bits: out }
      }
      case 'is': {
        if (node.flag === 'errata') return { domain: 'card', bits: this.errata.slice() }
        const ranks = this.printingRank
        const parallel = node.flag === 'parallel' ? 1 : 0
        const out = new Uint8Array(this.size)
        for (let k = 0; k < out.length; k++) out[k] = ranks[k]! > 0 ? parallel : parallel ^ 1
        return { domain: 'row', bits: out }
      }
      case 'own': {
        // Matches nothing without a collection, as the plain matcher does (searchCards drops such terms first).
        const { op, value } = node
        const owned = node.scope === 'number' ? this.collection?.byNumber : this.collection?.byPrinting
        if (node.scope === 'number') {
          const out = new Uint8Array(this.cards.length)
          if (owned) for (let c = 0; c < out.length; c++) if (compareCount(op, owned.get(this.cards[c]!.number) ?? 0, value)) out[c] = 1
          return { domain: 'card', bits: out }
        }
        const out = new Uint8Array(this.size)
        if (owned) for (let k = 0; k < out.length; k++) if (compareCount(op, owned.get(this.sources[k]!.printing.id) ?? 0, value)) out[k] = 1
        return { domain: 'row', bits: out }
      }
      case 'missing': {
        const collection = this.collection
        const { op, value } = node
        const out = new Uint8Array(this.cards.length)
        if (collection?.needs) for (let c = 0; c < out.length; c++) if (compareCount(op, shortOf(collection, this.cards[c]!.number), value)) out[c] = 1
        return { domain: 'card', bits: out }
      }
      default:
        return { domain: 'card', bits: this.cardTerm(node, within) }
    }
  }

  private and(children: readonly QueryNode[], within: Uint8Array | null): Mask {
    const ordered = children.slice().sort((a, b) => costOf(a) - costOf(b))
    let cardBits: Uint8Array | null = null
    let rowBits: Uint8Array | null = null
    for (const child of ordered) {
      const m = this.evaluate(child, cardBits ?? within)
      if (m.domain === 'card') {
        if (!cardBits) cardBits = m.bits
        else andInto(cardBits, m.bits)
      } else if (!rowBits) rowBits = m.bits
      else andInto(rowBits, m.bits)
    }
    if (!rowBits) return { domain: 'card', bits: cardBits! }
    if (cardBits) {
      const { cardOf } = this
      for (let k = 0; k < rowBits.length; k++) rowBits[k] = rowBits[k]! & cardBits[cardOf[k]!]!
    }
    return { domain: 'row', bits: rowBits }
  }

  private or(children: readonly QueryNode[], within: Uint8Array | null): Mask {
    const masks = children.map((c) => this.evaluate(c, within))
    if (masks.every((m) => m.domain === 'card')) {
      const out = masks[0]!.bits
      for (let k = 1; k < masks.length; k++) orInto(out, masks[k]!.bits)
      return { domain: 'card', bits: out }
    }
    const out = new Uint8Array(this.size)
    for (const m of masks) orInto(out, this.toRows(m))
    return { domain: 'row', bits: out }
  }

  /** Mark the entries that contain `v` (anywhere, or in one of their SUB-separated parts). */
  private contains(field: Joined, v: string, out: Uint8Array): void {
    if (!hasSeparator(v)) return field.mark(v, out)
    // A value holding a separator (never typed, but possible): entry by entry, part by part.
    field.entries.forEach((e, c) => e.split(SUB).some((part) => part.includes(v)) && (out[c] = 1))
  }

  private cardTerm(node: QueryNode, within: Uint8Array | null): Uint8Array {
    const out = new Uint8Array(this.cards.length)
    switch (node.kind) {
      case 'name': {
        const v = node.value
        if (!node.exact) this.contains(this.names, v, out)
        else if (this.names.clean && !hasSeparator(v)) this.names.mark(SEP + v + SEP, out, 1)
        else this.names.entries.forEach((name, c) => name === v && (out[c] = 1))
        this.markOtherNames(v, out, node.exact)
        return out
      }
      case 'stat': {
        const { op, value: n } = node
        const x = this.stats[node.field]
        // A card without the stat (-1: a Command's AP) matches no comparison, not even `!=`.
        for (let c = 0; c < out.length; c++) {
          const v = x[c]!
          if (v < 0) continue
          let hit: boolean
          switch (op) {
            case '=':
              hit = v === n
              break
            case '!=':
              hit = v !== n
              break
            case '<':
              hit = v < n
              break
            case '<=':
              hit = v <= n
              break
            case '>':
              hit = v > n
              break
            default:
              hit = v >= n
          }
          if (hit) out[c] = 1
        }
        return out
      }
      case 'color':
        return this.anyOf(
          this.color,
          node.colors.map((c) => this.colorIds.find(c)),
          out,
        )
      case 'type':
        return this.anyOf(
          this.type,
          node.types.map((t) => this.typeIds.find(t)),
          out,
        )
      case 'game':
        return this.anyOf(
          this.game,
          node.games.map((g) => this.gameIds.find(g)),
          out,
        )
      case 'trait':
        this.contains(this.traits, node.value, out)
        return out
      case 'link':
        this.contains(this.links, node.value, out)
        return out
      case 'text': {
        // The dearest term: only the cards an enclosing `and` still keeps, when few are left.
        const v = node.value
        if (within && !hasSeparator(v) && countOnes(within) * 16 < out.length) {
          const { entries } = this.texts
          for (let c = 0; c < out.length; c++) if (within[c] === 1 && entries[c]!.includes(v)) out[c] = 1
        } else this.contains(this.texts, v, out)
        return out
      }
      case 'keyword': {
        // A keyword's beginning is enough: kw:block is Blocker. Keywords are letters and digits.
        const v = node.value
        if (!hasSeparator(v)) this.keywords.mark(SUB + v, out)
        return out
      }
      default:
        throw new Error(`not a card term: ${node.kind}`)
    }
  }

  private anyOf(column: Uint16Array, wanted: number[], out: Uint8Array): Uint8Array {
    const ids = wanted.filter((id) => id >= 0)
    if (ids.length === 1) {
      const id = ids[0]
      for (let c = 0; c < out.length; c++) if (column[c] === id) out[c] = 1
    } else if (ids.length > 1) {
      const want = new Uint8Array(Math.max(...ids) + 1)
      for (const id of ids) want[id] = 1
      for (let c = 0; c < out.length; c++) if (want[column[c]!] === 1) out[c] = 1
    }
    return out
  }

  /**
   * Row positions in the order of a sort: ascending or descending by the key, rows without the
   * key (a Resource's level) last either way, ties in number order. A counting sort, kept per key.
   */
  order(sort: SortKey, desc: boolean): Int32Array | null {
    if (sort === 'number' && !desc) return null
    const id = `${sort}:${desc}`
    let order = this.orders.get(id)
    if (order) return order
    const n = this.size
    const keys = new Int32Array(n)
    let max = 0
    if (sort === 'number') {
      for (let k = 0; k < n; k++) keys[k] = this.numberRank[k]!
    } else if (sort === 'name') {
      const cardRank = this.nameRank
      for (let k = 0; k < n; k++) keys[k] = cardRank[this.cardOf[k]!]!
    } else {
      // -1: no value.
      const stat = this.stats[sort]
      for (let k = 0; k < n; k++) keys[k] = stat[this.cardOf[k]!]!
    }
    for (let k = 0; k < n; k++) if (keys[k]! > max) max = keys[k]!
    // Bucket b: ascending b = key, descending b = max - key; no value goes in the last bucket.
    const buckets = max + 2
    const counts = new Int32Array(buckets + 1)
    const bucketOf = (key: number) => (key < 0 ? buckets - 1 : desc ? max - key : key)
    for (let k = 0; k < n; k++) counts[bucketOf(keys[k]!) + 1]!++
    for (let b = 1; b <= buckets; b++) counts[b]! += counts[b - 1]!
    order = new Int32Array(n)
    for (let k = 0; k < n; k++) order[counts[bucketOf(keys[k]!)]!++] = k
    this.orders.set(id, order)
    return order
  }
}

function countOnes(bits: Uint8Array): number {
  let n = 0
  for (let k = 0; k < bits.length; k++) n += bits[k]!
  return n
}

function andInto(a: Uint8Array, b: Uint8Array): void {
  for (let k = 0; k < a.length; k++) a[k] = a[k]! & b[k]!
}

function orInto(a: Uint8Array, b: Uint8Array): void {
  for (let k = 0; k < a.length; k++) a[k] = a[k]! | b[k]!
}

import type { Card, Printing } from '~/schemas/card'
import { normalizeName, printingNumber, printingRank } from './fields'

/** How the engine sees the card database: passed in, never global (tcg-engines' `lookup(id)`). */
export type CardLookup = (number: string) => Card | undefined

const CANONICAL_NUMBER = /^[A-Z0-9]+-[A-Z0-9]+(?:_p\d+)?$/

/** Card numbers are upper-case with a lower-case parallel suffix: `gd01-001_P1` -> `GD01-001_p1`. */
export function normalizeNumber(raw: string): string {
  if (CANONICAL_NUMBER.test(raw)) return raw
  return raw
    .trim()
    .toUpperCase()
    .replace(/_P(\d+)$/, '_p$1')
}

/**
 * Merge single-printing records into cards: one card per number, fields from its base print (or the
 * lowest parallel when the base is missing), every printing listed once, base first.
 */
export function mergePrintings(records: readonly Card[]): Card[] {
  const merger = new PrintingMerger()
  for (const r of records) merger.add(r)
  return merger.cards()
}

/** One record as the merge sees it: the card it read (null: its printing only), and its rank. */
interface MergeEntry {
  card: Card | null
  printings: readonly Printing[]
  errata: Card['errata']
  rank: number
}

/**
 * mergePrintings as the records arrive. A record that would lend the card none of its fields (a
 * parallel after its base print) can bring its printing alone: importers then skip building the rest
 * of a card that would be thrown away, which is most of a big pool's parallels.
 */
export class PrintingMerger {
  /** One record (the common case, kept as it is), or every record of the number in arrival order. */
  private readonly groups = new Map<string, Card | MergeEntry[]>()

  add(card: Card): void {
    const group = this.group(card.number)
    if (group !== undefined) return this.push(card.number, group, entryOf(card))
    this.groups.set(card.number, card)
    this.lastNumber = card.number
    this.lastGroup = card
  }

  /**
   * True when a record already held for `number` ranks no lower than printing `id`: the card's fields
   * come from that record (or a lower one), so a record of this printing only needs to add it.
   */
  needsOnlyPrinting(number: string, id: string): boolean {
    const group = this.group(number)
    if (group === undefined) return false
    const rank = printingRank(id)
    if (!Array.isArray(group)) return rankOf(group) <= rank
    for (const e of group) if (e.card !== null && e.rank <= rank) return true
    return false
  }

  /** A record's printing without its card: only when needsOnlyPrinting says so. */
  addPrinting(number: string, printing: Printing): void {
    const group = this.group(number)
    if (group === undefined || !this.needsOnlyPrinting(number, printing.id)) throw new Error(`addPrinting: no record of ${number} ranks before ${printing.id}`)
    this.push(number, group, { card: null, printings: [printing], errata: [], rank: printingRank(printing.id) })
  }

  private push(number: string, group: Card | MergeEntry[], entry: MergeEntry): void {
    if (Array.isArray(group)) return void group.push(entry)
    const list = [entryOf(group), entry]
    this.groups.set(number, list)
    if (this.lastNumber === number) this.lastGroup = list
  }

  // Files list a card's printings together: the group asked for last is kept at hand.
  private lastNumber: string | null = null
  private lastGroup: Card | MergeEntry[] | undefined = undefined

  private group(number: string): Card | MergeEntry[] | undefined {
    if (this.lastNumber === number) return this.lastGroup
    const group = this.groups.get(number)
    if (group !== undefined) {
      this.lastNumber = number
      this.lastGroup = group
    }
    return group
  }

  cards(): Card[] {
    const cards: Card[] = []
    for (const group of this.groups.values()) {
      // Most numbers have one record of one printing: it is the card as it is (no copy, no sort).
      if (!Array.isArray(group) && group.printings.length === 1 && group.errata.length <= 1) cards.push(group)
      else cards.push(merged(Array.isArray(group) ? group : [entryOf(group)]))
    }
    // Files usually list their cards in number order already: check that before sorting.
    for (let k = 1; k < cards.length; k++)
      if (compareNumbers(cards[k - 1]!.number, cards[k]!.number) > 0) return cards.sort((a, b) => compareNumbers(a.number, b.number))
    return cards
  }
}

function entryOf(card: Card): MergeEntry {
  return { card, printings: card.printings, errata: card.errata, rank: rankOf(card) }
}

function rankOf(card: Card): number {
  if (card.printings.length === 1) return printingRank(card.printings[0]!.id)
  return Math.min(...card.printings.map((p) => printingRank(p.id)))
}

/**
 * The usual group (a base print, then its parallels in order): one printing each, ranks rising, no
 * errata. Its merge is its printings in arrival order, with nothing to sort or drop.
 */
function isPlainGroup(entries: readonly MergeEntry[]): boolean {
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!
    if (e.printings.length !== 1 || e.errata.length !== 0 || (k > 0 && e.rank <= entries[k - 1]!.rank)) return false
  }
  return true
}

/** One number's records as one card: the first of the lowest rank gives the fields (stable sort). */
function merged(entries: MergeEntry[]): Card {
  if (isPlainGroup(entries)) return { ...entries[0]!.card!, printings: entries.map((e) => e.printings[0]!), errata: [] }
  const ranked = entries.sort((a, b) => a.rank - b.rank)
  // A printing-only entry always follows a card of no higher rank (addPrinting), so the first has one.
  const base = ranked[0]!.card!
  const printings = new Map<string, Printing>()
  for (const e of ranked) for (const p of e.printings) if (!printings.has(p.id)) printings.set(p.id, p)
  const errata = new Map<string, Card['errata'][number]>()
  for (const e of ranked) for (const x of e.errata) errata.set(`${x.field}\u0000${x.after}`, x)
  return {
    ...base,
    printings: [...printings.values()].sort((a, b) => printingRank(a.id) - printingRank(b.id)),
    errata: [...errata.values()],
  }
}

// One collator for every comparison: localeCompare with options builds one per call (slow on big pools).
const numberCollator = new Intl.Collator('en', { numeric: true })

/** Set code then number: `GD01-002` before `GD01-010`, `R-001` after `ST10-035`. */
export function compareNumbers(a: string, b: string): number {
  // Two numbers of one shape (`GD01-003`, `GD01-004`: same length; digits, capitals and hyphens at
  // the same places) compare as plain strings, since digit runs of equal length compare as numbers
  // do: the collator, many times slower, only for the rest.
  if (a.length === b.length && sameShape(a, b)) return a < b ? -1 : a > b ? 1 : 0
  return numberCollator.compare(a, b)
}

function sameShape(a: string, b: string): boolean {
  for (let k = 0; k < a.length; k++) {
    const c = shapeOf(a.charCodeAt(k))
    if (c === 0 || c !== shapeOf(b.charCodeAt(k))) return false
  }
  return true
}

/** 1 digit, 2 capital letter, 3 hyphen; 0 anything else (left to the collator). */
function shapeOf(c: number): number {
  if (c >= 48 && c <= 57) return 1
  if (c >= 65 && c <= 90) return 2
  return c === 45 ? 3 : 0
}

export class CardPool {
  readonly cards: readonly Card[]
  private readonly byNumber = new Map<string, Card>()
  // Printings and names are indexed on first use: most pages never ask, and on a 100,000-printing pool
  // building them with the rest made loading one long task.
  private printingIndex: Map<string, Printing> | null = null
  private nameIndex: Map<string, Card[]> | null = null
  /** Printed numbers that are not the card's number (Gundam War: U-107 is printed in two colors). */
  private readonly byPrinted = new Map<string, Card[]>()

  constructor(cards: readonly Card[]) {
    this.cards = cards
    for (const card of cards) {
      this.byNumber.set(card.number, card)
      if (card.printedNumber && card.printedNumber !== card.number) {
        const printed = normalizeNumber(card.printedNumber)
        const same = this.byPrinted.get(printed)
        if (same) same.push(card)
        else this.byPrinted.set(printed, [card])
      }
    }
  }

  private get byPrinting(): Map<string, Printing> {
    if (!this.printingIndex) {
      this.printingIndex = new Map()
      for (const card of this.cards) for (const printing of card.printings) this.printingIndex.set(printing.id, printing)
    }
    return this.printingIndex
  }

  private get byName(): Map<string, Card[]> {
    if (!this.nameIndex) {
      this.nameIndex = new Map()
      for (const card of this.cards) {
        const key = normalizeName(card.name)
        const list = this.nameIndex.get(key)
        if (list) list.push(card)
        else this.nameIndex.set(key, [card])
      }
    }
    return this.nameIndex
  }

  get size(): number {
    return this.cards.length
  }

  get printingCount(): number {
    return this.byPrinting.size
  }

  /**
   * A card by its number, by any of its printings' ids, or by its printed number when exactly one
   * card prints it (an ambiguous printed number finds nothing: use the card's number).
   */
  get(numberOrPrinting: string): Card | undefined {
    const direct = this.byNumber.get(numberOrPrinting)
    if (direct) return direct
    const id = normalizeNumber(numberOrPrinting)
    const found = this.byNumber.get(id) ?? this.byNumber.get(printingNumber(id))
    if (found || this.byPrinted.size === 0) return found
    const printed = this.byPrinted.get(id)
    return printed?.length === 1 ? printed[0] : undefined
  }

  /** Every card printing this number (Gundam War repeats printed numbers across colors). */
  printedAs(printedNumber: string): readonly Card[] {
    return this.byPrinted.get(normalizeNumber(printedNumber)) ?? []
  }

  printing(id: string): Printing | undefined {
    return this.byPrinting.get(normalizeNumber(id))
  }

  /** Every card sharing this name (loosely compared); several numbers may share one name (Q4). */
  named(name: string): readonly Card[] {
    return this.byName.get(normalizeName(name)) ?? []
  }

  readonly lookup: CardLookup = (number) => this.get(number)
}

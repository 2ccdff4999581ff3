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
  const groups = new Map<string, Card[]>()
  for (const r of records) {
    const list = groups.get(r.number)
    if (list) list.push(r)
    else groups.set(r.number, [r])
  }
  const cards: Card[] = []
  for (const list of groups.values()) {
    // Most numbers have one record of one printing: it is the card as it is (no copy, no sort).
    if (list.length === 1 && list[0]!.printings.length === 1 && list[0]!.errata.length <= 1) {
      cards.push(list[0]!)
      continue
    }
    const ranked = list.map((card) => ({ card, rank: Math.min(...card.printings.map((p) => printingRank(p.id))) })).sort((a, b) => a.rank - b.rank)
    const base = ranked[0]!.card
    const printings = new Map<string, Printing>()
    for (const { card } of ranked) for (const p of card.printings) if (!printings.has(p.id)) printings.set(p.id, p)
    const errata = new Map<string, Card['errata'][number]>()
    for (const { card } of ranked) for (const e of card.errata) errata.set(`${e.field}\u0000${e.after}`, e)
    cards.push({
      ...base,
      printings: [...printings.values()].sort((a, b) => printingRank(a.id) - printingRank(b.id)),
      errata: [...errata.values()],
    })
  }
  // Files usually list their cards in number order already: check that before sorting.
  for (let k = 1; k < cards.length; k++)
    if (compareNumbers(cards[k - 1]!.number, cards[k]!.number) > 0) return cards.sort((a, b) => compareNumbers(a.number, b.number))
  return cards
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

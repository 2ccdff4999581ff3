import type { Card } from '~/schemas/card'
import type { CollectionRow } from '~/schemas/collection'
import { normalizeNumber, type CardLookup } from '../cards/pool'
import { printingNumber } from '../cards/fields'
import type { CollectionIndex } from './model'

/** Copies owned and distinct card numbers owned under one heading (a set, a color). */
export interface Total {
  key: string
  copies: number
  numbers: number
}

export interface CollectionTotals {
  /** By the printing's set (a reprint counts in the product it came in), else the card's set. */
  bySet: Total[]
  /** By the card's color; `colorless` for none. Cards the data lacks go under `unknown`. */
  byColor: Total[]
  copies: number
}

/** Set code of a number: `GD01` of `GD01-001`; the number itself when it has no dash. */
function numberSet(number: string): string {
  const at = number.indexOf('-')
  return at < 0 ? number : number.slice(0, at)
}

/** Totals of the collection by set and by color; rows whose card is unknown count by their number's prefix. */
export function collectionTotals(rows: readonly CollectionRow[], lookup: CardLookup): CollectionTotals {
  const sets = new Map<string, { copies: number; numbers: Set<string> }>()
  const colors = new Map<string, { copies: number; numbers: Set<string> }>()
  const add = (map: typeof sets, key: string, number: string, copies: number) => {
    let t = map.get(key)
    if (!t) map.set(key, (t = { copies: 0, numbers: new Set() }))
    t.copies += copies
    t.numbers.add(number)
  }
  let copies = 0
  for (const r of rows) {
    if (r.owned <= 0) continue
    const number = normalizeNumber(r.number)
    const card = lookup(number)
    const printing = card?.printings.find((p) => normalizeNumber(p.id) === normalizeNumber(r.printing))
    add(sets, (printing?.set ?? card?.set ?? numberSet(number)).toUpperCase(), number, r.owned)
    add(colors, card ? (card.color ?? 'colorless') : 'unknown', number, r.owned)
    copies += r.owned
  }
  const list = (map: typeof sets) =>
    [...map].map(([key, t]) => ({ key, copies: t.copies, numbers: t.numbers.size })).sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }))
  return { bySet: list(sets), byColor: list(colors), copies }
}

export interface SetCompletion {
  set: string
  /** Card numbers of the set owned in any printing, of how many. */
  numbers: { owned: number; of: number }
  /** Printings of the set (base prints and parallels) owned, of how many. */
  printings: { owned: number; of: number }
}

/**
 * How complete each set is: its card numbers owned in any printing (without parallels: one of each
 * card), and its printings owned one by one (with parallels: every print). A card belongs to its own
 * set; a printing to the set it was printed in, else its card's.
 */
export function setCompletion(cards: readonly Card[], collection: CollectionIndex): SetCompletion[] {
  const sets = new Map<string, SetCompletion>()
  const get = (set: string) => {
    let s = sets.get(set)
    if (!s) sets.set(set, (s = { set, numbers: { owned: 0, of: 0 }, printings: { owned: 0, of: 0 } }))
    return s
  }
  for (const card of cards) {
    const number = normalizeNumber(card.number)
    const own = get((card.set ?? numberSet(number)).toUpperCase())
    own.numbers.of++
    if ((collection.byNumber.get(number) ?? 0) > 0) own.numbers.owned++
    for (const p of card.printings) {
      const s = get((p.set ?? card.set ?? numberSet(printingNumber(p.id))).toUpperCase())
      s.printings.of++
      if ((collection.byPrinting.get(normalizeNumber(p.id)) ?? 0) > 0) s.printings.owned++
    }
  }
  return [...sets.values()].sort((a, b) => a.set.localeCompare(b.set, 'en', { numeric: true }))
}

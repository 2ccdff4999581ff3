import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import { normalizeNumber } from '../cards/pool'
import { compareNumbers } from '../cards/pool'
import type { QueryCollection } from '../query/ast'
import { plural } from '../text/format'
import type { CollectionIndex } from './model'

/**
 * What a deck still needs against the collection. Copies are counted by card number: a line naming
 * a printing (a parallel) is met by owned copies of any printing of its number, because the rules
 * count copies by number, a parallel being the same card (2-1-1, 5-1-1-3, Q4). The printings the
 * deck names are kept on the line, for a shopping list that wants the exact print.
 *
 * Counted: the main deck, the resource deck and the sideboard (what is brought to a table). The EX
 * section (EX Base, EX Resource, tokens: 5-1-2, Q7, Q11) is not: those come with products or are
 * stand-ins, and are not deck cards.
 */

export interface Need {
  number: string
  count: number
  /** Printings the deck's lines name (parallels or the base print asked for), in order; empty when none. */
  printings: string[]
}

/** Copies a deck holds of each card number (main, resource, sideboard), with the printings it names. */
export function deckNeeds(deck: SectionsOf<Pick<DeckEntry, 'number' | 'printing' | 'count'>>): Map<string, Need> {
  const out = new Map<string, Need>()
  for (const section of [deck.main, deck.resource, deck.sideboard]) {
    for (const e of section) {
      const number = normalizeNumber(e.number)
      let need = out.get(number)
      if (!need) out.set(number, (need = { number, count: 0, printings: [] }))
      need.count += e.count
      if (e.printing !== null) {
        const p = normalizeNumber(e.printing)
        if (!need.printings.includes(p)) need.printings.push(p)
      }
    }
  }
  return out
}

export interface MissingLine extends Need {
  owned: number
  /** Copies to get: count - owned, at least 1 on every line listed. */
  missing: number
}

export interface MissingList {
  /** Numbers short of copies, in number order. */
  lines: MissingLine[]
  /** Copies missing altogether ("missing N cards"). */
  total: number
  complete: boolean
}

function shortfall(needs: Iterable<Need>, collection: CollectionIndex): MissingList {
  const lines: MissingLine[] = []
  let total = 0
  for (const need of needs) {
    const owned = collection.byNumber.get(need.number) ?? 0
    if (owned >= need.count) continue
    lines.push({ ...need, owned, missing: need.count - owned })
    total += need.count - owned
  }
  lines.sort((a, b) => compareNumbers(a.number, b.number))
  return { lines, total, complete: total === 0 }
}

/** One deck against the collection: complete, or the lines short of copies. */
export function missingForDeck(deck: SectionsOf<DeckEntry>, collection: CollectionIndex): MissingList {
  return shortfall(deckNeeds(deck).values(), collection)
}

/**
 * Several decks against one collection. `together`: the decks are to be built at once, so no copy
 * serves two decks and the needs add up. Otherwise they are built one at a time and share copies: a
 * number needs the most any one deck needs.
 */
export function combinedNeeds(decks: readonly SectionsOf<DeckEntry>[], together: boolean): Map<string, Need> {
  const out = new Map<string, Need>()
  for (const deck of decks) {
    for (const need of deckNeeds(deck).values()) {
      const have = out.get(need.number)
      if (!have) {
        out.set(need.number, { ...need, printings: [...need.printings] })
        continue
      }
      have.count = together ? have.count + need.count : Math.max(have.count, need.count)
      for (const p of need.printings) if (!have.printings.includes(p)) have.printings.push(p)
    }
  }
  return out
}

export function missingForDecks(decks: readonly SectionsOf<DeckEntry>[], collection: CollectionIndex, options: { together: boolean }): MissingList {
  return shortfall(combinedNeeds(decks, options.together).values(), collection)
}

export interface SharedCopies {
  number: string
  owned: number
  /** Every deck that needs the number, with how many copies, in the order given. */
  decks: { id: string; count: number }[]
  /** Copies the decks need together beyond those owned. */
  short: number
}

/**
 * Which decks use the same owned copies: each number owned at least once that two or more decks need
 * more of together than the collection holds, so those decks cannot all be built at once.
 */
export function sharedCopies(decks: readonly { id: string; cards: SectionsOf<DeckEntry> }[], collection: CollectionIndex): SharedCopies[] {
  const users = new Map<string, { id: string; count: number }[]>()
  for (const d of decks) {
    for (const need of deckNeeds(d.cards).values()) {
      const list = users.get(need.number)
      if (list) list.push({ id: d.id, count: need.count })
      else users.set(need.number, [{ id: d.id, count: need.count }])
    }
  }
  const out: SharedCopies[] = []
  for (const [number, list] of users) {
    if (list.length < 2) continue
    const owned = collection.byNumber.get(number) ?? 0
    const sum = list.reduce((n, u) => n + u.count, 0)
    if (owned > 0 && sum > owned) out.push({ number, owned, decks: list, short: sum - owned })
  }
  return out.sort((a, b) => compareNumbers(a.number, b.number))
}

/** For each deck, the other decks it shares owned copies with (from sharedCopies). */
export function sharingDecks(shared: readonly SharedCopies[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const s of shared) {
    for (const a of s.decks) {
      let set = out.get(a.id)
      if (!set) out.set(a.id, (set = new Set()))
      for (const b of s.decks) if (b.id !== a.id) set.add(b.id)
    }
  }
  return out
}

/**
 * The collection as the search language reads it (`own`, `ownp`, `missing`): its copies, and the most
 * copies any one of these decks needs of each number (a deck is built one at a time, so `missing:`
 * means some deck is short).
 */
export function queryCollection(collection: CollectionIndex, decks?: readonly SectionsOf<DeckEntry>[]): QueryCollection {
  if (!decks) return { byNumber: collection.byNumber, byPrinting: collection.byPrinting }
  const needs = new Map<string, number>()
  for (const [number, need] of combinedNeeds(decks, false)) needs.set(number, need.count)
  return { byNumber: collection.byNumber, byPrinting: collection.byPrinting, needs }
}

/** What a deck shows against the collection: "complete", or "missing N cards". */
export function missingLabel(list: MissingList): string {
  return list.complete ? 'complete' : `missing ${plural(list.total, 'card')}`
}

import type { CollectionRow } from '~/schemas/collection'
import { normalizeNumber } from '../cards/pool'

/**
 * A collection read for lookups: copies owned per printing, and per card number with every printing
 * together. The rules count copies by card number, a parallel with its number (2-1-1, 5-1-1-3, Q4;
 * the copy-limit rule and `copiesByNumber` count the same way), so a deck's needs are met by the
 * number's total; the printing figure is for showing and editing one printing's row.
 */
export interface CollectionIndex {
  /** Normalised printing id (`GD01-001_p1`) -> copies owned. */
  readonly byPrinting: ReadonlyMap<string, number>
  /** Normalised card number -> copies owned of all its printings. */
  readonly byNumber: ReadonlyMap<string, number>
  /** Normalised card number -> copies offered for trade, all printings. */
  readonly tradeByNumber: ReadonlyMap<string, number>
}

export function indexCollection(rows: readonly CollectionRow[]): CollectionIndex {
  const byPrinting = new Map<string, number>()
  const byNumber = new Map<string, number>()
  const tradeByNumber = new Map<string, number>()
  for (const r of rows) {
    if (r.owned <= 0) continue
    const number = normalizeNumber(r.number)
    const printing = normalizeNumber(r.printing)
    byPrinting.set(printing, (byPrinting.get(printing) ?? 0) + r.owned)
    byNumber.set(number, (byNumber.get(number) ?? 0) + r.owned)
    if (r.trade) tradeByNumber.set(number, (tradeByNumber.get(number) ?? 0) + r.trade)
  }
  return { byPrinting, byNumber, tradeByNumber }
}

/** Copies owned of a card number, every printing together (2-1-1). */
export function ownedOfNumber(index: CollectionIndex, number: string): number {
  return index.byNumber.get(normalizeNumber(number)) ?? 0
}

/** Copies owned of exactly this printing. */
export function ownedOfPrinting(index: CollectionIndex, printing: string): number {
  return index.byPrinting.get(normalizeNumber(printing)) ?? 0
}

/** Copies to add to (or to set in) one printing's row. */
export interface CollectionChange {
  number: string
  printing: string
  count: number
}

/** Copies to add (or to set, replacing), with the copies for trade and the note a file gave the printing. */
export type CollectionImport = CollectionChange & Pick<CollectionRow, 'trade' | 'note'>

/**
 * The rows with these copies added (`add`; a negative count takes copies away) or with the collection replaced by them (`replace`).
 * Rows of one printing are merged; a row kept keeps its trade count and note (trade capped at owned).
 */
export function applyChanges(rows: readonly CollectionRow[], changes: readonly CollectionChange[], mode: 'add' | 'replace'): CollectionRow[] {
  const out = new Map<string, CollectionRow>()
  if (mode === 'add') for (const r of rows) out.set(normalizeNumber(r.printing), { ...r })
  const old = new Map(rows.map((r) => [normalizeNumber(r.printing), r]))
  for (const c of changes) {
    const printing = normalizeNumber(c.printing)
    const row = out.get(printing)
    if (row) row.owned += c.count
    else {
      // Replacing keeps what the player wrote about a printing they still own.
      const before = old.get(printing)
      out.set(printing, {
        number: normalizeNumber(c.number),
        printing,
        owned: c.count,
        ...(before?.trade ? { trade: before.trade } : {}),
        ...(before?.note ? { note: before.note } : {}),
      })
    }
  }
  // A negative count removes copies, never below none; a printing no longer owned goes unless it has a note.
  const kept: CollectionRow[] = []
  for (const r of out.values()) {
    if (r.owned < 0) r.owned = 0
    if (r.owned === 0 && !r.note) continue
    if (r.trade !== undefined && r.trade > r.owned) r.trade = r.owned
    if (r.trade === 0) delete r.trade
    kept.push(r)
  }
  return kept
}

import type { Card } from '~/schemas/card'
import { entriesIn, type DeckCards, type DeckEntry, type Section } from '~/schemas/deck'
import type { Format } from '~/schemas/format'
import { totalCopies } from './copies'

/**
 * Deck edits as pure functions: each returns a new DeckCards and never mutates its input, so the
 * editor's undo history is a list of values. Counts stay whole and at least 1; 0 removes the line.
 */
export const MAX_LINE_COUNT = 99

export interface CardLine {
  number: string
  printing: string | null
}

const same = (a: CardLine, b: CardLine) => a.number === b.number && a.printing === b.printing

/** Where a card goes when added without a section: a Resource to the resource deck (5-1-1-4). */
export function defaultSection(card: Card, format: Format): Section {
  return format.resource?.types.includes(card.type) ? 'resource' : 'main'
}

export function countOf(cards: DeckCards, section: Section, line: CardLine): number {
  return entriesIn(cards, section).find((e) => same(e, line))?.count ?? 0
}

/** Set a line's count (0 removes it); a new line goes at the end of its section. */
export function setCount(cards: DeckCards, section: Section, line: CardLine, count: number): DeckCards {
  const n = Math.max(0, Math.min(MAX_LINE_COUNT, Math.trunc(count)))
  const list = entriesIn(cards, section)
  const index = list.findIndex((e) => same(e, line))
  let next: DeckEntry[]
  if (index === -1) next = n === 0 ? [...list] : [...list, { number: line.number, printing: line.printing, count: n }]
  else if (n === 0) next = list.filter((_, i) => i !== index)
  else next = list.map((e, i) => (i === index ? { ...e, count: n } : e))
  return n === 0 && index === -1 ? cards : { ...cards, [section]: next }
}

export function addCopies(cards: DeckCards, section: Section, line: CardLine, delta: number): DeckCards {
  return setCount(cards, section, line, countOf(cards, section, line) + delta)
}

/** Move `count` copies of a line to another section (all of them by default). */
export function moveCopies(cards: DeckCards, from: Section, to: Section, line: CardLine, count?: number): DeckCards {
  const have = countOf(cards, from, line)
  const n = Math.min(have, count ?? have)
  if (n <= 0 || from === to) return cards
  return addCopies(setCount(cards, from, line, have - n), to, line, n)
}

/** Switch a line to another printing of the same card; merges with a line already on that printing. */
export function changePrinting(cards: DeckCards, section: Section, line: CardLine, printing: string | null): DeckCards {
  if (line.printing === printing) return cards
  const n = countOf(cards, section, line)
  if (n === 0) return cards
  const target = { number: line.number, printing }
  const list = entriesIn(cards, section)
  const index = list.findIndex((e) => same(e, line))
  const merged = countOf(cards, section, target)
  if (merged > 0) return addCopies(setCount(cards, section, line, 0), section, target, n)
  return { ...cards, [section]: list.map((e, i) => (i === index ? { ...e, printing } : e)) }
}

export const emptyDeckCards = (): DeckCards => ({ main: [], resource: [], sideboard: [] })

export function totalIn(cards: DeckCards, section: Section): number {
  return totalCopies(entriesIn(cards, section))
}

/**
 * The sections a card may be moved to from `from`: a deck that takes its type (5-1-1-1, 5-1-1-4), the
 * sideboard when the format has one (it takes what either deck takes), and the main deck for a card of
 * the EX section. A card the pool does not know may go anywhere the format has.
 */
export function moveTargets(card: Card | undefined, format: Format, from: Section): Section[] {
  const takes = (types: readonly string[] | undefined) => !card || !!types?.includes(card.type)
  const out: Section[] = []
  if (takes(format.main.types)) out.push('main')
  if (format.resource && takes(format.resource.types)) out.push('resource')
  if (format.sideboard && (takes(format.main.types) || (format.resource && takes(format.resource.types)))) out.push('sideboard')
  if (from === 'ex' && !out.includes('main')) out.unshift('main')
  return out.filter((s) => s !== from)
}

import type { CardLookup } from '../cards/pool'
import { compareNumbers } from '../cards/pool'
import { CARD_TYPES, type Card, type Printing } from '~/schemas/card'
import type { DeckEntry, Section, SectionsOf } from '~/schemas/deck'
import { totalCopies } from './copies'

/** One line of a deck as the visual view shows it: the card (when the pool knows it) and the printing to picture. */
export interface GroupCard {
  section: Section
  entry: DeckEntry
  card: Card | undefined
  printing: Printing | undefined
}

/**
 * A block of the visual view: a card type of the main deck, or a whole other section. Its `id` says
 * which (`main-unit`, `main-unknown` for cards the pool does not know, `resource`, `sideboard`, `ex`),
 * and the view words its title in the language shown (the app's catalogue, `useLocale().typeLabel`).
 */
export interface CardGroup {
  id: string
  section: Section
  total: number
  cards: GroupCard[]
}

/** The printing a line pictures: the one it asks for, else the card's base printing (its own number), else the first. */
export function linePrinting(card: Card, printing: string | null): Printing | undefined {
  const wanted = printing ?? card.number
  return card.printings.find((p) => p.id === wanted) ?? card.printings.find((p) => p.id === card.number) ?? card.printings[0]
}

/** How the lines of a group are ordered: by level (the default), cost, name, or the order they were added. */
export const LINE_SORTS = ['level', 'cost', 'name', 'added'] as const
export type LineSort = (typeof LINE_SORTS)[number]

const byNumber = (a: GroupCard, b: GroupCard) => compareNumbers(a.entry.number, b.entry.number)
const byLevel = (a: GroupCard, b: GroupCard) => (a.card?.level ?? 99) - (b.card?.level ?? 99)
const byCost = (a: GroupCard, b: GroupCard) => (a.card?.cost ?? 99) - (b.card?.cost ?? 99)
const byName = (a: GroupCard, b: GroupCard) => (a.card?.name ?? a.entry.number).localeCompare(b.card?.name ?? b.entry.number)
// Cheap cards first, as a player lays a deck out: level, then cost, then number; the others fall back on the curve.
const ORDER: Record<Exclude<LineSort, 'added'>, ((a: GroupCard, b: GroupCard) => number)[]> = {
  level: [byLevel, byCost, byNumber],
  cost: [byCost, byLevel, byNumber],
  name: [byName, byNumber],
}
function sortCards(cards: readonly GroupCard[], sort: LineSort): GroupCard[] {
  if (sort === 'added') return [...cards]
  const keys = ORDER[sort]
  return [...cards].sort((a, b) => {
    for (const k of keys) {
      const d = k(a, b)
      if (d) return d
    }
    return 0
  })
}

/**
 * The deck as the visual view lays it out: the main deck by card type (in the order the game lists its
 * types: Unit, Pilot, Command, Base, …; cards the pool does not know last), then the resource deck, the
 * sideboard and the EX/token section. Empty groups are left out.
 */
export function deckGroups(deck: SectionsOf<DeckEntry>, lookup: CardLookup | null, sort: LineSort = 'level'): CardGroup[] {
  const view =
    (section: Section) =>
    (entry: DeckEntry): GroupCard => {
      const card = lookup?.(entry.number)
      return { section, entry, card, printing: card ? linePrinting(card, entry.printing) : undefined }
    }
  const group = (id: string, section: Section, cards: GroupCard[]): CardGroup => ({
    id,
    section,
    total: totalCopies(cards.map((c) => c.entry)),
    cards: sortCards(cards, sort),
  })
  const main = deck.main.map(view('main'))
  const groups: CardGroup[] = []
  for (const type of CARD_TYPES) {
    const cards = main.filter((c) => c.card?.type === type)
    if (cards.length) groups.push(group(`main-${type}`, 'main', cards))
  }
  const unknown = main.filter((c) => !c.card)
  if (unknown.length) groups.push(group('main-unknown', 'main', unknown))
  for (const section of ['resource', 'sideboard', 'ex'] as const) {
    const cards = (deck[section] ?? []).map(view(section))
    if (cards.length) groups.push(group(section, section, cards))
  }
  return groups
}

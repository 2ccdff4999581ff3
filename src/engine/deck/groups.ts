import type { CardLookup } from '../cards/pool'
import { compareNumbers } from '../cards/pool'
import { typeName } from '../cards/type-names'
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

/** A block of the visual view: a card type of the main deck, or a whole other section. */
export interface CardGroup {
  id: string
  title: string
  section: Section
  total: number
  cards: GroupCard[]
}

/** The printing a line pictures: the one it asks for, else the card's base printing (its own number), else the first. */
export function linePrinting(card: Card, printing: string | null): Printing | undefined {
  const wanted = printing ?? card.number
  return card.printings.find((p) => p.id === wanted) ?? card.printings.find((p) => p.id === card.number) ?? card.printings[0]
}

const SECTION_TITLES: Record<Exclude<Section, 'main'>, string> = {
  resource: 'Resource deck',
  sideboard: 'Sideboard',
  ex: 'EX and tokens',
}

// Cheap cards first, as a player lays a deck out: level, then cost, then number.
function byCurve(a: GroupCard, b: GroupCard): number {
  const level = (a.card?.level ?? 99) - (b.card?.level ?? 99)
  if (level) return level
  const cost = (a.card?.cost ?? 99) - (b.card?.cost ?? 99)
  return cost || compareNumbers(a.entry.number, b.entry.number)
}

/**
 * The deck as the visual view lays it out: the main deck by card type (in the order the game lists its
 * types: Unit, Pilot, Command, Base, …; cards the pool does not know last), then the resource deck, the
 * sideboard and the EX/token section. Empty groups are left out.
 */
export function deckGroups(deck: SectionsOf<DeckEntry>, lookup: CardLookup | null): CardGroup[] {
  const view =
    (section: Section) =>
    (entry: DeckEntry): GroupCard => {
      const card = lookup?.(entry.number)
      return { section, entry, card, printing: card ? linePrinting(card, entry.printing) : undefined }
    }
  const group = (id: string, title: string, section: Section, cards: GroupCard[]): CardGroup => ({
    id,
    title,
    section,
    total: totalCopies(cards.map((c) => c.entry)),
    cards: [...cards].sort(byCurve),
  })
  const main = deck.main.map(view('main'))
  const groups: CardGroup[] = []
  for (const type of CARD_TYPES) {
    const cards = main.filter((c) => c.card?.type === type)
    if (cards.length) groups.push(group(`main-${type}`, typeName(type), 'main', cards))
  }
  const unknown = main.filter((c) => !c.card)
  if (unknown.length) groups.push(group('main-unknown', 'Unknown cards', 'main', unknown))
  for (const section of ['resource', 'sideboard', 'ex'] as const) {
    const cards = (deck[section] ?? []).map(view(section))
    if (cards.length) groups.push(group(section, SECTION_TITLES[section], section, cards))
  }
  return groups
}

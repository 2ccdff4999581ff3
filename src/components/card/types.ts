import type { Card, Printing } from '~/schemas/card'

/** One search result: a card with one of its printings. */
export interface ResultRow {
  card: Card
  printing: Printing
}

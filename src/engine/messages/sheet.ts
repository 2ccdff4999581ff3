import type { CardType } from '~/schemas/card'

/**
 * The words of the deck editor's printed registration sheet (io/print/registration-sheet.ts), one set
 * per language (messages/en/sheet.ts). Values are passed as the sheet shows them (escaped for HTML).
 */
export interface SheetCatalogue {
  title: string
  titleOf: (deck: string) => string
  playerName: string
  playerId: string
  event: string
  date: string
  /** The format (its name, its id) and the ban list (`null`: none). */
  meta: (p: { format: string; id: string; banList: string | null }) => string
  /** A section's heading with its copies. */
  section: (section: 'main' | 'resource' | 'sideboard' | 'ex', copies: number) => string
  /** A section's total row. */
  total: (section: 'resource' | 'sideboard' | 'ex') => string
  /** No resource deck listed; no sideboard. */
  noneListed: string
  noSideboard: string
  qty: string
  number: string
  name: string
  unknownCard: string
  /** A card type's group of the main deck: its name (plural in English), its heading, its total row. */
  type: (type: CardType | 'unknown') => string
  group: (type: string, copies: number) => string
  groupTotal: (type: string) => string
  check: string
  legal: string
  notLegal: string
  /** A problem with its rule reference. */
  problem: (p: { severity: 'error' | 'warning'; ref: string; message: string }) => string
  noProblems: string
  signature: string
  judge: string
}

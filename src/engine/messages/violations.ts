import type { Card, CardType, Game } from '~/schemas/card'

/**
 * What each deck rule can say, as data: a code and its parameters, never a sentence. A catalogue per
 * language renders them (messages/en/violations.ts); the CLI's JSON carries both beside the English message.
 * Names from the card data and the format's own data (a format's name, a ban list's name, a card group's
 * description) are passed as they are written there.
 */

/** A card as a message names it: its number, and its name when the card data has the card. */
export interface CardName {
  number: string
  name: string | null
}

/** A card that is in the wrong place, and its type. */
export interface MisplacedCard {
  card: CardName
  type: CardType
}

/** A ban list as its violations cite it. */
interface ListCited {
  list: string
  date: string
}

export interface ViolationParams {
  /** 5-1-1-1, 5-1-1-4: the deck (or resource deck) holds a number of cards outside its range. */
  'section-size': { section: 'main' | 'resource'; copies: number; min: number; max: number }
  /** A format without a resource deck, given one. */
  'section-size.no-resource-deck': { format: string; copies: number }
  /** A section holds cards of a type it does not take. */
  'section-card-type': { section: 'main' | 'resource' | 'sideboard'; allowed: CardType[]; cards: MisplacedCard[] }
  /** 5-1-1-2: more colors than the format allows, the colors by copies, most first. */
  'color-count': { colors: { color: string; copies: number }[]; max: number }
  /** 5-1-1-3: more copies than allowed of one card number (or, `byName`, of one name). */
  'copy-limit': { copies: number; card: CardName; byName: boolean; printings: string[]; withSideboard: boolean; max: number }
  /** A printing that is not one of its card number's. */
  'unknown-card.foreign-printing': { number: string; printing: string }
  /** A card number the card data lacks (`written`: the name the list gives it). */
  'unknown-card.unknown-number': { number: string; written: string | null; sharedPrintedNumber: boolean }
  /** A card of another game than the format's. */
  'unknown-card.other-game': { card: CardName; game: Game; format: string; formatGame: Game }
  /** A printing of a known card that the card data lacks. */
  'unknown-card.unknown-printing': { card: CardName; printing: string; printings: string[] }
  /** A ban list's banned cards. */
  banned: ListCited & { cards: CardName[] }
  /** A ban list's restricted card, over its limit. */
  restricted: ListCited & { card: CardName; copies: number; max: number }
  /** Every card of a banned pair. */
  'banned-pair': ListCited & { cards: CardName[] }
  /** A ban list's card group, over its limits. */
  'card-group': ListCited & { group: string; numbers: number; copies: number; cards: CardName[]; maxNumbers: number | null; maxCopies: number | null }
  /** A sideboard over its limit. */
  'sideboard-size': { copies: number; max: number }
  /** A format without a sideboard, given one. */
  'sideboard-size.no-sideboard': { format: string; copies: number }
  /** The ban list's exception: an unmodified starter deck it leaves legal (`deck`: the list's words for it). */
  'ban-list-exception': ListCited & { deck: string }
  /** A format without EX or token cards, given some. */
  'ex-card-type.no-ex': { format: string; cards: CardName[] }
  /** 5-1-2: deck cards in the EX and token section. */
  'ex-card-type.deck-card': { cards: MisplacedCard[] }
  /** 2-1-1: a name beside a number that is another card's (`written` as the list has it, cut if long). */
  'name-mismatch': { number: string; name: string; written: string }
  /** A format's advice on a count of cards of some types: outside its range, or outside the optimal one. */
  recommendation: {
    copies: number
    types: CardType[]
    min: number | null
    max: number | null
    optimal: { min: number; max: number } | null
    outside: 'range' | 'optimal'
  }
  /** 5-1-1: no resource deck given, the standard one assumed. */
  'assumed-resources': { copies: number; number: string }
}

export type ViolationCode = keyof ViolationParams

/** A language's messages: one function per code (with the rule it cites), so a code without a message does not compile. */
export type ViolationCatalogue = { [C in ViolationCode]: (p: ViolationParams[C], ref: string) => string }

/** A code with its parameters, typed together. */
export type ViolationText = { [C in ViolationCode]: { code: C; params: ViolationParams[C] } }[ViolationCode]

export const cardName = (entry: { number: string; card: Card | undefined }): CardName => ({ number: entry.number, name: entry.card?.name ?? null })

/** Each card once, in the order first listed, however many lines list it. */
export function distinctCardNames(entries: readonly { number: string; card: Card | undefined }[]): CardName[] {
  const seen = new Map<string, CardName>()
  for (const e of entries) if (!seen.has(e.number)) seen.set(e.number, cardName(e))
  return [...seen.values()]
}

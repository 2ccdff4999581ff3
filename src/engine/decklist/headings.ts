import type { Section } from '~/schemas/deck'

/**
 * The section headings of a text deck list: file format, not words for the player. gundeck writes them
 * as other deck sites read them (`# Main deck (50)`, `Sideboard:`), whatever language the app shows, and
 * reads every spelling the tools and players use; a list written in Japanese says `Main deck` too, or no
 * other site could read it back. So nothing here is translated, and no-sentences.test.ts allows this file
 * for that reason. The words a player reads for a section are the app's catalogue's (deckEditor.sections).
 */

/** The heading written over each section. */
export const HEADINGS: Record<Section, string> = { main: 'Main deck', resource: 'Resource deck', sideboard: 'Sideboard', ex: 'EX and tokens' }

export type HeaderKind = Section | 'group' | 'total'

/** Header words in the spellings tools and players use; `group` headers (Units, Pilots) only label. */
export const HEADER_WORDS: Record<string, HeaderKind> = {
  main: 'main',
  'main deck': 'main',
  maindeck: 'main',
  mainboard: 'main',
  'main board': 'main',
  deck: 'main',
  resource: 'resource',
  resources: 'resource',
  'resource deck': 'resource',
  'resources deck': 'resource',
  side: 'sideboard',
  sideboard: 'sideboard',
  'side board': 'sideboard',
  'side deck': 'sideboard',
  sb: 'sideboard',
  unit: 'group',
  units: 'group',
  pilot: 'group',
  pilots: 'group',
  command: 'group',
  commands: 'group',
  base: 'group',
  bases: 'group',
  // A heading over the whole list (`## Decklist`) names no deck and opens no section: Resources under it still go to the resource deck.
  decklist: 'group',
  'deck list': 'group',
  'card list': 'group',
  // EX cards and tokens are kept beside the decks, never in them (5-1-2, Q7, Q11).
  ex: 'ex',
  'ex base': 'ex',
  'ex bases': 'ex',
  'ex resource': 'ex',
  'ex resources': 'ex',
  'ex cards': 'ex',
  'ex and tokens': 'ex',
  token: 'ex',
  tokens: 'ex',
  'token cards': 'ex',
  'unit tokens': 'ex',
  total: 'total',
  'total cards': 'total',
  cards: 'total',
}

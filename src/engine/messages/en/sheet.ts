import type { CardType } from '~/schemas/card'
import type { SheetCatalogue } from '../sheet'

const TYPES: Record<CardType | 'unknown', string> = {
  unit: 'Units',
  pilot: 'Pilots',
  command: 'Commands',
  base: 'Bases',
  resource: 'Resources',
  'unit-token': 'Unit tokens',
  'ex-base': 'EX Bases',
  'ex-resource': 'EX Resources',
  character: 'Characters',
  operation: 'Operations',
  generation: 'Generations',
  'basic-resource': 'Basic Resources',
  unknown: 'Unknown cards',
}

const SECTIONS = { main: 'Main deck', resource: 'Resource deck', sideboard: 'Sideboard', ex: 'EX and tokens' } as const

/** The registration sheet's words in English. */
export const SHEET: SheetCatalogue = {
  title: 'Deck registration',
  titleOf: (deck) => `Deck registration: ${deck}`,
  playerName: 'Player name',
  playerId: 'Player ID',
  event: 'Event',
  date: 'Date',
  meta: (p) => `Format: ${p.format} [${p.id}]. Ban list: ${p.banList ?? 'none'}.`,
  section: (section, copies) => `${SECTIONS[section]} (${copies})`,
  total: (section) => `${SECTIONS[section]} total`,
  noneListed: 'None listed.',
  noSideboard: 'None.',
  qty: 'Qty',
  number: 'Card number',
  name: 'Name',
  unknownCard: '(unknown card)',
  type: (type) => TYPES[type],
  group: (type, copies) => `${type} (${copies})`,
  groupTotal: (type) => `${type} total`,
  check: 'Deck check',
  legal: 'LEGAL',
  notLegal: 'NOT LEGAL',
  problem: (p) => `${p.severity === 'error' ? 'Error' : 'Warning'} (${p.ref}): ${p.message}`,
  noProblems: 'No problems found.',
  signature: 'Player signature',
  judge: 'Judge / organiser',
}

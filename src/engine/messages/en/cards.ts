import { GAME_NAMES } from '~/schemas/card'
import { formatCount } from '../../text/format'
import type { CardsCatalogue, CardsCode, CardsText, NamesAt, NamesPlace } from '../cards'
import { limitMessage } from './limits'

/** The card readers' messages in English. */
const at = (first: NamesAt) => ('line' in first ? `line ${first.line}` : first.field)
const TAGS = '(write ja, fr, zh-Hant…)'

const MESSAGES: CardsCatalogue = {
  'type.empty': () => 'type is empty',
  'type.unknown': (p) => `unknown card type "${p.written}" (${GAME_NAMES[p.game]}: ${p.allowed.join(', ')})`,
  'type.other-game': (p) => `"${p.written}" is not a ${GAME_NAMES[p.game]} card type (${p.allowed.join(', ')})`,

  'names.too-big': (p) => `${limitMessage({ code: 'size.over', params: { what: 'The names file', bytes: p.bytes, limit: p.limit } })}: that is no names file.`,
  'names.not-utf8': () => 'This line is not UTF-8 text: save the file as UTF-8 (CSV UTF-8 in a spreadsheet) and import it again.',
  'names.empty': () => 'The file holds no names.',
  'names.language-invalid': (p) => `"${p.written}" is no language tag ${TAGS}.`,
  'names.language-differs': (p) => `The file says its names are in ${p.file}, not ${p.chosen}.`,
  'names.language-unknown': () => 'Say which language the names are in: the file does not.',
  'names.language-mixed': (p) => `This line says ${p.tag}, the lines before it ${p.before}: one file holds one language.`,
  'names.entry-not-object': () => 'an entry must be { "number": "…", "name": "…" }',
  'names.entry-refused': (p) => p.error,
  'names.repeated': (p) =>
    p.name === p.before
      ? `${p.number} is given again (first at ${at(p.first)}), with the same name.`
      : `${p.number} is given again (first at ${at(p.first)}) with another name: "${p.name}" or "${p.before}"?`,
  'names.too-many': (p) => `The file holds over ${formatCount(p.max)} names: that is no names file of one game.`,
  'names.unknown-number': (p) => `${p.number} is not in your card data: its name is kept for when it is.`,
  'names.csv-unreadable': (p) => `This line cannot be read as CSV: ${p.error}`,
  'names.no-header': (p) =>
    `The first line must name the columns: number and name (and language, if you like); it has no ${p.missing.join(' and ')} column (read: ${p.read}).`,
  'names.not-json': (p) => `The file is not JSON: ${p.error}`,
  'names.json-shape': () => 'The JSON must be { "language": "ja", "names": { "GD01-001": "…" } } or a list of { "number": "…", "name": "…" }.',
}

/** A card reader's message in English. */
export function cardsMessage(text: CardsText): string {
  return (MESSAGES[text.code] as (p: CardsText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_CARDS_CODES = Object.keys(MESSAGES) as CardsCode[]

/** Where a names file's problem is: `Line 4`, `names → GD01-001`, `The file`. */
export const namesPlace = (p: NamesPlace): string => (p.line !== undefined ? `Line ${p.line}` : (p.field ?? 'The file'))

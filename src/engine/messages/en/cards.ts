import { GAME_NAMES } from '~/schemas/card'
import { formatCount, plural, pluralForm } from '../../text/format'
import type { CardsCatalogue, CardsCode, CardsText, ImportPlace, ImportProblem, NamesAt, NamesPlace, ReplaceSubject } from '../cards'
import { limitMessage } from './limits'

/** The card readers' messages in English. */
const at = (first: NamesAt) => ('line' in first ? `line ${first.line}` : first.field)
const TAGS = '(write ja, fr, zh-Hant…)'
const SUBJECTS: Record<ReplaceSubject, string> = { file: 'This file', files: 'These files', download: 'The download' }
/** What a card file must be, said when it is none of them. */
const CARD_FILES =
  'a gcg-api cards.json or cards.ndjson, an official-site scrape file, a Gundam War card file (keyed by 9-digit card id), a Gundam Forge card list, or our CSV (header number,name,type,...)'
const WITH_CARDS = 'not a card list: import it together with its cards'

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

  'record.refused': (p) => p.error,
  'record.unreadable': (p) => `unreadable record: ${p.error}`,
  'record.duplicate-printing': (p) => `duplicate printing ${p.id}: the first record is kept`,
  'record.not-json': () => 'not valid JSON',
  // The limit in digits alone, as the message always said it.
  'record.line-too-long': (p) => `longer than ${p.limit} characters: not read`,
  'record.color-unreadable': (p) => `unreadable color "${p.written}"`,
  'record.stat-invalid': (p) => `not a whole number from 0 to 99: ${p.json}`,

  'csv.unreadable': (p) => p.error,
  'csv.empty': () => 'the file is empty: a header row with number,name,type is needed',
  'csv.missing-columns': (p) => `the header row (line 1) lacks the required ${pluralForm(p.missing.length, 'column')} ${p.missing.join(', ')}`,
  'csv.number-empty': () => 'card number is empty',
  'csv.name-empty': () => 'name is empty',
  'csv.unknown-game': (p) => `unknown game "${p.written}" (one of ${p.games.join(', ')})`,
  'csv.gundam-war-only': (p) => `only Gundam War cards (game gundam-war) have ${p.column}`,
  'csv.stat-invalid': (p) => `"${p.written}" is not a whole number from 0 to 99`,
  'csv.copy-limit-invalid': (p) => `"${p.written}" is neither a whole number nor "unlimited"`,
  'csv.copy-limit-scope-invalid': (p) => `"${p.written}" is neither "card" nor "name"`,
  'csv.foreign-printing': (p) => `printing ${p.printing} does not belong to card number ${p.number}`,
  'csv.battle-points-partial': () => 'battle points need all of strike, shooting and defense, or none',
  'csv.generation-invalid': (p) => `"${p.written}" is neither "basic" nor "special"`,

  'gundam-war.card-id': () => 'a 9-digit card id',
  'gundam-war.type-code-unknown': (p) => `card type not given and type code ${p.typeCode} is not one the importer knows (01-07, 11-13, 16, 99)`,
  'gundam-war.requirement-invalid': (p) => `expected { corps, total } or "corps/total": ${p.json}`,
  'gundam-war.battle-points-invalid': (p) => `expected strike, shooting and defense (numbers or *): ${p.json}`,
  'gundam-war.unit-type-invalid': (p) => `expected earth and/or space: ${p.json}`,
  'gundam-war.generation-invalid': (p) => `neither basic nor special: "${p.written}"`,

  'errata.unknown-card': (p) => `erratum for unknown card ${p.number}`,
  'errata.field-unsupported': (p) => `erratum for field "${p.field}" is not supported`,

  'file.empty-list': () => 'the file is an empty list: it holds no cards',
  'file.not-json': (p) => `not valid JSON (${p.error})`,
  'file.unrecognised': () => `unrecognised card file: expected ${CARD_FILES}`,
  'file.errata': () => `this is an errata list, ${WITH_CARDS}`,
  'file.rulings': () => `this is a rulings list, ${WITH_CARDS}`,
  'file.manifest': () => `this is a data set manifest (its version and build date), ${WITH_CARDS}`,

  'replace.dropped': (p) => `${formatCount(p.dropped)} of your ${plural(p.current, 'card')} ${pluralForm(p.dropped, 'is', 'are')} not in the new data.`,
  'replace.mostly-unread': (p) => `Only ${plural(p.read, 'record')} could be read; ${formatCount(p.skipped)} could not.`,
  'replace.question': (p) => {
    const unread = p.skipped > 0 ? ` (${plural(p.skipped, 'record')} could not be read)` : ''
    return `${SUBJECTS[p.subject]} would replace ${plural(p.current, 'card')} with ${formatCount(p.next)}${unread}.`
  },
  'replace.no-cards': (p) => {
    const nothing = 'No cards could be read, so nothing was changed.'
    if (p.problems.length === 0) return nothing
    const heading = p.more > 0 ? `The first ${plural(p.problems.length, 'problem')}` : pluralForm(p.problems.length, 'The problem', 'The problems')
    const rest = p.more > 0 ? ` And ${plural(p.more, 'more problem')}.` : ''
    return `${nothing} ${heading}: ${p.problems.map(importProblem).join('; ').replace(/\.$/, '')}.${rest}`
  },
}

/** A card reader's message in English. */
export function cardsMessage(text: CardsText): string {
  return (MESSAGES[text.code] as (p: CardsText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_CARDS_CODES = Object.keys(MESSAGES) as CardsCode[]

/** Where a names file's problem is: `Line 4`, `names → GD01-001`, `The file`. */
export const namesPlace = (p: NamesPlace): string => (p.line !== undefined ? `Line ${p.line}` : (p.field ?? 'The file'))

/** Where a card file's problem is: `line 3, field “level”` or `record 5` (records count from 1); '' for the file. */
export function importPlace(p: ImportPlace): string {
  return [p.line !== null ? `line ${p.line}` : p.record !== null ? `record ${p.record + 1}` : null, p.field ? `field “${p.field}”` : null]
    .filter(Boolean)
    .join(', ')
}

/** A card file's problem without its place: the file's name first in an import of several. */
export const importMessage = (p: Pick<ImportProblem, 'file' | 'text'>): string => (p.file ? `${p.file}: ${cardsMessage(p.text)}` : cardsMessage(p.text))

/** A card file's problem with its place: `line 4: cards.json: not valid JSON`. */
export const importProblem = (p: ImportProblem): string => placed(importPlace(p), importMessage(p))

/** A problem's words after its place (none: the words alone). */
export const placed = (place: string, what: string): string => (place ? `${place}: ${what}` : what)

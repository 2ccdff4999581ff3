import type { CardsCode, CardsParams } from '../messages/cards'

// Parameters for every card reader's message code, shared by each language's catalogue tests.

const MB = 1024 * 1024

/** One set of parameters per code: a code added without one here does not compile. */
export const CARDS_SAMPLES: { [C in CardsCode]: CardsParams[C] } = {
  'type.empty': {},
  'type.unknown': { written: 'widget', game: 'gcg', allowed: ['unit', 'pilot', 'ex-base'] },
  'type.other-game': { written: 'CHARACTER', game: 'gcg', allowed: ['unit', 'pilot'] },
  'names.too-big': { bytes: 5.5 * MB, limit: 5 * MB },
  'names.not-utf8': {},
  'names.empty': {},
  'names.language-invalid': { written: 'japanese!' },
  'names.language-differs': { file: 'ja', chosen: 'fr' },
  'names.language-unknown': {},
  'names.language-mixed': { tag: 'fr', before: 'ja' },
  'names.entry-not-object': {},
  'names.entry-refused': { error: 'the name is empty' },
  'names.repeated': { number: 'GD01-001', first: { line: 2 }, name: '別の名前', before: 'テスト号' },
  'names.too-many': { max: 50_000 },
  'names.unknown-number': { number: 'GD09-999' },
  'names.csv-unreadable': { error: 'Quoted field unterminated' },
  'names.no-header': { missing: ['number', 'name'], read: 'card, japanese' },
  'names.not-json': { error: 'Unexpected end of JSON input' },
  'names.json-shape': {},
}

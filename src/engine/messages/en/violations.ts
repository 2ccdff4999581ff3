import { GAME_NAMES } from '~/schemas/card'
import { typeName } from '../../cards/type-names'
import { capitalise, plural, pluralForm } from '../../text/format'
import type { CardName, MisplacedCard, ViolationCatalogue, ViolationCode, ViolationText } from '../violations'

/**
 * The deck rules' messages in English: the sentence the app shows and the CLI prints (and its JSON's
 * `message`), each ending with the rule or ban list it cites. One function per code, so a code without
 * a message does not compile.
 */

const label = (c: CardName) => (c.name === null ? c.number : `${c.number} ${c.name}`)

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const countWord = (n: number) => WORDS[n] ?? String(n)

/** `Unit, Pilot and Command`. */
function typeList(types: readonly string[]): string {
  const names = types.map(typeName)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

const article = (word: string) => `${/^(EX|[AEIO])/i.test(word) ? 'an' : 'a'} ${word}`

const SECTION_ARTICLED = { main: 'A deck', resource: 'A resource deck', sideboard: 'A sideboard' } as const

/** Gundam War prints U-107 in more than one color; the pool finds a printed number only when unique. */
const SHARED_PRINTED_NUMBER = ', or its printed number is shared by cards of several colors (write the 9-digit card id then)'

const MESSAGES: ViolationCatalogue = {
  'section-size': (p, ref) =>
    `${p.section === 'main' ? 'Main deck' : 'Resource deck'} has ${plural(p.copies, 'card')}; it must have ${
      p.min === p.max ? `exactly ${p.min}` : `${p.min} to ${p.max}`
    } (${ref})`,
  'section-size.no-resource-deck': (p) => `${p.format} has no resource deck, but ${plural(p.copies, 'card')} are listed in one`,
  'section-card-type': (p, ref) =>
    `${SECTION_ARTICLED[p.section]} may hold only ${typeList(p.allowed)} cards (${ref}): ${p.cards
      .map((c: MisplacedCard) => `${label(c.card)} is ${article(typeName(c.type))}`)
      .join('; ')}`,
  'color-count': (p, ref) =>
    `${capitalise(countWord(p.colors.length))} colors: ${p.colors.map((c) => `${c.color} ${c.copies}`).join(', ')}; at most ${countWord(p.max)} ${pluralForm(p.max, 'is', 'are')} allowed (${ref})`,
  'copy-limit': (p, ref) =>
    `${p.copies} copies of ${p.byName ? `cards named ${p.card.name ?? p.card.number}` : label(p.card)}${
      p.printings.length > 1 ? ` across printings ${p.printings.join(', ')}` : ''
    }${p.withSideboard ? ' in deck and sideboard together' : ''}; at most ${p.max} ${p.byName ? 'of one name' : 'of one card number'} (${ref})`,
  'unknown-card.foreign-printing': (p) =>
    `Printing ${p.printing} is not a printing of card ${p.number}: a printing is its card number or a parallel of it (${p.number}_p1, ...), so this line cannot be checked as written`,
  'unknown-card.unknown-number': (p) =>
    `Unknown card number ${p.number}${p.written ? ` ("${p.written}")` : ''}: it is not in the card database${
      p.sharedPrintedNumber ? SHARED_PRINTED_NUMBER : ''
    }; unchecked: the list cannot be fully checked until the card data is updated (or the number is corrected)`,
  'unknown-card.other-game': (p) => `${label(p.card)} is a ${GAME_NAMES[p.game]} card; ${p.format} takes only ${GAME_NAMES[p.formatGame]} cards`,
  'unknown-card.unknown-printing': (p) => `Unknown printing ${p.printing} of ${label(p.card)}; known printings: ${p.printings.join(', ')}`,
  banned: (p) => `Banned: ${p.cards.map(label).join(', ')} may not be played (${p.list}, ${p.date})`,
  restricted: (p) => `Restricted: ${p.copies} copies of ${label(p.card)}; at most ${p.max} allowed (${p.list}, ${p.date})`,
  'banned-pair': (p) => `Banned pair: ${p.cards.map(label).join(' and ')} may not be in one deck (${p.list}, ${p.date})`,
  'card-group': (p) => {
    const limits = [
      p.maxNumbers !== null ? `at most ${plural(p.maxNumbers, 'card number')}` : null,
      p.maxCopies !== null ? `at most ${plural(p.maxCopies, 'copy', 'copies')}` : null,
    ]
      .filter(Boolean)
      .join(' and ')
    return `${p.group}: the deck has ${plural(p.numbers, 'such card number')} (${p.copies} copies: ${p.cards.map(label).join(', ')}); ${limits} allowed (${p.list}, ${p.date})`
  },
  'ban-list-exception': (p) =>
    `${p.deck}: the ${p.list} list of ${p.date} leaves it legal as it is, so its banned, restricted and pair limits do not apply; any change to the deck ends the exception`,
  'sideboard-size': (p, ref) => `Sideboard has ${plural(p.copies, 'card')}; at most ${p.max} are allowed (${ref})`,
  'sideboard-size.no-sideboard': (p) => `${p.format} has no sideboard, but ${plural(p.copies, 'card')} are listed in one`,
  'ex-card-type.no-ex': (p) => `${p.format} has no EX or token cards; move these to a deck section: ${p.cards.map(label).join(', ')}`,
  'ex-card-type.deck-card': (p, ref) =>
    `The EX and token section holds only EX Base, EX Resource and token cards (${ref}): ${p.cards
      .map((c) => `${label(c.card)} is a ${typeName(c.type)} card, which belongs in a deck`)
      .join('; ')}`,
  'name-mismatch': (p) => `${p.number} is ${p.name}, but the list calls it "${p.written}": check the card number`,
  recommendation: (p, ref) => {
    const range = p.min !== null && p.max !== null ? `${p.min}-${p.max}` : p.min !== null ? `at least ${p.min}` : p.max !== null ? `at most ${p.max}` : null
    const optimal = p.optimal ? `${p.optimal.min}-${p.optimal.max}` : null
    const advice = p.outside === 'range' ? `${range} recommended${optimal ? `, ${optimal} optimal` : ''}` : `${optimal} is optimal`
    return `The deck has ${plural(p.copies, `${p.types.map(typeName).join(' or ')} card`)}; ${advice} (${ref})`
  },
  'assumed-resources': (p) => `Resource deck not given: the standard ${p.copies} Resources (${p.copies} x ${p.number}) were assumed`,
}

/** A rule's message in English. */
export function violationMessage(text: ViolationText, ref: string): string {
  return (MESSAGES[text.code] as (p: ViolationText['params'], ref: string) => string)(text.params, ref)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_CODES = Object.keys(MESSAGES) as ViolationCode[]

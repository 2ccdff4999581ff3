import { formatCount, plural, pluralForm } from '../../text/format'
import type { PolicyCount, RedrawName, SimCatalogue, SimCode, SimText } from '../sim'

const cards = (n: number) => plural(n, 'card')

/** "0 of group 1", "fewer than 2 of group 2", "at least 3 of group 1", "1 to 2 of group 3". */
function countWords(c: PolicyCount): string {
  const name = `group ${c.group}`
  switch (c.kind) {
    case 'exactly':
      return `${c.lo} of ${name}`
    case 'fewer':
      return `fewer than ${c.hi + 1} of ${name}`
    case 'at-least':
      return `at least ${c.lo} of ${name}`
    case 'between':
      return `${c.lo} to ${c.hi} of ${name}`
  }
}
const noBasicLabel = (hand: number) => `Redraw a): no Basic GENERATION (draw ${hand})`
const SHUFFLE_NAMES: Record<RedrawName, string> = { lettered: 'Redraw b)', mulligan: 'Mulligan', plain: 'Redraw' }
const shuffleLabel = (hand: number, name: RedrawName) =>
  name === 'lettered' ? `Redraw b): draw ${hand}` : name === 'mulligan' ? `Mulligan to ${hand}` : `Redraw: draw ${hand}`

/** The opening simulator's messages in English. One function per code, so a code without a message does not compile. */
const MESSAGES: SimCatalogue = {
  'deck.too-big': (p) => `the deck has ${p.cards} cards; the simulator takes at most ${p.max}`,
  'deck.too-small': (p) =>
    `the deck has ${p.cards} cards; a ${p.hand}-card hand${p.redraw ? ', its redraw' : ''}, ${p.shields} shields and ${p.draws} draw(s) need ${p.needed} (${p.ref})`,
  'deck.too-small-to-deal': (p) => `the deck has ${p.cards} cards; the opening needs ${p.needed} (${p.ref})`,
  'turn.too-far': (p) => `turn ${p.turn} sees ${p.seen} cards; the simulator follows at most ${p.max}`,
  'basic-generation.unknown': (p) =>
    p.sample
      ? `this opening redraws a hand with no Basic GENERATION card (${p.ref}): the card data is needed`
      : `this opening redraws a hand with no Basic GENERATION card (${p.ref}): give the card data or the deck's Basic GENERATION cards`,
  'basic-generation.none': () => 'the deck has no Basic GENERATION card: redraw a) takes every first hand, and no hand ever holds one',
  'group.not-in-deck': (p) => `group ${p.group}: ${p.cards.join(', ')} ${pluralForm(p.cards.length, 'is', 'are')} not in the deck`,
  'group.never-holds': (p) => `group ${p.group} asks for at least ${p.atLeast} but the deck has ${p.copies} of its cards: it never holds`,
  'policy.unknown': (p) => `unknown redraw policy "${p.kind}"`,
  'policy.not-optimal': (p) => `the question's redraw policy is "${p.kind}", not "optimal"`,
  'redraw.unknown-rule': (p) => `the simulator does not know the redraw rule "${p.kind}"${p.ref ? ` (${p.ref})` : ''} yet`,
  'optimal.too-much-work': () => 'the best redraw decision needs exact odds, and these groups overlap in too many ways to sum them',
  'optimal.too-many-hands': () => 'the best redraw decision needs a table of every hand, and these groups split the deck in too many ways',
  'redraw.bottom-alone': (p) => `the simulator plays a bottom redraw (${p.ref}) only on its own, not with other redraw rules`,

  'step.bottom.label': () => 'Redraw',
  'step.bottom.text': (p) => `Redraw: the whole hand to the bottom of the deck, draw ${p.hand}, then shuffle the deck`,
  'step.bottom.done': (p) => `Redrawn: the whole hand went to the bottom of the deck, ${cards(p.hand)} were drawn, then the deck was shuffled (${p.ref}).`,
  'step.no-basic.label': (p) => noBasicLabel(p.hand),
  'step.no-basic.text': (p) => `A hand with no Basic GENERATION card may be ${p.reveal ? 'shown, ' : ''}shuffled back and ${cards(p.hand)} drawn again`,
  'step.no-basic.done': (p) =>
    `${noBasicLabel(p.hand)}: the hand was ${p.reveal ? 'shown, ' : ''}shuffled back into the deck and ${p.hand} new cards were drawn (${p.ref}).`,
  'step.shuffle.label': (p) => shuffleLabel(p.hand, p.name),
  'step.shuffle.text': (p) => `${shuffleLabel(p.hand, p.name)}: the hand shuffled back into the deck, then ${cards(p.hand)} drawn`,
  'step.shuffle.done': (p) => `${shuffleLabel(p.hand, p.name)}: the hand was shuffled back into the deck and ${p.hand} new cards were drawn (${p.ref}).`,
  'opening.hand': (p) => `Draw ${cards(p.hand)}`,
  'opening.bottom-redraw': (p) =>
    `Redraw ${pluralForm(p.times, 'once', `up to ${p.times} times`)} if you wish: the whole hand to the bottom of the deck, draw ${p.hand}, then shuffle the deck`,
  'opening.shuffle-redraw': (p) =>
    `${SHUFFLE_NAMES[p.name]} ${pluralForm(p.times, 'once', `up to ${p.times} times`)} if you wish${
      p.secret ? ', both players deciding at once in secret' : ''
    }: the hand shuffled back into the deck, then draw ${p.hands.join(', then ')}`,
  'opening.no-basic-redraw': (p) =>
    `Redraw a)${pluralForm(p.times, ' once', '')}: a hand with no Basic GENERATION card may be ${p.reveal ? 'shown, ' : ''}shuffled back and ${cards(p.hand)} drawn again${
      p.notAfter ? ', but not after redraw b)' : ''
    }`,
  'opening.shields': (p) => `${p.shields} shields from the top of the deck, unseen`,
  'opening.draws': (p) =>
    p.firstPlayerDraws
      ? "one card each draw phase, the first player's first turn included"
      : 'one card each draw phase; the first player does not draw on their first turn',
  'opening.resources': (p) =>
    p.extra > 0
      ? `one resource a turn; the second player also has ${pluralForm(p.extra, 'an EX Resource', plural(p.extra, 'EX Resource'))}, which counts for Lv. and cost`
      : 'one resource a turn, the same for both players',
  'opening.playable': () => 'Lv. and cost both at most the resources in play',

  'curve.no-playable': () => 'no playable card in the main deck',
  'curve.turns-missing': (p) =>
    `some turns have no odds: the deck must hold the ${p.hand}-card hand, ${p.shields} shields and each draw, and at most ${p.max} cards (${p.ref})`,
  'policy.keep-all': () => 'Keep every hand',
  'policy.redraw-all': () => 'Redraw every hand',
  'policy.redraw-when': (p) => {
    const sentence = p.rules.length > 0 ? `Redraw when you hold ${p.rules.map((r) => r.map(countWords).join(' and ')).join('; or ')}` : 'Keep every hand'
    return p.depends.length > 0
      ? `${sentence}; with ${p.depends.map((counts) => counts.map((c, g) => `${c} of group ${g + 1}`).join(' and ')).join('; or ')} it depends on which cards`
      : sentence
  },

  'form.group-empty': (p) => `Group ${p.group}: ${p.mode === 'cards' ? 'tick at least one card' : 'the query finds no card of this deck'}.`,
  'form.group-at-least': (p) => `Group ${p.group}: "at least" must be a whole number from 1.`,
  'form.turn': (p) => `Turn must be a whole number from 0 to ${p.max}.`,
  'form.redraw-group': () => 'Redraw: pick a group with cards for "fewer than K cards from group G".',
  'form.redraw-k': () => 'Redraw: K must be a whole number from 1.',
  'form.trials': (p) => `Trials must be a whole number from 0 to ${formatCount(p.max)}.`,
  'form.seed': (p) => `The seed must be a whole number from 0 to ${formatCount(p.max)}, or empty for a random one.`,
  'form.deck-too-big': (p) => `This main deck has ${p.cards} cards; the simulator takes at most ${p.max}.`,
  'form.deck-too-small': (p) =>
    `This main deck has ${plural(p.cards, 'card')}; the opening needs at least ${p.needed}: a ${p.hand}-card hand${p.shields > 0 ? ` and ${p.shields} shields` : ''} (${p.ref}).`,
  'form.invalid': (p) => `${p.field}: ${p.error}`,
}

/** A simulator message in English. */
export function simMessage(text: SimText): string {
  return (MESSAGES[text.code] as (p: SimText['params']) => string)(text.params)
}

/** A message as the simulator's results carry it: the English, and what it says as data. */
export const simSaid = (text: SimText) => ({ message: simMessage(text), text })

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_SIM_CODES = Object.keys(MESSAGES) as SimCode[]

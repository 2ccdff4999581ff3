import type { Phase } from '../../playtest/types'
import { plural, pluralForm } from '../../text/format'
import type { GateCode, HandKind, PlaytestCatalogue, PlaytestCode, PlaytestText } from '../playtest'

/**
 * The goldfish playtest's log and refusals in English, each citing its rule where the game's text does.
 * One function per code, so a code without a message does not compile.
 */

/** Shields are few: "the top card", "the top six cards". */
const SHIELD_WORDS = ['no', 'the', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

const PHASE_NAMES: Record<Phase, string> = {
  redraw: 'the redraw decision',
  main: 'the main phase',
  'battle-action': "an attack's action step",
  'end-action': "the end phase's action step",
  'hand-step': "the end phase's hand step",
  over: 'the game is over',
}

const GATES: Record<GateCode, string> = {
  'deploy-unit': 'A Unit is deployed during your main phase',
  'deploy-base': 'A Base is deployed during your main phase',
  pair: 'A Pilot is paired during your main phase',
  attack: 'Units attack during your main phase (6-5-4)',
  'play-command': 'A Command is played in your main phase (【Main】) or an action step (【Action】)',
  support: '<Support> can only be activated during your main phase',
  tokens: 'Effects deploy tokens during your turn',
  ap: 'AP is given during your turn',
  effects: 'Effects are applied during your turn',
  'end-main': 'The end of the main phase is declared during the main phase',
  'end-phase': 'The end phase follows the main phase',
  pass: 'There is no attack whose action step to pass; a Unit attacks first (7-3)',
  discard: 'Discarding down to 10 happens in the hand step; move a card by hand otherwise',
}

const KINDS: Record<HandKind, string> = {
  unit: 'Unit card',
  base: 'Base card',
  command: 'Command card',
  pilot: 'Pilot card (or a Command with 【Pilot】, 6-5-2-3-5)',
}

const MESSAGES: PlaytestCatalogue = {
  'setup.shuffled': () => 'Shuffled the deck and placed it face down.',
  'setup.resource-deck': () => 'Placed the resource deck face down.',
  'setup.player': (p) => (p.first ? 'You are Player One.' : 'You are Player Two.'),
  'setup.hand': (p) => `Drew ${p.cards === 5 ? 'five' : p.cards} cards: the starting hand.`,
  'setup.shields': (p) =>
    `Placed the top ${pluralForm(p.shields, 'card', `${SHIELD_WORDS[p.shields] ?? p.shields} cards`)} of the deck face down as Shields; so did the opponent.`,
  'setup.base-to-trash': (p) => `The base section holds one Base: ${p.card} goes to the trash.`,
  'setup.ex-base': () => 'Placed an active EX Base token (0 AP, 3 HP, 4-17-4) in the base section; so did the opponent.',
  'setup.ex-resources': (p) =>
    `As Player Two, placed ${pluralForm(p.count, 'an active EX Resource token', plural(p.count, 'active EX Resource token'))} in the resource area (Q12).`,
  'setup.opponent-ex-resource': () => 'The opponent, Player Two, placed an EX Resource; a goldfish never uses it.',
  'setup.goldfish-begins': () => "The game begins with Player One's turn: the goldfish takes its turn and does nothing.",

  'turn.start': (p) => `Turn ${p.turn}, start phase: set ${plural(p.set, 'rested card')} active.`,
  'turn.draw': (p) => (p.playerOneFirstTurn ? 'Draw phase: drew 1 (Player One draws on turn 1 too, Q15).' : 'Draw phase: drew 1.'),
  'turn.resource-area-full': (p) => `Resource phase: the resource area holds ${p.max} Resources at most.`,
  'turn.resource-deck-empty': () => 'Resource phase: the resource deck is empty; on to the main phase.',
  'turn.resource-placed': (p) => `Resource phase: placed ${p.card} active (${p.inArea} in the resource area).`,
  'turn.main': () => 'Main phase.',
  'turn.cleanup': () => 'Cleanup step: "during this turn" effects end (AP given by hand too).',
  'turn.pass': () => "The turn passes to the opponent: the goldfish's turn, in which it does nothing.",

  'lose.no-card-to-draw': () => 'No card to draw: you have no cards in your deck and lose the game.',
  'lose.empty-after-draw': () => 'Your deck has no cards after the draw: you lose the game.',
  'lose.deck-empty': () => 'Your deck has no cards: you lose the game.',

  paid: (p) =>
    `Paid ${p.card}'s cost of ${p.resources} by resting ${plural(p.resources, 'Resource')}${
      p.removed ? `; ${plural(p.removed, 'EX Resource')} ${pluralForm(p.removed, 'was', 'were')} removed from the game (4-17-5-3)` : ''
    }.`,
  'token-removed': (p) => `${p.card} is a token: it is removed from the game.`,
  'trash-for-room': (p) =>
    `Placed ${p.card}${p.pilot !== null ? ` and its Pilot ${p.pilot} (6-5-2-3-4)` : ''} into the trash to make room; it is not destroyed (10-4-2-1).`,

  'refused.game-over': () => 'The game is over.',
  'refused.not-begun': () => 'The game has not begun: keep or redraw the starting hand first (5-2-1-6).',
  'refused.phase': (p) =>
    p.phase === 'battle-action'
      ? `${GATES[p.gate]} (now: ${PHASE_NAMES[p.phase]}; pass to go on to the damage step).`
      : `${GATES[p.gate]} (now: ${PHASE_NAMES[p.phase]}).`,
  'refused.level': (p) => `${p.card} is Lv.${p.level}; you have ${plural(p.resources, 'Resource')}.`,
  'refused.pay-twice': () => 'A Resource can be rested once to pay a cost.',
  'refused.pay-not-resource': (p) => `${p.card} is not a Resource in your resource area.`,
  'refused.pay-rested': (p) => `${p.card} is rested; a cost is paid by resting active Resources.`,
  'refused.pay-count': (p) => `${p.card} costs ${p.cost}; ${plural(p.chosen, 'Resource')} ${pluralForm(p.chosen, 'was', 'were')} chosen.`,
  'refused.pay-short': (p) => `${p.card} costs ${p.cost}; you have ${plural(p.active, 'active Resource')}.`,
  'refused.no-such-card': (p) => `There is no card ${p.id} in this game.`,
  'refused.not-in-hand': (p) => `${p.card} is not in your hand; a ${KINDS[p.kind]} is played from the hand.`,
  'refused.wrong-type': (p) => `${p.card} is a ${p.type} card, not a ${KINDS[p.kind]}.`,
  'refused.not-an-action': (p) => `Not an action of the game: ${p.field ?? 'the action'}: ${p.error}.`,
  'refused.cannot-perform': (p) => `This action cannot be performed: ${p.error}`,
  'refused.nothing-to-undo': () => 'Nothing to undo: this is the start of the game.',
}

/** A playtest message in English. */
export function playtestMessage(text: PlaytestText): string {
  return (MESSAGES[text.code] as (p: PlaytestText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_PLAYTEST_CODES = Object.keys(MESSAGES) as PlaytestCode[]

import type { Phase, ZoneName } from '../../playtest/types'
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

/** Where a card is, as a sentence says it. */
const ZONE_LABEL: Record<ZoneName | 'pilot', string> = {
  deck: 'the deck',
  resourceDeck: 'the resource deck',
  resourceArea: 'the resource area',
  battle: 'the battle area',
  shields: 'the shield section',
  base: 'the base section',
  hand: 'the hand',
  trash: 'the trash',
  removal: 'the removal area',
  pilot: 'beneath a Unit',
}

/** Where a card goes, as a menu names it (a stack's top said). */
const ZONE_TITLE: Record<ZoneName, string> = {
  deck: 'deck (top)',
  resourceDeck: 'resource deck (top)',
  resourceArea: 'resource area',
  battle: 'battle area',
  shields: 'shields (top)',
  base: 'base section',
  hand: 'hand',
  trash: 'trash',
  removal: 'removal area',
}

const KINDS: Record<HandKind, string> = {
  unit: 'Unit card',
  base: 'Base card',
  command: 'Command card',
  pilot: 'Pilot card (or a Command with 【Pilot】, 6-5-2-3-5)',
}

const MESSAGES: PlaytestCatalogue = {
  'unplayable.deck-size': (p) => `${p.format} has no single deck size (${p.min}-${p.max} cards) to deal from.`,
  'unplayable.resource-deck': (p) => `${p.format} has no resource deck of a set size, which the Gundam Card Game's set-up needs.`,
  'unplayable.redraw': (p) => `${p.format}'s redraw is not the Gundam Card Game's single bottom redraw.`,
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

  'manual.activate': (p) => `Set active ${p.card} by hand.`,
  'manual.rest': (p) => `Rested ${p.card} by hand.`,
  'manual.boost': (p) => `${p.card} gets AP${p.ap > 0 ? '+' : ''}${p.ap} during this ${p.during}, by hand (now AP ${p.now}).`,
  'manual.base-destroyed': (p) => `${p.amount} effect damage (4-5-3) destroys the opponent's ${p.base} (10-3-1), by hand.`,
  'manual.base-damaged': (p) => `${p.amount} effect damage (4-5-3) to the opponent's ${p.base} (${p.hp} HP left), by hand.`,
  'manual.shield-destroyed': (p) =>
    `${p.amount} effect damage (4-5-3) destroys the opponent's top Shield${p.hasBase ? ', not its Base' : ''}; the excess is not dealt to another (4-5-5). ${p.shields} left, by hand.`,
  'manual.move': (p) => `Moved ${p.card} from ${ZONE_LABEL[p.from]} to ${ZONE_LABEL[p.to]}${p.bottom ? ' (bottom)' : ''}.`,
  'manual.base-to-trash': (p) => `The base section holds one Base: ${p.card} goes to the trash.`,
  'manual.pilot-moves': (p) => `Its Pilot ${p.card} moves with it.`,
  'menu.move': (p) => `Move to ${ZONE_TITLE[p.to]}`,
  'menu.boost': (p) => (p.during === 'battle' ? 'AP +1 during this battle' : 'AP +1 this turn'),
  'undo.start-unreadable': (p) => `Undo starts afresh: the saved start could not be read (start.${p.error}).`,
  'undo.action-unreadable': (p) => `Undo starts afresh: saved action ${p.action} could not be read.`,
  'undo.action-refused': (p) => `Undo starts afresh: saved action ${p.action} no longer applies (${p.rule}).`,
  'undo.no-match': () => 'Undo starts afresh: the replayed actions do not reach the saved game.',
  kept: () => 'Kept the starting hand.',
  redrawn: (p) => `Redraw: returned the hand to the bottom of the deck, drew ${p.cards === 5 ? 'five' : p.cards} new cards, then shuffled the deck.`,
  'base-replaced': (p) => `The base section holds one Base (3-6-3): ${p.card} is placed into the trash, not destroyed (10-5-2-1, Q24).`,
  'deployed-base': (p) => `Deployed ${p.card} active in the base section of the shield area.`,
  'deployed-unit': (p) => `Deployed ${p.card} active (4-4-4); ${plural(p.units, 'Unit')} in the battle area.`,
  discarded: (p) => `Discarded ${p.card} (${p.hand} in hand).`,
  paired: (p) => `Paired ${p.card}${p.asPilot !== null ? ` as the Pilot [${p.asPilot}]` : ''} with ${p.unit}.`,
  'link-unit': (p) => `${p.card} is a Link Unit${p.canAttack ? ': it can attack this turn (2-11-4)' : ''}.`,
  'played-command': (p) =>
    `Played ${p.card}; its effect is shown, not carried out: "${p.text}". It goes to the trash (2-3-5-2).${
      p.tokens ? ' Its tokens are made from its menu in the trash (4-17-1).' : ''
    }${p.battleAp ? ' Give its "during this battle" AP from the attacking Unit\'s menu (7-3-4).' : ''}`,
  supported: (p) => `<Support ${p.amount}>: rested ${p.card}; ${p.target} gets AP+${p.amount} during this turn (now AP ${p.now}).`,
  'tokens.units': (p) =>
    `${p.card}: deployed ${plural(p.count, `${p.rested ? 'rested' : 'active'} [${p.name}] Unit token`)} (AP${p.ap} HP${p.hp}${
      p.number !== null ? `, ${p.number}` : ', stats from the card text'
    }); a token leaving the field is removed from the game (4-17-2-4).`,
  'tokens.ex-resources': (p) =>
    `${p.card}: placed ${plural(p.count, `${p.rested ? 'rested' : 'active'} EX Resource`)}${
      p.limited ? ` (the rest do not fit: at most ${p.exMax} EX Resources, 3-4-2-1, and ${p.max} Resources, 3-4-2)` : ''
    }; used to pay a cost, it is removed from the game (4-17-5-3).`,
  'turn.main-end': () => 'End of the main phase.',
  'turn.main-end-action': () => "End of the main phase: the end phase's action step (6-6-2) is open for 【Action】 Commands.",
  'turn.end-action': () => 'End phase, action step: both players pass.',
  'turn.end-step': () => 'End step: "at the end of the turn" effects are shown on the cards, not carried out.',
  'turn.hand-step': (p) => `Hand step: ${p.hand} cards in hand; discard ${p.over} down to 10.`,
  attack: (p) =>
    `${p.card} (AP ${p.ap}) rests and attacks the opposing player; the goldfish has no Blocker (7-4-4). Action step (7-5): play 【Action】 Commands or "during this battle" effects, or pass.`,
  'battle.pass': () => 'Both players pass: the action step ends; the damage step (7-6).',
  'battle.end': () => 'Battle end step: "during this battle" effects end.',
  'battle.no-unit': (p) => `${p.card} is no longer in the battle area: the battle ends without a damage step.`,
  'battle.zero-ap-base': (p) => `${p.card} has 0 AP: no damage is dealt to the opponent's ${p.base}.`,
  'battle.base-destroyed': (p) =>
    `A Base is attacked before any Shield (7-6-2-3, Q32, Q37): ${p.ap} damage destroys the opponent's ${p.base}; the excess is not dealt to a Shield (4-5-5).`,
  'battle.base-damaged': (p) => `A Base is attacked before any Shield (Q32, Q37): ${p.ap} damage to the opponent's ${p.base} (${p.hp} HP left).`,
  'battle.zero-ap-shield': (p) => `${p.card} has 0 AP: it cannot destroy a Shield (4-5-4).`,
  'battle.suppression-two': (p) =>
    `<Suppression>: the first 2 Shields take ${p.ap} damage at once and are destroyed (1 HP each, 3-6-4-2); the opponent has ${plural(p.shields, 'Shield')} left.`,
  'battle.suppression-one': (p) => `<Suppression>: the only Shield left takes ${p.ap} damage and is destroyed (3-6-4-2); no damage is dealt to the opponent.`,
  'battle.shield-destroyed': (p) =>
    `The top Shield takes ${p.ap} damage and is destroyed (1 HP, 3-6-4-2); the opponent has ${plural(p.shields, 'Shield')} left.${
      p.unchecked ? ' The <Suppression> in its text has a condition the playtest does not check: if it holds, destroy a second Shield by hand.' : ''
    }`,
  'battle.zero-ap-player': (p) => `${p.card} has 0 AP: no battle damage is dealt, so the opponent is not defeated.`,
  'battle.defeated': (p) => `No Base and no Shield: ${p.ap} battle damage to the opponent, who is defeated (1-2-2-1) on your turn ${p.turn}.`,

  'status.setup': (p) => `Set-up as ${p.first ? 'Player One' : 'Player Two'}: keep the starting hand${p.canRedraw ? ' or redraw it once' : ''}.`,
  'status.defeated': (p) => `The goldfish is defeated on your turn ${p.turn}.`,
  'status.lost': (p) => `You lost: ${p.message}`,
  'status.turn': (p) =>
    `Your turn ${p.turn} (game turn ${p.gameTurn}) as ${p.first ? 'Player One' : 'Player Two'}: ${
      p.phase === 'main'
        ? 'main phase'
        : p.phase === 'battle-action'
          ? `main phase, ${p.attacker ?? 'a Unit'} attacking: action step (7-5)`
          : p.phase === 'end-action'
            ? 'end phase, action step'
            : p.phase === 'hand-step'
              ? `end phase, hand step: discard down to ${p.handLimit}`
              : 'game over'
    }.`,
  'token.ex-base-text': () => 'A Base token with 0 AP and 3 HP (4-17-4-1).',
  'token.ex-resource-text': () => 'When used to pay a cost, it is removed from the game (4-17-5-3).',
  'state.card-twice': (p) => `${p.where}: card ${p.card} is also in ${p.before}`,
  'state.card-nowhere': (p) => `cards.${p.key}: ${p.card} is in no location`,
  'button.keep': () => 'Keep',
  'button.redraw': () => 'Redraw',
  'button.pass': () => 'Pass: damage step',
  'button.end-main': () => 'End main phase',
  'button.next-turn': () => 'Next turn',
  'button.destroy-shield': () => 'Destroy a Shield',
  'button.damage-base': () => 'Damage the Base',
  'help.keep': (p) => `Keep these ${p.cards} cards.`,
  'help.redraw': (p) => `Return the hand to the bottom of the deck, draw ${p.cards} new cards, then shuffle the deck. Once only.`,
  'help.pass': () => "End the attack's action step (the goldfish passes too): the attacking Unit deals its damage, and the battle ends.",
  'help.end-main': () => "End the main phase; the end phase's action step is open for Commands with an Action effect.",
  'help.next-turn': (p) =>
    `End the turn (end phase; a hand over ${p.handLimit} cards is discarded down first), let the goldfish pass its turn, then start your next turn: set cards active, draw 1, place 1 Resource.`,
  'help.destroy-shield': () => "Destroy the goldfish's top Shield by hand, even while it has a Base.",
  'help.damage-base': (p) => `Deal ${p.damage} damage to the goldfish's Base by hand.`,

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
  'refused.unknown-card': (p) => `unknown card ${p.number} in the ${p.section === 'main' ? 'deck' : 'resource deck'}`,
  'refused.seed': (p) => `the seed must be a whole number from 0 to ${p.max}, not ${p.seed}`,
  'refused.deck-size': (p) => `a deck has exactly ${p.size} cards; this one has ${p.count}`,
  'refused.resource-deck-size': (p) => `a resource deck has exactly ${p.size} cards; this one has ${p.count}`,
  'refused.opening-too-big': (p) => `a hand of ${p.hand} and ${p.shields} Shields need more than ${p.deck} cards`,
  'refused.deck-card-type': (p) => `${p.number} ${p.name} is a ${p.type}; a deck holds Unit, Pilot, Command and Base cards`,
  'refused.resource-card-type': (p) => `${p.number} ${p.name} is a ${p.type}; a resource deck holds Resource cards`,
  'refused.no-such-location': (p) => `${p.location} is not a location of the game.`,
  'refused.removed': (p) => `${p.card} has been removed from the game.`,
  'refused.not-on-field': (p) => `${p.card} is not in the battle area, the resource area or the base section: only cards there are active or rested.`,
  'refused.already': (p) => `${p.card} is already ${p.rested ? 'rested' : 'active'}.`,
  'refused.attack-under-way': () => 'An attack is under way: pass its action step first (7-5-2); a Unit attacks after the battle ends.',
  'refused.not-a-unit': (p) => `${p.card} is not a Unit in your battle area.`,
  'refused.attacker-rested': (p) => `${p.card} is rested; an attack is made by an active Unit.`,
  'refused.attacker-new': (p) => `${p.card} entered the battle area this turn and is not a Link Unit: it cannot attack until your next turn (Q31).`,
  'refused.ap-zero': () => 'AP+0 changes nothing.',
  'refused.no-battle': () => '"During this battle" effects need a battle: attack first.',
  'refused.battle-full': (p) => `Six Units are in your battle area (3-5-2): choose one to place into the trash to deploy ${p.card} (10-4-2, Q22).`,
  'refused.battle-not-full': (p) => `Your battle area has ${p.units} Units; a Unit is placed into the trash only when six are out (10-4-2).`,
  'refused.not-in-your-hand': (p) => `${p.card} is not in your hand.`,
  'refused.discard-more': (p) => `Discard ${plural(p.over, 'more card')} to end the turn.`,
  'refused.redraw-once': () => 'The starting hand can be redrawn one time only, before the game begins.',
  'refused.no-redraw': (p) => `The ${p.format} format has no redraw.`,
  'refused.zero-damage': () => 'Damage is not dealt when the amount would be zero.',
  'refused.no-base': () => 'The goldfish has no Base to damage.',
  'refused.no-shield': () => 'The goldfish has no Shield left to destroy.',
  'refused.nothing-to-hit': () => 'No Base and no Shield left: only battle damage from a Unit defeats the opponent.',
  'refused.pair-in-action-step': () => 'Cards cannot be paired as Pilots during an action step (Q38).',
  'refused.pair-not-a-unit': (p) => `${p.card} is not a Unit in your battle area; a Pilot exists in the battle area only beneath a Unit (Q88).`,
  'refused.already-paired': (p) => `${p.card} is already paired with ${p.pilot}; a Unit has at most one Pilot (Q89).`,
  'refused.no-attack': () => 'There is no attack under way.',
  'refused.no-main-effect': (p) =>
    `${p.card} has no 【Main】 effect: it cannot be played in the main phase${p.hasAction ? '; play it in an action step (11-2-4-2)' : ''}.`,
  'refused.no-action-effect': (p) => `${p.card} has no 【Action】 effect: it cannot be played in an action step.`,
  'refused.no-enemy-unit': (p) =>
    `${p.card} must choose an enemy Unit ("${p.choice}"), and the goldfish has none: a Command whose target cannot be chosen cannot be played (Q104).`,
  'refused.no-support': (p) => `${p.card} has no <Support>.`,
  'refused.support-rested': (p) => `${p.card} is rested: <Support> is activated by resting it.`,
  'refused.support-self': () => '<Support> gives AP to another friendly Unit, not to itself.',
  'refused.not-friendly-unit': (p) => `${p.card} is not a friendly Unit in your battle area.`,
  'refused.no-such-token': (p) => `${p.card}'s text makes no such token.`,
  'refused.effect-not-seen': (p) =>
    `${p.card} is not on the field or played: its effect cannot have happened (it is ${p.zone !== null ? `in the ${p.zone}` : 'out of the game'}).`,
  'refused.battle-has-room': () => 'Your battle area has room: a Unit is placed into the trash only when it would hold more than six (10-4-2).',
  'refused.battle-full-tokens': (p) =>
    `The battle area holds six Units (3-5-2, Q102): choose ${plural(p.units, 'Unit')} to place into the trash to deploy ${plural(p.tokens, 'token')} (10-4-2-2).`,
  'refused.ex-resources-full': (p) => `You have ${p.max} EX Resources, the most a resource area holds.`,
  'refused.resource-area-full': (p) => `Your resource area holds ${p.max} Resources, its limit.`,
}

/** A playtest message in English. */
export function playtestMessage(text: PlaytestText): string {
  return (MESSAGES[text.code] as (p: PlaytestText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_PLAYTEST_CODES = Object.keys(MESSAGES) as PlaytestCode[]

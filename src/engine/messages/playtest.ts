import type { Phase, ZoneName } from '../playtest/types'

/**
 * What the goldfish playtest says, as data: its log, its refusals and a lost game's reason, each a code
 * and its parameters; a catalogue per language renders them (messages/en/playtest.ts). Card names are
 * passed as the card data writes them. Each log entry and refusal keeps its English text beside the
 * code (saved games and backups have always had it).
 */

/** Why an action is refused outside its phases: what the rules allow when (phaseGate's callers). */
export type GateCode =
  'deploy-unit' | 'deploy-base' | 'pair' | 'attack' | 'play-command' | 'support' | 'tokens' | 'ap' | 'effects' | 'end-main' | 'end-phase' | 'pass' | 'discard'

/** What a card from the hand is played as (fromHand's callers). */
export type HandKind = 'unit' | 'base' | 'command' | 'pilot'

export interface PlaytestParams {
  // A format whose decks cannot be playtested by the Gundam Card Game's set-up (playtest/rules.ts).
  'unplayable.deck-size': { format: string; min: number; max: number }
  'unplayable.resource-deck': { format: string }
  'unplayable.redraw': { format: string }

  // Set-up (5-2-1 to 5-2-5).
  'setup.shuffled': Record<string, never>
  'setup.resource-deck': Record<string, never>
  'setup.player': { first: boolean }
  'setup.hand': { cards: number }
  'setup.shields': { shields: number }
  'setup.base-to-trash': { card: string }
  'setup.ex-base': Record<string, never>
  'setup.ex-resources': { count: number }
  'setup.opponent-ex-resource': Record<string, never>
  'setup.goldfish-begins': Record<string, never>

  // The turn's steps no player chooses (6-2 to 6-4, 6-6-5, 6-6-6).
  'turn.start': { turn: number; set: number }
  /** 6-3-1, Q15: Player One draws on its first turn too. */
  'turn.draw': { playerOneFirstTurn: boolean }
  'turn.resource-area-full': { max: number }
  'turn.resource-deck-empty': Record<string, never>
  'turn.resource-placed': { card: string; inArea: number }
  'turn.main': Record<string, never>
  'turn.cleanup': Record<string, never>
  'turn.pass': Record<string, never>

  // A lost game (1-2-2-2, 6-3-1-1, 10-2-1-2).
  'lose.no-card-to-draw': Record<string, never>
  'lose.empty-after-draw': Record<string, never>
  'lose.deck-empty': Record<string, never>

  // Steps several moves share.
  /** 2-9-1, 4-17-5-3: `resources` rested or removed, `removed` of them EX Resources. */
  paid: { card: string; resources: number; removed: number }
  /** 4-17-2-4. */
  'token-removed': { card: string }
  /** 10-4-2: a Unit (and its Pilot) to the trash to make room. */
  'trash-for-room': { card: string; pilot: string | null }

  // The moves (playtest/moves/): by hand (4-4-1, manual), deploying, pairing, attacking, the battle, tokens.
  'manual.activate': { card: string }
  'manual.rest': { card: string }
  'manual.boost': { card: string; ap: number; during: 'battle' | 'turn'; now: number }
  'manual.base-destroyed': { amount: number; base: string }
  'manual.base-damaged': { amount: number; base: string; hp: number }
  'manual.shield-destroyed': { amount: number; hasBase: boolean; shields: number }
  /** A card moved by hand (3-1-1) from `from` (`pilot`: beneath a Unit) to `to`, on the bottom of a stack. */
  'manual.move': { card: string; from: ZoneName | 'pilot'; to: ZoneName; bottom: boolean }
  'manual.base-to-trash': { card: string }
  /** 6-5-2-3-4: a Unit's Pilot goes where the Unit goes. */
  'manual.pilot-moves': { card: string }
  /** A card menu's entries for the moves by hand. */
  'menu.move': { to: ZoneName }
  'menu.boost': { during: 'battle' | 'turn' }
  kept: Record<string, never>
  // A saved game read back without its Undo history (playtest/session.ts), and why.
  'undo.start-unreadable': { error: string }
  /** `action`: its place in the saved history, from 1; `rule` the one that now refuses it. */
  'undo.action-unreadable': { action: number }
  'undo.action-refused': { action: number; rule: string }
  'undo.no-match': Record<string, never>
  redrawn: { cards: number }
  'base-replaced': { card: string }
  'deployed-base': { card: string }
  'deployed-unit': { card: string; units: number }
  discarded: { card: string; hand: number }
  /** `asPilot`: the Pilot name a Command with 【Pilot】 is paired as. */
  paired: { card: string; asPilot: string | null; unit: string }
  'link-unit': { card: string; canAttack: boolean }
  /** The text of the Command as printed; `tokens`: it makes tokens; `battleAp`: it gives AP during this battle. */
  'played-command': { card: string; text: string; tokens: boolean; battleAp: boolean }
  supported: { amount: number; card: string; target: string; now: number }
  'tokens.units': { card: string; count: number; rested: boolean; name: string; ap: number; hp: number; number: string | null }
  /** `limited`: fewer fit than the effect places. */
  'tokens.ex-resources': { card: string; count: number; rested: boolean; limited: boolean; exMax: number; max: number }
  'turn.main-end': Record<string, never>
  'turn.main-end-action': Record<string, never>
  'turn.end-action': Record<string, never>
  'turn.end-step': Record<string, never>
  'turn.hand-step': { hand: number; over: number }
  attack: { card: string; ap: number }
  'battle.pass': Record<string, never>
  'battle.end': Record<string, never>
  'battle.no-unit': { card: string }
  'battle.zero-ap-base': { card: string; base: string }
  'battle.base-destroyed': { ap: number; base: string }
  'battle.base-damaged': { ap: number; base: string; hp: number }
  'battle.zero-ap-shield': { card: string }
  'battle.suppression-two': { ap: number; shields: number }
  'battle.suppression-one': { ap: number }
  /** `unchecked`: the Unit's text gives <Suppression> on a condition the playtest does not check. */
  'battle.shield-destroyed': { ap: number; shields: number; unchecked: boolean }
  'battle.zero-ap-player': { card: string }
  'battle.defeated': { ap: number; turn: number }

  // The page's status line and its buttons (playtest/board.ts).
  'status.setup': { first: boolean; canRedraw: boolean }
  'status.defeated': { turn: number }
  /** `message`: why the game was lost, in the same language. */
  'status.lost': { message: string }
  /** `attacker`: the attacking Unit's name in an attack's action step. */
  'status.turn': { turn: number; gameTurn: number; first: boolean; phase: Phase; attacker: string | null; handLimit: number }
  'button.keep': Record<string, never>
  'button.redraw': Record<string, never>
  'button.pass': Record<string, never>
  'button.end-main': Record<string, never>
  'button.next-turn': Record<string, never>
  'button.destroy-shield': Record<string, never>
  'button.damage-base': Record<string, never>
  'help.keep': { cards: number }
  'help.redraw': { cards: number }
  'help.pass': Record<string, never>
  'help.end-main': Record<string, never>
  'help.next-turn': { handLimit: number }
  'help.destroy-shield': Record<string, never>
  'help.damage-base': { damage: number }

  // The tokens' own text (4-17-4-1, 4-17-5-3), kept as a token card's text.
  'token.ex-base-text': Record<string, never>
  'token.ex-resource-text': Record<string, never>
  // A saved game's state that is not one game (parsePlayState): `where` and `before` are its fields' paths.
  'state.card-twice': { where: string; card: string; before: string }
  'state.card-nowhere': { key: string; card: string }

  // Refusals.
  'refused.game-over': Record<string, never>
  'refused.not-begun': Record<string, never>
  'refused.phase': { gate: GateCode; phase: Phase }
  'refused.level': { card: string; level: number; resources: number }
  'refused.pay-twice': Record<string, never>
  'refused.pay-not-resource': { card: string }
  'refused.pay-rested': { card: string }
  'refused.pay-count': { card: string; cost: number; chosen: number }
  'refused.pay-short': { card: string; cost: number; active: number }
  'refused.no-such-card': { id: string }
  'refused.not-in-hand': { card: string; kind: HandKind }
  /** `type`: the card's type id as the card data has it. */
  'refused.wrong-type': { card: string; type: string; kind: HandKind }
  /** An action the schema refuses (`field` null for the action itself; `error`: the schema's text). */
  'refused.not-an-action': { field: string | null; error: string }
  /** An action that failed while it was applied (`error`: what failed, as the code said it). */
  'refused.cannot-perform': { error: string }
  'refused.nothing-to-undo': Record<string, never>
  // Dealing a new game (5-1, 5-2-1): the deck as the rules require it.
  'refused.unknown-card': { number: string; section: 'main' | 'resource' }
  'refused.seed': { seed: number; max: number }
  'refused.deck-size': { size: number; count: number }
  'refused.resource-deck-size': { size: number; count: number }
  'refused.opening-too-big': { hand: number; shields: number; deck: number }
  /** `type`: the card's type id as the card data has it. */
  'refused.deck-card-type': { number: string; name: string; type: string }
  'refused.resource-card-type': { number: string; name: string; type: string }
  'refused.not-on-field': { card: string }
  'refused.no-such-location': { location: string }
  'refused.removed': { card: string }
  'refused.already': { card: string; rested: boolean }
  'refused.attack-under-way': Record<string, never>
  'refused.not-a-unit': { card: string }
  'refused.attacker-rested': { card: string }
  'refused.attacker-new': { card: string }
  'refused.ap-zero': Record<string, never>
  'refused.no-battle': Record<string, never>
  'refused.battle-full': { card: string }
  'refused.battle-not-full': { units: number }
  'refused.not-in-your-hand': { card: string }
  'refused.discard-more': { over: number }
  'refused.redraw-once': Record<string, never>
  'refused.no-redraw': { format: string }
  'refused.zero-damage': Record<string, never>
  'refused.no-base': Record<string, never>
  'refused.no-shield': Record<string, never>
  'refused.nothing-to-hit': Record<string, never>
  'refused.pair-in-action-step': Record<string, never>
  'refused.pair-not-a-unit': { card: string }
  'refused.already-paired': { card: string; pilot: string }
  'refused.no-attack': Record<string, never>
  'refused.no-main-effect': { card: string; hasAction: boolean }
  'refused.no-action-effect': { card: string }
  /** `choice`: the effect's first sentence, which chooses an enemy Unit. */
  'refused.no-enemy-unit': { card: string; choice: string }
  'refused.no-support': { card: string }
  'refused.support-rested': { card: string }
  'refused.support-self': Record<string, never>
  'refused.not-friendly-unit': { card: string }
  'refused.no-such-token': { card: string }
  /** `zone`: where the card is (a location's id), null when out of the game. */
  'refused.effect-not-seen': { card: string; zone: string | null }
  'refused.battle-has-room': Record<string, never>
  'refused.battle-full-tokens': { units: number; tokens: number }
  'refused.ex-resources-full': { max: number }
  'refused.resource-area-full': { max: number }
}

export type PlaytestCode = keyof PlaytestParams

/** A code with its parameters, typed together. */
export type PlaytestText = { [C in PlaytestCode]: { code: C; params: PlaytestParams[C] } }[PlaytestCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type PlaytestCatalogue = { [C in PlaytestCode]: (p: PlaytestParams[C]) => string }

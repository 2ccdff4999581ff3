import type { Phase } from '../playtest/types'

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
}

export type PlaytestCode = keyof PlaytestParams

/** A code with its parameters, typed together. */
export type PlaytestText = { [C in PlaytestCode]: { code: C; params: PlaytestParams[C] } }[PlaytestCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type PlaytestCatalogue = { [C in PlaytestCode]: (p: PlaytestParams[C]) => string }

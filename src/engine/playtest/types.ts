// A goldfish playtest as plain data: one player's locations (comprehensive rules 3-1-1), an opponent
// that never acts, the turn and phase, and the log. States are never changed in place; `apply` makes
// a new one, so a history of states is the undo stack.
import type { CardType, Keyword, LinkRef } from '~/schemas/card'
import type { RngState } from '~/schemas/sim'

/** What the playtest keeps of a card: enough to check the rules and to show the card; its text is never executed. */
export interface PlayCard {
  /** Unique in the game: `m1`..`m50` (deck), `r1`..`r10` (resource deck), `t1`.. (tokens). */
  id: string
  number: string
  name: string
  type: CardType
  level: number | null
  cost: number | null
  ap: number | null
  hp: number | null
  traits: string[]
  link: LinkRef[]
  text: string
  keywords: Keyword[]
  /** The name a Command's 【Pilot】 effect gives it when paired (2-3-5-4-1), e.g. `[Lowe Guele]`. */
  pilotName: string | null
  /** EX Base and EX Resource tokens (4-17-3): removed from the game outside the field (4-17-2-4). */
  token: boolean
}

/** A card on the field, active or rested (4-4-1), with damage counters (4-5-1-1). */
export interface FieldCard {
  id: string
  rested: boolean
  damage: number
}

/** A Unit in the battle area with its Pilot beneath it (6-5-2-3) and the turn it entered (2-11-4). */
export interface UnitSlot extends FieldCard {
  pilot: string | null
  enteredTurn: number
}

/** The player's locations (3-1-1). Stacks list their top card first (deck, resource deck); `shields` lists the bottom Shield first (Q8). */
export interface PlayerZones {
  deck: string[]
  resourceDeck: string[]
  resourceArea: FieldCard[]
  battle: UnitSlot[]
  shields: string[]
  base: FieldCard | null
  hand: string[]
  trash: string[]
  removal: string[]
}

/** The goldfish: six Shields (5-2-2) and an EX Base (5-2-3), no Units, never acts. */
export interface Goldfish {
  shields: number
  base: { name: string; hp: number; damage: number } | null
  /** Shields destroyed so far (7-6-2-4-1: they go to its trash). */
  trash: number
  defeated: boolean
}

export type Phase = 'redraw' | 'main' | 'end-action' | 'hand-step' | 'over'

export interface LogEntry {
  seq: number
  /** The player's own turn number, 0 during set-up. */
  turn: number
  rule: string
  text: string
  /** A manual move or a rest/activate by hand: the engine did not check it against the rules. */
  manual?: true
}

export interface PlayState {
  version: 1
  seed: number
  rng: RngState
  /** Player One takes the first turn (5-2-1-4, 5-2-5). */
  first: boolean
  /** The player's own turn number (1, 2, ...); the game's turn count is 2n-1 as Player One, 2n as Player Two. */
  turn: number
  phase: Phase
  cards: Record<string, PlayCard>
  zones: PlayerZones
  opponent: Goldfish
  /** The player's turn in which the goldfish was defeated (7-6-2-2), or null. */
  defeatedOnTurn: number | null
  /** Set when the player lost (1-2-2-2: no cards in the deck). */
  lost: { rule: string; message: string } | null
  log: LogEntry[]
}

export type ZoneName = 'deck' | 'resourceDeck' | 'resourceArea' | 'battle' | 'shields' | 'base' | 'hand' | 'trash' | 'removal'
export const ZONE_NAMES: readonly ZoneName[] = ['deck', 'resourceDeck', 'resourceArea', 'battle', 'shields', 'base', 'hand', 'trash', 'removal']

export type Action =
  /** 5-2-1-6: redraw the starting hand once, or keep it. */
  | { type: 'redraw' }
  | { type: 'keep' }
  /** 6-5-2-1: deploy a Unit from the hand; `replace` names the Unit to trash when six are out (10-4-2); `pay` the Resources to rest (2-9-1). */
  | { type: 'deploy-unit'; card: string; replace?: string; pay?: string[] }
  /** 6-5-2-3: pair a Pilot (or a Command with 【Pilot】, 6-5-2-3-5) with a Unit. */
  | { type: 'pair'; card: string; unit: string; pay?: string[] }
  /** 6-5-2-2: deploy a Base to the base section; the one there goes to the trash (10-5-2). */
  | { type: 'deploy-base'; card: string; pay?: string[] }
  /** 6-5-2-4 / 8-3-1: play a Command; its text is shown, not executed, and it goes to the trash (2-3-5-2). */
  | { type: 'play-command'; card: string; pay?: string[] }
  /** 6-5-4: attack the goldfish with a Unit. */
  | { type: 'attack'; unit: string }
  /** By hand, for effects the engine does not execute (4-4-1). */
  | { type: 'rest'; card: string }
  | { type: 'activate'; card: string }
  /** 6-5-5: end the main phase; the end phase's action step (6-6-2) is open. */
  | { type: 'end-main' }
  /** 6-6: finish the end phase; with more than 10 cards in hand the hand step waits for discards (6-6-4-1). */
  | { type: 'end-turn' }
  /** 6-6-4-1: discard during the hand step. */
  | { type: 'discard'; card: string }
  /** Any card to any location, logged as manual; `bottom` puts it under a stack. */
  | { type: 'move'; card: string; to: ZoneName; bottom?: boolean; rested?: boolean }

export interface Refusal {
  rule: string
  message: string
}

export type ApplyResult = { state: PlayState; log: LogEntry[] } | { refused: Refusal }

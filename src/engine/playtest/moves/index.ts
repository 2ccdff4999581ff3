// Every move of the playtest, one per action type: `apply` dispatches here and the card menu iterates
// this list in order (the rules' actions first, the manual moves last).
import type { ActionOf, ActionType, Move } from './move'
import { activate } from './activate'
import { attack } from './attack'
import { boost } from './boost'
import { createToken } from './create-token'
import { deployBase } from './deploy-base'
import { deployUnit } from './deploy-unit'
import { discard } from './discard'
import { endMain } from './end-main'
import { endTurn } from './end-turn'
import { hitOpponent } from './hit-opponent'
import { keep } from './keep'
import { moveCard } from './move-card'
import { pair } from './pair'
import { pass } from './pass'
import { playCommand } from './play-command'
import { redraw } from './redraw'
import { rest } from './rest'
import { support } from './support'

/** One move for each action type: the type makes a missing or a second one a compile error. */
export const MOVES: { readonly [T in ActionType]: Move<T> } = {
  redraw,
  keep,
  'deploy-unit': deployUnit,
  pair,
  'deploy-base': deployBase,
  'play-command': playCommand,
  'create-token': createToken,
  attack,
  support,
  pass,
  boost,
  rest,
  activate,
  'hit-opponent': hitOpponent,
  'end-main': endMain,
  'end-turn': endTurn,
  discard,
  move: moveCard,
}

export function moveOf<T extends ActionType>(type: T): Move<T> {
  return MOVES[type]
}

export type { ActionOf }

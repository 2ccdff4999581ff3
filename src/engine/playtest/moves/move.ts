// The shape of a move: the actions it offers on a card (the card menu), the check that refuses one with
// its rule, and what it does. The menu, the refusal and the effect live in one file per move, so they
// cannot drift apart.
import type { Draft, Where } from '../draft'
import type { Action, PlayState, Refusal } from '../types'

export type ActionType = Action['type']
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>

export interface MenuOption<T extends ActionType = ActionType> {
  action: ActionOf<T>
  label: string
  /** The rule the action follows (`manual` for a manual move). */
  rule: string
}

export interface Move<T extends ActionType> {
  readonly type: T
  /** The actions this move offers on a card where it is now; refused ones are shown with their refusal. */
  options(s: PlayState, cardId: string, at: Where): MenuOption<T>[]
  /** Why the action is refused now, or null. Reads the draft, never changes it. */
  check(d: Draft, a: ActionOf<T>): Refusal | null
  /** Carries out an action its check passed. */
  apply(d: Draft, a: ActionOf<T>): void
}

export const none = (): [] => []

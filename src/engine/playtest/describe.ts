// The actions a card offers now, for a tap menu: every move's options for the card, each checked by the
// same move's check, so the menu and the engine never disagree; refused ones carry the rule that forbids them.
import { check } from './apply'
import { whereIs } from './draft'
import { MOVES } from './moves'
import type { MenuOption } from './moves/move'
import type { Action, PlayState, Refusal } from './types'

export interface CardOption {
  action: Action
  label: string
  /** The rule the action follows (`manual` for a manual move). */
  rule: string
  refused: Refusal | null
}

/** Every action for the card in this state: the rules' actions first, then manual moves to each other location. */
export function describeCard(state: PlayState, cardId: string): CardOption[] {
  const at = whereIs(state, cardId)
  if (!state.cards[cardId] || at === null) return []
  const options: MenuOption[] = Object.values(MOVES).flatMap((m) => (m.options as (s: PlayState, id: string, w: typeof at) => MenuOption[])(state, cardId, at))
  return options.map((o) => ({ ...o, refused: check(state, o.action) }))
}

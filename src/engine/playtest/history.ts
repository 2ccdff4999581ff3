// Undo: the states are immutable data, so the history is the list of states before each action.
import { apply } from './apply'
import { refuse } from './draft'
import { newGame, type NewGameOptions } from './setup'
import type { Action, LogEntry, PlayState, Refusal } from './types'

export interface Playtest {
  /** Earlier states, oldest first; the last one is what undo returns to. */
  past: PlayState[]
  present: PlayState
}

export type PlaytestResult = { playtest: Playtest; log: LogEntry[] } | { refused: Refusal }

export function startPlaytest(options: NewGameOptions): PlaytestResult {
  const r = newGame(options)
  if ('refused' in r) return r
  return { playtest: { past: [], present: r.state }, log: r.log }
}

/** Apply an action; a refused action leaves the history as it was. */
export function act(playtest: Playtest, action: Action): PlaytestResult {
  const r = apply(playtest.present, action)
  if ('refused' in r) return r
  return { playtest: { past: [...playtest.past, playtest.present], present: r.state }, log: r.log }
}

/** Step back one action (its log entries go with it). */
export function undo(playtest: Playtest): { playtest: Playtest } | { refused: Refusal } {
  const previous = playtest.past.at(-1)
  if (!previous) return { refused: refuse('undo', { code: 'refused.nothing-to-undo', params: {} }) }
  return { playtest: { past: playtest.past.slice(0, -1), present: previous } }
}

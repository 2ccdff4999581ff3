// A playtest as it is saved: the game as dealt and the actions taken since. Same state, same action,
// same result, so replaying the actions gives back every earlier state: Undo survives a reload while
// only two states are stored. A saved game is read back through the schemas, never trusted.
import { apply } from './apply'
import { refuse } from './draft'
import { playtestMessage } from '../messages/en/playtest'
import type { PlaytestText } from '../messages/playtest'
import type { Playtest } from './history'
import { ActionSchema, parsePlayState, type Action, type LogEntry, type PlayState, type Refusal } from './types'

import { SavedPlaytestSchema, UNDO_DEPTH, type SavedPlaytest } from './saved-schema'

export { SavedPlaytestSchema, UNDO_DEPTH, type SavedPlaytest } from './saved-schema'

export interface Session {
  /** The state the kept actions start from (the deal, or a later state once older actions were folded in). */
  start: PlayState
  actions: Action[]
  playtest: Playtest
}

export function newSession(start: PlayState): Session {
  return { start, actions: [], playtest: { past: [], present: start } }
}

export type SessionResult = { session: Session; log: LogEntry[] } | { refused: Refusal }

/** One action; a refused one leaves the session as it was. */
export function sessionAct(session: Session, action: Action): SessionResult {
  const r = apply(session.playtest.present, action)
  if ('refused' in r) return r
  let { start, actions } = session
  let past = [...session.playtest.past, session.playtest.present]
  actions = [...actions, action]
  if (actions.length > UNDO_DEPTH) {
    start = past[1]!
    past = past.slice(1)
    actions = actions.slice(1)
  }
  return { session: { start, actions, playtest: { past, present: r.state } }, log: r.log }
}

export function sessionUndo(session: Session): { session: Session } | { refused: Refusal } {
  const previous = session.playtest.past.at(-1)
  if (!previous) return { refused: refuse('undo', { code: 'refused.nothing-to-undo', params: {} }) }
  return { session: { start: session.start, actions: session.actions.slice(0, -1), playtest: { past: session.playtest.past.slice(0, -1), present: previous } } }
}

export function toSaved(deckId: string, session: Session, savedAt: string): SavedPlaytest {
  return { version: 1, deckId, savedAt, start: session.start, actions: session.actions, present: session.playtest.present }
}

export type ReadSaved =
  | {
      ok: true
      session: Session
      /** Set when the game came back without its Undo history, and why (in English; `warningText` as data). */
      warning: string | null
      warningText?: PlaytestText
    }
  | { ok: false; error: string }

/**
 * A saved game back to a session. The current state must parse, or nothing is loaded; the history is
 * rebuilt by replaying the actions from the start and kept only when the replay reaches the saved state.
 */
export type CheckedSaved = { ok: true; saved: SavedPlaytest; present: PlayState } | { ok: false; error: string }

/**
 * Whether a saved game can be loaded at all: the record and its current state parse. This is all that
 * `readSaved` refuses a game for (its history is rebuilt or dropped, never fatal), so a backup checks
 * saved games with it, without replaying them.
 */
export function checkSaved(data: unknown): CheckedSaved {
  const record = SavedPlaytestSchema.safeParse(data)
  if (!record.success) {
    const issue = record.error.issues[0]!
    return { ok: false, error: `${issue.path.join('.') || '(record)'}: ${issue.message}` }
  }
  const present = parsePlayState(record.data.present)
  if (!present.ok) return { ok: false, error: `present.${present.error}` }
  return { ok: true, saved: record.data, present: present.state }
}

export function readSaved(data: unknown): ReadSaved {
  const checked = checkSaved(data)
  if (!checked.ok) return checked
  const { saved: record, present } = checked
  const alone = (why: PlaytestText): ReadSaved => ({ ok: true, session: newSession(present), warning: playtestMessage(why), warningText: why })
  const start = parsePlayState(record.start)
  if (!start.ok) return alone({ code: 'undo.start-unreadable', params: { error: start.error } })
  const actions: Action[] = []
  for (const [i, a] of record.actions.entries()) {
    const parsed = ActionSchema.safeParse(a)
    if (!parsed.success) return alone({ code: 'undo.action-unreadable', params: { action: i + 1 } })
    actions.push(parsed.data)
  }
  let session = newSession(start.state)
  for (const [i, a] of actions.entries()) {
    const r = sessionAct(session, a)
    if ('refused' in r) return alone({ code: 'undo.action-refused', params: { action: i + 1, rule: r.refused.rule } })
    session = r.session
  }
  if (canonical(session.playtest.present) !== canonical(present)) return alone({ code: 'undo.no-match', params: {} })
  // The replay's states are equal to the saved one; keep the saved one as the present.
  return { ok: true, session: { ...session, playtest: { ...session.playtest, present } }, warning: null }
}

/**
 * JSON with keys sorted, so equal states compare equal whatever order their keys were written in. A log
 * entry's (or a lost game's) code and params are left out: a game saved before they were kept replays to
 * the same game, words and all.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) =>
    key === 'code' || key === 'params'
      ? undefined
      : v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
  )
}

// The playtest's one transition: apply(state, action) gives a new state and its log entries, or a
// refusal naming the rule that forbids the action. It never throws and never changes `state`. Each
// action's check and effect are its move's (moves/, one a file).
import { Draft, lose, refuse } from './draft'
import { moveOf } from './moves'
import type { ActionOf, ActionType } from './moves/move'
import { ActionSchema, type Action, type ApplyResult, type PlayState, type Refusal } from './types'

export { canAttackThisTurn, HAND_LIMIT, BATTLE_LIMIT, hasSuppression, isLinkUnit, resourceCount, supportAmount, unitAp } from './draft'

function parse(action: Action): Action | Refusal {
  const parsed = ActionSchema.safeParse(action)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const field = issue.path.join('.')
  return refuse(field === 'to' ? '3-1-1' : '6-5-1', { code: 'refused.not-an-action', params: { field: field || null, error: issue.message } })
}

/** An action that failed while checked or applied: a refusal, never a throw (1-3-2). */
const cannotPerform = (e: unknown) => refuse('1-3-2', { code: 'refused.cannot-perform', params: { error: e instanceof Error ? e.message : String(e) } })

const run = <T extends ActionType>(d: Draft, a: ActionOf<T>, step: 'check' | 'apply'): Refusal | null => {
  const move = moveOf(a.type as T)
  if (step === 'check') return move.check(d, a)
  move.apply(d, a)
  return null
}

/** Why the rules refuse the action now, or null; changes nothing (the card menu asks this for every option). */
export function check(state: PlayState, action: Action): Refusal | null {
  try {
    const a = parse(action)
    if ('rule' in a) return a
    return run(new Draft(state), a, 'check')
  } catch (e) {
    return cannotPerform(e)
  }
}

/**
 * A copy to change: locations and the opponent are copied; the cards (only ever added to, as a new
 * record) and the earlier log entries are shared, so a long undo history stays small.
 */
function draftOf(state: PlayState): PlayState {
  return {
    ...state,
    rng: [...state.rng] as PlayState['rng'],
    zones: JSON.parse(JSON.stringify(state.zones)) as PlayState['zones'],
    opponent: JSON.parse(JSON.stringify(state.opponent)) as PlayState['opponent'],
    attacking: state.attacking ? { ...state.attacking } : null,
    lost: state.lost ? { ...state.lost } : null,
    log: [...state.log],
  }
}

/** The game's turn count (5-2-5: Player One's turn comes first): 2n-1 for Player One, 2n for Player Two. */
export function gameTurn(state: PlayState): number {
  return state.turn === 0 ? 0 : state.first ? 2 * state.turn - 1 : 2 * state.turn
}

/**
 * One action: a new state and the log entries it added, or the rule that forbids it. Rules
 * management follows every action (10-1-2): a player with no cards in the deck loses (10-2-1-2).
 */
export function apply(state: PlayState, action: Action): ApplyResult {
  try {
    const a = parse(action)
    if ('rule' in a) return { refused: a }
    const refusal = run(new Draft(state), a, 'check')
    if (refusal) return { refused: refusal }
    const d = new Draft(draftOf(state))
    run(d, a, 'apply')
    if (d.s.phase !== 'redraw' && d.s.lost === null && !d.s.opponent.defeated && d.s.zones.deck.length === 0)
      lose(d, '10-2-1-2', { code: 'lose.deck-empty', params: {} })
    return { state: d.s, log: d.entries }
  } catch (e) {
    return { refused: cannotPerform(e) }
  }
}

/** The counts of each location, public information (3-1-3); handy for tests and the page. */
export function zoneCounts(state: PlayState) {
  const z = state.zones
  return {
    deck: z.deck.length,
    resourceDeck: z.resourceDeck.length,
    resources: z.resourceArea.length,
    activeResources: z.resourceArea.filter((r) => !r.rested).length,
    units: z.battle.length,
    pilots: z.battle.filter((u) => u.pilot !== null).length,
    shields: z.shields.length,
    base: z.base ? (state.cards[z.base.id]?.name ?? null) : null,
    hand: z.hand.length,
    trash: z.trash.length,
    removal: z.removal.length,
    opponentShields: state.opponent.shields,
    opponentBaseHp: state.opponent.base ? state.opponent.base.hp - state.opponent.base.damage : null,
  }
}

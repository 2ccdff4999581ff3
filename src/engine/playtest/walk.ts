// Test helper: walks a game action by action and fails loudly on a refusal. Not exported from the engine.
import { apply, zoneCounts } from './apply'
import { newGame, type NewGameOptions } from './setup'
import type { Action, PlayState } from './types'

export class Walk {
  state: PlayState
  constructor(options: NewGameOptions) {
    const r = newGame(options)
    if ('refused' in r) throw new Error(`${r.refused.rule}: ${r.refused.message}`)
    this.state = r.state
  }

  do(action: Action): this {
    const r = apply(this.state, action)
    if ('refused' in r) throw new Error(`refused ${JSON.stringify(action)}: ${r.refused.rule} ${r.refused.message}`)
    this.state = r.state
    return this
  }

  /** An attack through its steps: declared (7-3), the action step passed (7-5-2), the damage step (7-6). */
  attack(unit: string): this {
    return this.do({ type: 'attack', unit }).do({ type: 'pass' })
  }

  /** The refusal of an action (the state stays). */
  refused(action: Action) {
    const r = apply(this.state, action)
    return 'refused' in r ? r.refused : null
  }

  /** The first card of this name in the hand. */
  hand(name: string): string {
    const id = this.state.zones.hand.find((i) => this.state.cards[i]!.name === name)
    if (!id) throw new Error(`no ${name} in hand: ${this.state.zones.hand.map((i) => this.state.cards[i]!.name).join(', ')}`)
    return id
  }

  /** The first card of this name in the deck. */
  inDeck(name: string): string {
    const id = this.state.zones.deck.find((i) => this.state.cards[i]!.name === name)
    if (!id) throw new Error(`no ${name} left in the deck`)
    return id
  }

  /** Put the first card of this name from the deck into the hand by a manual move; its id. */
  fetch(name: string): string {
    const id = this.inDeck(name)
    this.do({ type: 'move', card: id, to: 'hand' })
    return id
  }

  names(ids: readonly string[]): string[] {
    return ids.map((i) => this.state.cards[i]!.name)
  }

  counts() {
    return zoneCounts(this.state)
  }
}

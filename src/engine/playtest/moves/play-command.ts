// 6-5-2-4-1, 8-3-1: play a Command from the hand: a 【Main】 one in the main phase (11-2-3-2), an 【Action】 one
// in an action step, the end phase's (6-6-2) or an attack's (7-5-1, 11-2-4-2). Its text is shown, not
// carried out, and it goes to the trash (2-3-5-2). A Command whose effect must choose an enemy Unit cannot be
// played while there is none to choose (9-1-8-1-1, Q104): the goldfish never has one.
import { fromHand, isRefusal, pay, payment, phaseGate, refuse, takeFromHand } from '../draft'
import type { PlayState } from '../types'
import type { Move } from './move'

/** The effect text of a Command for a timing: what follows 【Main】 or 【Action】 (or `【Main】/【Action】`) up to the next marker. */
export function commandEffect(text: string, timing: 'Main' | 'Action'): string | null {
  for (const m of text.matchAll(/【(Main|Action)】(?:\/【(Main|Action)】)?([^【]*)/g)) if (m[1] === timing || m[2] === timing) return m[3]!.trim()
  return null
}

/**
 * Whether an effect's first choice is of enemy Units alone (`Choose 1 enemy Unit.`, `Choose 1 to 2 rested enemy Units
 * that are Lv.4 or lower.`, `Choose 1 Pilot paired with an enemy Unit.`, `Choose 1 of your Units and 1 enemy Unit.`):
 * then it cannot be played without an enemy Unit (9-1-8-1-1). A choice with another kind of card (`enemy Unit or
 * Base`) or behind a condition (`If …, choose …`) is left to the player.
 */
export function needsEnemyUnit(effect: string): boolean {
  const first = effect.split(/(?<=\.)\s/)[0] ?? ''
  return /^Choose\b[^.]*\benemy (?:\w+ )?Units?\b/i.test(first) && !/\bor (?!less|lower|more|higher|fewer)/.test(first)
}

const timingNow = (s: PlayState): 'Main' | 'Action' => (s.phase === 'main' ? 'Main' : 'Action')

export const playCommand: Move<'play-command'> = {
  type: 'play-command',
  options: (s, cardId, at) =>
    at.zone === 'hand' && s.cards[cardId]?.type === 'command'
      ? [
          {
            action: { type: 'play-command', card: cardId },
            label: 'Play',
            rule: s.phase === 'main' ? '6-5-2-4-1' : s.phase === 'battle-action' ? '7-5-1' : '8-3-1',
          },
        ]
      : [],
  check(d, a) {
    const gate = phaseGate(d.s, ['main', 'battle-action', 'end-action'], '6-5-1', 'play-command')
    if (gate) return gate
    const card = fromHand(d, a.card, '6-5-2-4-1', 'command', (c) => c.type === 'command')
    if (isRefusal(card)) return card
    const main = commandEffect(card.text, 'Main')
    const action = commandEffect(card.text, 'Action')
    if (d.s.phase === 'main' && main === null)
      return refuse('11-2-3-2', { code: 'refused.no-main-effect', params: { card: card.name, hasAction: action !== null } })
    if (d.s.phase !== 'main' && action === null) return refuse('11-2-4-2', { code: 'refused.no-action-effect', params: { card: card.name } })
    const effect = (d.s.phase === 'main' ? main : action)!
    if (needsEnemyUnit(effect))
      return refuse('9-1-8-1-1', { code: 'refused.no-enemy-unit', params: { card: card.name, choice: effect.split(/(?<=\.)\s/)[0] ?? '' } })
    const ids = payment(d, card, a.pay)
    return isRefusal(ids) ? ids : null
  },
  apply(d, a) {
    const card = d.card(a.card)!
    const timing = timingNow(d.s)
    pay(d, card, a.pay)
    takeFromHand(d, card.id)
    d.s.zones.trash.push(card.id)
    d.log(timing === 'Main' ? '6-5-2-4-1' : d.s.phase === 'battle-action' ? '7-5-1' : '8-3-1', {
      code: 'played-command',
      params: {
        card: card.name,
        text: card.text.replace(/\s+/g, ' ').trim(),
        tokens: card.makes.length > 0,
        battleAp: d.s.phase === 'battle-action' && /during this battle/.test(commandEffect(card.text, 'Action') ?? ''),
      },
    })
  },
}

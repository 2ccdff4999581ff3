// 4-4-1: set a card on the field active by hand, for an effect the playtest does not carry out (logged as manual).
import type { FieldCard } from '../types'
import type { MenuOption, Move } from './move'
import { onField, restCheck } from './rest'

export const activate: Move<'activate'> = {
  type: 'activate',
  options: (_s, cardId, at): MenuOption<'activate'>[] =>
    onField(at.zone) ? [{ action: { type: 'activate', card: cardId }, label: 'Set active', rule: '4-4-1' }] : [],
  check(d, a) {
    const f = restCheck(d, a.card, false)
    return 'rule' in f ? f : null
  },
  apply(d, a) {
    const f = restCheck(d, a.card, false) as FieldCard
    f.rested = false
    d.log('4-4-1', { code: 'manual.activate', params: { card: d.name(a.card) } }, true)
  },
}

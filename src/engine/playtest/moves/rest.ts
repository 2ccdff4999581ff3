// 4-4-1: rest a card on the field by hand, for an effect the playtest does not carry out (logged as manual).
import { refuse, type Draft } from '../draft'
import type { FieldCard } from '../types'
import type { MenuOption, Move } from './move'

/** The field card (battle area, resource area, base section) or why a card there cannot be rested / set active. */
export function restCheck(d: Draft, id: string, rest: boolean): FieldCard | ReturnType<typeof refuse> {
  if (d.s.phase === 'redraw') return refuse('5-2-5', { code: 'refused.not-begun', params: {} })
  if (d.s.phase === 'over') return refuse('1-2-1', { code: 'refused.game-over', params: {} })
  const z = d.s.zones
  const f: FieldCard | undefined = z.battle.find((u) => u.id === id) ?? z.resourceArea.find((r) => r.id === id) ?? (z.base?.id === id ? z.base : undefined)
  if (!f) return refuse('4-4-1', { code: 'refused.not-on-field', params: { card: d.name(id) } })
  if (f.rested === rest) return refuse('1-3-2-1', { code: 'refused.already', params: { card: d.name(id), rested: rest } })
  return f
}

export const onField = (zone: string): boolean => zone === 'battle' || zone === 'resourceArea' || zone === 'base'

export const rest: Move<'rest'> = {
  type: 'rest',
  options: (_s, cardId, at): MenuOption<'rest'>[] => (onField(at.zone) ? [{ action: { type: 'rest', card: cardId }, label: 'Rest', rule: '4-4-1' }] : []),
  check(d, a) {
    const f = restCheck(d, a.card, true)
    return 'rule' in f ? f : null
  },
  apply(d, a) {
    const f = restCheck(d, a.card, true) as FieldCard
    f.rested = true
    d.log('4-4-1', { code: 'manual.rest', params: { card: d.name(a.card) } }, true)
  },
}

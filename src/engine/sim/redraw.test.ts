import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { newHandSource, redrawIfNone, redrawPlan, redrawSteps, stepAction, wantsRedraw } from './redraw'

const steps = (id: string) => {
  const s = redrawSteps(getFormat(id)!.opening)
  if (!s.ok) throw new Error(s.message)
  return s.steps
}
const yes = () => true
const no = () => false

describe('the redraw, in one place', () => {
  it('GCG draws the new hand from the cards not in the old one (5-2-1-6-1); Forge and Gundam War from the whole deck', () => {
    expect(steps('gcg').map(newHandSource)).toEqual(['rest'])
    expect(steps('forge').map(newHandSource)).toEqual(['whole'])
    expect(steps('gundam-war').map(newHandSource)).toEqual(['whole', 'whole', 'whole', 'whole'])
  })

  it('redraw a) is taken by its condition, a voluntary redraw by the policy, and the first declined ends the opening', () => {
    const [a, b] = steps('gundam-war')
    expect(stepAction(a!, null, no, no)).toBe('take') // no Basic GENERATION card: always redrawn
    expect(stepAction(a!, null, yes, yes)).toBe('pass') // it has one: on to redraw b)
    expect(stepAction(b!, null, no, yes)).toBe('take')
    expect(stepAction(b!, null, no, no)).toBe('stop')
  })

  it('the policy: never, if the hand misses the whole condition, if fewer than K of a field', () => {
    const hand = [2, 0]
    const holds = (h: number[]) => h[0]! >= 3
    const count = (h: number[], f: number) => h[f]!
    expect(wantsRedraw({ kind: 'never' }, hand, holds, count)).toBe(false)
    expect(wantsRedraw({ kind: 'if-miss' }, hand, holds, count)).toBe(true)
    expect(wantsRedraw({ kind: 'if-fewer', field: 0, fewerThan: 2 }, hand, holds, count)).toBe(false)
    expect(wantsRedraw({ kind: 'if-fewer', field: 1, fewerThan: 1 }, hand, holds, count)).toBe(true)
  })

  it('the plan a hot loop reads: which steps are automatic, their hand sizes, where the new hand comes from', () => {
    expect(redrawPlan(steps('gundam-war'))).toEqual({ auto: [true, false, false, false], sizes: [6, 5, 4, 3], fromRest: [false, false, false, false] })
    expect(redrawPlan(steps('gcg'))).toEqual({ auto: [false], sizes: [5], fromRest: [true] })
  })

  it('the curve redraws a hand with none of the whole group, whatever is playable that turn', () => {
    expect(redrawIfNone({ kind: 'if-miss' }, ['A', 'B'])).toEqual({ kind: 'if-fewer', cards: ['A', 'B'], fewerThan: 1 })
    expect(redrawIfNone({ kind: 'never' }, ['A'])).toEqual({ kind: 'never' })
  })
})

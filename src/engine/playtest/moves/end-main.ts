// 6-5-5: end the main phase; the end phase's action step (6-6-2) is open for 【Action】 Commands.
import { phaseGate } from '../draft'
import { none, type Move } from './move'

export const endMain: Move<'end-main'> = {
  type: 'end-main',
  options: none,
  check: (d) => phaseGate(d.s, ['main'], '6-5-5-1', 'end-main'),
  apply(d) {
    d.s.phase = 'end-action'
    d.log('6-5-5-2', { code: 'turn.main-end-action', params: {} })
  },
}

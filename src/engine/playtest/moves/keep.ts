// 5-2-1-6: keep the starting hand; the set-up goes on (5-2-2 to 5-2-5).
import { refuse } from '../draft'
import { finishSetup } from '../turn'
import { none, type Move } from './move'

export const keep: Move<'keep'> = {
  type: 'keep',
  options: none,
  check: (d) => (d.s.phase === 'redraw' ? null : refuse('5-2-1-6', { code: 'refused.redraw-once', params: {} })),
  apply(d) {
    d.log('5-2-1-6', { code: 'kept', params: {} })
    finishSetup(d)
  },
}

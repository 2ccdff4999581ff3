import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { DeckContent, DeckSnapshot } from '~/schemas/deck'
import DeckHistory from './DeckHistory.vue'

const content = (name: string): DeckContent => ({ name, format: 'gcg', cards: { main: [], resource: [], sideboard: [] }, notes: '', tags: [] })
const snap = (id: number, revision: number, name: string, extra: Partial<DeckSnapshot> = {}): DeckSnapshot => ({
  id,
  deckId: 'd',
  at: '2026-11-25T10:00:00Z',
  revision,
  reason: 'edited',
  content: content(name),
  ...extra,
})

async function mounted() {
  const history = [snap(3, 2, 'Now'), snap(2, 1, 'Other tab', { conflict: true }), snap(1, 0, 'First', { reason: 'created' })]
  const w = mount(DeckHistory, { props: { load: async () => history, current: content('Now'), pool: null, revision: 2 }, attachTo: document.body })
  await flushPromises()
  return w
}

describe('DeckHistory', () => {
  it('marks the current revision and the versions another save replaced', async () => {
    const w = await mounted()
    const items = w.findAll('[data-testid="history-item"]')
    expect(items.map((i) => [i.attributes('data-revision'), i.attributes('data-current') ?? null, i.attributes('data-conflict') ?? null])).toEqual([
      ['2', 'true', null],
      ['1', null, 'true'],
      ['0', null, null],
    ])
    w.unmount()
  })

  it('asks before restoring: Restore alone changes nothing, Cancel closes, Restore this version restores', async () => {
    const w = await mounted()
    const first = () => w.findAll('[data-testid="history-item"]')[2]!
    await first().get('[data-testid="history-restore"]').trigger('click')
    expect(w.emitted('restore')).toBeUndefined()
    expect(first().text()).toContain('The current version stays in History')
    expect(document.activeElement?.getAttribute('data-testid')).toBe('history-restore-confirm')
    await first().get('[data-testid="history-restore-cancel"]').trigger('click')
    expect(first().find('[data-testid="history-restore-confirm"]').exists()).toBe(false)
    await first().get('[data-testid="history-restore"]').trigger('click')
    await first().get('[data-testid="history-restore-confirm"]').trigger('click')
    expect(w.emitted('restore')?.[0]?.[0]).toMatchObject({ id: 1, content: { name: 'First' } })
    w.unmount()
  })
})

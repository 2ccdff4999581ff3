import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { CardPool } from '~/engine/cards/pool'
import { encodeDeckCode } from '~/engine/decklist/code'
import { card } from '~/engine/testing/builders'
import { useCardsStore } from '~/stores/cards'
import SharedDeckPage from './SharedDeckPage.vue'

const e = (number: string, count: number) => ({ number, printing: null, count })
const deck = {
  main: [e('GD01-001', 4), e('GD01-002', 4), e('ST01-005', 2), e('GD01-003', 4)],
  resource: [e('R-001', 10)],
  sideboard: [],
}

async function open() {
  const router = createRouter({
    history: createMemoryHistory(),
    // The app's route names: a saved copy opens in the editor by name.
    routes: [
      { path: '/d/:code', name: 'shared', component: SharedDeckPage },
      { path: '/decks/:id', name: 'deck', component: { template: '<p />' } },
    ],
  })
  await router.push(`/d/${encodeDeckCode(deck, { name: 'Blue rush' })}`)
  const w = mount(SharedDeckPage, { global: { plugins: [router] } })
  await flushPromises()
  return w
}

describe('a share link opened without card data', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shows the numbers and counts by set, no red row per card, and offers the card download right there', async () => {
    const cards = useCardsStore()
    cards.status = 'empty'
    const download = vi.spyOn(cards, 'download').mockResolvedValue(true)
    const w = await open()
    expect(w.get('[data-testid="shared-name"]').text()).toBe('Blue rush')
    const main = w.get('[data-testid="shared-numbers-main"]')
    expect(main.text()).toContain('Main deck 14 cards')
    expect(main.findAll('h3').map((h) => h.text())).toEqual(['GD01 12', 'ST01 2'])
    expect(main.text()).toContain('4× GD01-001')
    expect(w.get('[data-testid="shared-numbers-resource"]').text()).toContain('10× R-001')
    expect(w.find('.line--unknown').exists()).toBe(false)
    expect(w.find('[data-testid="legality-panel"]').exists()).toBe(false)
    await w.get('[data-testid="shared-download-cards"]').trigger('click')
    expect(download).toHaveBeenCalledOnce()
  })

  it('with card data, names the numbers it lacks once, in one note', async () => {
    const cards = useCardsStore()
    cards.pool = new CardPool([card({ number: 'GD01-001' }), card({ number: 'GD01-002' })])
    cards.status = 'ready'
    const w = await open()
    expect(w.find('[data-testid="shared-without-cards"]').exists()).toBe(false)
    expect(w.get('[data-testid="unknown-cards-note"]').text()).toContain('3 card numbers are not in your card data: GD01-003, R-001, ST01-005.')
  })
})

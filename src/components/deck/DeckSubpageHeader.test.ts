import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import DeckSubpageHeader from './DeckSubpageHeader.vue'

// The editor's route by its app name: the header links to it by name.
const router = createRouter({
  history: createMemoryHistory(),
  routes: [
    { path: '/decks/:id', name: 'deck', component: { template: '<p />' } },
    { path: '/:any(.*)*', component: { template: '<p />' } },
  ],
})

function header(deck: { id: string; name: string | null }, slot = '') {
  return mount(DeckSubpageHeader, {
    props: { title: 'Simulate', deck, nameTestid: 'sim-deck-name' },
    slots: { default: slot },
    global: { plugins: [router] },
  })
}

describe('DeckSubpageHeader', () => {
  it('links back to the deck editor of this deck and titles the page "<Title>: <deck name>" as the one h1', () => {
    const w = header({ id: 'deck-42', name: 'ST01 tuned' })
    const back = w.get('[data-testid="back-to-editor"]')
    expect(back.attributes('href')).toBe('/decks/deck-42')
    expect(back.text()).toBe('← Deck editor')
    expect(w.findAll('h1')).toHaveLength(1)
    expect(w.get('h1').text()).toBe('Simulate: ST01 tuned')
    expect(w.get('[data-testid="sim-deck-name"]').text()).toBe('ST01 tuned')
  })

  it('shows the title alone while the deck is not open, and still links back', () => {
    const w = header({ id: 'deck-42', name: null })
    expect(w.get('h1').text()).toBe('Simulate')
    expect(w.find('[data-testid="sim-deck-name"]').exists()).toBe(false)
    expect(w.get('[data-testid="back-to-editor"]').attributes('href')).toBe('/decks/deck-42')
  })

  it('puts what the page adds after the title, inside the header', () => {
    const w = header({ id: 'd', name: 'A' }, '<span data-testid="extra">Saved</span>')
    const children = [...w.get('header').element.children].map((c) => c.tagName)
    expect(children).toEqual(['A', 'H1', 'SPAN'])
    expect(w.get('[data-testid="extra"]').text()).toBe('Saved')
  })
})

import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { rememberDecks, rememberedDecks } from '~/db/deck-mirror'
import { installMemoryStorage, type MemoryStorage } from '~/db/testing'
import { showLanguage } from '~/locales/i18n'
import type { StoredDeck } from '~/schemas/deck'
import DataDeckCopyNote from './DataDeckCopyNote.vue'

let storage: MemoryStorage
beforeEach(() => {
  storage = installMemoryStorage()
  setActivePinia(createPinia())
})
afterEach(() => showLanguage('en'))

/** Deck n, edited n minutes before noon; about 20,000 characters with its notes. */
const deck = (n: number): StoredDeck => {
  const at = new Date(Date.parse('2026-06-01T12:00:00.000Z') - n * 60_000).toISOString()
  return {
    id: `deck-${n}`,
    name: `Deck ${n}`,
    format: 'gcg',
    game: 'gcg',
    cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
    notes: 'n'.repeat(19_000),
    tags: [],
    createdAt: at,
    updatedAt: at,
    revision: 0,
    deletedAt: null,
  }
}

describe('the Card data page says how much of the decks the local-storage copy holds', () => {
  it('every deck: says they are all copied, and follows the copy as it changes', async () => {
    rememberDecks([deck(1)])
    const w = mount(DataDeckCopyNote)
    expect(w.get('[data-testid="deck-copy-status"]').text()).toMatch(/^Your deck is also copied to this browser’s local storage/)
    rememberDecks([deck(2), deck(3)])
    await nextTick()
    expect(w.get('[data-testid="deck-copy-status"]').text()).toMatch(/^All 3 of your decks are also copied/)
  })

  it('not every deck: how many of how many, down to which deck, and that a backup keeps the rest', async () => {
    storage.quota = 5 * 1024 * 1024
    const w = mount(DataDeckCopyNote)
    rememberDecks(Array.from({ length: 250 }, (_, i) => deck(i + 1)))
    await nextTick()
    const held = rememberedDecks().length
    expect(held).toBeGreaterThan(100)
    expect(held).toBeLessThan(250)
    const text = w.get('[data-testid="deck-copy-status"]').text()
    expect(text).toContain(`holds ${held} of your 250 decks: the most recently edited, down to “Deck ${held}” (edited`)
    expect(text).toContain(`so the ${250 - held} decks edited before those are not in it`)
    expect(w.text()).toContain('only the decks in the copy come back from it; the others come back from a backup')
  })

  it('in Japanese: the same counts, each beside its counter word, and the deck it reaches down to', async () => {
    await showLanguage('ja')
    storage.quota = 5 * 1024 * 1024
    const w = mount(DataDeckCopyNote)
    rememberDecks(Array.from({ length: 250 }, (_, i) => deck(i + 1)))
    await nextTick()
    const held = rememberedDecks().length
    expect(w.get('h2').text()).toBe('デッキのコピー')
    const text = w.get('[data-testid="deck-copy-status"]').text()
    expect(text).toContain(`250\u00a0個のデッキのうち、最近編集した ${held}\u00a0個（「Deck ${held}」（`)
    expect(text).toContain(`それより前に編集した ${250 - held}\u00a0個のデッキはコピーに入っていません。`)
    // No English word left but the deck's own name (MB is the unit, two letters).
    expect(w.text().replace(/Deck \d+/g, '')).not.toMatch(/[A-Za-z]{3,}/)
  })
})

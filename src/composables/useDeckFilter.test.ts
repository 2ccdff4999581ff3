import { describe, expect, it } from 'vitest'
import { nextTick, ref, shallowRef } from 'vue'
import { deckContent } from '~/db/testing'
import type { StoredDeck } from '~/schemas/deck'
import { filterDecks, nameIndex, useDeckFilter, type DeckFilter } from './useDeckFilter'

const deck = (name: string, format = 'gcg', tags: string[] = []): StoredDeck => ({
  ...deckContent(name),
  format,
  tags,
  id: name,
  game: 'gcg',
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  revision: 0,
  deletedAt: null,
})
const decks = [deck('Zaku Rush 12'), deck('Gundam Control', 'gcg-open', ['locals']), deck('zaku rush 120', 'gcg', ['locals']), deck('White Base')]

describe('the Decks page filter', () => {
  it('by part of the name (case aside), format and tag, all at once, in list order', () => {
    const names = nameIndex(decks)
    const f = (x: Partial<DeckFilter>) => filterDecks(decks, names, { text: '', format: '', tag: '', ...x })
    expect(f({})).toEqual([0, 1, 2, 3])
    expect(f({ text: 'RUSH 12' })).toEqual([0, 2])
    expect(f({ text: 'rush 12', tag: 'locals' })).toEqual([2])
    expect(f({ format: 'gcg-open' })).toEqual([1])
    expect(f({ text: 'nothing' })).toEqual([])
  })

  it('typing more letters looks only at the decks the last filter kept; any other change looks at all', async () => {
    const list = shallowRef(decks)
    const filter = ref<DeckFilter>({ text: 'r', format: '', tag: '' })
    const { shown, tags } = useDeckFilter(list, filter)
    expect(shown.value.map((d) => d.name)).toEqual(['Zaku Rush 12', 'Gundam Control', 'zaku rush 120'])
    filter.value = { ...filter.value, text: 'rush 12' }
    expect(shown.value.map((d) => d.name)).toEqual(['Zaku Rush 12', 'zaku rush 120'])
    filter.value = { ...filter.value, text: 'rush 120' }
    expect(shown.value.map((d) => d.name)).toEqual(['zaku rush 120'])
    // Letters taken away, or a new list: every deck again.
    filter.value = { ...filter.value, text: 'a' }
    expect(shown.value.map((d) => d.name)).toEqual(['Zaku Rush 12', 'Gundam Control', 'zaku rush 120', 'White Base'])
    list.value = [deck('Another')]
    await nextTick()
    expect(shown.value.map((d) => d.name)).toEqual(['Another'])
    expect(tags.value).toEqual([])
    list.value = decks
    expect(tags.value).toEqual(['locals'])
  })
})

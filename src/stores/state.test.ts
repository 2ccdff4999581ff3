import 'fake-indexeddb/auto'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { useBackupStore } from './backup'
import { useCardsStore } from './cards'
import { useDeckEditorStore } from './deck-editor'
import { useDecksStore } from './decks'
import { useSettingsStore } from './settings'

// Pinia sees a setup store's state only if the store returns it: what it does not return is missing
// from devtools, from `pinia.state` (SSR hydration, plugins) and from `$subscribe`.
let pinia: Pinia
beforeEach(() => {
  pinia = createPinia()
  setActivePinia(pinia)
})

describe('setup stores return all their state', () => {
  it.each([
    ['decks', useDecksStore, ['list', 'loaded', 'lastDeleted', 'error']],
    [
      'deckEditor',
      useDeckEditorStore,
      [
        'deckId',
        'stored',
        'content',
        'baseRevision',
        'dirty',
        'durable',
        'saving',
        'saveState',
        'notice',
        'loadError',
        'past',
        'future',
        'highlighted',
        'shownValidation',
      ],
    ],
    [
      'cards',
      useCardsStore,
      [
        'status',
        'pool',
        'dataset',
        'unreadable',
        'busy',
        'progress',
        'report',
        'loadError',
        'updateWords',
        'pending',
        'previous',
        'rebuilt',
        'importProgress',
        'saveProgress',
      ],
    ],
    ['backup', useBackupStore, ['busy', 'leftOut', 'message', 'pending']],
    ['settings', useSettingsStore, ['settings', 'error']],
  ] as const)('%s', (id, use, state) => {
    use()
    expect(Object.keys(pinia.state.value[id] ?? {}).sort()).toEqual([...state].sort())
  })
})

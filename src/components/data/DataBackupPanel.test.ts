import 'fake-indexeddb/auto'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import type { BackupText } from '~/engine/messages/backup'
import { showLanguage } from '~/locales/i18n'
import { useBackupStore, type PendingRestore } from '~/stores/backup'
import DataBackupPanel from './DataBackupPanel.vue'

beforeEach(() => setActivePinia(createPinia()))
afterEach(() => showLanguage('en'))

/** A restore waiting for its answer, its file leaving out `skipped`. */
function pending(skipped: BackupText[]): PendingRestore {
  return {
    fileName: 'torn.json',
    backup: {} as PendingRestore['backup'],
    skipped,
    summary: {
      createdAt: '2026-06-01T12:00:00.000Z',
      decks: 1,
      deletedDecks: 0,
      history: 1,
      playtests: 0,
      collection: null,
      cards: null,
      printings: null,
      dataset: null,
    },
    current: { decks: 1, history: 1, cards: 0 },
  }
}

describe('DataBackupPanel', () => {
  it('names the saved games a restore leaves out from the reader’s codes: English as before, Japanese in the language shown', async () => {
    const store = useBackupStore()
    store.pending = pending([
      { code: 'skipped.unloadable', params: { index: 0, error: 'present.zones: Invalid input' } },
      { code: 'skipped.second-game', params: { index: 3, deck: 'abc' } },
    ])
    const w = mount(DataBackupPanel)
    await nextTick()
    const english = w.get('[data-testid="restore-skipped"]').text()
    expect(english).toContain('playtests[0]: present.zones: Invalid input; playtests[3]: a second saved game of deck abc')
    await showLanguage('ja')
    await nextTick()
    const japanese = w.get('[data-testid="restore-skipped"]').text()
    expect(japanese).toContain('playtests[0]：読み込めません（present.zones: Invalid input）')
    expect(japanese).toContain('playtests[3]：デッキ abc の2つ目の保存した一人回し')
    expect(japanese.replace(/playtests|present\.zones: Invalid input|abc/g, '')).not.toMatch(/[A-Za-z]{3,}/)
  })
})

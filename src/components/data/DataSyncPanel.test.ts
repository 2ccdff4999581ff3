import 'fake-indexeddb/auto'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { showLanguage } from '~/locales/i18n'
import { useSyncStore } from '~/stores/sync'
import DataSyncPanel from './DataSyncPanel.vue'

beforeEach(() => setActivePinia(createPinia()))
afterEach(() => showLanguage('en'))

const account = { server: 'https://couch.example.org', name: 'amuro', db: 'userdb-616d75726f' }

describe('the Sync panel in Japanese', () => {
  it('a database refused: its state, the problem and the buttons in Japanese, and back in English when the language changes', async () => {
    const sync = useSyncStore()
    sync.status = {
      phase: 'stopped',
      account,
      lastSynced: null,
      problem: {
        kind: 'forbidden',
        words: { code: 'forbidden', params: { name: 'amuro', db: 'userdb-616d75726f' } },
      },
      progress: null,
      notices: [],
    }
    sync.signInError = { message: 'Wrong user name or password.', words: { code: 'wrong-password', params: {} } }
    await showLanguage('ja')
    const w = mount(DataSyncPanel)
    const text = w.get('[data-testid="sync"]').text()
    expect(text).toContain('同期')
    expect(w.get('[data-testid="sync-problem"]').text()).toBe(
      'サーバーは amuro にデータベース userdb-616d75726f の利用を許可していません。変更はこの端末に残ります。サーバーのアカウントを確認してください。',
    )
    // No English of the panel left: the server, the account and its database keep their own names.
    expect(text.replace(/https:\/\/couch\.example\.org|amuro|userdb-\w+|gundeck|CouchDB/g, '')).not.toMatch(/[A-Za-z]{3,}/)
    await showLanguage('en')
    await nextTick()
    expect(w.get('[data-testid="sync-problem"]').text()).toBe(
      'The server does not let amuro use the database userdb-616d75726f. Changes are kept here. Check the account on the server.',
    )
  })

  it('a deck back from the bin and a change the bridge could not sync: worded from their codes, in English as before and in Japanese', async () => {
    const sync = useSyncStore()
    sync.status = {
      phase: 'idle',
      account,
      lastSynced: null,
      problem: { kind: 'server', change: { code: 'kept-changing', params: { deck: 'd1' } } },
      progress: null,
      notices: [{ code: 'back-with-edit', deckId: 'd1', name: 'Zeta' }],
    }
    const w = mount(DataSyncPanel)
    expect(w.get('[data-testid="sync-notices"]').text()).toBe('“Zeta” was deleted on one device and edited on another: it is back, with the edit.')
    expect(w.get('[data-testid="sync-problem"]').text()).toBe(
      'A change could not be synced and will be tried again: The deck d1 kept changing while it was synced; it will be tried again.',
    )
    await showLanguage('ja')
    await nextTick()
    expect(w.get('[data-testid="sync-notices"]').text()).toBe(
      '「Zeta」は一方の端末で削除され、もう一方の端末で編集されました。編集した内容で元に戻しています。',
    )
    expect(w.get('[data-testid="sync-problem"]').text()).toBe('変更を同期できませんでした。あとで再試行します：デッキ d1 が同期中に何度も変更されました')
    sync.status = { ...sync.status, problem: { kind: 'server', change: { code: 'refused', params: { id: 'deck:d1', reason: 'Document update conflict' } } } }
    await nextTick()
    expect(w.get('[data-testid="sync-problem"]').text()).toBe(
      '変更を同期できませんでした。あとで再試行します：同期用のコピーが deck:d1 を受け付けませんでした（Document update conflict）',
    )
    await showLanguage('en')
    await nextTick()
    expect(w.get('[data-testid="sync-problem"]').text()).toBe(
      'A change could not be synced and will be tried again: The sync copy refused deck:d1: Document update conflict',
    )
  })
})

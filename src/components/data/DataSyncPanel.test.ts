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
})

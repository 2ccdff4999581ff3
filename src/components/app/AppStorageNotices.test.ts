import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { installMemoryStorage } from '~/db/testing'
import { showLanguage } from '~/locales/i18n'
import { useBackupStore } from '~/stores/backup'
import { useStorageStore } from '~/stores/storage'
import AppStorageAlert from './AppStorageAlert.vue'
import AppStorageLossNotice from './AppStorageLossNotice.vue'

beforeEach(() => {
  installMemoryStorage()
  setActivePinia(createPinia())
})
afterEach(() => showLanguage('en'))

/** Words of the notices in English that must not be left on a Japanese screen (a browser's own message aside). */
const ENGLISH = /[A-Za-z]{3,}/
const japaneseOnly = (text: string) => text.replace(/gundeck|OK|MB|KB|QuotaExceededError|[\w.-]+\.json/g, '')

describe('the storage notices', () => {
  it('the full disk: every word in Japanese, the backup’s report too, and back in English when the language changes', async () => {
    const storage = useStorageStore()
    storage.halted = { at: '2026-06-01T12:00:00.000Z', detail: 'QuotaExceededError' }
    storage.usage = 12_500_000
    useBackupStore().message = { ok: true, code: 'saved', params: { decks: 3, history: 5, playtests: 0, cards: null, unreadable: 0 } }
    storage.retryError = { code: 'no-room' }
    await showLanguage('ja')
    const w = mount(AppStorageAlert)
    const text = w.get('[data-testid="storage-alert"]').text()
    expect(text).toContain('この端末の保存領域がいっぱいです')
    expect(text).toContain('もう一度試す')
    expect(w.get('[data-testid="storage-backup-message"]').text()).toBe('バックアップを保存しました：3\u00a0個のデッキ、5\u00a0件の履歴。')
    expect(w.get('[data-testid="storage-retry-error"]').text()).toBe(
      'まだ空きが足りません。これ以上は何も保存していません。さらに空きを増やしてから、もう一度試してください。',
    )
    expect(japaneseOnly(text)).not.toMatch(ENGLISH)
    await showLanguage('en')
    await nextTick()
    expect(w.get('[data-testid="storage-alert"]').text()).toContain('This device is out of storage space')
    expect(w.get('[data-testid="storage-backup-message"]').text()).toBe('Backup saved: 3 decks, 5 history entries.')
    expect(w.get('[data-testid="storage-retry-error"]').text()).toBe('There is still no room: nothing more was saved. Free more space and try again.')
  })

  it('the data lost: the title and lines from the storage catalogue, the buttons and the work in progress in Japanese', async () => {
    const storage = useStorageStore()
    storage.loss = { kind: 'dropped', at: '2026-06-01T12:00:00.000Z', recovered: 2, lost: { decks: 0, history: 2, playtests: 1, cards: 1075 } }
    storage.recovering = ['cards']
    await showLanguage('ja')
    const w = mount(AppStorageLossNotice)
    const text = w.get('[data-testid="storage-loss"]').text()
    expect(text).toContain('前回読み込んだファイルからカードリストを作り直しています')
    expect(text).toContain('バックアップをダウンロード')
    expect(japaneseOnly(text)).not.toMatch(ENGLISH)
  })

  it('a store that cannot be opened: what is safe and the put-back button in Japanese', async () => {
    const storage = useStorageStore()
    storage.unopenable = { detail: 'UnknownError: Internal error', decks: 4, held: null }
    storage.canPutBack = true
    storage.moveError = { detail: 'UnknownError: Internal error' }
    await showLanguage('ja')
    const w = mount(AppStorageLossNotice)
    expect(w.get('[data-testid="storage-loss-restore"]').text()).toBe('4\u00a0個のデッキを戻す')
    expect(w.get('[data-testid="storage-loss-retry"]').text()).toBe('もう一度試す')
    expect(w.get('[data-testid="storage-loss-error"]').text()).toBe('デッキを戻せませんでした：UnknownError: Internal error')
    const text = w.get('[data-testid="storage-loss"]').text().replaceAll(w.get('[data-testid="storage-loss-detail"]').text(), '')
    expect(japaneseOnly(text)).not.toMatch(ENGLISH)
    await showLanguage('en')
    await nextTick()
    expect(w.get('[data-testid="storage-loss-error"]').text()).toBe('Your decks could not be put back: UnknownError: Internal error')
    // gundeck's own reason, as it always read in English, and in Japanese.
    storage.moveError = { code: 'no-buckets' }
    await nextTick()
    expect(w.get('[data-testid="storage-loss-error"]').text()).toBe('Your decks could not be put back: this browser cannot keep a second database for gundeck')
    await showLanguage('ja')
    await nextTick()
    expect(w.get('[data-testid="storage-loss-error"]').text()).toBe('デッキを戻せませんでした：このブラウザーでは gundeck 用の2つ目のデータベースを作れません')
    await showLanguage('en')
  })
})

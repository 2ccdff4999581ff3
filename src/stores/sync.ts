import { liveQuery } from 'dexie'
import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import { useLiveQuery } from '~/composables/useLiveQuery'
import { database } from '~/db/database'
import { useSettingsStore } from './settings'
import { forgetAccount, saveAccount, SIGNED_OUT, SyncRunner, type SyncStatus } from '~/sync/replication'
import { SETTINGS_DOC } from '~/sync/docs'
import { signIn as openSession, signOut as closeSession } from '~/sync/session'

/** Sync with a CouchDB server: the state the Sync panel shows, and signing in and out (src/sync). */
export const useSyncStore = defineStore('sync', () => {
  const status = shallowRef<SyncStatus>(SIGNED_OUT)
  /** Decks changed on this device and not yet sent (the outbox, in every tab). */
  const pending = useLiveQuery(() => database().syncOutbox.count(), 0).value
  const busy = ref(false)
  /** Why the last sign-in failed, in words. */
  const signInError = ref<string | null>(null)
  let runner: SyncRunner | null = null

  /** Once, at start, after journal recovery: sync runs in one tab of this browser, the others follow it. */
  function init() {
    if (runner) return
    runner = new SyncRunner(database(), (s) => (status.value = s))
    runner.start()
    // Settings that came from another device (in whichever tab runs sync) show here at once.
    liveQuery(() => database().syncState.get(SETTINGS_DOC)).subscribe({
      next: () =>
        void useSettingsStore()
          .load()
          .catch(() => undefined),
    })
  }

  /** Sign in (the password goes to the server only); false when it failed (signInError says why). */
  async function signIn(server: string, name: string, password: string): Promise<boolean> {
    busy.value = true
    signInError.value = null
    try {
      const account = await openSession(server, name, password)
      await saveAccount(database(), { ...account, at: new Date().toISOString() })
      return true
    } catch (e) {
      signInError.value = e instanceof Error ? e.message : String(e)
      return false
    } finally {
      busy.value = false
    }
  }

  /** Stop syncing on this device: the decks stay, with any change not yet sent (sent at the next sign-in). */
  async function signOut() {
    const account = status.value.account
    await forgetAccount(database())
    if (account) await closeSession(account)
  }

  const syncNow = () => runner?.syncNow()

  return { status, pending, busy, signInError, init, signIn, signOut, syncNow }
})

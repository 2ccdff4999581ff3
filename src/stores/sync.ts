import { liveQuery } from 'dexie'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { useLiveQuery } from '~/composables/useLiveQuery'
import { database } from '~/db/database'
import { useSettingsStore } from './settings'
import { forgetAccount, saveAccount, SIGNED_OUT, SyncRunner, type SyncStatus } from '~/sync/replication'
import { SETTINGS_DOC } from '~/sync/docs'
import { signIn as openSession, signOut as closeSession, SyncProblem, type SyncWords } from '~/sync/session'

/** A sync problem's code and values, for the panel to word. */
export type { SyncWords }

/** Sync with a CouchDB server: the state the Sync panel shows, and signing in and out (src/sync). */
export const useSyncStore = defineStore('sync', () => {
  const status = shallowRef<SyncStatus>(SIGNED_OUT)
  /** Decks changed on this device and not yet sent (the outbox, in every tab). */
  const pending = useLiveQuery(() => database().syncOutbox.count(), 0).value
  /** How many changes waited when the outbox last began to fill: what this round of sending started with. */
  const sendingFrom = ref(0)
  watch(pending, (n) => (sendingFrom.value = n === 0 ? 0 : Math.max(n, sendingFrom.value)))
  /**
   * How far the sync has got: the runner's count while it knows one, else the outbox's own (changes sent of
   * those that waited), so a big first sync shows its progress even while the server holds a batch.
   */
  const progress = computed(() => {
    if (status.value.progress) return status.value.progress
    const from = sendingFrom.value
    return status.value.account && from >= 20 && pending.value > 0 ? { done: from - pending.value, total: from } : null
  })
  const busy = ref(false)
  /** Why the last sign-in failed: in English (`message`), and as a code for the panel to word (`words`) when sync knows it. */
  const signInError = ref<{ message: string; words?: SyncWords } | null>(null)
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
      signInError.value = e instanceof SyncProblem && e.words ? { message: e.message, words: e.words } : { message: e instanceof Error ? e.message : String(e) }
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

  return { status, pending, progress, busy, signInError, init, signIn, signOut, syncNow }
})
